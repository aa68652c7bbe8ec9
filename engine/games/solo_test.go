package games

import (
	"bytes"
	"slices"
	"testing"

	"github.com/jackalbot/jackal/engine/game"
)

// TestSoloContract drives every solo game through the type-erased contract
// only, as TestContract does the others: one seat; a game played by its
// computer ends; Play accepts what Legal lists; snapshots and Replay
// rebuild the same match; the seat's resignation ends a game unwon.
func TestSoloContract(t *testing.T) {
	for _, g := range Solo() {
		t.Run(g.ID(), func(t *testing.T) {
			if got, err := Lookup(g.ID()); err != nil || got != g {
				t.Fatalf("Lookup(%q) = %v, %v", g.ID(), got, err)
			}
			if slices.Contains(IDs(), g.ID()) || slices.Contains(All(), g) {
				t.Fatal("a solo game is among All's, which two play")
			}
			o := g.TwoSeats()
			if len(o.Seats) != 1 || !slices.Equal(g.Seats(), []int{1}) || !slices.Equal(g.SeatNames(), o.Seats) {
				t.Fatalf("seats %v of %v, %v", o.Seats, g.SeatNames(), g.Seats())
			}
			for _, variants := range [][]string{nil, {"puzzle=3"}, {"puzzle=10"}} {
				o.Variants = variants
				m, err := g.New(o, 5)
				if err != nil {
					t.Fatal(err)
				}
				var log []string
				for n := 0; n < 5000; n++ {
					seat, over := m.ToAct()
					if over {
						break
					}
					if seat != o.Seats[0] {
						t.Fatalf("seat %q to act", seat)
					}
					p, err := g.Agent(g.Levels()[0], uint64(n), 0)
					if err != nil {
						t.Fatal(err)
					}
					a, err := p.Choose(m)
					if err != nil {
						t.Fatal(err)
					}
					if !slices.Contains(m.Legal(), a) {
						t.Fatalf("the computer chose %q, not in %v", a, m.Legal())
					}
					if _, err := m.Play(a); err != nil {
						t.Fatalf("Play(%q): %v", a, err)
					}
					log = append(log, a)
				}
				out := m.Outcome()
				if !out.Over || len(out.Scores) != 1 {
					t.Fatalf("%v: after %d actions: outcome %+v", variants, len(log), out)
				}
				snap, err := m.Snapshot()
				if err != nil {
					t.Fatal(err)
				}
				again, err := game.Replay(g, o, 5, log, nil)
				if err != nil {
					t.Fatal(err)
				}
				b, _ := again.Snapshot()
				if r, err := g.Restore(snap); err != nil || !bytes.Equal(b, snap) {
					t.Fatalf("a restored (%v) or replayed match differs", err)
				} else if r.Outcome().Over != out.Over {
					t.Fatal("the restored match is not over")
				}
			}
			m, err := g.New(g.TwoSeats(), 1)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := m.Play(game.ResignNote(g.TwoSeats().Seats[0])); err != nil {
				t.Fatal(err)
			}
			if out := m.Outcome(); !out.Over || len(out.Winners) != 0 {
				t.Fatalf("after the resignation: %+v", out)
			}
			if _, err := g.New(game.Options{Seats: []string{"white", "black"}}, 1); err == nil {
				t.Fatal("a puzzle for two dealt")
			}
			if _, err := g.New(game.Options{Variants: []string{"puzzle=99"}}, 1); err == nil {
				t.Fatal("puzzle 99 dealt")
			}
		})
	}
}
