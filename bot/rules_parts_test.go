package bot

import (
	"strings"
	"testing"

	"github.com/jackalbot/jackal/bot/narrate"
)

// TestRulesParts: /rules explains one part of a game, named by its id or
// by its name in either language: a card of the card game with the card's
// picture, Tortuga, an Archipirata card or captain.
func TestRulesParts(t *testing.T) {
	f := newFixture(t)
	for _, tc := range []struct {
		args, want string
		picture    bool
	}{
		{"cards horse", "knight's jump", true},
		{"cards конь", "knight's jump", true},
		{"cards Стрелка СВ", "north-east", true},
		{"cards arrow-plus", "The deck holds 5 of its 60 cards", true},
		{"cards rum", "the bot asks you", true},
		{"cards tortuga", "2, 3 or 5 cards", false},
		{"archipirata sabre", "injures one enemy pirate", false},
		{"archipirata сундук рома", "counts as a rum", false},
		{"archipirata storm", "clockwise", false},
		{"archipirata ching-shih", "captain ching-shih", false},
		{"archipirata Anne Bonny", "put one of your injured pirates", false},
	} {
		f.cmd(user("1"), "rules", tc.args)
		got := f.out.lastText()
		if tc.picture {
			b := f.out.lastBoard()
			if len(b.PNG) == 0 {
				t.Errorf("/rules %s: no picture", tc.args)
			}
			got = b.Caption
		}
		if !strings.Contains(got, tc.want) {
			t.Errorf("/rules %s: %q lacks %q", tc.args, got, tc.want)
		}
	}
}

// TestRulesUnknownPart: /rules with a part a game does not have lists, in
// the chat's language, names /rules then reads as parts of that game.
func TestRulesUnknownPart(t *testing.T) {
	f := newFixture(t)
	for _, lang := range []string{"en", "ru"} {
		f.cmd(user("1"), "settings", "lang "+lang)
		for _, game := range []string{"cards", "archipirata", "archipelago"} {
			f.cmd(user("1"), "rules", game+" chess")
			answer := f.out.lastAnswer()
			_, list, ok := strings.Cut(answer, narrate.Pick(nl(lang), "Try: ", "Попробуйте: "))
			if !ok || !strings.Contains(answer, "chess") {
				t.Fatalf("%s, /rules %s chess: %q", lang, game, answer)
			}
			names := strings.Split(strings.TrimSuffix(list, "."), ", ")
			if lang == "ru" && !strings.ContainsFunc(list, func(r rune) bool { return r >= 'а' && r <= 'я' }) {
				t.Errorf("ru, /rules %s: the list is not in Russian: %s", game, list)
			}
			for _, name := range names {
				before := f.out.lastAnswer()
				f.cmd(user("1"), "rules", game+" "+name)
				if a := f.out.lastAnswer(); a != before {
					t.Errorf("%s: /rules %s %s, which the list offers, is answered %q", lang, game, name, a)
				}
			}
		}
	}
}
