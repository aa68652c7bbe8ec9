package web

import (
	"encoding/json"
	"testing"

	"github.com/jackalbot/jackal/bot/web/browsertest"
)

// TestBrowserWebLogWords: a Russian Archipirata page lists the log as the
// chat's /history tells it ("🔴 Красные — U1: 8 ↺ КБ (take 8 ccw R W)"),
// and a step of the replay, tapped in the log, is captioned so too; both
// showed the notation alone.
func TestBrowserWebLogWords(t *testing.T) {
	r := newGameRig(t, "archipirata", "")
	r.cmd("1", "settings", "lang ru")
	r.playOrdered(2)
	var v View
	tok := r.token("", RoleWatch)
	r.get("/g/"+r.id+"/view", tok, &v)
	if len(v.Log) != 2 {
		t.Fatalf("log %q", v.Log)
	}
	first, _ := json.Marshal(v.Log[0])
	ctx := browsertest.New(t)
	browsertest.Open(t, ctx, r.http.URL+"/g/"+r.id+"?t="+tok)
	browsertest.WaitFor(t, ctx, "the log in the game's words", `document.querySelectorAll("#log li").length === 2 &&
		document.querySelector("#log li").textContent === `+string(first)+` &&
		/^🔴 Красные — U1: \d ↺ [КБ]+ \(take \d ccw( [RW])+\)$/.test(document.querySelector("#log li").textContent)`)
	browsertest.Click(t, ctx, "#log li")
	browsertest.WaitFor(t, ctx, "the replay's step in the log's words",
		`document.getElementById("caption").textContent === "Ход 1: " + `+string(first))
	browsertest.Screenshot(t, ctx, "weblog-russian")
}
