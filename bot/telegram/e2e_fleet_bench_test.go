package telegram_test

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/jackalbot/jackal/bot/telegram/internal/telegramtest"
	"github.com/jackalbot/jackal/storage/postgres/pgtest"
)

// Sizes of BenchmarkFleetMoves.
const (
	benchFleetGames = 60
	benchFleetMoves = 5
)

// BenchmarkFleetMoves measures sustained moves a second with three
// `jackal serve` processes on one PostgreSQL behind the webhook posted
// round-robin, with Telegram's real limits booked in the database (30
// messages a second overall, paced at 25): 60 group games opened, then
// five moves played in each at once, every move a press its player makes
// as soon as the board shows it. It reports the moves a second from the
// first press to the last board, and the updates posted. Run it with
// -benchtime=1x.
func BenchmarkFleetMoves(b *testing.B) {
	for b.Loop() {
		fleetMovesRun(b)
	}
}

func fleetMovesRun(b *testing.B) {
	_, dsn := pgtest.Fresh(b)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	srv := telegramtest.New(b)
	f := newFleet(b, buildJackal(b, b.TempDir()), dsn, srv, 3)
	for i := range 3 {
		f.start(i)
	}
	pusher := srv.PushWebhook(ctx, telegramtest.PushOptions{URLs: f.urls(), Secret: fleetSecret, Parallel: 32})
	chat := func(i int) int64 { return -1007000000 - int64(i) }
	each := func(work func(i int) error) {
		var wg sync.WaitGroup
		for i := range benchFleetGames {
			wg.Add(1)
			go func() {
				defer wg.Done()
				if err := work(i); err != nil {
					b.Error(err)
				}
			}()
		}
		wg.Wait()
		if b.Failed() {
			b.FailNow()
		}
	}
	each(func(i int) error { return openGame(ctx, srv, chat(i), int64(5000+i), int64(7000+i)) })
	acked, _, _ := pusher.Counts()
	start := time.Now()
	each(func(i int) error { return playMoves(ctx, srv, chat(i), benchFleetMoves) })
	took := time.Since(start)
	after, retries, _ := pusher.Counts()
	f.stop()
	moves := benchFleetGames * benchFleetMoves
	b.ReportMetric(float64(moves)/took.Seconds(), "moves/s")
	b.ReportMetric(float64(after-acked), "updates")
	b.ReportMetric(0, "ns/op")
	b.Logf("%d games × %d moves on three processes: %d moves in %v, %.1f moves/s (%d updates posted, %d posts retried)",
		benchFleetGames, benchFleetMoves, moves, took.Round(time.Millisecond), float64(moves)/took.Seconds(), after-acked, retries)
}
