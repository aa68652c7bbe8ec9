package cards

import (
	"slices"
	"testing"
)

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
// the reveal, the islands to come. The games are played one seat at a
// time (ToAct, Legal, Apply) and with the plans made at once (a random
// seat of Acting's each step, LegalFor, ApplyFor). While planning, an
// action of another seat that is legal in both states gives the viewer
// the same events (EventFor) and the same view after it, unless it
// reveals the rows, and every card p might plan instead gives it the same:
// a plan, an undo or a ready shows no card.
func TestViewLeaks(t *testing.T) {
	games := 300
	if testing.Short() {
		games = 50
	}
	checked, events := 0, 0
	for _, interleave := range []bool{false, true} {
		for g := range games {
			s, err := Deal(Options{Seats: 2 + g%3, Islands: 3}, uint64(g)+100)
			if err != nil {
				t.Fatal(err)
			}
			rng := uint64(g)
			var buf []Action
			for !s.Over() {
				// The next action, drawn on a copy of the generator so
				// that the re-deals below do not change it.
				next := s
				nrng := rng
				p, a := randomStep(t, &next, interleave, &nrng, &buf, nil)
				for _, seat := range []uint8{0, 1, 2, 3, Spectator} {
					if seat != Spectator && seat >= s.Seats {
						continue
					}
					d, ok := redeal(&s, seat, &nrng)
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
					if seat == p || s.Phase != PhasePlan {
						continue
					}
					s2, d2 := s, d
					var es, ed []Event
					if ApplyFor(&d2, p, a, &ed) != nil {
						continue // the re-dealt hand lacks the card
					}
					if err := ApplyFor(&s2, p, a, &es); err != nil {
						t.Fatal(err)
					}
					if s2.Phase != PhasePlan || s2.Round != s.Round {
						continue // the reveal
					}
					if len(es) != len(ed) {
						t.Fatalf("game %d ply %d: p%d's %s gives seat %d %d events or %d", g, s.Plies, p+1, Format(a), seat, len(es), len(ed))
					}
					for i := range es {
						if EventFor(es[i], int(seat)) != EventFor(ed[i], int(seat)) {
							t.Fatalf("game %d ply %d: p%d's %s shows seat %d %v or %v", g, s.Plies, p+1, Format(a), seat,
								EventFor(es[i], int(seat)), EventFor(ed[i], int(seat)))
						}
					}
					if ViewFor(&d2, seat) != ViewFor(&s2, seat) {
						t.Fatalf("game %d ply %d: after p%d's %s seat %d's view depends on what it may not know", g, s.Plies, p+1, Format(a), seat)
					}
					events++
					// Any other card p might plan instead shows the
					// viewer the same.
					for _, b := range LegalFor(&s, p, nil) {
						if b.Kind != ActPlan || a.Kind != ActPlan {
							continue
						}
						s3 := s
						var e3 []Event
						if err := ApplyFor(&s3, p, b, &e3); err != nil {
							t.Fatal(err)
						}
						if !slices.Equal(eventsFor(e3, seat), eventsFor(es, seat)) || ViewFor(&s3, seat) != ViewFor(&s2, seat) {
							t.Fatalf("game %d ply %d: seat %d tells p%d's %s from %s", g, s.Plies, seat, p+1, Format(a), Format(b))
						}
					}
				}
				s, rng = next, nrng
			}
		}
	}
	if events == 0 {
		t.Fatal("no action's events compared")
	}
	t.Logf("%d views compared, %d actions' events", checked, events)
}

// eventsFor is evs as seat may see them.
func eventsFor(evs []Event, seat uint8) []Event {
	out := make([]Event, len(evs))
	for i, e := range evs {
		out[i] = EventFor(e, int(seat))
	}
	return out
}

// TestViewShows: a seat sees its own hand and row, the others' row
// lengths only before the reveal and their rows after it.
func TestViewShows(t *testing.T) {
	s := fixture(t, testGrid, []Card{ns, ns}, []Card{ew, Horse})
	script(t, s, "lay arrow-ns; ready; lay horse")
	v := ViewFor(s, 0)
	if v.Hand[ArrowNS] != 1 || v.Row[0][0] != ArrowNS || v.RowN[1] != 1 || v.Row[1][0] != 0 || v.HandN[1] != 1 {
		t.Errorf("before the reveal: %+v", v.Row[:2])
	}
	script(t, s, "ready")
	if v := ViewFor(s, 0); v.Row[1][0] != Horse || v.Hand[Horse] != 0 {
		t.Errorf("after the reveal: %v", v.Row[1][:1])
	}
}
