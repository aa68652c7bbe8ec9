package web

import (
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/jackalbot/jackal/bot/web/browsertest"
)

// TestBrowserPhoneTapsNearTarget: on a phone a classic or Archipelago
// cell is some 29 pixels wide (13 cells and more across 390), so the page
// lets the browser pinch-zoom (no user-scalable=no, no maximum-scale=1,
// no touch-action forbidding it), and a tap just beside a lit target, off
// every piece, plays the nearest target (before, nothing); a tap a half
// cell away from every target still plays nothing.
func TestBrowserPhoneTapsNearTarget(t *testing.T) {
	for _, g := range []struct{ name, args, join string }{
		{"classic", "duel", "black"},
		{"archipelago", "archipelago", ""},
	} {
		t.Run(g.name, func(t *testing.T) {
			r := newGameRig(t, g.args, g.join)
			ctx := browsertest.New(t)
			browsertest.Phone(t, ctx)
			browsertest.Open(t, ctx, r.http.URL+"/g/"+r.id+"?t="+r.token("1", RolePlay))
			browsertest.WaitFor(t, ctx, "a move offered", `page.view !== null && (page.view.legal || []).some(a => a.to) &&
				document.querySelector("#board [data-cell]") !== null`)
			if !browsertest.Eval(t, ctx, `(() => {
				const m = document.querySelector("meta[name=viewport]").content.replace(/\s/g, "");
				const touch = getComputedStyle(document.getElementById("board")).touchAction;
				return !/user-scalable=(no|0)/.test(m) && !/maximum-scale=1(\.0*)?(,|$)/.test(m) && !/^(none|pan-x|pan-y|pan-xpan-y)$/.test(touch.replace(/\s/g, "")) })()`) {
				t.Error("the page forbids pinch-zoom")
			}
			// the first target's piece picked, the tap answer watched
			browsertest.Eval(t, ctx, `(() => { const a = page.view.legal.find(a => a.to); page.picked = a.piece || "";
				window.tapped = ""; target = to => { window.tapped = to; }; render(); return true })()`)
			spot, err := chromedp.Run(ctx, chromedp.Evaluate[[]any](`(() => {
				const ts = [...document.querySelectorAll("#board [data-target]")].map(e => {
					const r = e.closest("svg").querySelector("[data-cell='" + e.dataset.target + "'] rect").getBoundingClientRect();
					return { name: e.dataset.target, x: r.left + r.width / 2, y: r.top + r.height / 2, w: r.width };
				});
				const clear = (x, y) => { const e = document.elementFromPoint(x, y);
					return e && e.closest("#board") && !e.closest("[data-target], [data-piece], [data-hit]") };
				const nearest = (x, y) => ts.slice().sort((a, b) => Math.hypot(a.x - x, a.y - y) - Math.hypot(b.x - x, b.y - y))[0].name;
				const far = (x, y) => ts.every(t => Math.max(Math.abs(t.x - x), Math.abs(t.y - y)) > t.w);
				for (const t of ts) for (const [dx, dy] of [[1, 0], [-1, 0], [0, 1], [0, -1]]) {
					const nx = t.x + dx * t.w * 0.62, ny = t.y + dy * t.w * 0.62; // a tenth of a cell beyond its edge
					const fx = t.x + dx * t.w * 1.1, fy = t.y + dy * t.w * 1.1;   // more than half a cell beyond
					if (clear(nx, ny) && nearest(nx, ny) === t.name && clear(fx, fy) && far(fx, fy)) return [t.name, nx, ny, fx, fy, t.w];
				}
				return [];
			})()`))
			if err != nil {
				t.Fatal(err)
			}
			if len(spot) != 6 {
				t.Fatal("no target with room beside it to tap")
			}
			name, w := spot[0].(string), spot[5].(float64)
			if w > 34 {
				t.Fatalf("a cell %.0f pixels wide: not a phone's board", w)
			}
			browsertest.ClickAt(t, ctx, spot[3].(float64), spot[4].(float64))
			if browsertest.Eval(t, ctx, `window.tapped !== ""`) {
				t.Error("a tap far from every target played one")
			}
			browsertest.ClickAt(t, ctx, spot[1].(float64), spot[2].(float64))
			browsertest.WaitFor(t, ctx, "the target beside the tap played", `window.tapped === `+jsonOf(t, name))
		})
	}
}
