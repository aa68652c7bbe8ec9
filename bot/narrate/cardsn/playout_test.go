package cardsn

import (
	"strings"
	"testing"

	"github.com/jackalbot/jackal/bot/narrate"
	"github.com/jackalbot/jackal/engine/cards"
)

// TestRandomGames tells random games in 2, 3 and 4 seats as every seat
// and a spectator see them: Events, Prompt, Status, and the actions each
// seat may take as Action and Button; Ending at the end.
func TestRandomGames(t *testing.T) {
	moves := 0
	var buf []cards.Action
	for seed := uint64(1); seed <= 24; seed++ {
		s := randomGame(t, 2+int(seed%3), 3, seed, func(m move) {
			moves++
			for _, seat := range viewers(&m.after) {
				v := cards.ViewFor(&m.after, seat)
				for _, l := range narrate.Langs() {
					if len(m.evs) > 0 {
						checkText(t, l, "Events", Events(l, m.evs, &v))
					}
					checkText(t, l, "Status", Status(l, &v))
					if !m.after.Over() {
						checkText(t, l, "Prompt", Prompt(l, &v))
					}
					if seat == cards.Spectator {
						continue
					}
					buf = cards.LegalFor(&m.after, seat, buf)
					var actions, buttons []string
					for _, a := range buf {
						x, b := Action(l, a), Button(l, a)
						checkText(t, l, "Action "+a.String(), x)
						checkText(t, l, "Button "+a.String(), b)
						if len([]rune(b)) > 40 {
							t.Errorf("%s: button %q is long", l, b)
						}
						actions, buttons = append(actions, x), append(buttons, b)
					}
					distinct(t, string(l)+" actions", actions)
					distinct(t, string(l)+" buttons", buttons)
				}
			}
		})
		for _, seat := range viewers(&s) {
			v := cards.ViewFor(&s, seat)
			for _, l := range narrate.Langs() {
				e := Ending(l, &v)
				checkText(t, l, "Ending", e)
				low := strings.ToLower(e)
				named := strings.Contains(low, narrate.Pick(l, "won", "побед")) || strings.Contains(low, narrate.Pick(l, "share", "дел"))
				if drawn := strings.Contains(low, narrate.Pick(l, "a draw", "ничья")); named == drawn || drawn != nobodyScored(&v) {
					t.Errorf("%s: the ending names no winner, or a draw where a seat scored: %q", l, e)
				}
				if Prompt(l, &v) != "" {
					t.Errorf("%s: a prompt after the end", l)
				}
			}
		}
	}
	if moves < 500 {
		t.Errorf("only %d moves", moves)
	}
}

// TestEveryAction: every action, in both languages, reads differently in
// English and Russian, and the buttons of the directions are arrows.
func TestEveryAction(t *testing.T) {
	var all []cards.Action
	for c := range cards.Friday {
		all = append(all, cards.Action{Kind: cards.ActPlan, Card: c})
	}
	all = append(all, cards.Action{Kind: cards.ActUndo}, cards.Action{Kind: cards.ActReady}, cards.Action{Kind: cards.ActPass}, cards.Action{Kind: cards.ActNo})
	for n := uint8(1); n <= 3; n++ {
		all = append(all, cards.Action{Kind: cards.ActTortuga, N: n})
	}
	for d := range cards.NumDirs {
		all = append(all, cards.Action{Kind: cards.ActDir, Dir: d})
	}
	for _, c := range []string{"a1", "c3", "e5"} {
		cell, _ := cards.ParseCell(c)
		all = append(all, cards.Action{Kind: cards.ActCell, N: uint8(cell)})
	}
	for _, c := range []cards.Card{cards.Friday, cards.Weapon, cards.Double} {
		all = append(all, cards.Action{Kind: cards.ActPlay, Card: c})
	}
	for p := range uint8(cards.MaxSeats) {
		all = append(all, cards.Action{Kind: cards.ActRum, Seat: p})
	}
	texts := map[narrate.Lang][]string{}
	for _, l := range narrate.Langs() {
		var buttons []string
		for _, a := range all {
			x, b := Action(l, a), Button(l, a)
			checkText(t, l, "Action "+a.String(), x)
			checkText(t, l, "Button "+a.String(), b)
			texts[l] = append(texts[l], x)
			buttons = append(buttons, b)
		}
		distinct(t, string(l)+" actions", texts[l])
		distinct(t, string(l)+" buttons", buttons)
		if Action(l, cards.Action{}) != "?" || Button(l, cards.Action{}) != "?" {
			t.Errorf("%s: no action is not \"?\"", l)
		}
	}
	for i := range all {
		if texts[narrate.EN][i] == texts[narrate.RU][i] {
			t.Errorf("%v: English and Russian are the same: %q", all[i], texts[narrate.EN][i])
		}
	}
	want := map[string]cards.Action{
		"🏹 arrow ↗":                      {Kind: cards.ActPlan, Card: cards.ArrowNE},
		"⛵ Tortuga: 3 cards for 2 coins": {Kind: cards.ActTortuga, N: 2},
		"✓ ready":                        {Kind: cards.ActReady},
		"↩ undo":                         {Kind: cards.ActUndo},
		"↑↑→ NNE":                        {Kind: cards.ActDir, Dir: cards.NNE},
		"🗡 play weapon":                  {Kind: cards.ActPlay, Card: cards.Weapon},
		"🍾 rum on Player 2":              {Kind: cards.ActRum, Seat: 1},
		"✗ no":                           {Kind: cards.ActNo},
	}
	for s, a := range want {
		if got := Button(narrate.EN, a); got != s {
			t.Errorf("Button(%v) = %q, want %q", a, got, s)
		}
	}
	if got := Button(narrate.RU, cards.Action{Kind: cards.ActRum, Seat: 1}); got != "🍾 ром: Игрок 2" {
		t.Errorf("RU rum button: %q", got)
	}
}

// TestCardNames: every card has a name and a reminder, distinct, in both
// languages; Hidden is "a card".
func TestCardNames(t *testing.T) {
	for _, l := range narrate.Langs() {
		var names, rems []string
		for c := range cards.NumKinds {
			names = append(names, CardName(l, c))
			rems = append(rems, Reminder(l, c))
			checkText(t, l, "Reminder "+c.String(), Reminder(l, c))
		}
		distinct(t, string(l)+" card names", names)
		distinct(t, string(l)+" reminders", rems)
		// No name holds another (the leak test looks for names in texts).
		for i, a := range names {
			for j, b := range names {
				if i != j && strings.Contains(strings.ToLower(a), strings.ToLower(b)) {
					t.Errorf("%s: %q holds %q", l, a, b)
				}
			}
		}
		if CardName(l, cards.NumKinds) != "?" || Reminder(l, cards.NumKinds) != "" {
			t.Errorf("%s: no card is named", l)
		}
		if CardName(l, cards.Hidden) == "?" {
			t.Errorf("%s: Hidden is not named", l)
		}
	}
}

// nobodyScored reports whether every seat of v ends with no coin: a draw.
func nobodyScored(v *cards.View) bool {
	for p := range int(v.Seats) {
		if v.Coins[p] != 0 {
			return false
		}
	}
	return true
}
