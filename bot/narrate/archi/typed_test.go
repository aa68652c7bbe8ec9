package archi

import (
	"strings"
	"testing"

	"github.com/jackalbot/jackal/bot/narrate"
	ar "github.com/jackalbot/jackal/engine/archipirata"
)

// TestTyped: a typed move naming an island out of 1–8, a word for an
// island, a direction not cw or ccw, or an empty island is refused as
// such in both languages; a move with none of these faults gets "".
func TestTyped(t *testing.T) {
	var v ar.View
	v.Pirates[2] = [2]uint8{1, 1} // island 3 holds pirates, the others none
	for _, tc := range []struct {
		text   string
		view   *ar.View
		en, ru string
	}{
		{"take 9 cw", nil, "There is no island 9", "Острова 9 нет"},
		{"TAKE 0 ccw", nil, "There is no island 0", "Острова 0 нет"},
		{"12", nil, "There is no island 12", "Острова 12 нет"},
		{"take 3 cw R W +rum@9", nil, "There is no island 9", "Острова 9 нет"},
		{"take three cw", nil, `"three" is not an island`, `"three" — не остров`},
		{"take 3 left", nil, `"left" is not a direction`, `"left" — не направление`},
		{"take 3", nil, "Say which way: take 3 cw", "Укажите направление: take 3 cw"},
		{"take 5 cw", &v, "Island 5 has no pirates to take", "На острове 5 нет пиратов"},
		{"take 3 cw", &v, "", ""},
		{"take 5 cw", nil, "", ""},
		{"5", &v, "", ""},
		{"captain ching-shih", &v, "", ""},
		{"", nil, "", ""},
	} {
		for _, l := range narrate.Langs() {
			want := tc.en
			if l == narrate.RU {
				want = tc.ru
			}
			got := Typed(l, tc.text, tc.view)
			if want == "" && got != "" || want != "" && !strings.HasPrefix(got, want) {
				t.Errorf("%s %q: %q, want %q", l, tc.text, got, want)
			}
			if got != "" {
				checkText(t, l, "Typed "+tc.text, got)
			}
		}
	}
}
