package narrate

import (
	"math/rand/v2"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/jackalbot/jackal/engine"
)

// checkText fails the test if s is not a clean text of language l: empty,
// a formatting error, an unknown name, or words of the other language.
func checkText(t *testing.T, l Lang, what, s string) {
	t.Helper()
	switch {
	case s == "":
		t.Errorf("%s %s: empty", l, what)
	case strings.Contains(s, "%!"):
		t.Errorf("%s %s: format error in %q", l, what, s)
	case strings.Contains(s, "?") && !strings.Contains(s, "? ") && !strings.HasSuffix(s, "?") && !strings.Contains(s, "?)"):
		t.Errorf("%s %s: unknown name in %q", l, what, s)
	case !utf8.ValidString(s):
		t.Errorf("%s %s: invalid UTF-8", l, what)
	}
	if l == EN && strings.IndexFunc(s, func(r rune) bool { return unicode.Is(unicode.Cyrillic, r) }) >= 0 {
		t.Errorf("EN %s: Cyrillic in %q", what, s)
	}
	if l == RU {
		for _, w := range []string{" the ", " and ", "'s ", " with ", " from "} {
			if strings.Contains(s, w) {
				t.Errorf("RU %s: English %q in %q", what, w, s)
			}
		}
	}
}

// TestRandomGames plays random games in several variants and tells every
// action, event, refusal and ending in both languages.
func TestRandomGames(t *testing.T) {
	variants := []engine.Options{
		{StallRounds: -1},
		{Duel: true, StallRounds: -1},
		{Teams: true, StallRounds: -1, PlaneWaits: true},
		{TwoCrewsEach: true, StallRounds: 20},
	}
	for seed := uint64(1); seed <= 8; seed++ {
		o := variants[int(seed)%len(variants)]
		s, err := engine.New(seed, o)
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(seed, 99))
		buf := make([]engine.Action, 0, 512)
		for n := 0; !s.Over && n < 4000; n++ {
			v := engine.ViewFor(&s, s.Controller())
			for _, l := range Langs() {
				checkText(t, l, "ToAct", ToAct(l, &v))
			}
			if n%5 == 0 {
				junk := engine.Action{Kind: engine.ActMove, Piece: engine.PieceID(r.IntN(int(engine.NumPieces))),
					To: engine.Cell(r.IntN(engine.NumCells)), Drag: engine.Drag(r.IntN(3)), Bottle: r.IntN(4) == 0}
				if err := s.Check(junk); err != nil {
					for _, l := range Langs() {
						got := Explain(l, err, junk, &v)
						checkText(t, l, "Explain "+junk.String(), got)
						if got == Explain(l, errUnknown, junk, &v) {
							t.Errorf("%s: %v explained as an unknown error", l, err)
						}
					}
				}
			}
			buf = s.LegalInto(buf)
			a := buf[r.IntN(len(buf))]
			var evs []engine.Event
			if err := s.Play(a, &evs); err != nil {
				t.Fatalf("seed %d: %v: %v", seed, a, err)
			}
			after := engine.ViewFor(&s, engine.White)
			public := engine.VisibleEvents(evs, engine.NoCrew)
			for _, l := range Langs() {
				d := DescribeAfter(l, evs, &after)
				if len(public) > 0 {
					checkText(t, l, "Describe "+a.String(), d)
				}
				if utf8.RuneCountInString(d) > MaxDescribe {
					t.Errorf("%s: Describe is %d characters", l, utf8.RuneCountInString(d))
				}
				for _, e := range evs {
					checkText(t, l, "Event "+e.Type.String(), Event(l, e))
				}
			}
		}
		v := engine.ViewFor(&s, engine.White)
		if s.Over {
			for _, l := range Langs() {
				checkText(t, l, "Ending", Ending(l, &v))
			}
		}
	}
}
