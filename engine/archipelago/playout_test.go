package archipelago_test

import (
	"math/rand/v2"
	"testing"

	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/engine/archipelago"
	"github.com/jackalbot/jackal/engine/archipelago/islands"
)

// TestRandomPlayouts plays random games on every shipped island with the
// rules there are so far (the boats, the shared tiles): every legal action
// reads back from its text and applies, the setup places every boat first,
// and no boat ever stands on land or beside another at the start.
func TestRandomPlayouts(t *testing.T) {
	all, err := islands.All()
	if err != nil {
		t.Fatal(err)
	}
	for _, isl := range all {
		r := rand.New(rand.NewPCG(uint64(len(isl.ID)), 7))
		for g := range 30 {
			o := engine.Options{}
			if g%3 == 1 {
				o.Teams = true
			} else if g%3 == 2 {
				o.Crews = []engine.Crew{engine.White, engine.Red}
			}
			s, err := archipelago.Deal(isl, o, uint64(g))
			if err != nil {
				t.Fatal(err)
			}
			placed := 0
			for n := 0; n < 400 && !s.Over; n++ {
				legal := engine.Legal(s)
				if len(legal) == 0 {
					t.Fatalf("%s game %d: no legal action", isl.ID, g)
				}
				a := legal[r.IntN(len(legal))]
				if b, err := engine.Parse(a.String()); err != nil || b != a {
					t.Fatalf("%s: %q reads back as %+v, %v", isl.ID, a, b, err)
				}
				if placed < len(s.Crews()) && a.Kind != engine.ActPlace {
					t.Fatalf("%s game %d: %s before every boat is placed", isl.ID, g, a)
				}
				if a.Kind == engine.ActPlace {
					placed++
				}
				var evs []engine.Event
				if err := s.Play(a, &evs); err != nil {
					t.Fatalf("%s game %d: legal %s refused: %v", isl.ID, g, a, err)
				}
				for _, k := range s.Crews() {
					if b := s.Ship(k); b != engine.NoCell && !s.Board.IsSea(b) {
						t.Fatalf("%s game %d: %s's boat at %s, off the sea", isl.ID, g, k, b)
					}
				}
			}
		}
	}
}
