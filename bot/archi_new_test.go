package bot

import (
	"strings"
	"testing"
)

// TestArchipelagoNewIslandByName: /new archipelago takes an island by the
// one-word name the island list and the lobby call it, in either language
// ("кольцо", "lobes"'s "Близнецы"), as well as by its id; before, a Russian
// player who typed the name read "I don't know the option".
func TestArchipelagoNewIslandByName(t *testing.T) {
	for _, tc := range []struct{ lang, words, want string }{
		{"ru", "archipelago кольцо", "🏝 Остров: Кольцо, 48 клеток."},
		{"ru", "archipelago island=Близнецы", "🏝 Остров: Близнецы, 55 клеток."},
		{"en", "archipelago ring", "🏝 Island: The Ring, 48 tiles."},
		{"en", "archipelago duel island=star", "🏝 Island: Compass Rose, 53 tiles."},
	} {
		t.Run(tc.words, func(t *testing.T) {
			f := fixtureIn(t, tc.lang)
			f.cmd(user("1"), "new", tc.words)
			if got := f.out.lastText(); !strings.Contains(got, tc.want) {
				t.Errorf("/new %s: the lobby reads %q, want %q", tc.words, got, tc.want)
			}
			g, err := f.b.loadGame(f.chat.Key)
			if err != nil {
				t.Fatalf("/new %s: no lobby: %v; answers %q", tc.words, err, f.out.answers)
			}
			isl := islandOf(g.rec.Setup.Variants)
			if !strings.Contains(tc.want, isl.LocalName(tc.lang)) {
				t.Errorf("/new %s: the lobby's island is %s", tc.words, isl.ID)
			}
		})
	}
}
