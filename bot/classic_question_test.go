package bot

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/engine/games"
	"github.com/jackalbot/jackal/storage"
)

// TestClassicQuestionEndsTheCaption: over random legal playouts (fixed
// seeds, duels and four crews, both languages), every classic board with
// buttons, a turn's, a picked piece's and a pending choice's, and the
// placing prompt's, has a Question exactly when its buttons choose (a
// choice, a piece's target, a placing), and its caption ends with that
// question on its own line; a board without buttons asks nothing.
func TestClassicQuestionEndsTheCaption(t *testing.T) {
	for _, tc := range []struct {
		seed uint64
		opt  engine.Options
		lang string
	}{
		{1, engine.Options{Duel: true}, "en"},
		{2, engine.Options{Duel: true}, "ru"},
		{3, engine.Options{}, "en"},
		{4, engine.Options{}, "ru"},
	} {
		s, err := engine.New(tc.seed, tc.opt)
		if err != nil {
			t.Fatal(err)
		}
		rec := &storage.Game{Status: storage.StatusActive, Setup: storage.Setup{Lang: tc.lang, Crews: []string{"white", "black"},
			Seats: []storage.Seat{{Crew: "white", UserID: "1", Name: "Ann"}, {Crew: "black", UserID: "2", Name: "Bo"}}}}
		if !tc.opt.Duel {
			rec.Setup.Crews = []string{"white", "yellow", "black", "red"}
			rec.Setup.Seats = append(rec.Setup.Seats, storage.Seat{Crew: "yellow", UserID: "3", Name: "Cy"}, storage.Seat{Crew: "red", UserID: "4", Name: "Di"})
		}
		r := rand.New(rand.NewPCG(tc.seed, 9))
		kinds := map[string]int{}
		for step := 0; step < 400 && !s.Over; step++ {
			g := &game{rec: rec, m: matchOf(t, games.Classic, &s)}
			sels := []string{""}
			top := classicFace{}.board(nil, tc.lang, g, nil, "", false)
			for _, x := range stepButtons(t, top.Buttons, "") {
				if d, _ := ParseButtonData(x.Data); !strings.Contains(d.Arg, "#") {
					sels = append(sels, d.Arg)
				}
			}
			for _, sel := range sels {
				b := classicFace{}.board(nil, tc.lang, g, nil, sel, false)
				chooses := len(b.Buttons) > 0 && (s.Pending.Active || sel != "" || placing(&s))
				switch {
				case chooses && b.Question == "":
					t.Fatalf("seed %d step %d sel %q: buttons that choose but no question; caption %q", tc.seed, step, sel, b.Caption)
				case !chooses && b.Question != "":
					t.Fatalf("seed %d step %d sel %q: asks %q of no choosing buttons", tc.seed, step, sel, b.Question)
				case chooses && !strings.HasSuffix(b.Caption, "\n"+b.Question):
					t.Fatalf("seed %d step %d sel %q: caption %q does not end with question %q", tc.seed, step, sel, b.Caption, b.Question)
				}
				switch {
				case !chooses:
				case s.Pending.Active:
					kinds["choice"]++
				case sel != "":
					kinds["piece"]++
				default:
					kinds["placing"]++
				}
			}
			legal := engine.Legal(s)
			if len(legal) == 0 {
				break
			}
			next, _, err := engine.Apply(s, legal[r.IntN(len(legal))])
			if err != nil {
				t.Fatal(err)
			}
			s = next
		}
		if kinds["piece"] == 0 || kinds["choice"] == 0 {
			t.Errorf("seed %d: the playout met too few kinds of question: %v", tc.seed, kinds)
		}
	}
}
