package web

import (
	"encoding/json"
	"net/http"
	"net/url"
	"strconv"
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
