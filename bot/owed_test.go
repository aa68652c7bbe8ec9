package bot

import (
	"context"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/engine"
)

// TestOwedBoardSent: a move whose board failed to send leaves the game
// owing it; a press on the old board then posts it (instead of pointing to
// a newest board that does not exist), and so does the reminder check.
func TestOwedBoardSent(t *testing.T) {
	for _, via := range []string{"old button", "reminder check"} {
		f := newFixture(t)
		startDuel(f)
		g, err := f.b.loadGame(f.chat.Key)
		if err != nil {
			t.Fatal(err)
		}
		old := f.out.last
		a := engine.Legal(*g.cl())[0]
		f.out.failSend = 1
		f.press(*seatUser(g.actor()), g.button(VerbAct, a.String()))
		if !f.game().BoardOwed {
			t.Fatalf("%s: a failed board send is not owed", via)
		}
		boards := len(f.out.boards)
		switch via {
		case "old button":
			f.b.Handle(context.Background(), Request{Chat: f.chat, User: *seatUser(g.actor()), Button: g.button(VerbAct, a.String()), Message: old}, f.out)
			if got := f.out.lastAnswer(); !strings.Contains(got, "here it is again") {
				t.Fatalf("%s: answered %q", via, got)
			}
		case "reminder check":
			f.b.Attach(PlatformTelegram, f.out)
			if n := f.b.ResendOwed(context.Background()); n != 1 {
				t.Fatalf("%s: %d boards resent", via, n)
			}
		}
		if len(f.out.boards) != boards+1 {
			t.Fatalf("%s: %d boards sent, want the owed one", via, len(f.out.boards)-boards)
		}
		if f.game().BoardOwed {
			t.Fatalf("%s: still owed after sending", via)
		}
		if n := f.b.ResendOwed(context.Background()); n != 0 {
			t.Fatalf("%s: %d boards sent again", via, n)
		}
	}
}
