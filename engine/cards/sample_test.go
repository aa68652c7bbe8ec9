package cards

import "testing"

// TestSampleAgreesWithView plays random games and, at every action,
// samples the state from each seat's view: the sample's view must be the
// view, its cards must be the whole deck, and it must play on.
func TestSampleAgreesWithView(t *testing.T) {
	tests := []struct {
		seats int
		seed  uint64
	}{{2, 1}, {3, 2}, {4, 3}, {3, 44}}
	for _, tc := range tests {
		s, err := Deal(Options{Seats: tc.seats, Islands: 4}, tc.seed)
		if err != nil {
			t.Fatal(err)
		}
		ag := RandomAgent{RNG: tc.seed}
		for n := 0; ; n++ {
			for _, seat := range []uint8{0, 1, uint8(tc.seats - 1), Spectator} {
				v := ViewFor(&s, seat)
				d := Sample(&v, uint64(n)*7+uint64(seat))
				if got := ViewFor(&d, seat); got != v {
					t.Fatalf("seats %d seed %d action %d seat %d: the sample's view differs:\n%+v\n%+v", tc.seats, tc.seed, n, seat, got, v)
				}
				if got := d.CardCount(); got != s.CardCount() {
					t.Fatalf("seats %d seed %d action %d seat %d: cards %v, want %v", tc.seats, tc.seed, n, seat, got, s.CardCount())
				}
				for p := range d.Seats {
					for i, c := range d.Row[p][:d.RowN[p]] {
						if c.IsSpecial() || (i > 0 && c.IsFlag()) {
							t.Fatalf("action %d: sampled row of p%d holds %v at %d", n, p+1, c, i)
						}
					}
				}
				if !d.Over() {
					var b RandomAgent
					b.RNG = uint64(n)
					a, _ := b.Choose(&d)
					if err := Apply(&d, a, nil); err != nil {
						t.Fatalf("action %d: the sample does not play on: %v", n, err)
					}
				}
			}
			a, ok := ag.Choose(&s)
			if !ok {
				break
			}
			if err := Apply(&s, a, nil); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// TestSampleVaries checks that two seeds give other hidden cards.
func TestSampleVaries(t *testing.T) {
	s, _ := Deal(Options{Seats: 3}, 9)
	v := ViewFor(&s, 0)
	a, b := Sample(&v, 1), Sample(&v, 2)
	if a.Hand[1] == b.Hand[1] && a.Hand[2] == b.Hand[2] && a.Deck == b.Deck {
		t.Fatal("two seeds sampled the same hidden cards")
	}
	if a.Hand[0] != s.Hand[0] {
		t.Fatal("the viewer's hand changed")
	}
}

// TestSampleAskedHoldsTheCard: only a card's owner is asked, so a sample
// gives the seat asked the card its question offers.
func TestSampleAskedHoldsTheCard(t *testing.T) {
	s := fixture(t, testGrid, []Card{ns, ns}, []Card{ew, Rum})
	script(t, s, "lay arrow-ns; ready; lay arrow-ew; ready")
	if p, _ := ToAct(s); s.Pend != PendRum || p != 1 {
		t.Fatalf("p2, holding a rum, is not asked: pending %d, seat %d", s.Pend, p)
	}
	v := ViewFor(s, 0)
	for seed := range uint64(200) {
		d := Sample(&v, seed)
		if d.Hand[1][Rum] == 0 {
			t.Fatalf("seed %d: the seat asked for rum holds none: %v", seed, d.Hand[1])
		}
		if got := ViewFor(&d, 0); got != v {
			t.Fatalf("seed %d: the sample's view differs", seed)
		}
	}
}
