package bot

import (
	"strings"
	"testing"
)

// TestHelpNamesEveryGame: /help tells how to open every game the bot
// hosts, and /rules of each, in English and Russian (the card game was
// missing).
func TestHelpNamesEveryGame(t *testing.T) {
	if len(faces) < 5 {
		t.Fatalf("%d games hosted, want classic, Archipelago, Archipirata, the card game and the puzzles", len(faces))
	}
	for _, lang := range []string{"en", "ru"} {
		f := newFixture(t)
		f.cmd(user("1"), "settings", "lang "+lang)
		f.cmd(user("1"), "help", "")
		help := f.out.lastText()
		for id := range faces {
			if id == "puzzle" {
				if !strings.Contains(help, "/puzzle [N]") {
					t.Errorf("%s: /help does not name /puzzle", lang)
				}
				continue
			}
			if !strings.Contains(help, "/new "+id) && id != "classic" {
				t.Errorf("%s: /help does not say how to open %s:\n%s", lang, id, help)
			}
			if _, rules, _ := strings.Cut(help, "/rules ["); !strings.Contains(rules, id) && id != "classic" {
				t.Errorf("%s: /help's /rules line does not name %s", lang, id)
			}
		}
	}
}
