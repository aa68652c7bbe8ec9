package bot

import (
	"strconv"
	"strings"
	"testing"

	ar "github.com/jackalbot/jackal/engine/archipirata"
)

// TestArchipirataTypedRefusals: a take typed with an island out of 1–8, a
// direction not cw or ccw, or an island with no pirates is refused as
// such, in English and Russian, not as a move not understood.
func TestArchipirataTypedRefusals(t *testing.T) {
	for _, lang := range []string{"en", "ru"} {
		t.Run(lang, func(t *testing.T) {
			f := newFixture(t)
			if lang == "ru" {
				f.cmd(user("1"), "settings", "lang ru")
			}
			f.cmd(user("1"), "new", "archipirata")
			f.press(user("2"), "0:j:white")
			f.cmd(user("1"), "start", "")
			g, err := f.b.loadGame(f.chat.Key)
			if err != nil {
				t.Fatal(err)
			}
			// a take empties its island: the next mover finds it empty
			for _, a := range ar.Legal(archState(g.m), nil) {
				if a.Kind == ar.ActTake && a.Skips == 0 {
					f.cmd(*f.out.lastBoard().Ping, "move", ar.Format(a))
					break
				}
			}
			if g, err = f.b.loadGame(f.chat.Key); err != nil {
				t.Fatal(err)
			}
			s := archState(g.m)
			empty := -1
			for i := range ar.NumIslands {
				if s.Pirates[i][ar.Red]+s.Pirates[i][ar.White] == 0 {
					empty = i + 1
				}
			}
			if empty < 0 {
				t.Fatal("the deal left no island empty: pick another seed")
			}
			mover := *f.out.lastBoard().Ping
			e := strconv.Itoa(empty)
			cases := []struct{ typed, en, ru string }{
				{"take 9 cw", "There is no island 9", "Острова 9 нет"},
				{"take 0 ccw", "There is no island 0", "Острова 0 нет"},
				{"9", "There is no island 9", "Острова 9 нет"},
				{"take 3 cw +rum@12", "There is no island 12", "Острова 12 нет"},
				{"take x cw", `"x" is not an island`, `"x" — не остров`},
				{"take 3 up", `"up" is not a direction`, `"up" — не направление`},
				{"take 3", "Say which way: take 3 cw", "Укажите направление: take 3 cw"},
				{"take " + e + " cw", "Island " + e + " has no pirates to take", "На острове " + e + " нет пиратов"},
			}
			for _, tc := range cases {
				f.cmd(mover, "move", tc.typed)
				want := tc.en
				if lang == "ru" {
					want = tc.ru
				}
				if got := f.out.lastAnswer(); !strings.Contains(got, want) {
					t.Errorf("%q: %q, want %q", tc.typed, got, want)
				}
			}
		})
	}
}
