package bot

import (
	"context"
	"strings"
	"testing"
)

// TestWatchToldOfEveryWrite: a watcher of a chat is told after each
// stored change of its game (the lobby, the start, a move), a watcher of
// another chat is not, and one that stopped is not.
func TestWatchToldOfEveryWrite(t *testing.T) {
	f := newFixture(t)
	mine, stop := f.b.Watch(f.chat.Key)
	defer stop()
	other, stopOther := f.b.Watch("tg:-999")
	defer stopOther()
	gone, stopGone := f.b.Watch(f.chat.Key)
	stopGone()
	for _, step := range []func(){
		func() { f.cmd(user("1"), "new", "duel") },
		func() { f.cmd(user("2"), "join", "black") },
		func() { f.cmd(user("1"), "start", "") },
		func() { f.cmd(user("1"), "move", "W1 g2") },
	} {
		step()
		select {
		case <-mine:
		default:
			t.Fatalf("no word of the change at move %d", len(f.game().Log))
		}
	}
	for name, ch := range map[string]<-chan struct{}{"another chat's": other, "a stopped": gone} {
		select {
		case <-ch:
			t.Fatalf("%s watcher was told", name)
		default:
		}
	}
}

// TestPressAnswersThroughReply: a press from another front end is served
// as the chat's own: a refusal goes to reply, not the chat's outbox, and
// a legal action is stored and its board posted in the chat; Press says
// whether the press's own move was played.
func TestPressAnswersThroughReply(t *testing.T) {
	f := newFixture(t)
	startDuel(f)
	l, err := f.b.LiveGame(f.chat.Key, f.game().ID)
	if err != nil {
		t.Fatal(err)
	}
	boards := len(f.out.boards)
	answers := len(f.out.answers)
	var got []string
	reply := func(s string) { got = append(got, s) }
	press := func(u User, action string) (bool, error) {
		return f.b.Press(context.Background(), Request{Chat: Chat{Key: f.chat.Key}, User: u, Button: l.ActButton(action)}, reply)
	}
	if played, err := press(user("2"), "W1 g2"); err != nil || played { // black presses white's move
		t.Fatal(played, err)
	}
	if len(got) != 1 || !strings.Contains(got[0], "turn") || len(f.game().Log) != 0 {
		t.Fatalf("wrong player: replies %q, log %v", got, f.game().Log)
	}
	if played, err := press(user("1"), "W1 g2"); err != nil || !played {
		t.Fatal(played, err)
	}
	if g := f.game(); len(g.Log) != 1 || g.Log[0] != "W1 g2" {
		t.Fatalf("log %v after the press", g.Log)
	}
	if len(f.out.boards) <= boards || len(f.out.answers) != answers {
		t.Fatalf("the chat got %d new boards and %d answers", len(f.out.boards)-boards, len(f.out.answers)-answers)
	}
	// the same again, from the board the page had: another move is
	// stored since, and this press is not played
	if played, err := press(user("1"), "W1 g2"); err != nil || played || len(f.game().Log) != 1 {
		t.Fatalf("a press of the old board: played %v, %v, log %v", played, err, f.game().Log)
	}
	if _, err := f.b.Press(context.Background(), Request{Chat: Chat{Key: "dc:1"}, User: user("1"), Button: "x"}, reply); err == nil {
		t.Fatal("a press for a platform not attached was taken")
	}
}
