package bot

import (
	"context"
	"strconv"
	"strings"
	"testing"

	ar "github.com/jackalbot/jackal/engine/archipirata"
)

// stepRecorder is a recorder that shows a choice's steps with their
// words (StepEditor), as Telegram and Discord do.
type stepRecorder struct {
	*recorder
	steps []Board
	refs  []MessageRef
}

func (r *stepRecorder) EditStep(_ context.Context, ref MessageRef, b Board) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.steps = append(r.steps, b)
	r.refs = append(r.refs, ref)
	r.buttons[ref.MessageID+ref.InlineID] = b.Buttons
	return nil
}

// lastStep is the last step shown, and false when none was.
func (r *stepRecorder) lastStep() (Board, MessageRef, bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if len(r.steps) == 0 {
		return Board{}, MessageRef{}, false
	}
	return r.steps[len(r.steps)-1], r.refs[len(r.refs)-1], true
}

// pressStep has u press the button data on f's last board, and is the
// step it showed; the test ends when it showed none.
func (r *stepRecorder) pressStep(t *testing.T, f *fixture, u User, data string) Board {
	t.Helper()
	f.b.Handle(context.Background(), Request{Chat: f.chat, User: u, Button: data, Message: f.out.last}, r)
	step, _, ok := r.lastStep()
	if !ok {
		t.Fatalf("the press of %q showed no step", data)
	}
	return step
}

// stepButtons are the buttons of rows that open a step (VerbPick) whose
// selection begins with prefix.
func stepButtons(t *testing.T, rows [][]Button, prefix string) []Button {
	t.Helper()
	var out []Button
	for _, x := range flatten(rows) {
		if d, err := ParseButtonData(x.Data); err == nil && d.Verb == VerbPick && strings.HasPrefix(d.Arg, prefix) {
			out = append(out, x)
		}
	}
	return out
}

// TestArchStepSaysItsQuestion: pressing an island's button on an
// Archipirata board shows, with the island's directions, the board's
// words asking "Island 5: which way?" (the last move's narration kept,
// the picture not drawn again); a direction that opens its sowings asks
// for the order and explains the buttons' colour letters; Back takes the
// question away again. In English and in Russian.
func TestArchStepSaysItsQuestion(t *testing.T) {
	for _, lang := range []string{"en", "ru"} {
		t.Run(lang, func(t *testing.T) {
			f := fixtureIn(t, lang)
			archVsComputer(t, f, 135, "", nil)
			out := &stepRecorder{recorder: f.out}
			handle := func(data string) {
				f.out.mu.Lock()
				last := f.out.last
				f.out.mu.Unlock()
				f.b.Handle(context.Background(), Request{Chat: f.chat, User: user("1"), Button: data, Message: last}, out)
			}
			// a move first, and the computer's reply: the board then
			// tells what happened, which its steps keep
			f.cmd(user("1"), "move", "take 1 cw")
			board := f.out.lastBoard()
			if len(board.PNG) == 0 || !strings.Contains(board.Caption, "\n") {
				t.Fatalf("no board after a move: %q", board.Caption)
			}
			boards := len(f.out.boards)
			islands := stepButtons(t, board.Buttons, "i")
			if len(islands) == 0 {
				t.Fatalf("no island to pick: %v", board.Buttons)
			}
			ordered := false // a sowings' step with colour letters seen
			rumWord := map[string]string{"en": "rum", "ru": "ром"}[lang]
			for _, island := range islands {
				d, _ := ParseButtonData(island.Data)
				n, _ := strconv.Atoi(strings.TrimPrefix(d.Arg, "i"))
				steps := len(out.steps)
				handle(island.Data)
				step, ref, ok := out.lastStep()
				if !ok || len(out.steps) == steps {
					t.Fatal("an island's press showed no step")
				}
				if ref != f.out.last {
					t.Errorf("the step edited %+v, not the board pressed %+v", ref, f.out.last)
				}
				if q := tr(lang, txtArchPickIsland, n); !strings.Contains(step.Caption, q) {
					t.Fatalf("island %d's step says:\n%s\nwant the question %q", n, step.Caption, q)
				}
				for line := range strings.SplitSeq(board.Caption, "\n") {
					if !strings.Contains(step.Caption, line) {
						t.Errorf("the step lost the board's line %q:\n%s", line, step.Caption)
					}
				}
				if len(step.PNG) != 0 || len(f.out.boards) != boards {
					t.Error("a step drew or sent the picture again")
				}
				for _, dir := range stepButtons(t, step.Buttons, d.Arg) {
					handle(dir.Data)
					sowings, _, _ := out.lastStep()
					q, _, _ := strings.Cut(tr(lang, txtArchPickDir, n, "%"), "%")
					at := strings.Index(sowings.Caption, q)
					if at < 0 {
						t.Fatalf("the sowings' step says:\n%s\nwant the question %q", sowings.Caption, q)
					}
					asked := sowings.Caption[at:] // the question and the legend
					letters, rum := false, false
					for _, x := range flatten(sowings.Buttons) {
						if fields := strings.Fields(strings.Split(x.Label, ",")[0]); len(fields) == 3 && strings.Trim(fields[2], "RWКБ0123456789…") == "" {
							letters = true
						}
						rum = rum || strings.Contains(x.Label, ", "+rumWord+" ")
					}
					if legend := tr(lang, txtArchLegendOrder); letters != strings.Contains(asked, legend) {
						t.Errorf("the sowings' step (letters on its buttons: %v) says:\n%s\nof the legend %q", letters, sowings.Caption, legend)
					}
					ordered = ordered || letters
					if rum != strings.Contains(asked, rumWord+" ") {
						t.Errorf("the sowings' step (rum on its buttons: %v) says:\n%s", rum, sowings.Caption)
					}
					handle(backOf(t, sowings.Buttons))
				}
				back := backOf(t, step.Buttons)
				handle(back)
				if step, _, _ = out.lastStep(); step.Caption != board.Caption {
					t.Errorf("Back shows:\n%s\nwant the board's words again:\n%s", step.Caption, board.Caption)
				}
			}
			if !ordered {
				t.Fatal("no sowings' step showed colour letters: their legend went untested")
			}
		})
	}
}

// TestArchLegend: the legend under a direction's sowings explains what
// their labels show, and only that.
func TestArchLegend(t *testing.T) {
	take := func(n uint8, order uint16, skips uint8) archChoice {
		return archChoice{a: ar.Action{Kind: ar.ActTake, Island: 0, Dir: ar.CW, N: n, Order: order, Skips: skips}}
	}
	long := take(16, 0, 1<<2) // sixteen red and a rum: "1 ↻ R16, rum 3"
	tests := []struct {
		name      string
		list      []archChoice
		want, not []string
		wantEmpty bool
	}{
		{"letters", []archChoice{take(3, 0b010, 0)}, []string{"R red, W white"}, []string{"R3", "rum"}, false},
		{"shortened", []archChoice{long}, []string{"R red, W white", "R3: three red in a row", "rum 3"}, nil, false},
		{"rum", []archChoice{take(3, 0, 1<<2)}, []string{"R red", "rum 3: island 3 skipped"}, nil, false},
		{"none", []archChoice{take(0, 0, 0)}, nil, nil, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := archLegend("en", tt.list)
			if tt.wantEmpty != (got == "") {
				t.Fatalf("legend %q", got)
			}
			for _, w := range tt.want {
				if !strings.Contains(got, w) {
					t.Errorf("legend %q lacks %q", got, w)
				}
			}
			for _, w := range tt.not {
				if strings.Contains(got, w) {
					t.Errorf("legend %q says %q", got, w)
				}
			}
		})
	}
	if got := archLegend("ru", []archChoice{long}); !strings.Contains(got, "К — красный, Б — белый") || !strings.Contains(got, "К3") {
		t.Errorf("Russian legend %q", got)
	}
}

// backOf is the data of the Back button among rows.
func backOf(t *testing.T, rows [][]Button) string {
	t.Helper()
	for _, x := range flatten(rows) {
		if d, err := ParseButtonData(x.Data); err == nil && d.Verb == VerbBack {
			return x.Data
		}
	}
	t.Fatalf("no way back: %v", rows)
	return ""
}

// TestClassicStepSaysItsQuestion: classic's piece picked shows, with its
// targets, the board's words asking where it goes ("W1: where to?"), and
// Back the board's words again.
func TestClassicStepSaysItsQuestion(t *testing.T) {
	for _, lang := range []string{"en", "ru"} {
		t.Run(lang, func(t *testing.T) {
			f, board := duelBoardIn(t, lang)
			out := &stepRecorder{recorder: f.out}
			press := func(data string) Board {
				t.Helper()
				return out.pressStep(t, f, *board.Ping, data)
			}
			var piece Button
			for _, x := range stepButtons(t, board.Buttons, "") {
				if d, _ := ParseButtonData(x.Data); !strings.Contains(d.Arg, "#") && !vessel(d.Arg) {
					piece = x
					break
				}
			}
			if piece.Data == "" {
				t.Fatalf("no piece to pick: %v", board.Buttons)
			}
			d, _ := ParseButtonData(piece.Data)
			step := press(piece.Data)
			if q := tr(lang, txtPickTarget, d.Arg); !strings.Contains(step.Caption, q) {
				t.Errorf("the piece's step says:\n%s\nwant %q", step.Caption, q)
			}
			if step = press(backOf(t, step.Buttons)); step.Caption != board.Caption {
				t.Errorf("Back shows:\n%s\nwant the board's words:\n%s", step.Caption, board.Caption)
			}
		})
	}
}
