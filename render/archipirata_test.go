package render

import (
	"math/rand/v2"
	"testing"

	"github.com/jackalbot/jackal/engine/archipirata"
)

// archGame deals seed's game with o and plays up to n random legal actions
// (a PCG stream from the seed), returning the position and the last
// action's events.
func archGame(tb testing.TB, o archipirata.Options, seed uint64, n int) (archipirata.State, []archipirata.Event) {
	tb.Helper()
	s, err := archipirata.Deal(o, seed)
	if err != nil {
		tb.Fatalf("deal: %v", err)
	}
	rng := rand.New(rand.NewPCG(seed, 99))
	var buf []archipirata.Action
	var evs []archipirata.Event
	for i := 0; i < n && !s.Over; i++ {
		buf = archipirata.Legal(&s, buf)
		if len(buf) == 0 {
			tb.Fatal("no legal action in a game not over")
		}
		evs = evs[:0]
		if err := archipirata.Apply(&s, buf[rng.IntN(len(buf))], &evs); err != nil {
			tb.Fatal(err)
		}
	}
	return s, evs
}

// archMidGame is the benchmark's and a golden picture's position: a
// two-player game after 25 random actions, and its last action's events.
func archMidGame(tb testing.TB) (archipirata.State, []archipirata.Event) {
	return archGame(tb, archipirata.Options{Seats: 2}, 7, 25)
}

// archTargets are the islands the seat to act may start a take from (or
// choose), as a picture's highlights.
func archTargets(s *archipirata.State) []uint8 {
	var out []uint8
	var seen uint8
	for _, a := range archipirata.Legal(s, nil) {
		if (a.Kind == archipirata.ActTake || a.Kind == archipirata.ActChoose) && seen&(1<<a.Island) == 0 {
			seen |= 1 << a.Island
			out = append(out, a.Island)
		}
	}
	return out
}
