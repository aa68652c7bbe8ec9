package web

import (
	"encoding/json"
	"net/http"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/jackalbot/jackal/bot"
	"github.com/jackalbot/jackal/bot/web/browsertest"
	"github.com/jackalbot/jackal/storage"
)

// cyrillic finds a Russian letter.
var cyrillic = regexp.MustCompile(`\p{Cyrillic}`)

// TestPageLanguage: the page speaks the viewer's language — a Mini App
// user's from Telegram's language_code, a link's user's as the bot knows
// it (their stored language) — else the game's; the caption too.
func TestPageLanguage(t *testing.T) {
	r := newRig(t)
	r.srv.cfg.PublicURL = r.http.URL
	r.bot.SetWebBoard(r.srv)
	if err := r.store.PutUser(storage.User{ID: bot.PlatformTelegram + ":1", Lang: "ru"}); err != nil {
		t.Fatal(err)
	}
	session := func(code string) string {
		raw := SignInitData(url.Values{"user": {`{"id":2,"first_name":"U2","language_code":"` + code + `"}`},
			"start_param": {r.id}, "auth_date": {strconv.FormatInt(r.now.Unix(), 10)}, "query_id": {"Q" + code}}, testToken)
		resp, err := http.PostForm(r.http.URL+"/tg/session", url.Values{"init_data": {raw}})
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		var s struct{ Token string }
		if err := json.NewDecoder(resp.Body).Decode(&s); err != nil {
			t.Fatal(err)
		}
		return s.Token
	}
	playerLink := func(user string) string {
		private := len(r.out.private)
		r.cmd(user, "web", "")
		if len(r.out.private) != private+1 {
			t.Fatalf("no private link: %q", r.out.private[private:])
		}
		link := linkIn.FindString(r.out.private[private])
		return link[strings.Index(link, "?t=")+3:]
	}
	for _, tc := range []struct {
		name, token, lang string
	}{
		{"a Mini App user speaking Russian", session("ru-RU"), "ru"},
		{"a Mini App user speaking English", session("en"), "en"},
		{"a link's user who chose Russian", playerLink("1"), "ru"},
		{"a link's user who chose nothing", playerLink("2"), "en"},
		{"a spectator of an English game", r.token("", RoleWatch), "en"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var v View
			if code := r.get("/g/"+r.id+"/view", tc.token, &v); code != http.StatusOK {
				t.Fatalf("status %d", code)
			}
			if v.Lang != tc.lang || cyrillic.MatchString(v.Caption) != (tc.lang == "ru") {
				t.Fatalf("lang %q, caption %q", v.Lang, v.Caption)
			}
		})
	}
}

// TestBrowserRussian: a Russian viewer's page labels itself in Russian.
func TestBrowserRussian(t *testing.T) {
	r := newRig(t)
	tok := r.signer.Sign(withExpiry(Claims{Game: r.id, Key: r.key, Role: RoleWatch, Lang: "ru"}, r.now))
	ctx := browsertest.New(t)
	browsertest.Open(t, ctx, r.http.URL+"/g/"+r.id+"?t="+tok)
	browsertest.WaitFor(t, ctx, "the page in Russian", `document.getElementById("who").textContent === "зритель" &&
		document.getElementById("prev").title === "шаг назад" && document.documentElement.lang === "ru" &&
		document.getElementById("frame-no").textContent === "игра"`)
	if !browsertest.Eval(t, ctx, `Object.keys(WORDS.en).every(k => WORDS.ru[k])`) {
		t.Error("the page's Russian words lack some of its English ones")
	}
	browsertest.Screenshot(t, ctx, "board-russian")
}

// TestBrowserRussianWords: a Russian player's page of every game says
// nothing in English: their seat, the seats' lines, the action buttons and
// the menu of an island's takes read as the chat's Russian buttons do
// (before, "U1 · white", "p1 · planning", "undo", "take 1 cw"), and so do
// the tooltips (before, "horse", "sabre, ?, rum-chest") and Archipirata's
// own captain. Only the log (which the test does not read) keeps the
// game's notation, in brackets after its words, and the game's id its
// letters.
func TestBrowserRussianWords(t *testing.T) {
	latin := regexp.MustCompile(`[A-Za-z]{3,}`)
	for _, g := range []struct {
		name, args, join string
		moves            int
		open             string // what to tap first: a menu of actions
	}{
		{"classic", "duel", "black", 2, ""},
		{"archipelago", "archipelago", "", 4, ""},
		{"archipirata", "archipirata captains", "", 2, ".isle.can"},
		{"cards", "cards", "", 1, ""},
	} {
		t.Run(g.name, func(t *testing.T) {
			r := newGameRig(t, g.args, g.join)
			r.playSome(g.moves)
			user := "1"
			var v View
			if r.get("/g/"+r.id+"/view", r.token("1", RolePlay), &v); len(v.Legal) == 0 {
				user = "2"
			}
			tok := r.signer.Sign(Claims{Game: r.id, Key: r.key, User: user, Name: "U" + user, Role: RolePlay, Lang: "ru",
				Expires: r.now.Add(time.Hour).Unix()})
			ctx := browsertest.New(t)
			browsertest.Phone(t, ctx)
			browsertest.Open(t, ctx, r.http.URL+"/g/"+r.id+"?t="+tok)
			browsertest.WaitFor(t, ctx, "a move offered", `page.view !== null && (page.view.legal || []).length > 0 &&
				document.querySelector("#board [data-cell], #board [data-island]") !== null`)
			if g.open != "" {
				browsertest.Click(t, ctx, g.open)
				browsertest.WaitFor(t, ctx, "the menu", `!document.getElementById("chooser").hidden`)
			}
			browsertest.Screenshot(t, ctx, "russian-"+g.name)
			text, err := chromedp.Run(ctx, chromedp.Evaluate[string](`[...document.querySelectorAll(
				"#who, #caption, #extra-actions button, #chooser:not([hidden]) button, #board text, #frame-no, #own b, title")].map(e => e.textContent).concat(
				[...document.querySelectorAll("[title]")].map(e => e.title)).join(" | ")`))
			if err != nil {
				t.Fatal(err)
			}
			// the tooltips looked at: the board's marks have some
			if !browsertest.Eval(t, ctx, `document.querySelectorAll("#board title").length > 0`) {
				t.Error("no tooltip on the board to read")
			}
			if w := latin.FindAllString(text, -1); len(w) > 0 {
				t.Errorf("English words %q in the Russian page: %s", w, text)
			}
		})
	}
}
