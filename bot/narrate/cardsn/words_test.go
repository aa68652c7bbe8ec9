package cardsn

import (
	"testing"

	"github.com/jackalbot/jackal/bot/narrate"
	"github.com/jackalbot/jackal/engine/cards"
)

// TestPlanEndSaidOnce: a plan a bandit or a missing flag ends is told in
// one sentence with where it ended, not "the plan ends" and then "the
// plan is over" again.
func TestPlanEndSaidOnce(t *testing.T) {
	c := cards.CellAt(3, 1)
	white := cards.CellAt(4, 1)
	tests := []struct {
		name   string
		evs    []cards.Event
		en, ru string
	}{
		{"a bandit", []cards.Event{{Kind: cards.EvBandit, Seat: 0, Cell: c, N: 0}, {Kind: cards.EvStop, Seat: 0, Cell: c, N: 2}},
			"Player 1 met the bandit at d2 unarmed: the plan is over there (2 steps).",
			"Игрок 1: на d2 бандит, а оружия нет — план окончен (2 шага)."},
		{"a missing flag", []cards.Event{{Kind: cards.EvFlag, Seat: 2, Card: cards.FlagRed, Cell: cards.NoCell}, {Kind: cards.EvStop, Seat: 2, Cell: white, N: 0}},
			"Player 3 played the red flag, but this island has none: the plan is over at e2 (0 steps).",
			"Игрок 3: сыгран флаг, но красного флага на острове нет — план окончен на e2 (0 шагов)."},
		{"another seat's end", []cards.Event{{Kind: cards.EvFlag, Seat: 2, Card: cards.FlagBlue, Cell: cards.NoCell}, {Kind: cards.EvStop, Seat: 1, Cell: white, N: 3}},
			"Player 3 played the blue flag, but this island has none: the plan ends. Player 2's plan is over at e2 (3 steps).",
			"Игрок 3: сыгран флаг, но синего флага на острове нет — план окончен. Игрок 2: план окончен на e2 (3 шага)."},
	}
	for _, tc := range tests {
		for _, w := range []struct {
			l    narrate.Lang
			want string
		}{{narrate.EN, tc.en}, {narrate.RU, tc.ru}} {
			if got := Events(w.l, tc.evs, nil); got != w.want {
				t.Errorf("%s %s:\n got %q\nwant %q", tc.name, w.l, got, w.want)
			}
		}
	}
}
