package bot

import (
	"strings"
	"testing"
)

// TestTerminalHelpOfTheGame: at the terminal, help and the hint speak of
// the game being played, in English and Russian: its notation, its
// buttons and what rules takes, never another game's; with no game, help
// still shows every game's.
func TestTerminalHelpOfTheGame(t *testing.T) {
	terminal := Chat{Key: "term:local", Platform: PlatformTerminal, ID: "local"}
	others := []string{"W1 e5", "take 3 cw", "plan horse", "Archipirata", "Архипират", "card game", "карточн"}
	for _, tc := range []struct {
		game, args string
		has        []string // in help and the hint, English then Russian
		hasRU      []string
		own        []string // the game's own of others
	}{
		{"classic", "duel", []string{"W1 e5", "a button's number"}, []string{"W1 e5", "номер кнопки"}, []string{"W1 e5"}},
		{"cards", "cards islands=1", []string{"plan horse arrow-ne", "its words (ready)"}, []string{"plan horse arrow-ne", "её слова (готово)"}, []string{"plan horse"}},
		{"archipirata", "archipirata", []string{"take 3 cw", "5 presses island 5"}, []string{"take 3 cw", "5 — остров 5"}, []string{"take 3 cw"}},
	} {
		for _, lang := range []string{"en", "ru"} {
			t.Run(tc.game+"/"+lang, func(t *testing.T) {
				f := newFixture(t)
				f.chat = terminal
				f.cmd(user("1"), "settings", "lang "+lang)
				f.cmd(user("1"), "new", tc.args)
				f.cmd(user("2"), "join", "")
				f.cmd(user("1"), "start", "")
				f.cmd(user("1"), "help", "")
				has := tc.has
				if lang == "ru" {
					has = tc.hasRU
				}
				for _, said := range []string{f.out.lastText(), f.b.TermHint(lang, f.chat.Key)} {
					for _, w := range has {
						if !strings.Contains(said, w) {
							t.Errorf("%q lacks %q", said, w)
						}
					}
					for _, w := range others {
						if !strings.Contains(strings.Join(tc.own, " "), w) && strings.Contains(said, w) {
							t.Errorf("%q speaks of another game: %q", said, w)
						}
					}
				}
			})
		}
	}
	t.Run("no game", func(t *testing.T) {
		f := newFixture(t)
		f.chat = terminal
		f.cmd(user("1"), "help", "")
		for _, w := range []string{"W1 e5", "take 3 cw", "plan horse arrow-ne", "rules [tile or card]"} {
			if !strings.Contains(f.out.lastText(), w) {
				t.Errorf("help with no game %q lacks %q", f.out.lastText(), w)
			}
		}
		if hint := f.b.TermHint("en", f.chat.Key); strings.Contains(hint, "Archipirata") || strings.Contains(hint, "card game") {
			t.Errorf("the hint with no game names games: %q", hint)
		}
	})
}
