package telegram_test

import (
	"strings"
	"testing"

	"github.com/jackalbot/jackal/bot/telegram/internal/telegramtest"
)

// puzzleOneLine is puzzle 1's winning line in its par (the puzzles'
// TestPars prints it).
var puzzleOneLine = strings.Split("W1 c3, Y1 b3, R1 b3, W1 d3, Y1 c3, R1 c3, W1 e3, Y1 d3, R1 d3, W1 f3, Y1 e3, R1 d2, "+
	"W1 e2 +c, Y1 d2, R1 c2, W1 d2 +c, Y1 c2 +c, R1 b2 +c", ", ")

// TestPuzzleTopicPrivateBoardRestart: alice deals puzzle 1 in a titled
// forum topic. Bob's press of its board is refused and plays nothing;
// alice's /board in her private chat, where she plays no other game,
// shows the puzzle's board named by its topic, without buttons (it said
// she played no game); after a restart alice solves it by the topic's
// buttons, and the end says the par and how to play it again or the next.
func TestPuzzleTopicPrivateBoardRestart(t *testing.T) {
	r := newRig(t, rigOpts{})
	const forum, topic = int64(-1001900), 3
	in := telegramtest.MessageOpts{Thread: topic, ChatType: "supergroup", Title: "Puzzle Den"}
	k := key(forum) + ":3"
	r.say(forum, alice, "/puzzle 1", in)
	first := r.lastBoard(forum)
	if !strings.Contains(first.Caption, "turn 1 of 7") || mentioned(first) != alice {
		t.Fatalf("the puzzle's first board: %q (mentions %d)", first.Caption, mentioned(first))
	}
	if a := r.press(forum, first.ID, bob, buttonData(first)[0]); a.Text == "" || len(r.mustGame(k).Log) != 0 {
		t.Fatalf("bob's press: %q, log %v", a.Text, r.mustGame(k).Log)
	}

	before := len(r.srv.Messages(alice))
	r.say(alice, alice, "/board")
	shown := r.srv.Messages(alice)[before:]
	if len(shown) != 1 || shown[0].Photo == nil || len(buttonData(shown[0])) != 0 ||
		!strings.Contains(shown[0].Caption, "«Puzzle Den»") || !strings.Contains(shown[0].Caption, "🧩 Puzzle 1: The Relay") {
		var got []string
		for _, m := range shown {
			got = append(got, m.Text+m.Caption)
		}
		t.Fatalf("alice's /board in private showed %q", got)
	}

	r.restart()
	for i, a := range puzzleOneLine {
		b := r.lastBoard(forum)
		d, ok := findData(b, a, "a")
		if !ok {
			t.Fatalf("move %d %q has no button: %v", i, a, buttonData(b))
		}
		r.press(forum, b.ID, alice, d)
	}
	end := r.lastBoard(forum)
	if !strings.Contains(end.Caption, "🏆 Solved in 6 turns") || !strings.Contains(end.Caption, "Par: 6 turns") || len(buttonData(end)) != 0 {
		t.Errorf("the last board: %q %v", end.Caption, buttonData(end))
	}
	found := false
	for _, m := range r.srv.Messages(forum) {
		found = found || strings.Contains(m.Text, "/puzzle 1 plays it again, /puzzle 2 the next one.")
	}
	if !found {
		t.Errorf("the end does not say how to play again or the next: %q", r.lastText(forum).Text)
	}
}
