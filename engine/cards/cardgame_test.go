package cards

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

// TestDeckIsCARDGAME: the 60 action cards are CARDGAME.md §2's table, id
// by id (the rulebook's 31 arrows, 6 horses, 3 Fridays, 4 weapons, 4
// doubles, 4 rums, 4 red and 4 blue flags); the specials are friday,
// weapon, double and rum; an arrow's directions are those printed.
func TestDeckIsCARDGAME(t *testing.T) {
	want := map[string]int{"arrow-ne": 3, "arrow-nw": 3, "arrow-se": 3, "arrow-sw": 3, "arrow-ew": 5,
		"arrow-ns": 5, "arrow-x": 4, "arrow-plus": 5, "horse": 6, "flag-red": 4, "flag-blue": 4,
		"friday": 3, "weapon": 4, "double": 4, "rum": 4}
	total, arrows := 0, 0
	for c := range NumKinds {
		if got := DeckCount(c); got != want[c.String()] {
			t.Errorf("%s: %d in the deck, want %d", c, got, want[c.String()])
		}
		total += DeckCount(c)
		if strings.HasPrefix(c.String(), "arrow-") {
			arrows += DeckCount(c)
		}
		if special := c == Friday || c == Weapon || c == Double || c == Rum; c.IsSpecial() != special {
			t.Errorf("%s: special %v", c, c.IsSpecial())
		}
		if move := strings.HasPrefix(c.String(), "arrow-") || c == Horse; c.IsMove() != move {
			t.Errorf("%s: move %v", c, c.IsMove())
		}
	}
	if len(want) != int(NumKinds) || total != NumCards || NumCards != 60 || arrows != 31 {
		t.Errorf("%d kinds, %d cards, %d arrows", NumKinds, total, arrows)
	}
	dirs := map[Card]string{ArrowNE: "ne", ArrowNW: "nw", ArrowSE: "se", ArrowSW: "sw", ArrowEW: "e w",
		ArrowNS: "n s", ArrowX: "ne se sw nw", ArrowPlus: "n e s w",
		Horse: "nne ene ese sse ssw wsw wnw nnw"}
	for c, w := range dirs {
		var got []string
		for _, d := range c.Dirs() {
			got = append(got, d.String())
		}
		if strings.Join(got, " ") != w {
			t.Errorf("%s goes %v, want %s", c, got, w)
		}
	}
	// a horse's jump is a knight's: one step one way, two the other
	for _, d := range Horse.Dirs() {
		dx, dy := d.Delta()
		if dx*dx+dy*dy != 5 {
			t.Errorf("horse %s: %d,%d is no knight's jump", d, dx, dy)
		}
	}
}

// TestDealSetUp: the rulebook's set-up: 10 islands drawn at random (all
// different; islands=4 for a first game), 5 cards to each player, no
// coins, the first seat holding the token, the first island shown.
func TestDealSetUp(t *testing.T) {
	for seats := MinSeats; seats <= MaxSeats; seats++ {
		s, err := Rules{}.Deal(Rules{}.TwoSeats(), uint64(seats))
		if seats > 2 {
			s, err = Deal(Options{Seats: seats}, uint64(seats))
		}
		if err != nil {
			t.Fatal(err)
		}
		ids := slices.Clone(s.IslandIDs[:s.NumIsl])
		slices.Sort(ids)
		if s.NumIsl != 10 || len(slices.Compact(ids)) != 10 {
			t.Errorf("%d seats: islands %v", seats, s.IslandIDs[:s.NumIsl])
		}
		for p := range s.Seats {
			if s.HandSize(p) != 5 || s.Coins[p] != 0 || s.Status[p] != Planning {
				t.Errorf("%d seats: p%d holds %d cards, %d coins", seats, p+1, s.HandSize(p), s.Coins[p])
			}
		}
		if int(s.DeckN) != 60-5*seats || s.First != 0 || s.Round != 0 || s.Phase != PhasePlan ||
			s.Island != Islands()[s.IslandIDs[0]].Island {
			t.Errorf("%d seats: deck %d, first %d, round %d, phase %d", seats, s.DeckN, s.First, s.Round, s.Phase)
		}
	}
	o := Rules{}.TwoSeats()
	o.Variants = []string{"islands=4"}
	s, err := Rules{}.Deal(o, 1)
	if err != nil || s.NumIsl != 4 {
		t.Errorf("islands=4: %d islands, %v", s.NumIsl, err)
	}
	for _, n := range []int{1, 5} {
		if _, err := Deal(Options{Seats: n}, 1); !errors.Is(err, ErrOptions) {
			t.Errorf("%d seats: %v", n, err)
		}
	}
}

// TestIslandFlags: CARDGAME.md §1: exactly one white flag, at most one red
// and one blue.
func TestIslandFlags(t *testing.T) {
	for _, text := range []string{"W . W", "W R R", "W B B", ". . ."} {
		if _, err := ParseIsland("name: x\n" + text); !errors.Is(err, ErrIsland) {
			t.Errorf("%q: %v", text, err)
		}
	}
	for _, text := range []string{"W", "W R", "W B", "W R B"} {
		if _, err := ParseIsland("name: x\n" + text); err != nil {
			t.Errorf("%q: %v", text, err)
		}
	}
}

// TestRefusalsSayWhy: each refusal is ErrIllegal and names the rule it
// breaks (CARDGAME.md §2–§4).
func TestRefusalsSayWhy(t *testing.T) {
	plan := func() *State {
		s := fixture(t, testGrid, []Card{ns, FlagRed, Rum}, []Card{ew, Weapon, Rum})
		s.Coins[0] = 1
		return s
	}
	for _, tc := range []struct {
		name, before, act, want string
	}{
		{"a card not in the hand", "", "lay horse", "lay horse: p1 holds no horse (a plan holds cards from the hand)"},
		{"a second arrow-ns, not held", "lay arrow-ns", "lay arrow-ns", "p1 holds no arrow-ns"},
		{"a flag not first", "lay arrow-ns", "lay flag-red", "lay flag-red: a flag card is first in a plan only"},
		{"an empty row", "", "ready", "ready: a plan holds 1 card or more"},
		{"nothing to take back", "", "undo", "undo: the row is empty"},
		{"Tortuga without the coins", "", "tortuga 2", "tortuga 2: Tortuga 2 costs 2 coins, p1 has 1"},
		{"Tortuga after a card laid", "lay arrow-ns", "tortuga 1", "Tortuga is visited instead of a plan"},
		{"a pass with a card to plan", "", "pass", "pass: p1 holds a card a plan may hold"},
		{"a pass with a row begun", "lay arrow-ns", "pass", "pass: p1 is laying a row: confirm it with ready"},
		{"an answer while planning", "", "n", "n: nothing is asked while the plans are made"},
	} {
		s := plan()
		if tc.before != "" {
			actFor(t, s, 0, tc.before)
		}
		a, err := Parse(tc.act)
		if err != nil {
			t.Fatal(err)
		}
		err = ApplyFor(s, 0, a, nil)
		if !errors.Is(err, ErrIllegal) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want ErrIllegal saying %q", tc.name, err, tc.want)
		}
	}
	// a special card laid: refused by the notation (ErrSyntax) and by the
	// rules (ErrIllegal), saying why
	_, err := Parse("lay rum")
	if !errors.Is(err, ErrSyntax) || !errors.Is(err, ErrIllegal) || !strings.Contains(err.Error(), "never placed in a plan") {
		t.Errorf("lay rum: %v", err)
	}
	// while resolving: the question asked
	s := plan()
	actFor(t, s, 0, "lay arrow-ns; ready")
	actFor(t, s, 1, "lay arrow-ew; ready") // p2 is asked for a rum on p1
	for act, want := range map[string]string{"rum @p2": "rum @p2: a rum is played on the player whose resolution starts: rum @p1 or no",
		"play weapon": "play weapon: rum @p1 or no is asked"} {
		a, _ := Parse(act)
		if err := ApplyFor(s, 1, a, nil); !errors.Is(err, ErrIllegal) || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %v, want %q", act, err, want)
		}
	}
	actFor(t, s, 1, "no")
	for act, want := range map[string]string{"e": "e: arrow-ns goes n, s", "play double": "arrow-ns goes n, s",
		"b3": "b3: no move of arrow-ns from a1 reaches b3 (n, s, or a cell they reach)"} {
		a, _ := Parse(act)
		if err := ApplyFor(s, 0, a, nil); !errors.Is(err, ErrIllegal) || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %v, want %q", act, err, want)
		}
	}
}
