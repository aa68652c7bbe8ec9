package bot

import (
	"context"
	"strings"
	"testing"
)

// TestDeepLinkPrivateBoard: a player who opens the bot from a game's hint
// gets, in the private chat, the board of each seat they play, drawn by
// their game's face; someone with no seat only gets the greeting.
func TestDeepLinkPrivateBoard(t *testing.T) {
	for _, tc := range []struct {
		name, args, join string
		caption          string // what the private board's caption tells beyond the greeting
	}{
		{"classic", "duel", "black", ""},
		{"archipirata", "archipirata", "white", "Red"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t)
			f.cmd(user("1"), "new", tc.args)
			f.press(user("2"), "0:j:"+tc.join)
			f.cmd(user("1"), "start", "")
			greeting := tr("en", txtDmReady)
			for _, u := range []string{"1", "2", "3"} {
				before := len(f.out.boards)
				dm := Chat{Key: "tg:" + u, Platform: PlatformTelegram, ID: u, Private: true}
				f.b.Handle(context.Background(), Request{Chat: dm, User: user(u), Command: "start", Args: linkPayload(f.chat.Key)}, f.out)
				sent := f.out.boards[before:]
				if u == "3" {
					if len(sent) != 0 || f.out.lastText() != greeting {
						t.Errorf("a stranger got %d boards and %q", len(sent), f.out.lastText())
					}
					continue
				}
				if len(sent) != 1 {
					t.Fatalf("player %s got %d boards", u, len(sent))
				}
				b := sent[0]
				if len(b.PNG) == 0 || len(b.Buttons) != 0 || !strings.HasPrefix(b.Caption, greeting) || !strings.Contains(b.Caption, tc.caption) {
					t.Errorf("player %s's board: %d bytes of picture, %d rows of buttons, caption %q", u, len(b.PNG), len(b.Buttons), b.Caption)
				}
			}
		})
	}
}
