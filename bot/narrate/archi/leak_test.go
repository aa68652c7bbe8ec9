package archi

import (
	"strings"
	"testing"

	"github.com/jackalbot/jackal/bot/narrate"
	ar "github.com/jackalbot/jackal/engine/archipirata"
)

// goldWords are the words that would give a chest's contents away.
var goldWords = map[narrate.Lang][]string{
	narrate.EN: {"gold", "rum"},
	narrate.RU: {"золот", "ром"},
}

// TestChestLeak: a chest White claims (outright or through a tavern) is
// told face down to spectators and to Red's seats, and named to White's.
func TestChestLeak(t *testing.T) {
	for _, seats := range []int{2, 4} {
		s := deal(t, seats, false, 9)
		for _, kind := range []ar.EventKind{ar.EvChest, ar.EvTavern} {
			var texts = map[ar.Card]map[uint8]map[narrate.Lang]string{}
			for _, c := range []ar.Card{ar.Gold, ar.RumChest} {
				texts[c] = map[uint8]map[narrate.Lang]string{}
				evs := []ar.Event{{Kind: kind, Seat: 1, Island: 4, Card: c}}
				viewers := []uint8{ar.Spectator}
				for k := range uint8(seats) {
					viewers = append(viewers, k)
				}
				for _, seat := range viewers {
					v := ar.ViewFor(&s, seat)
					texts[c][seat] = map[narrate.Lang]string{}
					for _, l := range narrate.Langs() {
						got := Events(l, evs, &v)
						texts[c][seat][l] = got
						own := seat < ar.MaxSeats && ar.Team(seat) == 1
						named := strings.Contains(strings.ToLower(got), CardName(l, c))
						switch {
						case own && !named:
							t.Errorf("%d seats, %v, seat %d, %s: its own team's chest is not named: %q", seats, kind, seat, l, got)
						case !own:
							for _, w := range goldWords[l] {
								if strings.Contains(strings.ToLower(got), w) {
									t.Errorf("%d seats, %v, seat %d, %s: %q gives the chest away (%q)", seats, kind, seat, l, got, w)
								}
							}
						}
					}
				}
			}
			// Nobody but White tells a gold chest from a rum chest.
			for seat, byLang := range texts[ar.Gold] {
				for l, g := range byLang {
					r := texts[ar.RumChest][seat][l]
					own := seat < ar.MaxSeats && ar.Team(seat) == 1
					if own == (g == r) {
						t.Errorf("%d seats, %v, seat %d, %s: gold %q, rum chest %q", seats, kind, seat, l, g, r)
					}
				}
			}
		}
	}
}

// TestChestLeakInGames: in random games, every chest claimed reads the same
// to the other team and spectators whatever it holds.
func TestChestLeakInGames(t *testing.T) {
	found := 0
	for seed := uint64(1); seed <= 30; seed++ {
		randomGame(t, ar.Options{Seats: 2 + 2*int(seed%2)}, seed, 300, func(m move) {
			for i, e := range m.evs {
				if e.Kind != ar.EvChest && e.Kind != ar.EvTavern || !e.Card.IsChest() {
					continue
				}
				found++
				swapped := append([]ar.Event(nil), m.evs...)
				swapped[i].Card = ar.Gold + ar.RumChest - e.Card
				for _, seat := range []uint8{ar.Spectator, 1 - ar.Team(e.Seat)} {
					v := ar.ViewFor(&m.after, seat)
					for _, l := range narrate.Langs() {
						if a, b := Events(l, m.evs, &v), Events(l, swapped, &v); a != b {
							t.Errorf("seat %d, %s: the chest's contents change the text:\n%q\n%q", seat, l, a, b)
						}
					}
				}
			}
		})
	}
	if found == 0 {
		t.Error("no chest claimed in the random games")
	}
}
