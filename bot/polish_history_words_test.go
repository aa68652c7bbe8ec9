package bot

import (
	"strings"
	"testing"

	"github.com/jackalbot/jackal/bot/narrate/archi"
	ar "github.com/jackalbot/jackal/engine/archipirata"
)

// TestPolishHistoryInTheGamesWords: /history of an Archipirata game says
// each sowing as its button did, in the game's language ("8 ↺ КБ", the
// board's colour letters), then the notation a player types in brackets
// ("take 8 ccw R W"); it listed the notation alone, English letters in a
// Russian game whose buttons say К/Б. A resignation is told in words, not
// as the log's "#resign white" (the history of the game just ended).
// Classic, whose buttons name a target
// alone ("g2"), keeps its notation. In English and Russian.
func TestPolishHistoryInTheGamesWords(t *testing.T) {
	for _, lang := range []string{"en", "ru"} {
		f := fixtureIn(t, lang)
		f.cmd(user("1"), "new", "archipirata")
		f.press(user("2"), "0:j:white")
		f.cmd(user("1"), "start", "")
		var played []string
		for len(played) < 3 {
			g := mustLoad(t, f)
			var a string
			for _, x := range g.m.Legal() { // a sowing that names an order: letters to say
				if p, err := ar.Parse(x); err == nil && p.Kind == ar.ActTake && len(strings.Fields(x)) > 3 {
					a = x
				}
			}
			if a == "" {
				a = g.m.Legal()[0]
			}
			seat, _ := g.m.ToAct()
			f.cmd(user(g.seatOf(seat).UserID), "move", a)
			played = append(played, a)
		}
		f.cmd(user("2"), "resign", "") // the game ends: its history is the finished game's
		f.cmd(user("1"), "history", "")
		said := f.out.lastText()
		for _, a := range played {
			p, _ := ar.Parse(a)
			want := archi.Button(nl(lang), p) + " (" + a + ")"
			if !strings.Contains(said, want) {
				t.Errorf("%s: /history does not say %q as its button did, %q:\n%s", lang, a, want, said)
			}
		}
		if strings.Contains(said, "#resign") || !strings.Contains(said, strings.TrimSuffix(tr(lang, txtResigned, ""), ".")) {
			t.Errorf("%s: /history tells the resignation as the log's note:\n%s", lang, said)
		}
		if lang == "ru" && !strings.ContainsAny(said, "КБ") {
			t.Errorf("ru: /history has no order in the board's letters:\n%s", said)
		}
	}
	f := newFixture(t)
	startDuel(f)
	f.cmd(user("1"), "move", "W1 g2")
	f.cmd(user("1"), "history", "")
	if said := f.out.lastText(); !strings.HasSuffix(said, ": W1 g2") {
		t.Errorf("classic's /history: %q, want the notation that names the piece", said)
	}
}
