package telegram_test

import (
	"net/http/httptest"
	"net/url"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/jackalbot/jackal/bot/telegram/internal/telegramtest"
	"github.com/jackalbot/jackal/bot/web"
	"github.com/jackalbot/jackal/bot/web/browsertest"
)

// miniAppLink is the rig's Mini App direct link.
const miniAppLink = "https://t.me/" + telegramtest.BotUsername + "/board"

// TestMiniAppMoveReachesTheGroup: in a group, /web posts the Mini App's
// button; Alice opens the board as a Mini App (init data signed with the
// bot's token), taps a piece and a target in headless Chromium, and the
// move is stored and its board posted in the group through the Bot API,
// mentioning Bob; init data signed with another bot's token gets nothing.
func TestMiniAppMoveReachesTheGroup(t *testing.T) {
	r := newRig(t, rigOpts{})
	k := key(group)
	first := r.newGame(group, k)
	g := r.mustGame(k)
	signer, err := web.NewSigner([]byte("the rig's web secret, 32 bytes!!"))
	if err != nil {
		t.Fatal(err)
	}
	srv, err := web.New(web.Config{Bot: r.core.Bot, Signer: signer, TelegramToken: telegramtest.Token, MiniAppURL: miniAppLink})
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(srv)
	t.Cleanup(hs.Close) // after the browsers close (cleanups run last first): their event streams end

	r.core.SetWebBoard(srv)
	r.say(group, alice, "/web")
	offer := r.lastText(group)
	if offer.Keyboard == nil || len(offer.Keyboard.InlineKeyboard) != 1 ||
		offer.Keyboard.InlineKeyboard[0][0].URL == nil || *offer.Keyboard.InlineKeyboard[0][0].URL != miniAppLink+"?startapp="+g.ID {
		t.Fatalf("/web posted %q with %+v, want the Mini App's button", offer.Text, offer.Keyboard)
	}
	initData := func(token string) string {
		return web.SignInitData(url.Values{"user": {`{"id":` + strconv.FormatInt(alice, 10) + `,"first_name":"Alice"}`},
			"auth_date": {strconv.FormatInt(time.Now().Unix(), 10)}, "start_param": {g.ID}, "query_id": {"AAQ" + token[:4]}}, token)
	}
	ctx := browsertest.New(t)
	browsertest.Open(t, ctx, hs.URL+"/app#tgWebAppData="+url.QueryEscape(initData("0:another-bot's-token"))+"&tgWebAppVersion=8.0")
	browsertest.WaitFor(t, ctx, "another bot's init data refused", `document.getElementById("message").textContent.startsWith("Refused")`)
	ctx = browsertest.New(t) // a new page: a fragment's change alone reloads nothing
	browsertest.Open(t, ctx, hs.URL+"/app#tgWebAppData="+url.QueryEscape(initData(telegramtest.Token))+"&tgWebAppVersion=8.0")
	browsertest.WaitFor(t, ctx, "Alice's pieces", `document.querySelector("circle.can") !== null`)
	browsertest.Click(t, ctx, "circle.can")
	browsertest.WaitFor(t, ctx, "the piece's targets", `document.querySelectorAll("[data-target]").length > 0`)
	browsertest.Click(t, ctx, "[data-target]")
	browsertest.Eval(t, ctx, `(() => { const c = document.getElementById("chooser");
		if (!c.hidden) c.querySelector("button").click(); return true })()`)
	r.wait("the new board in the group", func() bool { return r.lastBoard(group).ID != first.ID })
	deadline := time.Now().Add(waitLimit)
	for len(r.mustGame(k).Log) == 0 && time.Now().Before(deadline) {
		time.Sleep(20 * time.Millisecond)
	}
	if log := r.mustGame(k).Log; len(log) != 1 {
		t.Fatalf("the store holds %v after the tap", log)
	}
	if next := r.lastBoard(group); mentioned(next) != bob || !strings.Contains(strings.ToLower(next.Caption), "black") {
		t.Fatalf("the group's new board mentions %d: %q", mentioned(next), next.Caption)
	}
	browsertest.WaitFor(t, ctx, "the move in the page", `document.querySelectorAll("#log li").length === 1`)
	browsertest.Screenshot(t, ctx, "telegram-miniapp-after-move")
}
