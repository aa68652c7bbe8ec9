package render

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/engine"
)

// fourCrews is a four-crew view with dead pieces dead (pirates first,
// then the characters) and the crews' scores and bottles given.
func fourCrews(dead int, scores, bottles [engine.NumCrews]int) engine.View {
	v := engine.View{
		Crews:   []engine.Crew{engine.White, engine.Yellow, engine.Black, engine.Red},
		Scores:  scores,
		Bottles: bottles,
	}
	for p := range engine.PieceID(min(max(dead, 0), int(engine.NumPieces))) {
		v.Pieces[p].Status = engine.Dead
	}
	return v
}

// TestCrewsLineNamesEveryCrew: the status strip's second line names every
// crew however many pieces are dead and however large the numbers, in
// either language at every size (it dropped every name once four crews'
// names and the dead did not fit: plain scores with six dead); its names
// are never under minTextPx (nor the numbers' size); the line fits
// between the margins; and a four-crew game with long names and many
// dead keeps the names whole, its dead listed shorter.
func TestCrewsLineNamesEveryCrew(t *testing.T) {
	plain := [engine.NumCrews]int{5, 0, 3, 2}
	rich := [engine.NumCrews]int{12, 17, 23, 10}
	bottles := [engine.NumCrews]int{1, 3, 2, 4}
	for _, lang := range []string{"en", "ru"} {
		tg := tongueOf(lang)
		for _, size := range []int{MinSize, 400, 512, DefaultSize, MaxSize} {
			l := newLayout(size)
			h := float64(l.strip.Dy())
			margin := float64(l.grid.Min.X)
			px := int(math.Round(h * 0.28))
			for dead := 0; dead <= int(engine.NumPieces); dead++ {
				for _, numbers := range []struct {
					name            string
					scores, bottles [engine.NumCrews]int
				}{{"plain", plain, [engine.NumCrews]int{}}, {"rich", rich, bottles}} {
					v := fourCrews(dead, numbers.scores, numbers.bottles)
					cl := fitCrewsLine(tg, &v, size, margin, h, px)
					where := lang + " " + numbers.name
					if len(cl.names) != len(v.Crews) {
						t.Fatalf("%s at %d, %d dead: %d names for %d crews", where, size, dead, len(cl.names), len(v.Crews))
					}
					for i, c := range v.Crews {
						if name := cl.names[i]; name == "" || !strings.HasPrefix(tg.crewTitle(c), strings.TrimSuffix(name, ".")) {
							t.Errorf("%s at %d, %d dead: %v named %q", where, size, dead, c, name)
						}
					}
					if cl.namePx < min(minTextPx(size), px) {
						t.Errorf("%s at %d, %d dead: names at %d px, under the floor %d", where, size, dead, cl.namePx, minTextPx(size))
					}
					width := crewsWidth(cl.names, &v, h, px, cl.namePx, cl.gap) + deadBefore*h + cl.dead.width(px, h)
					if room := float64(size) - 2*margin; width > room {
						t.Errorf("%s at %d, %d dead: the line is %.0f px, room %.0f", where, size, dead, width, room)
					}
					if len(cl.dead.pieces) != dead {
						t.Errorf("%s at %d: %d dead listed, want %d", where, size, len(cl.dead.pieces), dead)
					}
					// long names, many dead, everyday numbers: the names whole
					if numbers.name == "plain" && dead <= 12 {
						for i, c := range v.Crews {
							if cl.names[i] != tg.crewTitle(c) {
								t.Errorf("%s at %d, %d dead: %v named %q, want it whole", where, size, dead, c, cl.names[i])
							}
						}
					}
				}
			}
		}
	}
}

// TestCrewsLineKeepsRoomyLines: a line with room is set as it always was:
// the names at the numbers' size, the crews 0.4 strip heights apart, each
// dead token in full.
func TestCrewsLineKeepsRoomyLines(t *testing.T) {
	v := fourCrews(2, [engine.NumCrews]int{5, 0, 3, 2}, [engine.NumCrews]int{})
	v.Crews = v.Crews[:2]
	l := newLayout(512)
	h := float64(l.strip.Dy())
	px := int(math.Round(h * 0.28))
	cl := fitCrewsLine(english, &v, 512, float64(l.grid.Min.X), h, px)
	if cl.namePx != px || cl.gap != crewGap || cl.dead.counted || cl.dead.step != deadSpread(h) || cl.names[0] != "White" {
		t.Errorf("a roomy line set as %+v", cl)
	}
}

// TestTurnLineLegible: the status strip's first line is never under
// minTextPx (nor the strip's size), in either language at every size,
// with no title, a short one or a long one: a long line — a smoke turn
// with the longest names and a three-digit round, three winners, a
// puzzle's turn of a three-digit goal — is said
// shorter rather than shrunk (the smoke turn shrank to 6 px on a phone),
// fits its room, and still names the crews it is about. The title keeps
// the floor too.
func TestTurnLineLegible(t *testing.T) {
	all := []engine.Crew{engine.White, engine.Yellow, engine.Black, engine.Red}
	views := []struct {
		name  string
		v     engine.View
		named []engine.Crew // the crews the line names, whole or cut
	}{
		{"smoke", engine.View{Round: 128, Turn: engine.Yellow, Controller: engine.Red, SmokeLeft: 2, GoldLeft: 37, Crews: all}, []engine.Crew{engine.Yellow, engine.Red}},
		{"smoke black", engine.View{Round: 99, Turn: engine.Yellow, Controller: engine.Black, SmokeLeft: 1, GoldLeft: 37, Crews: all}, []engine.Crew{engine.Yellow, engine.Black}},
		{"turn", engine.View{Round: 128, Turn: engine.Yellow, Controller: engine.Yellow, GoldLeft: 37, Crews: all}, []engine.Crew{engine.Yellow}},
		{"three won", engine.View{Over: true, Crews: all, Winners: []engine.Crew{engine.Yellow, engine.Black, engine.Red}}, []engine.Crew{engine.Yellow, engine.Black, engine.Red}},
		{"puzzle", engine.View{Solo: engine.Solo{On: true, Turns: 120}, Round: 118, Turn: engine.Yellow, GoldLeft: 37, Crews: all}, []engine.Crew{engine.Yellow}},
	}
	for _, lang := range []string{"en", "ru"} {
		tg := tongueOf(lang)
		for _, size := range []int{MinSize, 300, 400, 512, 768, DefaultSize, MaxSize} {
			l := newLayout(size)
			px := int(math.Round(float64(l.strip.Dy()) * 0.28))
			floor := min(minTextPx(size), px)
			for _, title := range []string{"", "Jackal", "Шакал: остров сокровищ"} {
				for _, tc := range views {
					hd := setStatusHead(&l, &tc.v, title, tg)
					where := fmt.Sprintf("%s %s at %d, title %q: %q", lang, tc.name, size, title, hd.line)
					if hd.lineSt.px < floor {
						t.Errorf("%s at %d px (%.1f px on a phone), under the floor %d", where, hd.lineSt.px, phonePx(hd.lineSt.px, size), floor)
					}
					if w := textWidth(hd.line, hd.lineSt); hd.room <= 0 || w > hd.room {
						t.Errorf("%s is %d px, room %d", where, w, hd.room)
					}
					if title != "" && hd.titleSt.px < floor {
						t.Errorf("%s: the title at %d px, under the floor %d", where, hd.titleSt.px, floor)
					}
					for _, c := range tc.named {
						if cut := strings.TrimSuffix(abbreviate(tg.crewIn(c)), "."); !strings.Contains(hd.line, cut) {
							t.Errorf("%s does not name %v", where, c)
						}
					}
				}
			}
		}
	}
}
