package web

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/jackalbot/jackal/bot/narrate"
	"github.com/jackalbot/jackal/bot/narrate/archi"
	"github.com/jackalbot/jackal/bot/web/browsertest"
	pir "github.com/jackalbot/jackal/engine/archipirata"
)

// captainWords are the ways a page could name captain c: its notation and
// its names in English and Russian.
func captainWords(c pir.Captain) []string {
	return []string{`"` + c.String() + `"`, archi.CaptainName(narrate.EN, c), archi.CaptainName(narrate.RU, c)}
}

// TestArchipirataOwnCaptain: in the advanced game a player's view (and
// replay) names their own captain, in their language, with what it does
// (without the chat's command: the page offers a button); no other seat's
// JSON — a spectator's, the other team's — ever holds it.
func TestArchipirataOwnCaptain(t *testing.T) {
	r := newGameRig(t, "archipirata captains", "")
	l, err := r.bot.LiveGame(r.key, r.id)
	if err != nil {
		t.Fatal(err)
	}
	s := l.Match.State().(*pir.State)
	if s.Captain[0] == pir.NoCaptain || s.Captain[1] == pir.NoCaptain || s.Captain[0] == s.Captain[1] || s.Revealed[0] || s.Revealed[1] {
		t.Fatalf("captains dealt %v", s.Captain)
	}
	for _, tc := range []struct {
		name, user string
		role       Role
		lang       string
		seat       int // whose captain the page names; -1 none
	}{
		{"red's player", "1", RolePlay, "en", 0},
		{"white's player in Russian", "2", RolePlay, "ru", 1},
		{"a spectator", "", RoleWatch, "en", -1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tok := r.signer.Sign(Claims{Game: r.id, Key: r.key, User: tc.user, Name: "U" + tc.user, Role: tc.role, Lang: tc.lang,
				Expires: r.now.Add(time.Hour).Unix()})
			var v struct {
				Board struct {
					Mine *archipirataCaptain `json:"mine"`
				} `json:"board"`
			}
			if code := r.get("/g/"+r.id+"/view", tok, &v); code != http.StatusOK {
				t.Fatalf("status %d", code)
			}
			var raw, frames json.RawMessage
			r.get("/g/"+r.id+"/view", tok, &raw)
			if code := r.get("/g/"+r.id+"/frames", tok, &frames); code != http.StatusOK {
				t.Fatalf("frames: status %d", code)
			}
			for k := range 2 {
				if k == tc.seat {
					continue
				}
				for _, w := range captainWords(s.Captain[k]) {
					for what, j := range map[string]json.RawMessage{"view": raw, "replay": frames} {
						if strings.Contains(string(j), w) {
							t.Errorf("seat %d's captain %q in the %s's JSON", k, w, what)
						}
					}
				}
			}
			if tc.seat < 0 {
				if v.Board.Mine != nil {
					t.Fatalf("a spectator is told a captain: %+v", v.Board.Mine)
				}
				return
			}
			c, l := s.Captain[tc.seat], narrate.EN
			if tc.lang == "ru" {
				l = narrate.RU
			}
			m := v.Board.Mine
			if m == nil || m.Name != archi.CaptainName(l, c) || m.Text == "" || strings.Contains(m.Text, "captain "+c.String()) ||
				!strings.HasPrefix(archi.CaptainRule(l, c), strings.TrimSuffix(m.Text, ".")) {
				t.Fatalf("own captain %+v, want %q told as %q", m, archi.CaptainName(l, c), archi.CaptainRule(l, c))
			}
		})
	}
}

// TestBrowserArchipirataCaptain: on a phone a player's page shows their
// own captain under the ring (never over an island), on the first screen;
// a spectator's page shows none.
func TestBrowserArchipirataCaptain(t *testing.T) {
	r := newGameRig(t, "archipirata captains", "")
	l, err := r.bot.LiveGame(r.key, r.id)
	if err != nil {
		t.Fatal(err)
	}
	red := l.Match.State().(*pir.State).Captain[0]
	for _, who := range []struct{ name, token, want string }{
		{"player", r.token("1", RolePlay), "🔒 Your captain: " + archi.CaptainName(narrate.EN, red)},
		{"spectator", r.token("", RoleWatch), ""},
	} {
		t.Run(who.name, func(t *testing.T) {
			ctx := browsertest.New(t)
			browsertest.Phone(t, ctx)
			browsertest.Open(t, ctx, r.http.URL+"/g/"+r.id+"?t="+who.token)
			browsertest.WaitFor(t, ctx, "the ring", `document.querySelectorAll("[data-island]").length === 8`)
			browsertest.Screenshot(t, ctx, "archipirata-captain-"+who.name)
			if who.want == "" {
				if !browsertest.Eval(t, ctx, `document.getElementById("own").hidden && document.getElementById("own").textContent === ""`) {
					t.Fatal("a spectator's page tells a captain")
				}
				return
			}
			if !browsertest.Eval(t, ctx, `document.querySelector("#own b") !== null && document.querySelector("#own b").textContent === `+jsonOf(t, who.want)) {
				t.Fatalf("the page does not say %q", who.want)
			}
			for _, c := range []struct{ what, expr string }{
				{"on the first screen, within its width", `(() => { const r = document.getElementById("own").getBoundingClientRect();
					return r.height > 0 && r.left >= 0 && r.right <= innerWidth && r.bottom <= innerHeight })()`},
				{"clear of the ring", `(() => { const o = document.getElementById("own").getBoundingClientRect();
					return [...document.querySelectorAll("#board circle.isle")].every(c => { const r = c.getBoundingClientRect();
						return r.bottom <= o.top || o.bottom <= r.top || r.right <= o.left || o.right <= r.left }) })()`},
			} {
				if !browsertest.Eval(t, ctx, c.expr) {
					t.Errorf("the captain is not %s", c.what)
				}
			}
		})
	}
}

// TestCaptainPower: every captain's text on the page is the /rules text
// without the command to type at its end (the page offers a button), in
// English and Russian.
func TestCaptainPower(t *testing.T) {
	for _, l := range []narrate.Lang{narrate.EN, narrate.RU} {
		for c := pir.NoCaptain + 1; c < pir.CaptainHidden; c++ {
			got, rule := captainPower(labelWords{lang: l}, c), archi.CaptainRule(l, c)
			if got == "" || got == rule || strings.Contains(got, "captain "+c.String()) || !strings.HasPrefix(rule, strings.TrimSuffix(got, ".")) {
				t.Errorf("%s %s: %q from %q", l, c, got, rule)
			}
		}
	}
}
