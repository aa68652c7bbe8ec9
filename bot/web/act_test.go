package web

import (
	"encoding/json"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"
)

// TestActThroughTheCore: a move from the page is a press of the chat's
// button: stored, the chat gets the new board; the same checks refuse
// the wrong player, an old board's move and an illegal one, with the
// bot's answer; a spectator's link never acts.
func TestActThroughTheCore(t *testing.T) {
	r := newRig(t)
	var v View
	r.get("/g/"+r.id+"/view", r.token("1", RolePlay), &v)
	if len(v.Legal) == 0 || v.Viewer.Seat != "white" {
		t.Fatalf("white's player sees seat %q, %d legal actions", v.Viewer.Seat, len(v.Legal))
	}
	first := v.Legal[0].A
	body := func(a string) string { b, _ := json.Marshal(actRequest{Action: a}); return string(b) }
	boards := r.out.boardCount()
	for _, tc := range []struct {
		name   string
		tok    string
		body   string
		status int
		moved  bool
		answer bool
		log    int
	}{
		{"spectator", r.token("", RoleWatch), body(first), http.StatusForbidden, false, false, 0},
		{"spectator naming the player", r.token("1", RoleWatch), body(first), http.StatusForbidden, false, false, 0},
		{"the other player", r.token("2", RolePlay), body(first), http.StatusOK, false, true, 0},
		{"someone without a seat", r.token("9", RolePlay), body(first), http.StatusOK, false, true, 0},
		{"illegal", r.token("1", RolePlay), body("W1 a1"), http.StatusOK, false, true, 0},
		{"empty", r.token("1", RolePlay), body(" "), http.StatusBadRequest, false, false, 0},
		{"not JSON", r.token("1", RolePlay), "W1", http.StatusBadRequest, false, false, 0},
		{"the player to act", r.token("1", RolePlay), body(first), http.StatusOK, true, false, 1},
		{"the same again: an old board's", r.token("1", RolePlay), body(first), http.StatusOK, false, true, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var res actReply
			code := r.post("/g/"+r.id+"/act", tc.tok, tc.body, &res)
			if code != tc.status || res.Moved != tc.moved || (res.Answer != "") != tc.answer {
				t.Fatalf("status %d, %+v; want %d, moved %v, an answer %v", code, res, tc.status, tc.moved, tc.answer)
			}
			if n := len(r.game().Log); n != tc.log {
				t.Fatalf("log of %d entries, want %d", n, tc.log)
			}
		})
	}
	if g := r.game(); g.Log[0] != first {
		t.Fatalf("stored %q, want %q", g.Log[0], first)
	}
	if r.out.boardCount() != boards+1 {
		t.Fatalf("the chat got %d boards, want 1", r.out.boardCount()-boards)
	}
}

// TestTelegramSession: a Mini App's init data gets a session token for
// its game, once; forged, stale, replayed and another bot's init data get
// none.
func TestTelegramSession(t *testing.T) {
	r := newRig(t)
	fields := func(user int64, at time.Time, game string) url.Values {
		return url.Values{
			"user":        {`{"id":` + strconv.FormatInt(user, 10) + `,"first_name":"U` + strconv.FormatInt(user, 10) + `"}`},
			"auth_date":   {strconv.FormatInt(at.Unix(), 10)},
			"start_param": {game},
			"query_id":    {"AAH" + strconv.FormatInt(at.UnixNano(), 36)},
		}
	}
	valid := SignInitData(fields(1, r.now, r.id), testToken)
	forged, _ := url.ParseQuery(valid)
	forged.Set("user", `{"id":2,"first_name":"U2"}`)
	for _, tc := range []struct {
		name   string
		init   string
		status int
	}{
		{"valid", valid, http.StatusOK},
		{"replayed", valid, http.StatusUnauthorized},
		{"forged user", forged.Encode(), http.StatusUnauthorized},
		{"another bot's token", SignInitData(fields(1, r.now.Add(-time.Second), r.id), otherToken), http.StatusUnauthorized},
		{"stale", SignInitData(fields(1, r.now.Add(-2*time.Hour), r.id), testToken), http.StatusUnauthorized},
		{"no such game", SignInitData(fields(1, r.now.Add(-2*time.Second), "nope"), testToken), http.StatusNotFound},
		{"garbage", "%%%", http.StatusBadRequest},
	} {
		t.Run(tc.name, func(t *testing.T) {
			resp, err := http.PostForm(r.http.URL+"/tg/session", url.Values{"init_data": {tc.init}})
			if err != nil {
				t.Fatal(err)
			}
			defer resp.Body.Close()
			if resp.StatusCode != tc.status {
				t.Fatalf("status %d, want %d", resp.StatusCode, tc.status)
			}
			if tc.status != http.StatusOK {
				return
			}
			var got struct{ Token, Game string }
			if err := json.NewDecoder(resp.Body).Decode(&got); err != nil {
				t.Fatal(err)
			}
			c, err := r.signer.Verify(got.Token, r.now)
			if err != nil || c.User != "1" || c.Key != r.key || c.Game != r.id || !c.MayAct() {
				t.Fatalf("session %+v, %v", c, err)
			}
			var v View
			if code := r.get("/g/"+r.id+"/view", got.Token, &v); code != http.StatusOK || v.Viewer.Seat != "white" || len(v.Legal) == 0 {
				t.Fatalf("the session's view: status %d, seat %q", code, v.Viewer.Seat)
			}
		})
	}
}

// TestActRefusesStaleView: an action the page chose on a view the game
// has moved on from (View.Moves) is refused as stale, even when it is
// still legal, and nothing is stored; the same action with the view's
// count is played, as is one sent without a count (the JSON API).
func TestActRefusesStaleView(t *testing.T) {
	r := newRig(t)
	var old View
	r.get("/g/"+r.id+"/view", r.token("1", RolePlay), &old)
	r.playSome(2)
	var now View
	r.get("/g/"+r.id+"/view", r.token("1", RolePlay), &now)
	action := ""
	for _, a := range now.Legal {
		for _, b := range old.Legal {
			if a.A == b.A && action == "" {
				action = a.A
			}
		}
	}
	if action == "" || old.Moves != 0 || now.Moves != 2 {
		t.Fatalf("no action legal in both views (moves %d, %d)", old.Moves, now.Moves)
	}
	body := func(moves int) string {
		b, _ := json.Marshal(actRequest{Action: action, Moves: &moves})
		return string(b)
	}
	var res actReply
	if code := r.post("/g/"+r.id+"/act", r.token("1", RolePlay), body(old.Moves), &res); code != http.StatusOK ||
		res.Moved || !res.Stale || res.Answer == "" {
		t.Fatalf("an old view's action: status %d, %+v", code, res)
	}
	if n := len(r.game().Log); n != 2 {
		t.Fatalf("%d entries stored after a stale action", n)
	}
	res = actReply{}
	if code := r.post("/g/"+r.id+"/act", r.token("1", RolePlay), body(now.Moves), &res); code != http.StatusOK || !res.Moved || res.Stale {
		t.Fatalf("the view's action: status %d, %+v", code, res)
	}
	if n := len(r.game().Log); n != 3 {
		t.Fatalf("%d entries stored after the move", n)
	}
}

// TestActWholePlan: a card game's whole plan sent at once (plan X Y) is
// played as the chat plays it typed: the row laid before taken back, the
// plan's cards laid, ready; moved answers true.
func TestActWholePlan(t *testing.T) {
	r := newGameRig(t, "cards", "")
	first := strings.TrimPrefix(r.cardsPlan("1"), "lay ")
	second := strings.TrimPrefix(r.cardsPlan("1"), "lay ")
	var res actReply
	// a plan with a card not held is refused whole: the row laid stays
	bad, _ := json.Marshal(actRequest{Action: "plan " + first + " gem"})
	if code := r.post("/g/"+r.id+"/act", r.token("1", RolePlay), string(bad), &res); code != http.StatusOK || res.Moved || res.Answer == "" {
		t.Fatalf("a plan with a card not held: status %d, %+v", code, res)
	}
	if log := r.game().Log; !slices.Equal(log, []string{"@p1 lay " + first, "@p1 lay " + second}) {
		t.Fatalf("a refused plan changed the row: %q", log)
	}
	body, _ := json.Marshal(actRequest{Action: "plan " + first + " " + second})
	if code := r.post("/g/"+r.id+"/act", r.token("1", RolePlay), string(body), &res); code != http.StatusOK || !res.Moved {
		t.Fatalf("the whole plan: status %d, %+v", code, res)
	}
	want := []string{"@p1 lay " + first, "@p1 lay " + second, "@p1 undo", "@p1 undo",
		"@p1 lay " + first, "@p1 lay " + second, "@p1 ready"}
	if log := r.game().Log; !slices.Equal(log, want) {
		t.Fatalf("stored %q, want %q", log, want)
	}
}
