package ai

import (
	"slices"
	"testing"

	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/engine/scenario"
)

// TestDecideQuakeArrow checks that every level answers Archipelago's
// earthquake arrow choice (which way a moved arrow points) from its
// options, both arrows in turn, and plays on to the next crew.
func TestDecideQuakeArrow(t *testing.T) {
	start, err := scenario.Position("../archipelago/testdata/quake-arrow-two.yaml", 3) // the quake and its two tiles
	if err != nil {
		t.Fatal(err)
	}
	for _, level := range Levels() {
		t.Run(string(level), func(t *testing.T) {
			s := start
			asked := 0
			for ; s.Pending.Active; asked++ {
				if s.Pending.Choose != engine.ChooseQuakeArrow || asked == 2 {
					t.Fatalf("pending %v after %d answers", s.Pending.Choose, asked)
				}
				v := engine.ViewFor(&s, s.Controller())
				a, err := New(level, 1).Decide(&v, Budget{Iterations: 50})
				if err != nil {
					t.Fatal(err)
				}
				if !slices.Contains(engine.Legal(s), a) {
					t.Fatalf("%s is not legal: %v", a, engine.Legal(s))
				}
				if err := s.Play(a, nil); err != nil {
					t.Fatal(err)
				}
			}
			if asked != 2 {
				t.Errorf("%d arrow choices answered, want 2", asked)
			}
			if s.Turn != engine.Black {
				t.Errorf("turn %s, want black", s.Turn)
			}
		})
	}
}
