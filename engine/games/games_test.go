package games

import (
	"bytes"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/engine/game"
)

// TestContract drives every game through the type-erased contract only: a
// game played by its weakest computer ends; Play accepts what Legal lists
// and refuses the rest; snapshots and Replay rebuild the same match.
func TestContract(t *testing.T) {
	for _, g := range All() {
		t.Run(g.ID(), func(t *testing.T) {
			o := g.TwoSeats()
			m, err := g.New(o, 7)
			if err != nil {
				t.Fatal(err)
			}
			var log []string
			for n := 0; n < 20000; n++ {
				seat, over := m.ToAct()
				if over {
					break
				}
				if !slices.Contains(o.Seats, seat) {
					t.Fatalf("seat %q to act is not in the game", seat)
				}
				legal := m.Legal()
				if len(legal) == 0 {
					t.Fatal("no legal action in a game that goes on")
				}
				if err := m.Check("no such action"); err == nil {
					t.Fatal("nonsense accepted by Check")
				}
				p, err := g.Agent(g.Levels()[0], uint64(n), 0)
				if err != nil {
					t.Fatal(err)
				}
				a, err := p.Choose(m)
				if err != nil {
					t.Fatal(err)
				}
				if !slices.Contains(legal, a) {
					t.Fatalf("the computer chose %q, not in %v", a, legal)
				}
				if err := m.Check(a); err != nil {
					t.Fatalf("Check(%q): %v", a, err)
				}
				if _, err := m.Play(a); err != nil {
					t.Fatalf("Play(%q): %v", a, err)
				}
				log = append(log, a)
			}
			out := m.Outcome()
			if !out.Over || len(out.Scores) != 2 {
				t.Fatalf("after %d actions: outcome %+v", len(log), out)
			}
			if _, err := m.Play(log[0]); err == nil {
				t.Fatal("an action accepted after the end")
			}
			snap, err := m.Snapshot()
			if err != nil {
				t.Fatal(err)
			}
			r, err := g.Restore(snap)
			if err != nil {
				t.Fatal(err)
			}
			again, err := game.Replay(g, o, 7, log, nil)
			if err != nil {
				t.Fatal(err)
			}
			for _, x := range []game.Match{r, again} {
				b, _ := x.Snapshot()
				if !bytes.Equal(b, snap) {
					t.Fatal("a restored or replayed match differs")
				}
			}
			if _, err := g.Restore(snap[:len(snap)/2]); err == nil {
				t.Fatal("half a snapshot restored")
			}
			bad := append(slices.Clone(log[:1]), "no such action")
			var ee *game.EntryError
			if _, err := game.Replay(g, o, 7, bad, nil); !errors.As(err, &ee) || ee.Index != 1 {
				t.Fatalf("replay of a bad log: %v", err)
			}
		})
	}
}

// TestNotes: a resignation in a two-seat game ends it for the other seat;
// the end by agreement ends it; the clone is independent.
func TestNotes(t *testing.T) {
	for _, g := range All() {
		o := g.TwoSeats()
		m, err := g.New(o, 3)
		if err != nil {
			t.Fatal(err)
		}
		c := m.Clone()
		if _, err := m.Play(game.ResignNote(o.Seats[0])); err != nil {
			t.Fatal(err)
		}
		if out := m.Outcome(); !out.Over || !slices.Equal(out.Winners, o.Seats[1:]) {
			t.Errorf("%s: after a resignation: %+v", g.ID(), out)
		}
		if _, over := c.ToAct(); over {
			t.Errorf("%s: the clone ended with the original", g.ID())
		}
		if _, err := c.Play(game.NoteEnd); err != nil {
			t.Fatal(err)
		}
		if _, over := c.ToAct(); !over {
			t.Errorf("%s: the end by agreement did not end the game", g.ID())
		}
	}
}

// TestTwoSeats: every game names a two-player deal, one seat a player,
// of its own seats and variants, that deals a match the first seat or the
// second acts in; the deal handed out is a copy.
func TestTwoSeats(t *testing.T) {
	for _, g := range All() {
		t.Run(g.ID(), func(t *testing.T) {
			o := g.TwoSeats()
			if len(o.Seats) != 2 || o.Seats[0] == o.Seats[1] {
				t.Fatalf("seats %v, want two", o.Seats)
			}
			for _, s := range o.Seats {
				if !slices.Contains(g.SeatNames(), s) {
					t.Errorf("seat %q is not among %v", s, g.SeatNames())
				}
			}
			for _, v := range o.Variants {
				if !slices.Contains(g.Variants(), v) {
					t.Errorf("variant %q is not among %v", v, g.Variants())
				}
			}
			m, err := g.New(o, 1)
			if err != nil {
				t.Fatal(err)
			}
			if seat, over := m.ToAct(); over || !slices.Contains(o.Seats, seat) {
				t.Errorf("the seat to act is %q (over %v)", seat, over)
			}
			if out := m.Outcome(); len(out.Scores) != 2 {
				t.Errorf("scores %v, want two seats", out.Scores)
			}
			o.Seats[0] = "changed"
			if g.TwoSeats().Seats[0] == "changed" {
				t.Error("TwoSeats hands out its own slice")
			}
		})
	}
}

// TestLookup finds games by id and refuses others.
func TestLookup(t *testing.T) {
	for _, tc := range []struct {
		id, want string
		err      error
	}{{"", "classic", nil}, {"Archipirata", "archipirata", nil}, {"chess", "", game.ErrUnknownGame}} {
		g, err := Lookup(tc.id)
		if !errors.Is(err, tc.err) || (err == nil && g.ID() != tc.want) {
			t.Errorf("Lookup(%q) = %v, %v", tc.id, g, err)
		}
	}
	if _, err := Classic.Agent("grandmaster", 1, 0); !errors.Is(err, game.ErrUnknownLevel) {
		t.Errorf("unknown level: %v", err)
	}
}

// TestSpell: every game spells each legal action as Legal lists it, also
// when typed in capitals; nonsense is the notation's error.
func TestSpell(t *testing.T) {
	for _, g := range All() {
		t.Run(g.ID(), func(t *testing.T) {
			m, err := g.New(g.TwoSeats(), 7)
			if err != nil {
				t.Fatal(err)
			}
			for _, a := range m.Legal() {
				for _, typed := range []string{a, strings.ToUpper(a)} {
					if got, err := g.Spell(typed); err != nil || got != a {
						t.Errorf("Spell(%q) = %q, %v; want %q", typed, got, err, a)
					}
				}
			}
			if got, err := g.Spell("no such action"); err == nil {
				t.Errorf("nonsense spelt %q", got)
			}
		})
	}
}
