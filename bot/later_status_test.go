package bot

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/render"
)

// TestLaterAbilityMarksInStatus: /status of an Archipelago game names
// each pirate's ability with the mark the picture draws on its token
// beside its name ("W2 ≈ swimmer"), so that the line is the picture's key
// in either language; it named the ability alone ("W2 (swimmer)"), and a
// Russian reader had nothing to tell the picture's Latin letters by. A
// spent ability says so after its name.
func TestLaterAbilityMarksInStatus(t *testing.T) {
	for _, tc := range []struct {
		lang  string
		want  []string
		spent string
	}{
		{"en", []string{"🎖 Abilities: W2 ≈ swimmer, B1 C scout"}, "B1 C scout (spent)"},
		{"ru", []string{"🎖 Способности: W2 ≈ пловец, B1 C разведчик"}, "B1 C разведчик (использован)"},
	} {
		t.Run(tc.lang, func(t *testing.T) {
			f := fixtureIn(t, tc.lang)
			f.cmd(user("1"), "new", "archipelago abilities=W2:swimmer+B1:scout")
			f.press(user("2"), "0:j:black")
			f.cmd(user("1"), "start", "")
			f.cmd(user("1"), "status", "")
			got := f.out.lastText()
			for _, w := range tc.want {
				if !strings.Contains(got, w) {
					t.Errorf("/status does not say %q:\n%s", w, got)
				}
			}
			for _, mark := range []string{render.AbilityMark(engine.Swimmer), render.AbilityMark(engine.Scout)} {
				if !strings.Contains(got, " "+mark+" ") {
					t.Errorf("/status lacks the picture's mark %q:\n%s", mark, got)
				}
			}
			g, err := f.b.loadGame(f.chat.Key)
			if err != nil {
				t.Fatal(err)
			}
			st := g.cl()
			if err := st.SetAbility(engine.B1, engine.Scout, true); err != nil {
				t.Fatal(err)
			}
			v := engine.ViewFor(st, engine.NoCrew)
			if got := pirateMarked(tc.lang, &v, engine.B1); got != tc.spent {
				t.Errorf("a spent scout: %q, want %q", got, tc.spent)
			}
		})
	}
}

// TestLaterAbilityStatusFits: /status of a four-crew Archipelago game
// whose twelve pirates each hold an ability, marks and all, stays within
// a Telegram caption (1024 characters), in either language.
func TestLaterAbilityStatusFits(t *testing.T) {
	var deal []string
	for i, a := range engine.Abilities() {
		deal = append(deal, engine.PieceID(i).String()+":"+a.String())
	}
	for _, lang := range []string{"en", "ru"} {
		f := fixtureIn(t, lang)
		f.cmd(user("1"), "new", "archipelago 4 ai:easy ai:easy ai:easy abilities="+strings.Join(deal, "+"))
		f.cmd(user("1"), "start", "")
		f.cmd(user("1"), "status", "")
		got := f.out.lastText()
		abilities := ""
		for line := range strings.Lines(got) {
			if strings.HasPrefix(line, "🎖") {
				abilities = line
			}
		}
		if n := utf8.RuneCountInString(got); n > 1024 || strings.Count(abilities, ", ") < len(deal)-1 {
			t.Errorf("%s: /status of twelve abilities, %d characters:\n%s", lang, n, got)
		}
	}
}
