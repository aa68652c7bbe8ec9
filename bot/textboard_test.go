package bot

import (
	"strings"
	"testing"

	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/engine/archipelago"
	"github.com/jackalbot/jackal/engine/games"
)

// TestTextBoardNames: the Russian text board's legend names each tile as
// its game does: a forest is classic's «джунгли», Archipelago's «лабиринт
// в два шага» (its «джунгли» is another tile).
func TestTextBoardNames(t *testing.T) {
	for _, tc := range []struct {
		game, want, not string
	}{
		{"classic", "джунгли", "лабиринт"},
		{archipelago.ID, "лабиринт в два шага", "Fo джунгли"},
	} {
		t.Run(tc.game, func(t *testing.T) {
			g, err := games.Lookup(tc.game)
			if err != nil {
				t.Fatal(err)
			}
			m, err := g.New(g.TwoSeats(), 5)
			if err != nil {
				t.Fatal(err)
			}
			s := m.State().(*engine.State)
			opened := false
			for c := range s.Tiles {
				if s.Board.IsIsland(engine.Cell(c)) && !opened {
					s.Tiles[c] = engine.Tile{Kind: engine.Forest, Open: true}
					opened = true
				}
			}
			v := engine.ViewFor(s, engine.NoCrew)
			got := textBoard("ru", &v, tc.game)
			if !strings.Contains(got, "Fo ") || !strings.Contains(got, tc.want) || strings.Contains(got, tc.not) {
				t.Fatalf("legend %q: want %q, not %q", got[strings.Index(got, "Обозначения"):], tc.want, tc.not)
			}
		})
	}
}

// TestRulesUnknownTile: /rules with a word naming no tile lists the
// tiles in the chat's language, each a word /rules then takes.
func TestRulesUnknownTile(t *testing.T) {
	for _, lang := range []string{"en", "ru"} {
		list := strings.Split(kindList(lang), ", ")
		if len(list) < 20 {
			t.Fatalf("%s: %d tiles listed", lang, len(list))
		}
		for _, name := range list {
			if _, ok := parseTile(name); !ok {
				t.Errorf("%s: /rules does not take %q, which the list offers", lang, name)
			}
		}
		if lang == "ru" && !strings.Contains(kindList(lang), "людоед") {
			t.Errorf("ru: the list is not in Russian: %s", kindList(lang))
		}
	}
}
