package bot

import (
	"context"
	"testing"
)

// TestCardsTypedAction: an action typed in the terminal is played for the
// typist's seat, and they are shown their private board anew (its buttons
// up to date: the next press is played); typed in a group chat, where
// others would read it, it is refused and nothing changes.
func TestCardsTypedAction(t *testing.T) {
	for _, tc := range []struct {
		name   string
		chat   Chat
		played bool
	}{
		{"terminal", Chat{Key: "term:local", Platform: PlatformTerminal, ID: "local"}, true},
		{"group", Chat{}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f, box := cardsFixtureIn(t, tc.chat, "islands=1", 2)
			u := user("1")
			seat, action := firstSecretAction(t, box, u)
			shown := len(box.secrets[u.ID])
			before := len(f.game().Log)
			f.b.Handle(context.Background(), Request{Chat: f.chat, User: u, Command: "move", Args: action}, box)
			log := f.game().Log
			if got := len(log) > before && log[len(log)-1] == "@"+seat+" "+action; got != tc.played {
				t.Fatalf("typed %q: played %v, want %v (log %v, answers %v)", action, got, tc.played, log, box.answers)
			}
			if !tc.played {
				if len(box.secrets[u.ID]) != shown {
					t.Fatal("a refused typed action showed a private board")
				}
				return
			}
			if len(box.secrets[u.ID]) == shown {
				t.Fatal("the typist was not shown their board after a typed action")
			}
			next, _, _ := box.lastSecret(u.ID)
			buttons := flatten(next.Buttons)
			if len(buttons) == 0 {
				t.Fatal("the board shown anew has no buttons")
			}
			n := len(log)
			f.b.Handle(context.Background(), Request{Chat: f.chat, User: u, Button: buttons[0].Data}, box)
			if len(f.game().Log) != n+1 {
				t.Fatalf("a press on the board shown anew was not played; answers %v", box.answers)
			}
		})
	}
}
