package ai

import (
	"syscall"
	"testing"
	"time"

	"github.com/jackalbot/jackal/engine"
)

// midGame plays a duel between two easy agents for n actions from deal
// seed and returns the position (a mid-game position for benchmarks).
func midGame(tb testing.TB, seed uint64, n int) engine.State {
	tb.Helper()
	s, err := engine.New(seed, engine.Options{Duel: true, StallRounds: -1})
	if err != nil {
		tb.Fatal(err)
	}
	var m Match
	m.Seats[engine.White] = New(Easy, seed+1)
	m.Seats[engine.Black] = New(Easy, seed+2)
	m.MaxActions = n
	var evs []engine.Event
	for i := 0; i < n && !s.Over; i++ {
		v := engine.ViewFor(&s, s.Controller())
		a, err := m.Seats[s.Controller()].Decide(&v, Budget{})
		if err != nil {
			tb.Fatal(err)
		}
		evs = evs[:0]
		if err := s.Play(a, &evs); err != nil {
			tb.Fatal(err)
		}
	}
	if s.Over {
		tb.Fatalf("seed %d: the game ended before action %d", seed, n)
	}
	return s
}

// benchDecide measures g's decision on mid-game positions (eight, in
// turn, so no decision finds the route maps of the previous one). Besides
// the wall-clock ns/op it reports the process CPU time per decision
// (cpu-ns/op), which a machine shared with other work does not inflate.
func benchDecide(b *testing.B, g Agent, budget Budget) {
	var views []engine.View
	for seed := uint64(11); seed < 19; seed++ {
		s := midGame(b, seed, 160)
		views = append(views, engine.ViewFor(&s, s.Controller()))
	}
	b.ResetTimer()
	before := cpuTime()
	for i := 0; i < b.N; i++ {
		if _, err := g.Decide(&views[i%len(views)], budget); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(cpuTime()-before)/float64(b.N), "cpu-ns/op")
}

// cpuTime is the CPU time the process has used, user and system.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// BenchmarkEasyDecide measures one easy decision on a mid-game position.
func BenchmarkEasyDecide(b *testing.B) { benchDecide(b, New(Easy, 1), Budget{}) }

// BenchmarkHardDecide measures one hard decision (default budget) on a
// mid-game position.
func BenchmarkHardDecide(b *testing.B) { benchDecide(b, New(Hard, 1), Budget{}) }
