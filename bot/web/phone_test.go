package web

import (
	"encoding/json"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/jackalbot/jackal/bot/web/browsertest"
	"github.com/jackalbot/jackal/storage"
)

// TestBrowserPhone: every game's page, a player's and a spectator's, fits
// a phone's screen without scrolling sideways, keeps its header on one
// line, offers buttons a finger hits (44 pixels high) and log entries too
// (40: each replays its move), and logs no error in the console; the card
// game's hand is cards a finger taps.
func TestBrowserPhone(t *testing.T) {
	for _, g := range []struct {
		name, args, join string
		moves            int
	}{
		{"classic", "duel", "black", 4},
		{"archipelago", "archipelago", "", 4},
		{"archipirata", "archipirata", "", 2},
		{"cards", "cards", "", 0},
	} {
		t.Run(g.name, func(t *testing.T) {
			r := newGameRig(t, g.args, g.join)
			r.playSome(g.moves)
			for _, who := range []struct{ name, token string }{
				{"player", r.token("1", RolePlay)}, {"spectator", r.token("", RoleWatch)},
			} {
				ctx := browsertest.New(t)
				browsertest.Phone(t, ctx)
				errs := browsertest.Errors(t, ctx)
				browsertest.Open(t, ctx, r.http.URL+"/g/"+r.id+"?t="+who.token)
				browsertest.WaitFor(t, ctx, "the board", `document.querySelector("#board [data-cell], #board [data-island]") !== null`)
				time.Sleep(300 * time.Millisecond) // the favicon's and late loads
				browsertest.Screenshot(t, ctx, "phone-"+g.name+"-"+who.name)
				for _, c := range []struct{ what, expr string }{
					{"no sideways scrolling", `document.documentElement.scrollWidth <= innerWidth`},
					{"a header of one line", `document.querySelector("header").getBoundingClientRect().height < 44`},
					{"buttons 44 pixels high", `[...document.querySelectorAll("button")].every(b => b.getBoundingClientRect().height >= 44)`},
					{"log entries a finger taps", `document.querySelectorAll("#log li").length === 0 ||
						[...document.querySelectorAll("#log li")].every(li => li.getBoundingClientRect().height >= 40)`},
				} {
					if !browsertest.Eval(t, ctx, c.expr) {
						t.Errorf("%s: not %s", who.name, c.what)
					}
				}
				if g.name == "cards" && who.name == "player" && !browsertest.Eval(t, ctx, `[...document.querySelectorAll("rect.hand-card")].every(c => {
					const r = c.getBoundingClientRect(); return r.width >= 36 && r.height >= 48 })`) {
					t.Error("the hand's cards are too small to tap")
				}
				if e := errs(); len(e) > 0 {
					t.Errorf("%s: console errors %q", who.name, e)
				}
			}
		})
	}
}

// TestBrowserPhoneTapsCell: on a phone a piece's disc is a few pixels
// wide; a tap anywhere in its cell picks the pieces there in turn (the
// pirates aboard, then the ship), and lights their targets.
func TestBrowserPhoneTapsCell(t *testing.T) {
	r := newRig(t)
	ctx := browsertest.New(t)
	browsertest.Phone(t, ctx)
	browsertest.Open(t, ctx, r.http.URL+"/g/"+r.id+"?t="+r.token("1", RolePlay))
	browsertest.WaitFor(t, ctx, "a piece that can move", `document.querySelector("circle.can") !== null`)
	// the ship's cell, tapped near its corner: on no disc
	corner := func() (float64, float64) {
		xy, err := chromedp.Run(ctx, chromedp.Evaluate[[]float64](`(() => {
			const c = document.querySelector("[data-piece=ship]").closest("svg").querySelector("[data-cell='" + page.view.board.ships.find(s => s.crew === "white").at + "']");
			const r = c.getBoundingClientRect(); return [r.left + 3, r.bottom - 3] })()`))
		if err != nil {
			t.Fatal(err)
		}
		return xy[0], xy[1]
	}
	picked := func() string {
		s, err := chromedp.Run(ctx, chromedp.Evaluate[string](`page.picked`))
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	var seen []string
	for range 5 {
		x, y := corner()
		browsertest.ClickAt(t, ctx, x, y)
		time.Sleep(100 * time.Millisecond)
		seen = append(seen, picked())
	}
	if got := strings.Join(seen, " "); got != "W1 W2 W3 ship " {
		t.Fatalf("taps in the ship's cell picked %q, want W1 W2 W3 ship and none", got)
	}
	x, y := corner()
	browsertest.ClickAt(t, ctx, x, y)
	browsertest.WaitFor(t, ctx, "the targets of the piece tapped", `document.querySelectorAll("[data-target]").length > 0`)
}

// TestBrowserLinkRefusals: an expired link's page and a forged one's say
// so (not "disconnected"), and how to get a new one.
func TestBrowserLinkRefusals(t *testing.T) {
	r := newRig(t)
	expired := r.signer.Sign(Claims{Game: r.id, Key: r.key, User: "1", Role: RolePlay, Expires: r.now.Add(-time.Hour).Unix()})
	for _, tc := range []struct{ name, token, want string }{
		{"expired", expired, "This link has expired"},
		{"forged", r.token("1", RolePlay) + "x", "This link is not valid"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ctx := browsertest.New(t)
			browsertest.Open(t, ctx, r.http.URL+"/g/"+r.id+"?t="+tc.token)
			browsertest.WaitFor(t, ctx, tc.want, `document.getElementById("message").textContent.startsWith("`+tc.want+`")`)
		})
	}
}

// TestBrowserGameGone: a game gone from under a page's live view (its
// chat moved: a Telegram group become a supergroup) is told in the
// viewer's words, English or Russian, not as the server's error text.
func TestBrowserGameGone(t *testing.T) {
	for _, tc := range []struct{ lang, want string }{
		{"en", "This game is not here (any more)."},
		{"ru", "Этой игры здесь нет (или уже нет)."},
	} {
		t.Run(tc.lang, func(t *testing.T) {
			r := newRig(t)
			tok := r.signer.Sign(Claims{Game: r.id, Key: r.key, User: "1", Name: "U1", Role: RolePlay, Lang: tc.lang,
				Expires: r.now.Add(time.Hour).Unix()})
			ctx := browsertest.New(t)
			browsertest.Open(t, ctx, r.http.URL+"/g/"+r.id+"?t="+tok)
			browsertest.WaitFor(t, ctx, "the board", `document.querySelector("#board [data-cell]") !== null`)
			if err := r.store.Rekey(storage.Key(r.key), storage.Key("tg:101")); err != nil {
				t.Fatal(err)
			}
			r.cmd("1", "board", "") // the bot tells the stream of a change
			browsertest.WaitFor(t, ctx, "the game's absence told", `document.getElementById("message").textContent !== ""`)
			if !browsertest.Eval(t, ctx, `document.getElementById("message").textContent === `+jsonOf(t, tc.want)) {
				msg, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`document.getElementById("message").textContent`))
				t.Fatalf("the page says %q, want %q", msg, tc.want)
			}
		})
	}
}

// TestBrowserCoinLabels: on a phone and on a desktop, a classic coin
// tile's coin disc (its coins, a treasure) and its label ("2¢") do not
// overlap (before, the disc covered the label's right half).
func TestBrowserCoinLabels(t *testing.T) {
	r := newRig(t)
	for _, size := range []struct {
		name string
		w, h int64
	}{{"phone", 390, 844}, {"desktop", 1280, 800}} {
		t.Run(size.name, func(t *testing.T) {
			ctx := browsertest.New(t)
			if size.name == "phone" {
				browsertest.Phone(t, ctx)
			} else if err := chromedp.Do(ctx, chromedp.EmulateViewport(size.w, size.h)); err != nil {
				t.Fatal(err)
			}
			browsertest.Open(t, ctx, r.http.URL+"/g/"+r.id+"?t="+r.token("", RoleWatch))
			browsertest.WaitFor(t, ctx, "the board", `document.querySelector("#board [data-cell]") !== null`)
			// coin tiles turned, their gold on them (one with a treasure too)
			browsertest.Eval(t, ctx, `(() => {
				const land = page.view.board.cells.filter(c => !c.sea && c.x > 2 && c.x < 10 && c.y > 2 && c.y < 10);
				[1, 2, 3, 4, 5].forEach((n, i) => Object.assign(land[i], { k: "coin" + n, coins: n, known: false }));
				Object.assign(land[5], { k: "coin2", coins: 1, treasure: true, known: false });
				render(); return true })()`)
			overlaps, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](`[...document.querySelectorAll("#board circle.coin")].flatMap(c => {
				const label = c.parentNode.querySelector("text.small"), a = c.getBoundingClientRect(), b = label.getBoundingClientRect();
				const apart = a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
				return apart && label.textContent ? [] : [c.parentNode.dataset.cell + " " + label.textContent];
			})`))
			if err != nil {
				t.Fatal(err)
			}
			if !browsertest.Eval(t, ctx, `document.querySelectorAll("#board circle.coin").length === 6`) {
				t.Fatal("the coin tiles drawn are not 6")
			}
			browsertest.Screenshot(t, ctx, "coins-"+size.name)
			if len(overlaps) > 0 {
				t.Errorf("coin discs overlap their tiles' labels: %q", overlaps)
			}
		})
	}
}

// TestBrowserStaleTap: a tap on a view the game has moved on from (the
// page missed the moves) plays nothing: the page says the board changed.
func TestBrowserStaleTap(t *testing.T) {
	r := newRig(t)
	ctx := browsertest.New(t)
	browsertest.Open(t, ctx, r.http.URL+"/g/"+r.id+"?t="+r.token("1", RolePlay))
	browsertest.WaitFor(t, ctx, "a piece that can move", `document.querySelector("circle.can") !== null`)
	browsertest.Eval(t, ctx, `(() => { page.es.close(); return true })()`)
	r.playSome(2)
	var now View
	r.get("/g/"+r.id+"/view", r.token("1", RolePlay), &now)
	// an action still legal, tapped on the page's old view
	browsertest.Eval(t, ctx, `(() => { const now = `+jsonOf(t, now.Legal)+`;
		play(page.view.legal.find(a => now.some(b => b.a === a.a)).a); return true })()`)
	browsertest.WaitFor(t, ctx, "the stale answer", `document.getElementById("message").textContent === `+jsonOf(t, staleWords["en"]))
	if n := len(r.game().Log); n != 2 {
		t.Fatalf("%d entries stored after a stale tap", n)
	}
}

// jsonOf is v as JSON, for a test's script.
func jsonOf(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestBrowserReconnects: while the server is down (a restart) the page
// says it is reconnecting; back up, it says nothing more and shows the
// moves made meanwhile.
func TestBrowserReconnects(t *testing.T) {
	r := newRig(t)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	first := &http.Server{Handler: r.srv}
	go first.Serve(ln)
	ctx := browsertest.New(t)
	browsertest.Open(t, ctx, "http://"+addr+"/g/"+r.id+"?t="+r.token("2", RolePlay))
	browsertest.WaitFor(t, ctx, "the board", `document.querySelector("#board [data-cell]") !== null`)
	first.Close()
	browsertest.WaitFor(t, ctx, "reconnecting", `document.getElementById("message").textContent === "Reconnecting…"`)
	if ln, err = net.Listen("tcp", addr); err != nil {
		t.Fatal(err)
	}
	again := &http.Server{Handler: r.srv}
	go again.Serve(ln)
	t.Cleanup(func() { again.Close() })
	r.playSome(1)
	browsertest.WaitFor(t, ctx, "the move made meanwhile, and no message", `document.querySelectorAll("#log li").length === 1 &&
		document.getElementById("message").textContent === ""`)
}
