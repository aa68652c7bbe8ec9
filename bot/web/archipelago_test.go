package web

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/jackalbot/jackal/bot/web/browsertest"
	"github.com/jackalbot/jackal/engine"
)

// TestArchipelagoViewNeverShowsHiddenFaces: Archipelago's board is drawn
// on its own shape, its face-down tiles showing their backs only: the
// JSON a spectator, or the crew not to act, gets is the same whatever
// lies under them.
func TestArchipelagoViewNeverShowsHiddenFaces(t *testing.T) {
	r := newGameRig(t, "archipelago", "")
	l := r.played(8)
	other, otherCrew := notToAct(l)
	viewers := map[string]struct {
		claims Claims
		crew   engine.Crew
	}{
		"spectator":           {Claims{Game: r.id, Key: r.key, Role: RoleWatch}, engine.NoCrew},
		"the crew not to act": {Claims{Game: r.id, Key: r.key, User: other, Role: RolePlay}, otherCrew},
	}
	for name, tc := range viewers {
		t.Run(name, func(t *testing.T) {
			v := viewOf(r.bot, l, tc.claims)
			b, ok := v.Board.(classicBoard)
			if !ok {
				t.Fatalf("board %T", v.Board)
			}
			backs := 0
			for _, c := range b.Cells {
				if c.Kind == engine.Hidden.String() && c.Back != "" {
					backs++
				}
			}
			if backs == 0 || len(b.Cells) >= engine.GridSize*engine.GridSize {
				t.Fatalf("%d cells, %d face-down tiles with their backs", len(b.Cells), backs)
			}
			want, _ := json.Marshal(v)
			got, _ := json.Marshal(viewOf(r.bot, redealt(t, l, tc.crew), tc.claims))
			if string(got) != string(want) {
				t.Fatalf("the view changed with the face-down tiles:\n%s\n%s", want, got)
			}
			if len(v.Legal) > 0 {
				t.Fatalf("offered %v", v.Legal)
			}
		})
	}
}

// TestBrowserArchipelago: white's player opens Archipelago's page, sees
// its islands and the berths to place the boat, taps one; the placing is
// stored.
func TestBrowserArchipelago(t *testing.T) {
	r := newGameRig(t, "archipelago", "")
	ctx := browsertest.New(t)
	browsertest.Open(t, ctx, r.http.URL+"/g/"+r.id+"?t="+r.token("1", RolePlay))
	browsertest.WaitFor(t, ctx, "the berths to place the boat", `document.querySelectorAll("[data-target]").length > 0`)
	if n := browsertest.Eval(t, ctx, `document.querySelectorAll("#board rect.tile.hidden[class*=back-]").length > 20`); !n {
		t.Fatal("no face-down tiles drawn with their backs")
	}
	browsertest.Screenshot(t, ctx, "archipelago-player")
	browsertest.Click(t, ctx, `[data-target]`)
	deadline := time.Now().Add(10 * time.Second)
	for len(r.game().Log) == 0 && time.Now().Before(deadline) {
		time.Sleep(50 * time.Millisecond)
	}
	if log := r.game().Log; len(log) != 1 || !strings.HasPrefix(log[0], "place ") {
		t.Fatalf("stored %q after the tap", log)
	}
	browsertest.WaitFor(t, ctx, "the placing in the page's log", `document.querySelectorAll("#log li").length === 1`)
	browsertest.Screenshot(t, ctx, "archipelago-placed")
}
