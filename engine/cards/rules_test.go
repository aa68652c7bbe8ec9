package cards

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

// testGrid is the island of the rule tests:
//
//	3 . ^ X 2    row 3
//	. ~ . . 1    row 2
//	W . R . B    row 1
//	a b c d e
const testGrid = `
3 . ^ X 2
. ~ . . 1
W . R . B
`

// noFlags is an island with the white flag only.
const noFlags = `
3 . .
. . .
W . 1
`

// fixture deals seats and puts the grid on the table, the hands given
// (the rest of each hand goes back to the deck's bottom, so the cards
// stay 60) and p1 first.
func fixture(t *testing.T, grid string, hands ...[]Card) *State {
	t.Helper()
	s, err := Deal(Options{Seats: len(hands), Islands: 2}, 1)
	if err != nil {
		t.Fatal(err)
	}
	c, err := ParseIsland("name: test\n" + grid)
	if err != nil {
		t.Fatal(err)
	}
	s.Island = c.Island
	var pool [NumKinds]int
	for p := range s.Seats {
		for k, n := range s.Hand[p] {
			pool[k] += int(n)
		}
		s.Hand[p] = [NumKinds]uint8{}
	}
	for _, c := range s.Deck[:s.DeckN] {
		pool[c]++
	}
	for p, h := range hands {
		for _, c := range h {
			if pool[c] == 0 {
				t.Fatalf("no %s left for the fixture", c)
			}
			pool[c]--
			s.Hand[p][c]++
		}
	}
	s.DeckN = 0
	for k, n := range pool {
		for range n {
			s.Deck[s.DeckN] = Card(k)
			s.DeckN++
		}
	}
	s.shuffleDeck()
	return &s
}

// script plays text actions (`;`-separated), each by the seat to act, and
// returns the events' summary: digs, stops, payments, rough, bandits.
func script(t *testing.T, s *State, acts string) []string {
	t.Helper()
	var ev []Event
	for _, a := range strings.Split(acts, ";") {
		a = strings.TrimSpace(a)
		if a == "" {
			continue
		}
		act, err := Parse(a)
		if err != nil {
			t.Fatal(err)
		}
		if err := Apply(s, act, &ev); err != nil {
			var buf []Action
			var legal []string
			for _, l := range Legal(s, buf) {
				legal = append(legal, Format(l))
			}
			t.Fatalf("%s: %v (legal: %v)", a, err, legal)
		}
	}
	var out []string
	for _, e := range ev {
		switch e.Kind {
		case EvDig, EvStop, EvPaid, EvRough, EvBandit, EvRum, EvFlag:
			out = append(out, e.String())
		}
	}
	return out
}

var (
	ns, ew, ne, nw = ArrowNS, ArrowEW, ArrowNE, ArrowNW
)

// TestRules: one case a card and a rule of CARDGAME.md §2–3, each a
// scripted round on testGrid; p1 plans first and resolves first.
func TestRules(t *testing.T) {
	tests := []struct {
		name  string
		grid  string
		hands [][]Card
		first uint8
		acts  string
		want  []string // digs, stops, payments… in order
		coins []uint16
	}{{
		name:  "two arrows to the 3 coins; alone takes 3",
		hands: [][]Card{{ns, ns}, {ew}},
		acts:  "lay arrow-ns; lay arrow-ns; ready; lay arrow-ew; ready; n; n; e",
		want:  []string{"dig p1 a3 2", "stop p2 b1 1", "paid p1 a3 3"},
		coins: []uint16{3, 0},
	}, {
		name:  "a move into water is not made but counts a step",
		hands: [][]Card{{ne, ns}, {ew}},
		acts:  "lay arrow-ne; lay arrow-ns; ready; lay arrow-ew; ready; n; w",
		want:  []string{"stop p1 a2 2", "stop p2 a1 1"},
		coins: []uint16{0, 0},
	}, {
		name:  "tie on steps: the first player first, the next takes one less",
		hands: [][]Card{{ns, ns}, {ns, ns}},
		acts:  "lay arrow-ns; lay arrow-ns; ready; lay arrow-ns; lay arrow-ns; ready; n; n; n; n",
		want:  []string{"dig p1 a3 2", "dig p2 a3 2", "paid p1 a3 3", "paid p2 a3 2"},
		coins: []uint16{3, 2},
	}, {
		name:  "the tie goes to the token's holder",
		hands: [][]Card{{ns, ns}, {ns, ns}},
		first: 1,
		acts:  "lay arrow-ns; lay arrow-ns; ready; lay arrow-ns; lay arrow-ns; ready; n; n; n; n",
		want:  []string{"dig p2 a3 2", "dig p1 a3 2", "paid p2 a3 3", "paid p1 a3 2"},
		coins: []uint16{2, 3},
	}, {
		name:  "fewer steps beat the turn order",
		hands: [][]Card{{ArrowPlus, ns, ns}, {ns, ns}},
		acts:  "lay arrow-plus; lay arrow-ns; lay arrow-ns; ready; lay arrow-ns; lay arrow-ns; ready; w; n; n; n; n",
		want:  []string{"dig p1 a3 3", "dig p2 a3 2", "paid p2 a3 3", "paid p1 a3 2"},
		coins: []uint16{2, 3},
	}, {
		name:  "rough ground costs 2 steps; the flag none",
		hands: [][]Card{{FlagRed, ns, ns, ew, ew}, {ew}},
		acts:  "lay flag-red; lay arrow-ns; lay arrow-ns; lay arrow-ew; lay arrow-ew; ready; lay arrow-ew; ready; n; n; w; w; e",
		want:  []string{"flag p1 flag-red c1", "rough p1 c3 2", "dig p1 a3 5", "stop p2 b1 1", "paid p1 a3 3"},
		coins: []uint16{3, 0},
	}, {
		name:  "Friday: rough ground costs 1",
		hands: [][]Card{{FlagRed, ns, ns, Friday}, {ew}},
		acts:  "lay flag-red; lay arrow-ns; lay arrow-ns; ready; lay arrow-ew; ready; n; n; play friday; e",
		want:  []string{"flag p1 flag-red c1", "rough p1 c3 1", "stop p1 c3 2", "stop p2 b1 1"},
	}, {
		name:  "a bandit without a weapon ends the plan",
		hands: [][]Card{{FlagBlue, nw, ns, ew}, {ew}},
		acts:  "lay flag-blue; lay arrow-nw; lay arrow-ns; lay arrow-ew; ready; lay arrow-ew; ready; n; e",
		want:  []string{"flag p1 flag-blue e1", "bandit p1 d3 0", "stop p1 d3 2", "stop p2 b1 1"},
		coins: []uint16{0, 0},
	}, {
		name:  "a weapon beats the bandit and the pirate goes on",
		hands: [][]Card{{FlagBlue, nw, ns, ew, Weapon}, {ew}},
		acts:  "lay flag-blue; lay arrow-nw; lay arrow-ns; lay arrow-ew; ready; lay arrow-ew; ready; n; play weapon; e; e",
		want:  []string{"flag p1 flag-blue e1", "bandit p1 d3 1", "dig p1 e3 3", "stop p2 b1 1", "paid p1 e3 2"},
		coins: []uint16{2, 0},
	}, {
		name:  "a weapon held but not played: the bandit ends the plan",
		hands: [][]Card{{FlagBlue, nw, ns, ew, Weapon}, {ew}},
		acts:  "lay flag-blue; lay arrow-nw; lay arrow-ns; lay arrow-ew; ready; lay arrow-ew; ready; n; no; e",
		want:  []string{"flag p1 flag-blue e1", "bandit p1 d3 0", "stop p1 d3 2", "stop p2 b1 1"},
		coins: []uint16{0, 0},
	}, {
		name:  "only the card's owner is asked: p2's rum and double, never p1's",
		hands: [][]Card{{ns, ns}, {ew, Rum, Double}},
		acts:  "lay arrow-ns; lay arrow-ns; ready; lay arrow-ew; ready; no; n; n; e; no",
		want:  []string{"dig p1 a3 2", "stop p2 b1 1", "paid p1 a3 3"},
		coins: []uint16{3, 0},
	}, {
		name:  "a flag the island lacks ends the plan at once",
		grid:  noFlags,
		hands: [][]Card{{FlagRed, ns}, {ew}},
		acts:  "lay flag-red; lay arrow-ns; ready; lay arrow-ew; ready; w",
		want:  []string{"flag p1 flag-red -", "stop p1 a1 0", "stop p2 a1 1"},
	}, {
		name:  "double repeats an arrow: 2 steps, 1 card",
		hands: [][]Card{{ns, Double}, {ew}},
		acts:  "lay arrow-ns; ready; lay arrow-ew; ready; n; play double; n; e",
		want:  []string{"dig p1 a3 2", "stop p2 b1 1", "paid p1 a3 3"},
	}, {
		name:  "a doubled choice asks its direction again",
		hands: [][]Card{{ew, Double}, {ew}},
		acts:  "lay arrow-ew; ready; lay arrow-ew; ready; e; play double; w; e",
		want:  []string{"stop p1 a1 2", "stop p2 b1 1"},
	}, {
		name:  "the horse jumps over water",
		hands: [][]Card{{Horse, ew}, {ew}},
		acts:  "lay horse; lay arrow-ew; ready; lay arrow-ew; ready; nne; w; e",
		want:  []string{"dig p1 a3 2", "stop p2 b1 1", "paid p1 a3 3"},
	}, {
		name:  "rum: one step more for the player it is played on",
		hands: [][]Card{{ns, ns}, {ns, ns, Rum}},
		acts:  "lay arrow-ns; lay arrow-ns; ready; lay arrow-ns; lay arrow-ns; ready; rum @p1; n; n; n; n",
		want:  []string{"rum p2 @p1", "dig p1 a3 3", "dig p2 a3 2", "paid p2 a3 3", "paid p1 a3 2"},
		coins: []uint16{2, 3},
	}, {
		name:  "gold ends the plan: the cards after it are ignored",
		hands: [][]Card{{ns, ns, ew}, {ew}},
		acts:  "lay arrow-ns; lay arrow-ns; lay arrow-ew; ready; lay arrow-ew; ready; n; n; e",
		want:  []string{"dig p1 a3 2", "stop p2 b1 1", "paid p1 a3 3"},
	}, {
		name:  "a move off the card is not made",
		hands: [][]Card{{ew}, {ns}},
		acts:  "lay arrow-ew; ready; lay arrow-ns; ready; w; s",
		want:  []string{"stop p1 a1 1", "stop p2 a1 1"},
	}, {
		name:  "three on a 1: 1, 0, 0 (never below 0)",
		hands: [][]Card{{FlagBlue, ns}, {FlagBlue, ns}, {FlagBlue, ns}},
		acts:  "lay flag-blue; lay arrow-ns; ready; lay flag-blue; lay arrow-ns; ready; lay flag-blue; lay arrow-ns; ready; n; n; n",
		want: []string{"flag p1 flag-blue e1", "dig p1 e2 1", "flag p2 flag-blue e1", "dig p2 e2 1",
			"flag p3 flag-blue e1", "dig p3 e2 1", "paid p1 e2 1", "paid p2 e2 0", "paid p3 e2 0"},
		coins: []uint16{1, 0, 0},
	}}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			grid := tc.grid
			if grid == "" {
				grid = testGrid
			}
			s := fixture(t, grid, tc.hands...)
			s.First = tc.first
			got := script(t, s, tc.acts)
			if !slices.Equal(got, tc.want) {
				t.Errorf("events\n got %v\nwant %v", got, tc.want)
			}
			if s.Round != 1 || s.Phase != PhasePlan {
				t.Errorf("round %d phase %d: the round did not end", s.Round, s.Phase)
			}
			if tc.coins != nil && !slices.Equal(s.Coins[:s.Seats], tc.coins) {
				t.Errorf("coins %v, want %v", s.Coins[:s.Seats], tc.coins)
			}
		})
	}
}

// TestPlanning: the planning actions: flags first only, specials never,
// ready after a card, undo gives it back, Tortuga only on an empty row,
// pass only without a card to plan; the plans go in in turn order.
func TestPlanning(t *testing.T) {
	s := fixture(t, testGrid, []Card{ns, FlagRed, Rum}, []Card{Weapon, Rum})
	s.Coins[0] = 2
	legal := func() string {
		var out []string
		for _, a := range Legal(s, nil) {
			out = append(out, Format(a))
		}
		return strings.Join(out, ", ")
	}
	if got := legal(); got != "lay arrow-ns, lay flag-red, tortuga 1, tortuga 2" {
		t.Errorf("empty row: %s", got)
	}
	script(t, s, "lay arrow-ns")
	if got := legal(); got != "undo, ready" {
		t.Errorf("after an arrow (no flag after it): %s", got)
	}
	script(t, s, "undo; lay flag-red; lay arrow-ns")
	if s.Hand[0][ArrowNS] != 0 || s.RowN[0] != 2 || s.Row[0][0] != FlagRed {
		t.Errorf("row %v", s.Row[0][:s.RowN[0]])
	}
	for _, bad := range []string{"lay rum", "play rum", "tortuga 4", "lay arrow-ne"} {
		a, err := Parse(bad)
		if err == nil {
			err = Apply(s, a, nil)
		}
		if !errors.Is(err, ErrSyntax) && !errors.Is(err, ErrIllegal) {
			t.Errorf("%s: %v", bad, err)
		}
	}
	script(t, s, "ready")
	if p, _ := ToAct(s); p != 1 {
		t.Fatalf("p2 plans next, not p%d", p+1)
	}
	if got := legal(); got != "pass" {
		t.Errorf("p2 with only specials and no coins: %s", got)
	}
}

// TestTortugaAndDraw: Tortuga pays 1/2/3 coins for 2/3/5 cards and draws
// nothing at the round's end; the others draw 1, then up to 4; the token
// passes left.
func TestTortugaAndDraw(t *testing.T) {
	for coins, cards := range []int{0, 2, 3, 5} {
		if coins == 0 {
			continue
		}
		s := fixture(t, testGrid, []Card{ns}, []Card{ew, ew, ew, ew, ew})
		s.Coins[0] = 3
		script(t, s, "tortuga "+string(rune('0'+coins)))
		if s.Coins[0] != uint16(3-coins) || s.HandSize(0) != 1+cards || s.Status[0] != AtTortuga {
			t.Errorf("tortuga %d: coins %d hand %d", coins, s.Coins[0], s.HandSize(0))
		}
		script(t, s, "lay arrow-ew; ready; e")
		if s.HandSize(0) != 1+cards || s.HandSize(1) != 5 || s.First != 1 || s.Round != 1 {
			t.Errorf("after the round: hands %d %d, first %d", s.HandSize(0), s.HandSize(1), s.First)
		}
	}
	s := fixture(t, testGrid, []Card{ns}, []Card{ew})
	script(t, s, "lay arrow-ns; ready; lay arrow-ew; ready; n; e")
	if s.HandSize(0) != HandMin || s.HandSize(1) != HandMin || s.First != 1 {
		t.Errorf("hands %d %d: each draws up to 4", s.HandSize(0), s.HandSize(1))
	}
}

// TestReshuffle: an empty deck is made again from the discard.
func TestReshuffle(t *testing.T) {
	s := fixture(t, testGrid, []Card{ns}, []Card{ew})
	for s.DeckN > 0 {
		s.DeckN--
		s.Discard[s.Deck[s.DeckN]]++
	}
	var ev []Event
	for _, a := range []string{"lay arrow-ns", "ready", "lay arrow-ew", "ready", "n", "e"} {
		act, _ := Parse(a)
		if err := Apply(s, act, &ev); err != nil {
			t.Fatal(err)
		}
	}
	if !slices.ContainsFunc(ev, func(e Event) bool { return e.Kind == EvReshuffle }) || s.HandSize(0) != HandMin {
		t.Errorf("no reshuffle: deck %d, hand %d", s.DeckN, s.HandSize(0))
	}
}

// TestEnd: after the last island the most coins win, ties share; a
// resignation in two seats ends the game for the other seat.
func TestEnd(t *testing.T) {
	s := fixture(t, testGrid, []Card{ns, ns}, []Card{ns, ns})
	s.NumIsl = 1
	s.Coins = [MaxSeats]uint16{0, 1}
	script(t, s, "lay arrow-ns; lay arrow-ns; ready; lay arrow-ns; lay arrow-ns; ready; n; n; n; n")
	if !s.Over() || s.EndedBy != EndIslands || !slices.Equal(Winners(s), []uint8{0, 1}) {
		t.Errorf("over %v, winners %v, coins %v", s.Over(), Winners(s), s.Coins[:2])
	}
	if err := Apply(s, Action{Kind: ActNo}, nil); !errors.Is(err, ErrGameOver) {
		t.Errorf("an action after the end: %v", err)
	}
	s2 := fixture(t, testGrid, []Card{ns}, []Card{ns}, []Card{ns})
	Resign(s2, 0, nil)
	if s2.Over() {
		t.Error("one of three resigned: the game goes on")
	}
	Resign(s2, 2, nil)
	if !s2.Over() || !slices.Equal(Winners(s2), []uint8{1}) {
		t.Errorf("two of three resigned: winners %v", Winners(s2))
	}
}

// TestEventFor: another seat's drawn card is hidden.
func TestEventFor(t *testing.T) {
	e := Event{Kind: EvDraw, Seat: 1, Card: Horse}
	if EventFor(e, 0).Card != Hidden || EventFor(e, 1).Card != Horse {
		t.Error("draws")
	}
}

// TestMoveNotMadeSaysWhere: a move not made tells whether it led off the
// card (N 1) or into its water (N 0), so the narration need not look the
// island up.
func TestMoveNotMadeSaysWhere(t *testing.T) {
	for _, tc := range []struct {
		name string
		card Card
		dir  string
		off  uint8
	}{{"west off the card from a1", ew, "w", 1}, {"north-east into the water at b2", ne, "", 0}} {
		s := fixture(t, testGrid, []Card{tc.card}, []Card{ew})
		var ev []Event
		acts := []string{"lay " + tc.card.String(), "ready", "lay arrow-ew", "ready"}
		if tc.dir != "" {
			acts = append(acts, tc.dir)
		}
		for _, a := range acts {
			act, err := Parse(a)
			if err == nil {
				err = Apply(s, act, &ev)
			}
			if err != nil {
				t.Fatalf("%s: %s: %v", tc.name, a, err)
			}
		}
		i := slices.IndexFunc(ev, func(e Event) bool { return e.Kind == EvMove && e.Seat == 0 })
		if i < 0 || ev[i].Cell != NoCell || ev[i].N != tc.off {
			t.Errorf("%s: the move's event %+v, want not made with N %d", tc.name, ev, tc.off)
		}
	}
}
