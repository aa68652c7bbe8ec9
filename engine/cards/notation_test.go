package cards

import (
	"errors"
	"slices"
	"testing"
)

// TestNotation: every action of the notation formats and parses back.
func TestNotation(t *testing.T) {
	var all []Action
	for c := range Friday {
		all = append(all, Action{Kind: ActPlan, Card: c})
	}
	for d := range NumDirs {
		all = append(all, Action{Kind: ActDir, Dir: d})
	}
	for _, c := range []Card{Friday, Weapon, Double} {
		all = append(all, Action{Kind: ActPlay, Card: c})
	}
	for n := uint8(1); n <= 3; n++ {
		all = append(all, Action{Kind: ActTortuga, N: n})
	}
	for p := range uint8(MaxSeats) {
		all = append(all, Action{Kind: ActRum, Seat: p})
	}
	all = append(all, Action{Kind: ActUndo}, Action{Kind: ActReady}, Action{Kind: ActPass}, Action{Kind: ActNo})
	for _, a := range all {
		b, err := Parse(Format(a))
		if err != nil || b != a {
			t.Errorf("%s: %+v %v", Format(a), b, err)
		}
	}
	for _, bad := range []string{"", "plan", "lay", "plan rum", "lay rum", "plan horse horse", "lay horse horse", "tortuga 4", "tortuga 01",
		"rum p2", "rum @p5", "play horse", "north", "hello"} {
		if _, err := Parse(bad); !errors.Is(err, ErrSyntax) {
			t.Errorf("%q: %v", bad, err)
		}
	}
	if got := SplitPlan("plan arrow-ew horse", 0); !slices.Equal(got, []string{"lay arrow-ew", "lay horse", "ready"}) {
		t.Errorf("SplitPlan: %v", got)
	}
	// CARDGAME.md §4: `plan arrow-ns` is a whole plan of one card.
	if got := SplitPlan("Plan  horse", 0); !slices.Equal(got, []string{"lay horse", "ready"}) {
		t.Errorf("SplitPlan of one card: %v", got)
	}
	// the plan is the whole row: two cards laid before are taken back
	if got := SplitPlan("plan horse", 2); !slices.Equal(got, []string{"undo", "undo", "lay horse", "ready"}) {
		t.Errorf("SplitPlan over two cards laid: %v", got)
	}
	for _, text := range []string{"lay horse", "plan", "ready", "no"} {
		if got := SplitPlan(text, 1); !slices.Equal(got, []string{text}) {
			t.Errorf("SplitPlan(%q): %v", text, got)
		}
	}
	// A log written before rules 3 keeps a card laid as `plan horse`.
	if a, err := Parse("plan horse"); err != nil || Format(a) != "lay horse" {
		t.Errorf("the older form of a card laid: %v %v", Format(a), err)
	}
}

// FuzzParse: no text panics Parse, and what parses formats back to text
// that parses the same.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"lay arrow-ew", "plan arrow-ew", "tortuga 2", "rum @p3", "play weapon", "nne", "no", "ready"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		a, err := Parse(text)
		if err != nil {
			return
		}
		if b, err := Parse(Format(a)); err != nil || b != a {
			t.Fatalf("%q → %q: %v", text, Format(a), err)
		}
	})
}

// TestParseSeat: ParseSeat reads exactly SeatName's names.
func TestParseSeat(t *testing.T) {
	for i := range MaxSeats {
		if p, ok := ParseSeat(SeatName(i)); !ok || int(p) != i {
			t.Errorf("ParseSeat(%q) = %d, %v; want %d", SeatName(i), p, ok, i)
		}
	}
	for _, name := range []string{"", "p0", "p5", "P1", "@p1", " p1", "p1 "} {
		if p, ok := ParseSeat(name); ok {
			t.Errorf("ParseSeat(%q) = %d, want refused", name, p)
		}
	}
}
