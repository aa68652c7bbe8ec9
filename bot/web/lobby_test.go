package web

import (
	"testing"

	"github.com/jackalbot/jackal/bot/web/browsertest"
	"github.com/jackalbot/jackal/storage"
)

// TestBrowserLobby: a game still in its lobby has no board yet: its page
// says it waits in the lobby, with no empty square where the island will
// be (before, a blank board as high as the phone is wide came first).
func TestBrowserLobby(t *testing.T) {
	r := newRig(t)
	r.cmd("1", "resign", "")
	r.cmd("1", "new", "duel")
	g, err := r.store.Get(storage.Key(rigChat))
	if err != nil || g.Status != storage.StatusLobby {
		t.Fatalf("no lobby: %v %+v", err, g)
	}
	r.id = g.ID
	ctx := browsertest.New(t)
	browsertest.Phone(t, ctx)
	browsertest.Open(t, ctx, r.http.URL+"/g/"+r.id+"?t="+r.token("", RoleWatch))
	browsertest.WaitFor(t, ctx, "the lobby told", `document.getElementById("caption").textContent === "Waiting in the lobby."`)
	browsertest.Screenshot(t, ctx, "lobby")
	if !browsertest.Eval(t, ctx, `document.getElementById("board").getBoundingClientRect().height === 0`) {
		t.Error("the lobby's page shows an empty board")
	}
}
