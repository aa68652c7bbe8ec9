package bot

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/storage"
)

// TestVoteClosedKeepsItsQuestion: a vote's message closed because a move
// was made (or the game ended) repeats the question as it was asked: the
// undo it proposed, not that undo and every entry logged since.
func TestVoteClosedKeepsItsQuestion(t *testing.T) {
	f := newFixture(t)
	startDuel(f)
	f.cmd(user("1"), "move", "ship h1") // white (user 1): nothing revealed
	f.cmd(user("1"), "undo", "")
	if f.out.voteMessage() == "" {
		t.Fatalf("no vote posted: %q", f.out.texts)
	}
	g, _ := f.b.loadGame(f.chat.Key)
	black := engine.Legal(*g.cl())[0].String()
	f.cmd(user("2"), "move", black)
	closed := ""
	for _, s := range f.out.texts {
		if strings.Contains(s, "The vote is closed") {
			closed = s
		}
	}
	if !strings.Contains(closed, "take back “White's ship sailed from g1 to h1”. Players, agree?") || strings.Contains(closed, black) {
		t.Errorf("the closed vote reads %q (black played %s)", closed, black)
	}
}

// inlineOut is the recorder as Telegram's outbox serves a game played
// inline: a text "sent" to an inline chat is the press's answer, and its
// reference is the inline message itself (the game's board).
type inlineOut struct {
	*recorder
	inlineTexts []string // the texts the inline message was edited to
}

func (o *inlineOut) SendText(ctx context.Context, chat Chat, text string, rows [][]Button) (MessageRef, error) {
	if chat.ID == "" && chat.InlineID != "" {
		return MessageRef{InlineID: chat.InlineID}, o.recorder.Answer(ctx, Request{}, text)
	}
	return o.recorder.SendText(ctx, chat, text, rows)
}

func (o *inlineOut) EditText(ctx context.Context, ref MessageRef, text string, rows [][]Button) error {
	if ref.InlineID != "" {
		o.inlineTexts = append(o.inlineTexts, text)
	}
	return o.recorder.EditText(ctx, ref, text, rows)
}

// TestInlineVoteKeepsTheBoard: a game played inline lives in one message;
// a vote opened there (its text is the press's answer, whose reference
// is that message) is not remembered as a vote's message, so a move made
// since does not overwrite the board with "the vote is closed" and take
// its buttons away.
func TestInlineVoteKeepsTheBoard(t *testing.T) {
	f := newFixture(t)
	f.chat = Chat{Key: "tgi:inl", Platform: PlatformTelegram, InlineID: "inl"}
	out := &inlineOut{recorder: f.out}
	do := func(u User, cmd, args, button string) {
		if button != "" {
			button = f.tagged(button)
		}
		f.b.Handle(context.Background(), Request{Chat: f.chat, User: u, Command: cmd, Args: args, Button: button}, out)
	}
	do(user("1"), "new", "3", "")
	do(user("2"), "join", "", "")
	do(user("3"), "join", "", "")
	do(user("1"), "start", "", "")
	g := f.game()
	if g.Status != storage.StatusActive {
		t.Fatalf("not started: %q", f.out.answers)
	}
	f.now = g.Deadline.Add(time.Hour)
	rg, _ := f.b.loadGame(f.chat.Key)
	actor := rg.actor()
	var voter User
	for _, s := range g.Setup.Seats {
		if s.UserID != actor.UserID {
			voter = user(s.UserID)
			break
		}
	}
	do(voter, "", "", "0:k:"+actor.Crew) // a kick pressed (data forged: inline reminders have no buttons)
	if len(f.game().Votes) == 0 {
		t.Fatalf("no vote opened: %q", f.out.answers)
	}
	do(user(actor.UserID), "move", engine.Legal(*rg.cl())[0].String(), "")
	if len(f.game().Log) == 0 {
		t.Fatalf("no move made: %q", f.out.answers)
	}
	for _, s := range out.inlineTexts {
		if strings.Contains(s, "vote") {
			t.Errorf("the inline game's message was edited to %q", s)
		}
	}
	if len(f.out.buttons["inl"]) == 0 {
		t.Error("the inline board lost its buttons")
	}
}
