package web

import (
	"context"
	"net/url"
	"strconv"
	"testing"
	"time"

	"github.com/jackalbot/jackal/bot/web/browsertest"
)

// TestBrowserPlayerMoves: white's player opens the page, taps a piece,
// sees its targets, taps one; the move is in the store and the chat got
// the new board; the page shows it.
func TestBrowserPlayerMoves(t *testing.T) {
	r := newRig(t)
	ctx := browsertest.New(t)
	browsertest.Open(t, ctx, r.http.URL+"/g/"+r.id+"?t="+r.token("1", RolePlay))
	browsertest.WaitFor(t, ctx, "a piece that can move", `document.querySelector("circle.can") !== null`)
	browsertest.Screenshot(t, ctx, "board-player")
	boards := r.out.boardCount()
	browsertest.Click(t, ctx, `circle.can`)
	browsertest.WaitFor(t, ctx, "the piece's targets", `document.querySelectorAll("[data-target]").length > 0`)
	browsertest.Screenshot(t, ctx, "board-targets")
	browsertest.Click(t, ctx, `[data-target]`)
	// several actions onto one cell (a coin dragged or not) ask which
	chooseFirst := `(() => { const c = document.getElementById("chooser");
		if (!c.hidden) c.querySelector("button").click(); return true })()`
	browsertest.Eval(t, ctx, chooseFirst)
	deadline := time.Now().Add(10 * time.Second)
	for len(r.game().Log) == 0 && time.Now().Before(deadline) {
		time.Sleep(50 * time.Millisecond)
	}
	if n := len(r.game().Log); n != 1 {
		t.Fatalf("%d entries stored after the tap", n)
	}
	if r.out.boardCount() != boards+1 {
		t.Fatalf("the chat got %d boards after the tap, want 1", r.out.boardCount()-boards)
	}
	browsertest.WaitFor(t, ctx, "the move in the page's log", `document.querySelectorAll("#log li").length === 1`)
	browsertest.Screenshot(t, ctx, "board-after-move")
}

// TestBrowserSpectatorUpdates: a spectator's page shows a move pressed
// in the chat by itself, and offers no piece to move.
func TestBrowserSpectatorUpdates(t *testing.T) {
	r := newRig(t)
	r.playSome(16) // a board with tiles turned
	ctx := browsertest.New(t)
	browsertest.Open(t, ctx, r.http.URL+"/g/"+r.id+"?t="+r.token("", RoleWatch))
	browsertest.WaitFor(t, ctx, "the board", `document.querySelectorAll("#board [data-cell]").length > 100`)
	l, err := r.bot.LiveGame(r.key, r.id)
	if err != nil {
		t.Fatal(err)
	}
	req := r.request("1", "", "")
	req.Button = l.ActButton(l.Match.Legal()[0])
	r.bot.Handle(context.Background(), req, r.out)
	if len(r.game().Log) != 17 {
		t.Fatal("the press did not move")
	}
	browsertest.WaitFor(t, ctx, "the move pressed in the chat", `document.querySelectorAll("#log li").length === 17`)
	if browsertest.Eval(t, ctx, `document.querySelector(".can, [data-target]") !== null`) {
		t.Fatal("a spectator is offered a move")
	}
	browsertest.Screenshot(t, ctx, "board-spectator")
}

// TestBrowserMiniApp: the page opened as a Telegram Mini App gets in with
// its init data, once; forged init data is refused.
func TestBrowserMiniApp(t *testing.T) {
	r := newRig(t)
	fields := func(user string) url.Values {
		return url.Values{"user": {`{"id":` + user + `,"first_name":"Anne"}`}, "start_param": {r.id},
			"auth_date": {strconv.FormatInt(r.now.Unix(), 10)}, "query_id": {"Q" + user}}
	}
	valid := SignInitData(fields("1"), testToken)
	forged, _ := url.ParseQuery(SignInitData(fields("1"), testToken))
	forged.Set("user", `{"id":2,"first_name":"Mallory"}`)
	for _, tc := range []struct {
		name, init, want string
	}{
		{"valid", valid, `document.querySelector("circle.can") !== null`},
		{"forged", forged.Encode(), `document.getElementById("message").textContent.startsWith("Refused")`},
		{"another bot's", SignInitData(fields("1"), otherToken), `document.getElementById("message").textContent.startsWith("Refused")`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ctx := browsertest.New(t)
			u := r.http.URL + "/app#tgWebAppData=" + url.QueryEscape(tc.init) + "&tgWebAppVersion=8.0"
			browsertest.Open(t, ctx, u)
			browsertest.WaitFor(t, ctx, tc.name, tc.want)
			if tc.name == "forged" {
				browsertest.Screenshot(t, ctx, "miniapp-forged")
			}
		})
	}
}
