package web

import (
	"testing"
	"time"

	"github.com/jackalbot/jackal/bot/web/browsertest"
	"github.com/jackalbot/jackal/storage"
)

// TestBrowserLobby: a game still in its lobby has no board yet: its page
// says it waits in the lobby, with no empty square where the island will
// be (before, a blank board as high as the phone is wide came first). Its
// viewer is what they are: the player who made the game waits in the
// lobby, in English or Russian (before, "spectator": no seat is dealt
// yet); someone with a spectator's link is a spectator.
func TestBrowserLobby(t *testing.T) {
	r := newRig(t)
	r.cmd("1", "resign", "")
	r.cmd("1", "new", "duel")
	g, err := r.store.Get(storage.Key(rigChat))
	if err != nil || g.Status != storage.StatusLobby {
		t.Fatalf("no lobby: %v %+v", err, g)
	}
	r.id = g.ID
	for _, tc := range []struct {
		name, user string
		role       Role
		lang       string
		caption    string
		who        string
	}{
		{"spectator", "", RoleWatch, "en", "Waiting in the lobby.", "spectator"},
		{"its maker", "1", RolePlay, "en", "Waiting in the lobby.", "U1 · in the lobby"},
		{"its maker in Russian", "1", RolePlay, "ru", "Ждём игроков в лобби.", "U1 · в лобби"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tok := r.signer.Sign(Claims{Game: r.id, Key: r.key, User: tc.user, Name: "U" + tc.user, Role: tc.role, Lang: tc.lang,
				Expires: r.now.Add(time.Hour).Unix()})
			ctx := browsertest.New(t)
			browsertest.Phone(t, ctx)
			browsertest.Open(t, ctx, r.http.URL+"/g/"+r.id+"?t="+tok)
			browsertest.WaitFor(t, ctx, "the lobby told", `document.getElementById("caption").textContent === `+jsonOf(t, tc.caption))
			browsertest.Screenshot(t, ctx, "lobby-"+tc.user+tc.lang)
			if !browsertest.Eval(t, ctx, `document.getElementById("board").getBoundingClientRect().height === 0`) {
				t.Error("the lobby's page shows an empty board")
			}
			if !browsertest.Eval(t, ctx, `document.getElementById("who").textContent === `+jsonOf(t, tc.who)) {
				t.Errorf("the viewer is not labelled %q", tc.who)
			}
		})
	}
}
