package bot

import (
	"strings"
	"testing"

	"github.com/jackalbot/jackal/engine"
)

// abilityButtonsOf lists the labels of the buttons of board b whose data
// holds word ("scout", "shoot").
func abilityButtonsOf(b Board, word string) []string {
	var out []string
	for _, row := range b.Buttons {
		for _, bt := range row {
			if strings.Contains(bt.Data, " "+word+" ") {
				out = append(out, bt.Label)
			}
		}
	}
	return out
}

// TestArchipelagoAbilityButtons: a scout's look and a sharpshooter's shot,
// offered beside the pieces, are labelled by what they do ("🔭 W1 c4",
// "🎯 W1 e5") and explained under the board (before: a bare "c4" beside
// W1 W2 W3 ⛵, which read like a step and asked nothing).
func TestArchipelagoAbilityButtons(t *testing.T) {
	tests := []struct {
		name, words, lang, verb, mark, legend string
		set                                   func(s *engine.State)
	}{
		{name: "scout en", words: "abilities=W1:scout", lang: "en", verb: "scout", mark: "🔭 W1 ",
			legend: "🔭 W1 (scout): a look at the face-down tile the button names, for your eyes only; once per island, and the turn goes on."},
		{name: "scout ru", words: "abilities=W1:scout", lang: "ru", verb: "scout", mark: "🔭 W1 ",
			legend: "🔭 W1 (разведчик): посмотреть закрытую клетку, названную на кнопке, — увидите только вы; раз за остров, и ход продолжается."},
		{name: "sharpshooter en", words: "abilities=W1:sharpshooter", lang: "en", verb: "shoot", mark: "🎯 W1 ",
			legend: "🎯 W1 (sharpshooter): instead of a move, a shot that sends the enemy on the tile the button names back to its boat.", set: faceOff},
		{name: "sharpshooter ru", words: "abilities=W1:sharpshooter", lang: "ru", verb: "shoot", mark: "🎯 W1 ",
			legend: "🎯 W1 (снайпер): вместо хода выстрел — враг на клетке, названной на кнопке, отправится на свою лодку.", set: faceOff},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			set := tc.set
			if set == nil {
				set = func(*engine.State) {}
			}
			f, white := archipelagoAfterPlacing(t, tc.words, set)
			f.cmd(white, "settings", "lang "+tc.lang)
			f.cmd(white, "board", "")
			b := f.out.lastBoard()
			labels := abilityButtonsOf(b, tc.verb)
			if len(labels) == 0 {
				t.Fatalf("no %s offered: %v", tc.verb, b.Buttons)
			}
			for _, l := range labels {
				if !strings.HasPrefix(l, tc.mark) {
					t.Errorf("the %s button reads %q, want it to start %q", tc.verb, l, tc.mark)
				}
			}
			if n := strings.Count(b.Caption, tc.legend); n != 1 {
				t.Errorf("the legend %q is told %d times:\n%s", tc.legend, n, b.Caption)
			}
			if !strings.HasSuffix(b.Question, tc.legend) {
				t.Errorf("the question %q does not end with the legend", b.Question)
			}
		})
	}
}

// faceOff stands W1 on the island with B1 two tiles east of it, the tiles
// between face up and empty: W1 the sharpshooter may shoot B1.
func faceOff(s *engine.State) {
	for c := engine.Cell(0); c < engine.NumCells; c++ {
		mid := c.Step(engine.E)
		far := mid.Step(engine.E)
		if !c.Valid() || !mid.Valid() || !far.Valid() || !s.Board.IsIsland(c) || !s.Board.IsIsland(mid) || !s.Board.IsIsland(far) {
			continue
		}
		for _, x := range []engine.Cell{c, mid, far} {
			s.Tiles[x] = engine.Tile{Kind: engine.Empty, Open: true}
			s.Coins[x] = 0
		}
		s.Pieces[engine.W1].At = c
		s.Pieces[engine.B1].At = far
		return
	}
}
