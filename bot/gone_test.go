package bot

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"testing"
)

// goneOut is an outbox some of whose messages were deleted (gone): an
// edit of one of them fails with ErrMessageGone, as the adapters wrap
// Telegram's "message to edit not found" and Discord's 10008.
type goneOut struct {
	*recorder
	gone map[string]bool // message id → deleted
}

func (o *goneOut) goneErr(ref MessageRef) error {
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.gone[ref.MessageID] {
		return fmt.Errorf("platform: message %s: %w", ref.MessageID, ErrMessageGone)
	}
	return nil
}

func (o *goneOut) EditBoard(ctx context.Context, ref MessageRef, b Board) error {
	if err := o.goneErr(ref); err != nil {
		return err
	}
	return o.recorder.EditBoard(ctx, ref, b)
}

func (o *goneOut) EditButtons(ctx context.Context, ref MessageRef, rows [][]Button) error {
	if err := o.goneErr(ref); err != nil {
		return err
	}
	return o.recorder.EditButtons(ctx, ref, rows)
}

// goneStepOut is a goneOut that shows steps with their words (StepEditor).
type goneStepOut struct{ *goneOut }

func (o goneStepOut) EditStep(ctx context.Context, ref MessageRef, b Board) error {
	if err := o.goneErr(ref); err != nil {
		return err
	}
	return o.recorder.EditButtons(ctx, ref, b.Buttons)
}

// TestBoardGonePostedAnew: a step pressed on the game's current board
// after an admin deleted it posts the board anew at that step (the
// island's question and directions, not the islands again), and records
// it as the current board, so a further step works on it; a step pressed
// on an old board that is gone posts nothing. With steps shown
// with their words (StepEditor) and as buttons alone.
func TestBoardGonePostedAnew(t *testing.T) {
	for _, words := range []bool{true, false} {
		t.Run(fmt.Sprint("words=", words), func(t *testing.T) {
			f := newFixture(t)
			archVsComputer(t, f, 135, "", nil)
			g := &goneOut{recorder: f.out, gone: map[string]bool{}}
			var out Outbox = g
			if words {
				out = goneStepOut{g}
			}
			f.b.Attach(PlatformTelegram, out)
			press := func(on MessageRef, data string) {
				f.b.Handle(context.Background(), Request{Chat: f.chat, User: user("1"), Button: data, Message: on}, out)
			}
			pick := func() string {
				islands := stepButtons(t, f.out.lastBoard().Buttons, "i")
				if len(islands) == 0 {
					t.Fatalf("no island to pick: %v", f.out.lastBoard().Buttons)
				}
				return islands[0].Data
			}

			// an old board gone: nothing to mend
			old := f.out.last
			f.cmd(user("1"), "board", "")
			cur := f.out.last
			g.gone[old.MessageID] = true
			boards := f.out.boardCount()
			press(old, pick())
			if n := f.out.boardCount(); n != boards {
				t.Fatalf("a step on an old board gone posted %d boards", n-boards)
			}
			if refs := boardRefs(f.game().Boards); len(refs) != 1 || refs[0].MessageID != cur.MessageID {
				t.Fatalf("current boards %+v, want %+v kept", refs, cur)
			}

			// the current board gone: posted anew at the step pressed,
			// and recorded
			g.gone[cur.MessageID] = true
			island := pick()
			press(cur, island)
			if n := f.out.boardCount(); n != boards+1 {
				t.Fatalf("a step on the current board gone posted %d boards, want 1", n-boards)
			}
			fresh := f.out.last
			if fresh.MessageID == cur.MessageID {
				t.Fatal("no new board message")
			}
			d, _ := ParseButtonData(island)
			n, _ := strconv.Atoi(strings.TrimPrefix(d.Arg, "i"))
			if q := tr("en", txtArchPickIsland, n); f.out.lastBoard().Question != q || !strings.HasSuffix(f.out.lastBoard().Caption, q) {
				t.Fatalf("the new board asks %q, want the step pressed, %q:\n%s", f.out.lastBoard().Question, q, f.out.lastBoard().Caption)
			}
			if refs := boardRefs(f.game().Boards); len(refs) != 1 || refs[0].MessageID != fresh.MessageID {
				t.Fatalf("current boards %+v, want the new %+v", refs, fresh)
			}
			if ans := f.out.lastAnswer(); ans != "" {
				t.Errorf("the press was answered %q", ans)
			}

			// a further step works on the new board: its Back leads to
			// the islands, in place
			press(fresh, backOf(t, f.out.lastBoard().Buttons))
			if n := f.out.boardCount(); n != boards+1 {
				t.Fatalf("a step on the new board posted %d more boards", n-boards-1)
			}
			f.out.mu.Lock()
			rows := f.out.buttons[fresh.MessageID]
			f.out.mu.Unlock()
			if len(stepButtons(t, rows, "i")) == 0 {
				t.Fatalf("Back on the new board shows %v, no islands", rows)
			}
		})
	}
}
