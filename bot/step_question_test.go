package bot

import (
	"strconv"
	"strings"
	"testing"
)

// askedLast checks that a step's Board.Question is the end of its
// caption (the lines after what the board said before it).
func askedLast(t *testing.T, step Board) {
	t.Helper()
	if step.Question == "" || !strings.HasSuffix(step.Caption, "\n"+step.Question) {
		t.Errorf("the question %q is not the end of the caption:\n%s", step.Question, step.Caption)
	}
}

// TestArchStepQuestion: a step of an Archipirata choice names its
// question apart (Board.Question), for a front end that printed the
// board's words already: "Island 5: which way?" for an island, the order
// question and the legend of its buttons' colour letters for a
// direction's sowings; the board the choice starts from asks nothing.
// In English and in Russian.
func TestArchStepQuestion(t *testing.T) {
	for _, lang := range []string{"en", "ru"} {
		t.Run(lang, func(t *testing.T) {
			f := fixtureIn(t, lang)
			archVsComputer(t, f, 135, "", nil)
			board := f.out.lastBoard()
			if board.Question != "" {
				t.Errorf("the islands' board asks %q", board.Question)
			}
			out := &stepRecorder{recorder: f.out}
			handle := func(data string) Board {
				t.Helper()
				return out.pressStep(t, f, user("1"), data)
			}
			legend := false // an order's step with its legend seen
			for _, island := range stepButtons(t, board.Buttons, "i") {
				d, _ := ParseButtonData(island.Data)
				n, _ := strconv.Atoi(strings.TrimPrefix(d.Arg, "i"))
				step := handle(island.Data)
				if q := tr(lang, txtArchPickIsland, n); step.Question != q {
					t.Errorf("island %d's step asks %q, want %q", n, step.Question, q)
				}
				askedLast(t, step)
				for _, dir := range stepButtons(t, step.Buttons, d.Arg) {
					sowings := handle(dir.Data)
					q, _, _ := strings.Cut(tr(lang, txtArchPickDir, n, "%"), "%")
					if !strings.HasPrefix(sowings.Question, q) {
						t.Errorf("the sowings' step asks %q, want %q first", sowings.Question, q)
					}
					askedLast(t, sowings)
					legend = legend || strings.Contains(sowings.Question, "\n"+tr(lang, txtArchLegendOrder))
					handle(backOf(t, sowings.Buttons))
				}
				if back := handle(backOf(t, step.Buttons)); back.Question != "" {
					t.Errorf("Back asks %q", back.Question)
				}
			}
			if !legend {
				t.Error("no order's step asked with the legend of its letters")
			}
		})
	}
}

// TestClassicStepQuestion: classic's piece picked names its question
// apart (Board.Question): "W1: where to?", the end of its caption.
func TestClassicStepQuestion(t *testing.T) {
	for _, lang := range []string{"en", "ru"} {
		t.Run(lang, func(t *testing.T) {
			f, board := duelBoardIn(t, lang)
			if board.Question != "" {
				t.Errorf("the first board asks %q", board.Question)
			}
			out := &stepRecorder{recorder: f.out}
			for _, x := range stepButtons(t, board.Buttons, "") {
				d, _ := ParseButtonData(x.Data)
				if strings.Contains(d.Arg, "#") || vessel(d.Arg) {
					continue
				}
				step := out.pressStep(t, f, *board.Ping, x.Data)
				if q := tr(lang, txtPickTarget, d.Arg); step.Question != q {
					t.Errorf("%s's step asks %q, want %q", d.Arg, step.Question, q)
				}
				askedLast(t, step)
				return
			}
			t.Fatalf("no piece to pick: %v", board.Buttons)
		})
	}
}
