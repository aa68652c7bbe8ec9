package telegram_test

import (
	"context"
	"runtime"
	"slices"
	"sync"
	"testing"
	"time"
)

// loadChats is the number of group games pressed at once.
const loadChats = 1000

// BenchmarkThousandChats sets up 1,000 group games (without pacing), then
// restarts the bot with Telegram's real limits and presses a move in every
// chat at once. It reports how long presses waited for their answer
// (median, max), how far the boards came behind the earliest moment
// Telegram's global limit (30 a second, paced at 25 with a burst of 5)
// allows each (p50, p99: the time above the pacer's own wait), when the
// last board arrived, and the heap of the whole test process (bot, store
// and fake Telegram together). Run it with -benchtime=1x.
func BenchmarkThousandChats(b *testing.B) {
	for b.Loop() {
		loadRun(b)
	}
}

func loadRun(b *testing.B) {
	r := newRig(b, rigOpts{boardSize: 512})
	chats := make([]int64, loadChats)
	targets := make([]string, loadChats)
	boards := make([]int, loadChats)
	users := make([]int64, loadChats)
	for i := range chats {
		chats[i] = group - 10 - int64(i)
		r.newGame(chats[i], key(chats[i]))
		board := r.lastBoard(chats[i])
		users[i] = mentioned(board)
		data, ok := findData(board, "", "a")
		if !ok {
			piece, _ := findData(board, "", "p")
			r.press(chats[i], board.ID, users[i], piece)
			board = r.message(chats[i], board.ID)
			data, _ = findData(board, "", "a")
		}
		targets[i], boards[i] = data, board.ID
	}
	r.opts.pacing = true
	r.restart()
	answersBefore := len(r.srv.Requests("answerCallbackQuery"))
	photosBefore := len(r.srv.Requests("sendPhoto"))
	var peak uint64
	stopSampling := make(chan struct{})
	var sampled sync.WaitGroup
	sampled.Add(1)
	go func() {
		defer sampled.Done()
		var m runtime.MemStats
		for {
			runtime.ReadMemStats(&m)
			peak = max(peak, m.HeapInuse)
			select {
			case <-stopSampling:
				return
			case <-time.After(50 * time.Millisecond):
			}
		}
	}()
	start := time.Now()
	pressed := make(map[string]time.Time, loadChats)
	for i := range chats {
		id := r.srv.Press(chats[i], boards[i], users[i], targets[i])
		pressed[id] = time.Now()
	}
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute) // 1,000 boards at 25 a second: 40 s
	defer cancel()
	if err := r.srv.WaitFor(ctx, func() bool { return len(r.srv.Requests("sendPhoto"))-photosBefore >= loadChats }); err != nil {
		b.Errorf("not every board within 3 minutes: %d of %d sent", len(r.srv.Requests("sendPhoto"))-photosBefore, loadChats)
	}
	close(stopSampling)
	sampled.Wait()
	var answerWait []time.Duration
	for _, q := range r.srv.Requests("answerCallbackQuery")[answersBefore:] {
		if t, ok := pressed[q.Params["callback_query_id"]]; ok {
			answerWait = append(answerWait, q.Time.Sub(t))
		}
	}
	var sent []time.Time
	for _, q := range r.srv.Requests("sendPhoto")[photosBefore:] {
		sent = append(sent, q.Time)
	}
	slices.SortFunc(sent, func(a, b time.Time) int { return a.Compare(b) })
	var behind []time.Duration
	const burst, every = 5, time.Second / 25
	for k, t := range sent {
		earliest := start
		if k >= burst {
			earliest = start.Add(time.Duration(k-burst+1) * every)
		}
		behind = append(behind, max(0, t.Sub(earliest)))
	}
	slices.Sort(answerWait)
	slices.Sort(behind)
	if len(answerWait) != loadChats || len(behind) == 0 {
		b.Errorf("%d of %d presses answered, %d boards", len(answerWait), loadChats, len(behind))
	}
	if len(answerWait) == 0 || len(behind) == 0 {
		return
	}
	b.ReportMetric(float64(len(answerWait)), "answered")
	b.ReportMetric(float64(len(behind)), "boards")
	ms := func(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }
	b.ReportMetric(ms(answerWait[len(answerWait)/2]), "answer-p50-ms")
	b.ReportMetric(ms(answerWait[len(answerWait)-1]), "answer-max-ms")
	b.ReportMetric(ms(behind[len(behind)/2]), "board-behind-pacer-p50-ms")
	b.ReportMetric(ms(behind[len(behind)*99/100]), "board-behind-pacer-p99-ms")
	b.ReportMetric(sent[len(sent)-1].Sub(start).Seconds(), "last-board-s")
	b.ReportMetric(float64(peak)/(1<<20), "peak-heap-MB")
	b.ReportMetric(0, "ns/op")
	b.Logf("%d chats: answers p50 %v max %v; boards behind the pacer p50 %v p99 %v; last board after %v; peak heap %d MB",
		loadChats, answerWait[len(answerWait)/2], answerWait[len(answerWait)-1], behind[len(behind)/2],
		behind[len(behind)*99/100], sent[len(sent)-1].Sub(start), peak>>20)
}
