package bot

import (
	"strconv"
	"strings"
	"testing"

	ar "github.com/jackalbot/jackal/engine/archipirata"
)

// TestPirataBareIslandTyped: "/move 3" typed when no choice of an island
// is waiting (a player picking island 3 as its button would) is refused
// by saying so and how to sow from island 3 (take 3 cw, take 3 ccw), not
// with the whole list of what makes a move illegal; the game does not
// move. An island with no pirates typed so is refused as empty, not with
// a take that would be refused too. In English and Russian.
func TestPirataBareIslandTyped(t *testing.T) {
	want := map[string]string{
		"en": "No choice of an island is waiting. To sow from island 3, write take 3 cw or take 3 ccw.",
		"ru": "Сейчас не нужно выбирать остров. Чтобы сеять с острова 3, напишите take 3 cw или take 3 ccw.",
	}
	for _, lang := range []string{"en", "ru"} {
		t.Run(lang, func(t *testing.T) {
			f := fixtureIn(t, lang)
			f.cmd(user("1"), "new", "archipirata")
			f.press(user("2"), "0:j:white")
			f.cmd(user("1"), "start", "")
			g := mustLoad(t, f)
			if s := archState(g.m); s.Pend != ar.PendNone {
				t.Fatalf("the game begins with a choice pending: %v", s.Pend)
			}
			moves := g.moves()
			f.cmd(*f.out.lastBoard().Ping, "move", "3")
			if got := f.out.lastAnswer(); got != want[lang] {
				t.Errorf("/move 3: %q, want %q", got, want[lang])
			}
			if n := mustLoad(t, f).moves(); n != moves {
				t.Errorf("the refused move moved the game: %d moves, was %d", n, moves)
			}
			// an island left empty: nothing to sow there either, said so
			for _, a := range ar.Legal(archState(g.m), nil) {
				if a.Kind == ar.ActTake && a.Skips == 0 {
					f.cmd(*f.out.lastBoard().Ping, "move", ar.Format(a))
					break
				}
			}
			s := archState(mustLoad(t, f).m)
			empty := -1
			for i := range ar.NumIslands {
				if s.Pirates[i][ar.Red]+s.Pirates[i][ar.White] == 0 {
					empty = i + 1
				}
			}
			if empty < 0 || s.Pend != ar.PendNone {
				t.Fatalf("no island left empty, or a choice pending (%v)", s.Pend)
			}
			e := strconv.Itoa(empty)
			f.cmd(*f.out.lastBoard().Ping, "move", e)
			noPirates := map[string]string{"en": "Island " + e + " has no pirates to take", "ru": "На острове " + e + " нет пиратов"}[lang]
			if got := f.out.lastAnswer(); !strings.Contains(got, noPirates) {
				t.Errorf("/move %s on an empty island: %q, want %q", e, got, noPirates)
			}
		})
	}
}
