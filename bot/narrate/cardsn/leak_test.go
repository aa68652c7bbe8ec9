package cardsn

import (
	"strings"
	"testing"

	"github.com/jackalbot/jackal/bot/narrate"
	"github.com/jackalbot/jackal/engine/cards"
)

// mentions reports whether the lower-cased text s names card c in l.
func mentions(l narrate.Lang, s string, c cards.Card) bool {
	return strings.Contains(s, strings.ToLower(CardName(l, c)))
}

// seen are the cards seat may know of after the move, built from the
// engine's visibility and not from the narration: its own hand and row,
// the rows face up, the cards of the events as cards.EventFor shows them
// to it, and the specials the events show played.
func seen(m move, v *cards.View) [cards.NumKinds]bool {
	var ok [cards.NumKinds]bool
	seat := v.Seat
	for c := range cards.NumKinds {
		ok[c] = v.Hand[c] > 0
		if seat < cards.MaxSeats {
			ok[c] = ok[c] || m.before.Hand[seat][c] > 0
		}
	}
	for p := range v.Seats {
		if p == seat || v.Phase != cards.PhasePlan {
			for _, c := range v.Row[p][:v.RowN[p]] {
				ok[c] = true
			}
		}
		if p == seat || m.before.Phase != cards.PhasePlan || hasReveal(m.evs) {
			for _, c := range m.before.Row[p][:m.before.RowN[p]] {
				ok[c] = true
			}
		}
	}
	for _, e := range m.evs {
		f := cards.EventFor(e, int(seat))
		if (f.Kind == cards.EvFlag || f.Kind == cards.EvMove || f.Kind == cards.EvDouble || f.Kind == cards.EvDraw) && f.Card < cards.NumKinds {
			ok[f.Card] = true
		}
		switch {
		case f.Kind == cards.EvRum:
			ok[cards.Rum] = true
		case f.Kind == cards.EvDouble:
			ok[cards.Double] = true
		case f.Kind == cards.EvRough && f.N == 1:
			ok[cards.Friday] = true
		case f.Kind == cards.EvBandit && f.N == 1:
			ok[cards.Weapon] = true
		}
	}
	return ok
}

// hasReveal reports whether evs hold the reveal.
func hasReveal(evs []cards.Event) bool {
	for _, e := range evs {
		if e.Kind == cards.EvReveal {
			return true
		}
	}
	return false
}

// TestLeakInGames plays a few hundred random games and, for each move and
// each seat and a spectator, checks what Events tells it:
//   - a card hidden to it (cards.EventFor reads Hidden) changes nothing:
//     the text is the same whatever that card is;
//   - the hidden card is not named unless the seat knows such a card
//     anyway (seen);
//   - while the plans are made, another seat's move names no card at all.
func TestLeakInGames(t *testing.T) {
	hidden, games := 0, 300
	if testing.Short() {
		games = 60
	}
	for seed := uint64(1); seed <= uint64(games); seed++ {
		seats := 2 + int(seed%3)
		randomGame(t, seats, 1+int(seed%3), seed, func(m move) {
			for _, seat := range viewers(&m.after) {
				v := cards.ViewFor(&m.after, seat)
				known := seen(m, &v)
				for _, l := range narrate.Langs() {
					got := Events(l, m.evs, &v)
					low := strings.ToLower(got)
					if m.before.Phase == cards.PhasePlan && !hasReveal(m.evs) && m.seat != seat {
						for c := range cards.NumKinds {
							if mentions(l, low, c) {
								t.Fatalf("seed %d, seat %d, %s: another seat's planning names %s: %q", seed, seat, l, CardName(l, c), got)
							}
						}
					}
					for i, e := range m.evs {
						if cards.EventFor(e, int(seat)).Card != cards.Hidden || e.Card == cards.Hidden {
							continue
						}
						hidden++
						if !known[e.Card] && mentions(l, low, e.Card) {
							t.Fatalf("seed %d, seat %d, %s: %v is hidden to it but named: %q", seed, seat, l, e, got)
						}
						other := append([]cards.Event(nil), m.evs...)
						other[i].Card = (e.Card + 1) % cards.NumKinds
						if o := Events(l, other, &v); o != got {
							t.Fatalf("seed %d, seat %d, %s: the hidden card of %v changes the text:\n%q\n%q", seed, seat, l, e, got, o)
						}
					}
				}
			}
		})
	}
	if hidden < 1000 {
		t.Errorf("only %d hidden cards met in the random games", hidden)
	}
}

// TestPromptStatusLeak: Prompt and Status name no card the seat may not
// know: only its own hand and row, and the rows face up.
func TestPromptStatusLeak(t *testing.T) {
	for seed := uint64(1); seed <= 40; seed++ {
		randomGame(t, 2+int(seed%3), 2, seed, func(m move) {
			for _, seat := range viewers(&m.after) {
				v := cards.ViewFor(&m.after, seat)
				var ok [cards.NumKinds]bool
				for c := range cards.NumKinds {
					ok[c] = v.Hand[c] > 0
				}
				for p := range v.Seats {
					if p == seat || v.Phase != cards.PhasePlan {
						for _, c := range v.Row[p][:v.RowN[p]] {
							ok[c] = true
						}
					}
				}
				switch v.Pend {
				case cards.PendRum:
					ok[cards.Rum] = true
				case cards.PendFriday:
					ok[cards.Friday] = true
				case cards.PendWeapon:
					ok[cards.Weapon] = true
				case cards.PendDouble:
					ok[cards.Double] = true
				}
				for _, l := range narrate.Langs() {
					for what, s := range map[string]string{"Prompt": Prompt(l, &v), "Status": Status(l, &v)} {
						low := strings.ToLower(s)
						for c := range cards.NumKinds {
							if !ok[c] && mentions(l, low, c) {
								t.Fatalf("seed %d, seat %d, %s %s names %s: %q", seed, seat, l, what, CardName(l, c), s)
							}
						}
					}
				}
			}
		})
	}
}
