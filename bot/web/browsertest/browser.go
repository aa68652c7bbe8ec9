package browsertest

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// Chromium finds the headless browser: $JACKAL_CHROMIUM, else Debian's
// chromium or Chrome on the PATH. The test fails without one: the web
// board's tests are what its "done" is measured by.
func Chromium(t testing.TB) string {
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

// New starts a headless Chromium for one test, phone-sized, and returns
// its context; it stops with the test, or after a minute.
func New(t testing.TB) context.Context {
	t.Helper()
	opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath(Chromium(t)),
		chromedp.NoSandbox, chromedp.Headless, chromedp.WindowSize(480, 900))
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelCtx := chromedp.NewContext(actx)
	ctx, cancelTime := context.WithTimeout(ctx, time.Minute)
	t.Cleanup(func() { cancelTime(); cancelCtx(); cancelAlloc() })
	return ctx
}

// Open loads url in the browser.
func Open(t testing.TB, ctx context.Context, url string) {
	t.Helper()
	if err := chromedp.Do(ctx, chromedp.Navigate(url)); err != nil {
		t.Fatalf("open %s: %v", url, err)
	}
}

// Click clicks the first element matching the CSS selector sel.
func Click(t testing.TB, ctx context.Context, sel string) {
	t.Helper()
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(sel))); err != nil {
		t.Fatalf("click %s: %v", sel, err)
	}
}

// Eval evaluates a JavaScript expression of boolean value in the page.
func Eval(t testing.TB, ctx context.Context, expr string) bool {
	t.Helper()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[bool](expr))
	if err != nil {
		t.Fatalf("evaluate %s: %v", expr, err)
	}
	return v
}

// WaitFor polls a JavaScript condition in the page until it holds (20 s
// at most).
func WaitFor(t testing.TB, ctx context.Context, what, expr string) {
	t.Helper()
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](expr, chromedp.WithPollingTimeout(20*time.Second))); err != nil {
		t.Fatalf("waiting for %s: %v", what, err)
	}
}

// ArtifactDir is where the browser tests keep their screenshots:
// $JACKAL_ARTIFACTS, else jackal-artifacts in the system's temporary
// folder.
func ArtifactDir(t testing.TB) string {
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

// Screenshot saves the whole page as name.png among the artifacts
// (quality 100: a PNG) and returns its path.
func Screenshot(t testing.TB, ctx context.Context, name string) string {
	t.Helper()
	png, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(ArtifactDir(t), name+".png")
	if err := os.WriteFile(path, png, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("screenshot: %s", path)
	return path
}

// Phone makes the page a phone's: 390×844 CSS pixels, touch, a mobile
// viewport.
func Phone(t testing.TB, ctx context.Context) {
	t.Helper()
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile, chromedp.EmulateTouch,
		chromedp.EmulateScale(1))); err != nil {
		t.Fatal(err)
	}
}

// Errors collects what the page reports as errors in its console
// (console.error, an uncaught exception, a failed load) from now on; the
// function it returns lists them so far.
func Errors(t testing.TB, ctx context.Context) func() []string {
	t.Helper()
	var mu sync.Mutex
	var errs []string
	msgs := chromedp.Console(ctx)
	go func() {
		for m, err := range msgs {
			if err != nil {
				return
			}
			if m.Type == chromedp.ConsoleError || m.IsException() {
				mu.Lock()
				errs = append(errs, m.String()+" "+m.URL)
				mu.Unlock()
			}
		}
	}()
	return func() []string {
		mu.Lock()
		defer mu.Unlock()
		return slices.Clone(errs)
	}
}

// ClickAt clicks the page at (x, y) CSS pixels of the viewport, as a
// finger's tap there.
func ClickAt(t testing.TB, ctx context.Context, x, y float64) {
	t.Helper()
	if err := chromedp.Do(ctx, chromedp.MouseClickXY(x, y)); err != nil {
		t.Fatalf("click at %v,%v: %v", x, y, err)
	}
}
