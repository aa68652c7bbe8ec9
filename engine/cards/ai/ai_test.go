package ai

import (
	"errors"
	"testing"

	"github.com/jackalbot/jackal/engine/cards"
)

func island(t *testing.T, text string) cards.Island {
	t.Helper()
	c, err := cards.ParseIsland("name: test\n" + text)
	if err != nil {
		t.Fatal(err)
	}
	return c.Island
}

func hand(cs ...cards.Card) [cards.NumKinds]uint8 {
	var h [cards.NumKinds]uint8
	for _, c := range cs {
		h[c]++
	}
	return h
}

// TestEasyPlan checks that easy lays the row to the best gold it can
// reach soonest.
func TestEasyPlan(t *testing.T) {
	const grid = ". . . . 3\n. . . . .\n. . . . .\n. . 1 . .\nW . . . 2\n"
	tests := []struct {
		name string
		grid string
		hand [cards.NumKinds]uint8
		want []cards.Card
	}{
		{"the 3 over the 1", grid, hand(cards.ArrowNE, cards.ArrowNE, cards.ArrowNE, cards.ArrowNE, cards.ArrowEW), []cards.Card{cards.ArrowNE, cards.ArrowNE, cards.ArrowNE, cards.ArrowNE}},
		{"the 1 when the 3 is out of reach", grid, hand(cards.ArrowNE, cards.ArrowEW, cards.ArrowSE), []cards.Card{cards.ArrowNE, cards.ArrowEW}},
		{"a horse jumps to the 1", grid, hand(cards.Horse, cards.Weapon), []cards.Card{cards.Horse}},
		{"the 2 along the shore", grid, hand(cards.ArrowEW, cards.ArrowEW, cards.ArrowEW, cards.ArrowEW, cards.ArrowNS), []cards.Card{cards.ArrowEW, cards.ArrowEW, cards.ArrowEW, cards.ArrowEW}},
		{"nothing reachable", ". . 3\n~ ~ ~\nW . .\n", hand(cards.ArrowEW, cards.ArrowSE), nil},
		{"a weapon opens the bandit", "W X 3\n", hand(cards.ArrowEW, cards.ArrowEW, cards.Weapon), []cards.Card{cards.ArrowEW, cards.ArrowEW}},
		{"no weapon, no way past the bandit", "W X 3\n", hand(cards.ArrowEW, cards.ArrowEW), nil},
		{"a red flag first", "R . 3\n~ ~ ~\nW . .\n", hand(cards.ArrowEW, cards.ArrowEW, cards.FlagRed), []cards.Card{cards.FlagRed, cards.ArrowEW, cards.ArrowEW}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			is := island(t, tc.grid)
			got := easyPlan(newWalker(), &is, tc.hand, 0, nil)
			if !equal(got, tc.want) {
				t.Fatalf("easy lays %v, want %v", got, tc.want)
			}
		})
	}
}

func equal(a, b []cards.Card) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestNew checks the levels.
func TestNew(t *testing.T) {
	for _, l := range Levels {
		if _, err := New(l, 1); err != nil {
			t.Errorf("%s: %v", l, err)
		}
	}
	if _, err := New("expert", 1); !errors.Is(err, ErrLevel) {
		t.Errorf("expert: %v, want ErrLevel", err)
	}
}

// play plays a whole game, seat p by mk(p), and checks every action.
func play(t *testing.T, seats int, seed uint64, mk func(p int) Agent) cards.State {
	t.Helper()
	s, err := cards.Deal(cards.Options{Seats: seats}, seed)
	if err != nil {
		t.Fatal(err)
	}
	ags := make([]Agent, seats)
	for p := range ags {
		ags[p] = mk(p)
	}
	for n := 0; !s.Over(); n++ {
		if n > 2000 {
			t.Fatal("the game does not end")
		}
		p, _ := cards.ToAct(&s)
		a, ok := ags[p].Choose(&s)
		if !ok {
			t.Fatal("no action in a game going on")
		}
		if err := cards.Apply(&s, a, nil); err != nil {
			t.Fatalf("action %d: %v", n, err)
		}
	}
	return s
}

// TestLevelsPlayWholeGames plays each level against the others, 2 to 4
// seats, and checks that easy beats random on coins.
func TestLevelsPlayWholeGames(t *testing.T) {
	tests := []struct {
		seats  int
		levels []string
	}{
		{2, []string{"easy", "random"}},
		{3, []string{"hard", "easy", "random"}},
		{4, []string{"hard", "hard", "easy", "random"}},
	}
	for _, tc := range tests {
		var coins [cards.MaxSeats]int
		for g := range uint64(6) {
			s := play(t, tc.seats, g, func(p int) Agent {
				a, err := New(tc.levels[p], g*10+uint64(p))
				if err != nil {
					t.Fatal(err)
				}
				return a
			})
			for p := range tc.seats {
				coins[p] += int(s.Coins[p])
			}
		}
		last := tc.seats - 1 // random
		if coins[last] >= coins[last-1] {
			t.Errorf("%v: coins %v: random did as well as easy", tc.levels, coins)
		}
	}
}

// TestNoPeeking gives hard and easy states that differ only in what the
// seat to act cannot see (a sample of its view) and checks that they
// choose the same action with the same seed, all along several games.
func TestNoPeeking(t *testing.T) {
	tests := []struct {
		seats int
		seed  uint64
	}{{2, 3}, {3, 4}, {4, 5}}
	for _, tc := range tests {
		s, _ := cards.Deal(cards.Options{Seats: tc.seats, Islands: 4}, tc.seed)
		driver := &cards.RandomAgent{RNG: tc.seed}
		differed := 0
		for n := 0; !s.Over(); n++ {
			p, _ := cards.ToAct(&s)
			v := cards.ViewFor(&s, p)
			other := cards.Sample(&v, uint64(n)+99)
			if other.Deck != s.Deck || other.Hand != s.Hand {
				differed++
			}
			for _, level := range []string{"easy", "hard"} {
				a1, _ := New(level, 42)
				a2, _ := New(level, 42)
				x, _ := a1.Choose(&s)
				y, _ := a2.Choose(&other)
				if x != y {
					t.Fatalf("%d seats, action %d, %s: %v on the true state, %v on another with the same view", tc.seats, n, level, x, y)
				}
			}
			a, _ := driver.Choose(&s)
			if err := cards.Apply(&s, a, nil); err != nil {
				t.Fatal(err)
			}
		}
		if differed == 0 {
			t.Fatal("the other states never differed")
		}
	}
}
