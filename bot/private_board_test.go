package bot

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"
)

// TestBoardPrivateEveryGame: /board typed in a Telegram private chat
// shows the typist's private board of every active game they play, the
// newest first, each headed by its game when there are several, at most
// maxPrivateBoards of them and how many more; a player of one game gets
// its board alone, unheaded; a user who plays none is told so.
func TestBoardPrivateEveryGame(t *testing.T) {
	for _, tc := range []struct {
		name    string
		groups  int    // card games U1 plays beyond group A's (U1, U2)
		typist  string // who types /board privately
		heads   []string
		more    string // the text counting games not shown
		noBoard bool
	}{
		{"two games", 1, "1", []string{"🏴 Game: U1, U3\n", "🏴 Game: U1, U2\n"}, "", false},
		{"one game", 1, "2", []string{""}, "", false},
		{"no game", 1, "9", nil, "", true},
		{"more than shown", maxPrivateBoards, "1", []string{
			"🏴 Game: U1, U7\n", "🏴 Game: U1, U6\n", "🏴 Game: U1, U5\n", "🏴 Game: U1, U4\n", "🏴 Game: U1, U3\n",
		}, "Games not shown here: 1.", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f, box := cardsFixtureIn(t, Chat{}, "islands=1", 2) // U1 and U2 in group A
			for i := range tc.groups {
				f.now = f.now.Add(time.Minute)
				id := fmt.Sprint(-200 - i)
				openCardsIn(t, f, box, Chat{Key: "tg:" + id, Platform: PlatformTelegram, ID: id}, user("1"), user(fmt.Sprint(3+i)))
			}
			boards, hands, answers, texts := len(box.boards), len(box.secrets[tc.typist]), len(box.answers), len(box.texts)
			private := Chat{Key: "tg:" + tc.typist, Platform: PlatformTelegram, ID: tc.typist, Private: true}
			f.b.Handle(context.Background(), Request{Chat: private, User: user(tc.typist), Command: "board"}, box)
			shown := append(append([]Board{}, box.boards[boards:]...), box.secrets[tc.typist][hands:]...)
			if len(shown) != len(tc.heads) {
				t.Fatalf("%d boards shown, want %d; answers %q", len(shown), len(tc.heads), box.answers[answers:])
			}
			for i, b := range shown {
				if !strings.HasPrefix(b.Caption, tc.heads[i]) || tc.heads[i] == "" && strings.Contains(b.Caption, "🏴") {
					t.Errorf("board %d reads %q, want it headed %q", i, b.Caption, tc.heads[i])
				}
				if len(flatten(b.Buttons)) == 0 {
					t.Errorf("board %d has no buttons: %q", i, b.Caption)
				}
			}
			said := strings.Join(append(append([]string{}, box.answers[answers:]...), box.texts[texts:]...), "\n")
			if tc.more != "" && !strings.Contains(said, tc.more) {
				t.Errorf("not told %q: %q", tc.more, said)
			}
			if tc.noBoard != strings.Contains(said, "You play no game now") {
				t.Errorf("told %q", said)
			}
		})
	}
}

// TestBoardPrivateClassicToo: /board in a private chat shows the private
// view of a classic game too, named, without the greeting of a private
// chat just opened, beside the card game's hand.
func TestBoardPrivateClassicToo(t *testing.T) {
	f, box := cardsFixtureIn(t, Chat{}, "islands=1", 2) // U1 and U2 in group A
	f.now = f.now.Add(time.Minute)
	groupB := Chat{Key: "tg:-200", Platform: PlatformTelegram, ID: "-200"}
	for _, step := range []struct {
		u         User
		cmd, args string
	}{{user("1"), "new", "duel"}, {user("3"), "join", ""}, {user("1"), "start", ""}} {
		f.b.Handle(context.Background(), Request{Chat: groupB, User: step.u, Command: step.cmd, Args: step.args}, box)
	}
	boards, hands := len(box.boards), len(box.secrets["1"])
	private := Chat{Key: "tg:1", Platform: PlatformTelegram, ID: "1", Private: true}
	f.b.Handle(context.Background(), Request{Chat: private, User: user("1"), Command: "board"}, box)
	shown := append(append([]Board{}, box.boards[boards:]...), box.secrets["1"][hands:]...)
	if len(shown) != 2 {
		t.Fatalf("%d boards shown, want 2; answers %q", len(shown), box.answers)
	}
	if shown[0].Caption != "🏴 Game: U1, U3" || len(shown[0].PNG) == 0 {
		t.Errorf("the classic view reads %q", shown[0].Caption)
	}
	if !strings.HasPrefix(shown[1].Caption, "🏴 Game: U1, U2\n🂠") {
		t.Errorf("the hand reads %q", shown[1].Caption)
	}
}
