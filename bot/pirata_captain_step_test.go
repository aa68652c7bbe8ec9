package bot

import (
	"strings"
	"testing"

	"github.com/jackalbot/jackal/bot/narrate"
	"github.com/jackalbot/jackal/bot/narrate/archi"
	ar "github.com/jackalbot/jackal/engine/archipirata"
)

// TestPirataCaptainStepAsks: pressing 👑 Captain shows "Use it" and Back
// under a board that now asks its question (Board.Question, the end of
// the caption): whether to use the captain now, which everyone then
// sees; the same words whichever captain it is and whether or not it can
// act (the group reads them). It asked nothing: the caption stayed the
// board's, and the terminal printed the two buttons bare. Benito Bonito's
// options, once "Use it" is pressed, ask which way to use him. In
// English and Russian.
func TestPirataCaptainStepAsks(t *testing.T) {
	b := &Bot{cfg: Config{BoardSize: 256}}
	cases := map[string]func(s *ar.State) bool{
		"Benito Bonito able": func(s *ar.State) bool { return s.Captain[0] == ar.BenitoBonito && captainUses(s) > 1 },
		"another able":       func(s *ar.State) bool { return s.Captain[0] != ar.BenitoBonito && captainUses(s) > 0 },
		"unable":             func(s *ar.State) bool { return !s.Spent[0] && captainUses(s) == 0 },
	}
	for _, lang := range []string{"en", "ru"} {
		asked := map[string]string{}
		for name, ok := range cases {
			s := archFind(t, true, ok)
			g := archGameAt(t, "tg:-100", s, true)
			step := archFace{}.board(b, lang, g, nil, archCaptainSel, false)
			if want := tr(lang, txtArchCaptainAsk); step.Question != want {
				t.Errorf("%s %s: the captain's step asks %q, want %q", lang, name, step.Question, want)
			}
			askedLast(t, step)
			asked[step.Question] = name
			capName := archi.CaptainName(nl(lang), s.Captain[0])
			if strings.Contains(step.Caption, capName) {
				t.Errorf("%s %s: the group's step names the captain %s:\n%s", lang, name, capName, step.Caption)
			}
			if name != "Benito Bonito able" {
				continue
			}
			opts := archFace{}.board(b, lang, g, nil, archCaptainOptsSel, false)
			want := tr(lang, txtArchCaptainWhich, narrate.CapFirst(capName))
			if opts.Question != want {
				t.Errorf("%s: Benito Bonito's options ask %q, want %q", lang, opts.Question, want)
			}
			askedLast(t, opts)
		}
		if len(asked) != 1 {
			t.Errorf("%s: the captain's step asks differently by captain: %v", lang, asked)
		}
	}
}

// TestPirataCaptainNumberedAfterIslands: the captain's button is numbered
// 9, after every island, whichever islands are offered: the terminal
// numbered it after the islands offered, so with island 8 not offered
// typing 8 (island 8, as README tells) opened the captain's step.
func TestPirataCaptainNumberedAfterIslands(t *testing.T) {
	b := &Bot{cfg: Config{BoardSize: 256}}
	s := archFind(t, true, func(s *ar.State) bool {
		if s.Spent[0] || s.Captain[0] == ar.NoCaptain {
			return false
		}
		for _, a := range publicLegal(s) {
			if a.Kind == ar.ActTake && a.Island == ar.NumIslands-1 {
				return false
			}
		}
		return true
	})
	g := archGameAt(t, "term:local", s, false)
	board := archFace{}.board(b, "en", g, nil, "", false)
	found := false
	for _, x := range flatten(board.Buttons) {
		d, err := ParseButtonData(x.Data)
		if err != nil || d.Verb != VerbPick || d.Arg != archCaptainSel {
			continue
		}
		found = true
		if x.Number != ar.NumIslands+1 {
			t.Errorf("the captain's button %q is numbered %d, want %d", x.Label, x.Number, ar.NumIslands+1)
		}
	}
	if !found {
		t.Fatalf("no captain's button: %v", board.Buttons)
	}
}
