package cards

import (
	"slices"
	"testing"
)

// TestCompletePlan: the whole plans offered going on from what was typed
// are those the seat's hand may lay in that order (a flag first only, a
// special never), counting the cards laid already as the hand's.
func TestCompletePlan(t *testing.T) {
	s, err := Deal(Options{Seats: 2, Islands: 1}, 7)
	if err != nil {
		t.Fatal(err)
	}
	s.Hand[0] = [NumKinds]uint8{}
	s.Hand[0][Horse], s.Hand[0][ArrowEW], s.Hand[0][FlagRed], s.Hand[0][Rum] = 1, 2, 1, 1
	for _, tc := range []struct {
		typed string
		want  []string
	}{
		{"", []string{"plan arrow-ew", "plan horse", "plan flag-red"}},
		{"pl", []string{"plan arrow-ew", "plan horse", "plan flag-red"}},
		{"plan", []string{"plan arrow-ew", "plan horse", "plan flag-red"}},
		{"plan flag-red", []string{"plan flag-red", "plan flag-red arrow-ew", "plan flag-red horse"}},
		{"PLAN  horse ", []string{"plan horse", "plan horse arrow-ew"}},
		{"plan arrow-ew arrow-ew", []string{"plan arrow-ew arrow-ew", "plan arrow-ew arrow-ew horse"}},
		// a card half typed is left for the caller's match
		{"plan horse arrow-e", []string{"plan horse", "plan horse arrow-ew"}},
		// a flag only first, a special card never, a card not held no more
		{"plan horse flag-red", []string{"plan horse", "plan horse arrow-ew"}},
		{"plan horse flag-red ", nil},
		{"plan rum horse", nil},
		{"plan horse horse arrow-ew", nil},
		{"lay horse", nil},
		{"tortuga 1", nil},
	} {
		if got := CompletePlan(&s, 0, tc.typed); !slices.Equal(got, tc.want) {
			t.Errorf("%q: %q, want %q", tc.typed, got, tc.want)
		}
	}
	// the cards laid count as the hand's: the typed plan replaces the row
	for _, a := range []Action{{Kind: ActPlan, Card: Horse}, {Kind: ActPlan, Card: ArrowEW}} {
		if err := ApplyFor(&s, 0, a, nil); err != nil {
			t.Fatal(err)
		}
	}
	before := s
	if got, want := CompletePlan(&s, 0, "plan horse "), []string{"plan horse", "plan horse arrow-ew"}; !slices.Equal(got, want) {
		t.Errorf("after two cards laid: %q, want %q", got, want)
	}
	if s != before {
		t.Error("CompletePlan changed the state")
	}
	// a seat whose row is in, or that may not act, is offered none
	if err := ApplyFor(&s, 0, Action{Kind: ActReady}, nil); err != nil {
		t.Fatal(err)
	}
	for _, seat := range []uint8{0, 5} {
		if got := CompletePlan(&s, seat, "plan"); got != nil {
			t.Errorf("seat %d: %q", seat, got)
		}
	}
}

// FuzzCompletePlan: whatever was typed, and whatever the seat laid
// before, every plan offered plays whole as the bot splits it
// (SplitPlan's actions, each legal) and leaves the seat ready.
func FuzzCompletePlan(f *testing.F) {
	for _, s := range []string{"", "p", "plan ", "plan horse", "plan flag-red arrow-e", "plan rum", "lay horse"} {
		f.Add(s, uint64(1), uint8(0))
	}
	f.Fuzz(func(t *testing.T, typed string, seed uint64, laid uint8) {
		s, err := Deal(Options{Seats: 3, Islands: 1}, seed)
		if err != nil {
			t.Fatal(err)
		}
		var buf [NumKinds + 4]Action
		for range laid % 4 {
			for _, a := range LegalFor(&s, 1, buf[:0]) {
				if a.Kind == ActPlan {
					if err := ApplyFor(&s, 1, a, nil); err != nil {
						t.Fatal(err)
					}
					break
				}
			}
		}
		for _, plan := range CompletePlan(&s, 1, typed) {
			steps := SplitPlan(plan, Laid(&s, 1))
			if len(steps) < 2 || steps[len(steps)-1] != "ready" {
				t.Fatalf("%q: %q splits into %q", typed, plan, steps)
			}
			c := s
			for _, step := range steps {
				a, err := Parse(step)
				if err == nil {
					err = ApplyFor(&c, 1, a, nil)
				}
				if err != nil {
					t.Fatalf("%q: %q: %s: %v", typed, plan, step, err)
				}
			}
			if c.Status[1] != Ready {
				t.Fatalf("%q: %q left the seat %v", typed, plan, c.Status[1])
			}
		}
	})
}
