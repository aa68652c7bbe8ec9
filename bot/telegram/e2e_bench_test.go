package telegram_test

import (
	"slices"
	"strconv"
	"testing"
	"time"

	"github.com/jackalbot/jackal/bot/telegram/internal/telegramtest"
)

// benchGames is the number of games in progress during the benchmark.
const benchGames = 100

// BenchmarkPressToBoard measures one action through the fake Bot API, from
// the button press to the new board sent (sendPhoto received), with 100
// games in progress in 100 chats, at the default 1024 px board. It reports
// the median and the 90th percentile in milliseconds.
func BenchmarkPressToBoard(b *testing.B) {
	r := newRig(b, rigOpts{boardSize: 1024})
	chats := make([]int64, benchGames)
	for i := range chats {
		chats[i] = group - int64(i)
		r.newGame(chats[i], key(chats[i]))
	}
	var took []time.Duration
	i := 0
	for b.Loop() {
		chat := chats[i%len(chats)]
		i++
		if d, ok := benchAction(r, chat); ok {
			took = append(took, d)
		}
	}
	if len(took) == 0 {
		b.Fatal("no action measured")
	}
	slices.Sort(took)
	ms := func(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }
	b.ReportMetric(ms(took[len(took)/2]), "median-ms")
	b.ReportMetric(ms(took[len(took)*9/10]), "p90-ms")
	b.ReportMetric(0, "ns/op")
}

// benchAction opens a piece's targets if needed (not timed) and presses a
// target that keeps the piece alive, timing the press until the new board
// is sent. ok is false when the chat's game is over.
func benchAction(r *rig, chat int64) (time.Duration, bool) {
	board := r.lastBoard(chat)
	user := mentioned(board)
	if user == 0 {
		return 0, false
	}
	data, ok := findData(board, "", "a")
	if !ok {
		piece, ok := findData(board, "", "p")
		if !ok {
			r.t.Fatalf("chat %d: nothing to press: %v", chat, buttonData(board))
		}
		r.press(chat, board.ID, user, piece)
		board = r.message(chat, board.ID)
		if data, ok = findData(board, "", "a"); !ok {
			data, _ = findData(board, "", "d")
			r.press(chat, board.ID, user, data)
			board = r.message(chat, board.ID)
			data, _ = findData(board, "", "a")
		}
	}
	n := r.core.served()
	start := time.Now()
	id := r.srv.Press(chat, board.ID, user, data)
	var sent time.Time
	r.wait("a new board in "+strconv.FormatInt(chat, 10), func() bool {
		last, ok := lastPhoto(r.srv, chat)
		if ok && last.ID != board.ID {
			sent = time.Now()
			return true
		}
		return false
	})
	r.answered(id, n+1)
	return sent.Sub(start), true
}

// lastPhoto is the newest picture in chat.
func lastPhoto(s *telegramtest.Server, chat int64) (telegramtest.Message, bool) {
	msgs := s.Messages(chat)
	for i := len(msgs) - 1; i >= 0; i-- {
		if msgs[i].Photo != nil {
			return msgs[i], true
		}
	}
	return telegramtest.Message{}, false
}
