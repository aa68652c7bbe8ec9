package telegram_test

import (
	"slices"
	"strconv"
	"testing"
	"time"
)

// briskMoves and briskThink shape a brisk group game: two players, each
// pressing a piece one second after their board arrives and its target
// one second later.
const (
	briskMoves = 24
	briskThink = time.Second
)

// BenchmarkBriskGroupGame plays a brisk game in a group with Telegram's
// real send limits (1 a second per chat, 20 a minute per group, 30 a second
// overall) and reports, from each target press to the new board's arrival,
// the median and the maximum in milliseconds. It takes about
// briskMoves × (2 s + the wait) of real time: run it with -benchtime=1x.
func BenchmarkBriskGroupGame(b *testing.B) {
	for b.Loop() {
		took, whole := briskGame(b)
		slices.Sort(took)
		slices.Sort(whole)
		ms := func(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }
		b.ReportMetric(ms(took[len(took)/2]), "p50-ms")
		b.ReportMetric(ms(took[len(took)-1]), "max-ms")
		b.ReportMetric(ms(whole[len(whole)/2]-briskThink), "move-p50-ms")
		b.ReportMetric(ms(whole[len(whole)-1]-briskThink), "move-max-ms")
		b.ReportMetric(float64(len(took)), "moves")
		b.ReportMetric(0, "ns/op")
	}
}

// briskGame plays briskMoves moves and returns each target press → board
// time, and each first tap → board time.
func briskGame(b *testing.B) ([]time.Duration, []time.Duration) {
	r := newRig(b, rigOpts{boardSize: 1024, pacing: true})
	const chat = group
	r.newGame(chat, key(chat))
	var took, whole []time.Duration
	for len(took) < briskMoves {
		board := r.lastBoard(chat)
		user := mentioned(board)
		if user == 0 {
			break
		}
		time.Sleep(briskThink)
		first := time.Now()
		data, ok := findData(board, "", "a")
		if ok {
			// one tap: count it as a piece tap a second earlier, so that
			// move-… less the second to choose is this tap's wait
			first = first.Add(-briskThink)
		} else {
			piece, ok := findData(board, "", "p")
			if !ok {
				b.Fatalf("nothing to press: %v", buttonData(board))
			}
			r.press(chat, board.ID, user, piece)
			time.Sleep(briskThink)
			board = r.message(chat, board.ID)
			if data, ok = findData(board, "", "a"); !ok {
				b.Fatalf("no target after choosing %s: %v", piece, buttonData(board))
			}
		}
		start := time.Now()
		r.srv.Press(chat, board.ID, user, data)
		r.wait("the board after move "+strconv.Itoa(len(took)), func() bool {
			last, ok := lastPhoto(r.srv, chat)
			return ok && last.ID != board.ID
		})
		took = append(took, time.Since(start))
		whole = append(whole, time.Since(first))
	}
	return took, whole
}
