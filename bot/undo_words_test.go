package bot

import (
	"strings"
	"testing"

	"github.com/jackalbot/jackal/bot/narrate/archi"
	ar "github.com/jackalbot/jackal/engine/archipirata"
	gm "github.com/jackalbot/jackal/engine/game"
	"github.com/jackalbot/jackal/engine/games"
)

// TestUndoToldInWords: an undo's question, and what it took back, tell
// the move in the words the board told it with, in the game's language
// («Carol предлагает: отменить ход ship m6» and «Ход отменён: ship m6»
// before).
func TestUndoToldInWords(t *testing.T) {
	for _, tc := range []struct {
		lang, asked, done string
	}{
		{"en", "U1 asks: take back “White's ship sailed from g1 to h1”. Players, agree?", "Taken back: “White's ship sailed from g1 to h1”."},
		{"ru", "U1 предлагает: отменить ход «Корабль белых перешёл с g1 на h1». Игроки, согласны?", "Ход отменён: «Корабль белых перешёл с g1 на h1»."},
	} {
		f := newFixture(t)
		f.cmd(user("1"), "settings", "lang "+tc.lang)
		startDuel(f)
		f.cmd(user("1"), "move", "ship h1")
		f.cmd(user("1"), "undo", "")
		if f.out.textsWith(tc.asked) != 1 {
			t.Errorf("%s: the question %q not asked; last text %q", tc.lang, tc.asked, f.out.lastText())
		}
		f.press(user("2"), "1:v:y")
		if f.out.textsWith(tc.done) != 1 {
			t.Errorf("%s: %q not said; texts %q", tc.lang, tc.done, f.out.texts)
		}
		if f.out.textsWith("ship h1") != 0 {
			t.Errorf("%s: the move told by its notation: %q", tc.lang, f.out.texts)
		}
	}
}

// TestUndoToldInWordsArchipirata: Archipirata's undo names the move as
// its board tells it (a sowing told, not "take 3 cw"), in the game's
// language.
func TestUndoToldInWordsArchipirata(t *testing.T) {
	quiet := func(s *ar.State) string { // red's move that reveals nothing
		m := matchOf(t, games.Archipirata, s)
		for _, a := range m.Legal() {
			try := m.Clone()
			evs, err := try.Play(a)
			if start, reveals := (archFace{}).entry(m, evs); err == nil && start && !reveals {
				return a
			}
		}
		return ""
	}
	s := archFind(t, false, func(s *ar.State) bool { return quiet(s) != "" })
	a := quiet(&s)
	snap, err := s.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	for _, lang := range []string{"en", "ru"} {
		f := newFixture(t)
		f.cmd(user("1"), "settings", "lang "+lang)
		f.cmd(user("1"), "new", "archipirata")
		f.press(user("2"), "0:j:white")
		f.cmd(user("1"), "start", "")
		f.fromSnapshot(snap)
		red := user(mustLoad(t, f).actor().UserID)
		f.cmd(red, "move", a)
		if n := len(f.game().Log); n != 1 {
			t.Fatalf("%s: %q not played: %q", lang, a, f.out.answers)
		}
		g := mustLoad(t, f)
		v := archView(g)
		_, evs, _ := replayEvents(t, g)
		told := strings.TrimSuffix(archi.Events(nl(lang), archEvents(evs), &v), ".")
		f.cmd(red, "undo", "")
		q := f.out.lastText()
		if told == "" || strings.Contains(q, a) || !strings.Contains(q, tr(lang, txtQuoted, told)) {
			t.Errorf("%s: the undo of %q asked %q; its board told %q", lang, a, q, told)
		}
	}
}

// replayEvents replays g's log and returns the last entry's index and
// events, and the match after it.
func replayEvents(t *testing.T, g *game) (int, gm.Events, gm.Match) {
	t.Helper()
	last, evs := -1, gm.Events(nil)
	m, err := replay(g.rec.Setup, g.rec.Log, func(i int, _ gm.Match, e gm.Events) { last, evs = i, e })
	if err != nil {
		t.Fatal(err)
	}
	return last, evs, m
}

// TestUndoWhatFallsBack: a log that does not replay names the moves by
// their notation.
func TestUndoWhatFallsBack(t *testing.T) {
	f := newFixture(t)
	startDuel(f)
	f.cmd(user("1"), "move", "ship h1")
	g := mustLoad(t, f)
	if got := undoWhat("en", g, 0); got != "“White's ship sailed from g1 to h1”" {
		t.Errorf("classic's undo names %q", got)
	}
	g.rec.Log = append(g.rec.Log, "nonsense")
	if got := undoWhat("en", g, 0); got != "ship h1, nonsense" {
		t.Errorf("a log that does not replay: %q", got)
	}
}
