package web

import (
	"context"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// chromiumPath finds the headless browser the page's tests drive:
// $JACKAL_CHROMIUM, else Debian's chromium (which .ci/run installs when
// missing) or Chrome on the PATH. The tests fail without one: the page is
// what the "done" is measured by.
func chromiumPath(t *testing.T) string {
	t.Helper()
	if p := os.Getenv("JACKAL_CHROMIUM"); p != "" {
		return p
	}
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	t.Fatal("no chromium found: install Debian's chromium (apt-get install chromium, as .ci/run does) or set JACKAL_CHROMIUM")
	return ""
}

// browser starts a headless Chromium for one test, phone-sized, and
// returns its context.
func browser(t *testing.T) context.Context {
	t.Helper()
	opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath(chromiumPath(t)),
		chromedp.NoSandbox, chromedp.Headless, chromedp.WindowSize(480, 900))
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelCtx := chromedp.NewContext(actx)
	ctx, cancelTime := context.WithTimeout(ctx, 60*time.Second)
	t.Cleanup(func() { cancelTime(); cancelCtx(); cancelAlloc() })
	return ctx
}

// artifactDir is where the browser tests keep their screenshots:
// $JACKAL_ARTIFACTS, else jackal-artifacts in the system's temporary
// folder.
func artifactDir(t *testing.T) string {
	t.Helper()
	dir := os.Getenv("JACKAL_ARTIFACTS")
	if dir == "" {
		dir = filepath.Join(os.TempDir(), "jackal-artifacts")
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	return dir
}

// screenshot saves the page as name.png among the artifacts (quality
// 100: a PNG).
func screenshot(t *testing.T, ctx context.Context, name string) {
	t.Helper()
	png, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(artifactDir(t), name+".png")
	if err := os.WriteFile(path, png, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("screenshot: %s", path)
}

// waitFor polls a JavaScript condition in the page until it holds.
func waitFor(t *testing.T, ctx context.Context, what, expr string) {
	t.Helper()
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](expr, chromedp.WithPollingTimeout(20*time.Second))); err != nil {
		t.Fatalf("waiting for %s: %v", what, err)
	}
}

// TestBrowserPlayerMoves: white's player opens the page, taps a piece,
// sees its targets, taps one; the move is in the store and the chat got
// the new board; the page shows it.
func TestBrowserPlayerMoves(t *testing.T) {
	r := newRig(t)
	ctx := browser(t)
	if err := chromedp.Do(ctx, chromedp.Navigate(r.http.URL+"/g/"+r.id+"?t="+r.token("1", RolePlay))); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "a piece that can move", `document.querySelector("circle.can") !== null`)
	screenshot(t, ctx, "board-player")
	boards := r.out.boardCount()
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`circle.can`))); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the piece's targets", `document.querySelectorAll("[data-target]").length > 0`)
	screenshot(t, ctx, "board-targets")
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`[data-target]`))); err != nil {
		t.Fatal(err)
	}
	// several actions onto one cell (a coin dragged or not) ask which
	chooseFirst := `(() => { const c = document.getElementById("chooser");
		if (!c.hidden) c.querySelector("button").click(); return true })()`
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](chooseFirst)); err != nil {
		t.Fatal(err)
	}
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
	waitFor(t, ctx, "the move in the page's log", `document.querySelectorAll("#log li").length === 1`)
	screenshot(t, ctx, "board-after-move")
}

// TestBrowserSpectatorUpdates: a spectator's page shows a move pressed
// in the chat by itself, and offers no piece to move.
func TestBrowserSpectatorUpdates(t *testing.T) {
	r := newRig(t)
	r.playSome(16) // a board with tiles turned
	ctx := browser(t)
	if err := chromedp.Do(ctx, chromedp.Navigate(r.http.URL+"/g/"+r.id+"?t="+r.token("", RoleWatch))); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the board", `document.querySelectorAll("#board [data-cell]").length > 100`)
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
	waitFor(t, ctx, "the move pressed in the chat", `document.querySelectorAll("#log li").length === 17`)
	can, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`document.querySelector(".can, [data-target]") !== null`))
	if err != nil || can {
		t.Fatalf("a spectator is offered a move (%v)", err)
	}
	screenshot(t, ctx, "board-spectator")
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
			ctx := browser(t)
			u := r.http.URL + "/app#tgWebAppData=" + url.QueryEscape(tc.init) + "&tgWebAppVersion=8.0"
			if err := chromedp.Do(ctx, chromedp.Navigate(u)); err != nil {
				t.Fatal(err)
			}
			waitFor(t, ctx, tc.name, tc.want)
			if tc.name == "forged" {
				screenshot(t, ctx, "miniapp-forged")
			}
		})
	}
}
