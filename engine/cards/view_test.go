package cards

import "testing"

// redeal returns a copy of s where everything seat may not know is dealt
// again at random: the other hands, the deck's order, the rows not yet
// revealed (keeping each row a row: no special, a flag only first), the
// islands to come and the generator. ok is false when the pool cannot
// fill the rows so.
func redeal(s *State, seat uint8, rng *uint64) (State, bool) {
	d := *s
	var pool []Card
	pool = append(pool, d.Deck[:d.DeckN]...)
	for p := range d.Seats {
		if p == seat {
			continue
		}
		for c := range NumKinds {
			for range d.Hand[p][c] {
				pool = append(pool, c)
			}
		}
		if d.Phase == PhasePlan {
			pool = append(pool, d.Row[p][:d.RowN[p]]...)
		}
	}
	for i := len(pool) - 1; i > 0; i-- {
		j := int(SplitMix(rng) % uint64(i+1))
		pool[i], pool[j] = pool[j], pool[i]
	}
	take := func(fits func(Card) bool) (Card, bool) {
		for i, c := range pool {
			if fits(c) {
				pool = append(pool[:i], pool[i+1:]...)
				return c, true
			}
		}
		return 0, false
	}
	for p := range d.Seats {
		if p == seat || d.Phase != PhasePlan {
			continue
		}
		for i := range d.RowN[p] {
			c, ok := take(func(c Card) bool { return !c.IsSpecial() && (i == 0 || !c.IsFlag()) })
			if !ok {
				return d, false
			}
			d.Row[p][i] = c
		}
	}
	for p := range d.Seats {
		if p == seat {
			continue
		}
		n := s.HandSize(p)
		d.Hand[p] = [NumKinds]uint8{}
		for range n {
			c, _ := take(func(Card) bool { return true })
			d.Hand[p][c]++
		}
	}
	copy(d.Deck[:d.DeckN], pool)
	rest := d.IslandIDs[d.Round+1 : d.NumIsl]
	for i := len(rest) - 1; i > 0; i-- {
		j := int(SplitMix(rng) % uint64(i+1))
		rest[i], rest[j] = rest[j], rest[i]
	}
	d.RNG = SplitMix(rng)
	return d, true
}

// TestViewLeaks: in random games, at every action, the view of each seat
// (and a spectator's) is the same in states that differ only in what that
// seat may not know: the others' hands, the deck's order, the rows before
// the reveal, the islands to come.
func TestViewLeaks(t *testing.T) {
	games := 300
	if testing.Short() {
		games = 50
	}
	checked := 0
	for g := range games {
		s, err := Deal(Options{Seats: 2 + g%3, Islands: 3}, uint64(g)+100)
		if err != nil {
			t.Fatal(err)
		}
		rng := uint64(g)
		var buf []Action
		for !s.Over() {
			for _, seat := range []uint8{0, 1, 2, 3, Spectator} {
				if seat != Spectator && seat >= s.Seats {
					continue
				}
				d, ok := redeal(&s, seat, &rng)
				if !ok {
					continue
				}
				if d.CardCount() != s.CardCount() {
					t.Fatal("the re-deal lost cards")
				}
				if ViewFor(&d, seat) != ViewFor(&s, seat) {
					t.Fatalf("game %d ply %d: seat %d's view depends on what it may not know", g, s.Plies, seat)
				}
				checked++
			}
			buf = Legal(&s, buf)
			if err := Apply(&s, buf[SplitMix(&rng)%uint64(len(buf))], nil); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Logf("%d views compared", checked)
}

// TestViewShows: a seat sees its own hand and row, the others' row
// lengths only before the reveal and their rows after it.
func TestViewShows(t *testing.T) {
	s := fixture(t, testGrid, []Card{ns, ns}, []Card{ew, Horse})
	script(t, s, "plan arrow-ns; ready; plan horse")
	v := ViewFor(s, 0)
	if v.Hand[ArrowNS] != 1 || v.Row[0][0] != ArrowNS || v.RowN[1] != 1 || v.Row[1][0] != 0 || v.HandN[1] != 1 {
		t.Errorf("before the reveal: %+v", v.Row[:2])
	}
	script(t, s, "ready; no")
	if v := ViewFor(s, 0); v.Row[1][0] != Horse || v.Hand[Horse] != 0 {
		t.Errorf("after the reveal: %v", v.Row[1][:1])
	}
}
