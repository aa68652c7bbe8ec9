package engine_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/engine/archipelago"
	"github.com/jackalbot/jackal/engine/archipelago/islands"
	"github.com/jackalbot/jackal/engine/game"
)

// archipelagoSeats are the crew set-ups Archipelago's property test deals
// on every island: two crews (the ruleset's pair and another), three,
// four each for themselves, and 2 v 2.
var archipelagoSeats = []struct {
	name string
	opts game.Options
}{
	{"two", archipelago.Rules{}.TwoSeats()},
	{"two-yellow-red", game.Options{Seats: []string{"yellow", "red"}}},
	{"three", game.Options{Seats: []string{"white", "yellow", "red"}}},
	{"four", game.Options{}},
	{"teams", game.Options{Variants: []string{engine.VariantTeams}}},
}

// archipelagoGames is how many random games TestArchipelagoProperties
// plays (≥ 1,000), spread over every shipped island and crew set-up.
const archipelagoGames = 1020

// abilityGames: one game in abilityGames deals random abilities (§8) to
// the pirates in play.
const abilityGames = 2

// TestArchipelagoProperties plays seeded random games of Archipelago on
// every shipped island with every crew set-up, each to its end, dealt by
// the ruleset as the bot deals them, and checks after every action what
// TestProperties checks of classic: the gold dealt conserved, at most
// three pirates a colour, every piece on land, at sea or aboard, Apply
// accepting exactly Legal (and an answer by direction standing for a
// legal cell), the notation round trip, views showing face-down tiles by
// their backs only and never the die, replay determinism, and that every
// game ends.
func TestArchipelagoProperties(t *testing.T) {
	ids := islands.IDs()
	if len(ids) < 6 {
		t.Fatalf("islands %v: want the six shipped", ids)
	}
	for g := range archipelagoGames {
		id := ids[g%len(ids)]
		seats := archipelagoSeats[(g/len(ids))%len(archipelagoSeats)]
		o := seats.opts
		o.Variants = append([]string{archipelago.VariantIsland + "=" + id}, o.Variants...)
		seed := uint64(g)
		if g%abilityGames == 1 {
			o.Variants = append(o.Variants, randomAbilities(o, seed))
		}
		full := g%20 == 0
		if err := playRandomGame(archipelagoGame(o), seed, full); err != nil {
			t.Fatalf("island %s, %s, seed %d (%v): %v", id, seats.name, seed, o.Variants, err)
		}
	}
}

// randomAbilities is the abilities variant of a game with options o dealt
// from seed: the twelve shuffled, and each pirate of a crew in play given
// the next with one chance in two, or always when seed is a multiple of 3
// (every pirate holds one, as far as the twelve go).
func randomAbilities(o game.Options, seed uint64) string {
	rng := rand.New(rand.NewPCG(seed, 11))
	deck := engine.Abilities()
	rng.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	crews := o.Seats
	if len(crews) == 0 {
		crews = []string{"white", "yellow", "black", "red"}
	}
	var gs []archipelago.Grant
	for _, name := range crews {
		c, _ := engine.ParseCrew(name)
		for _, p := range engine.PiratesOf(c) {
			if len(gs) < len(deck) && (seed%3 == 0 || rng.IntN(2) == 0) {
				gs = append(gs, archipelago.Grant{Pirate: p, Ability: deck[len(gs)]})
			}
		}
	}
	if len(gs) == 0 {
		c, _ := engine.ParseCrew(crews[0])
		gs = append(gs, archipelago.Grant{Pirate: engine.PiratesOf(c)[0], Ability: deck[0]})
	}
	return archipelago.VariantAbilities + "=" + archipelago.FormatAbilities(gs)
}

// archipelagoGame is a game of Archipelago with options o for
// playRandomGame: the ruleset deals it, and its gold is what the island
// dealt (the box's 19 coins less those of chests removed unseen, checked
// against the box back by back).
func archipelagoGame(o game.Options) propGame {
	deal := func(seed uint64) (engine.State, error) { return archipelago.Rules{}.Deal(o, seed) }
	return propGame{
		deal: func(seed uint64) (engine.State, int, error) {
			s, err := deal(seed)
			if err != nil {
				return s, 0, err
			}
			gold, err := dealtGold(&s)
			return s, gold, err
		},
		replay: func(seed uint64, log []string) (engine.State, error) {
			s, err := deal(seed)
			if err != nil {
				return s, err
			}
			for i, x := range log {
				a, err := engine.Parse(x)
				if err == nil {
					err = s.Play(a, nil)
				}
				if err != nil {
					return s, fmt.Errorf("log entry %d %q: %w", i+1, x, err)
				}
			}
			return s, nil
		},
	}
}

// dealtGold is the gold on the chests of a fresh Archipelago deal, all
// face down: each back's tiles must be drawn from that back's share of
// the box, and the box's tiles left over (removed unseen) hold the rest
// of its 19 coins.
func dealtGold(s *engine.State) (int, error) {
	gold, removed := 0, 0
	for _, b := range engine.Backs() {
		var left [engine.NumKinds]int
		for _, t := range engine.ArchipelagoBox(b) {
			left[t.Kind]++
		}
		for x := range s.Board.Island() {
			t := s.Tiles[x]
			if s.Board.Back(x) != b {
				continue
			}
			if t.Open || left[t.Kind] == 0 {
				return 0, fmt.Errorf("%s (%s) at %s is not a face-down %s tile left in the box", t.Kind, b, x, b)
			}
			left[t.Kind]--
			gold += t.Kind.Coins()
		}
		for k, n := range left {
			removed += n * engine.Kind(k).Coins()
		}
	}
	if gold+removed != engine.ArchipelagoGold {
		return 0, fmt.Errorf("dealt %d coins and removed %d, not the box's %d", gold, removed, engine.ArchipelagoGold)
	}
	return gold, nil
}
