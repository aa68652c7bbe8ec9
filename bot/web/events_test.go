package web

import (
	"bufio"
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/jackalbot/jackal/bot"
	"github.com/jackalbot/jackal/storage"
)

// stream reads a page's server-sent events: each "view" event's View.
func stream(t *testing.T, ctx context.Context, url string) <-chan View {
	t.Helper()
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	if resp.StatusCode != http.StatusOK || resp.Header.Get("Content-Type") != "text/event-stream" {
		t.Fatalf("events: status %d, type %q", resp.StatusCode, resp.Header.Get("Content-Type"))
	}
	out := make(chan View, 16)
	go func() {
		defer resp.Body.Close()
		defer close(out)
		sc := bufio.NewScanner(resp.Body)
		sc.Buffer(nil, 1<<20)
		event := ""
		for sc.Scan() {
			line := sc.Text()
			switch {
			case strings.HasPrefix(line, "event: "):
				event = strings.TrimPrefix(line, "event: ")
			case strings.HasPrefix(line, "data: ") && event == "view":
				var v View
				if json.Unmarshal([]byte(strings.TrimPrefix(line, "data: ")), &v) == nil {
					out <- v
				}
			}
		}
	}()
	return out
}

// next waits for the next view.
func next(t *testing.T, views <-chan View) View {
	t.Helper()
	select {
	case v, ok := <-views:
		if !ok {
			t.Fatal("the event stream ended")
		}
		return v
	case <-time.After(5 * time.Second):
		t.Fatal("no event within 5 s")
	}
	return View{}
}

// TestEventsAfterEveryStoredMove: a spectator's stream gets the view at
// once, then a new one after a move pressed in the chat, after a typed
// move, and after a move written by another process (the store polled).
func TestEventsAfterEveryStoredMove(t *testing.T) {
	r := newRig(t)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	views := stream(t, ctx, r.http.URL+"/g/"+r.id+"/events?t="+r.token("", RoleWatch))
	if v := next(t, views); v.Moves != 0 || v.Board == nil || len(v.Legal) != 0 {
		t.Fatalf("first view: %d moves, board %v, legal %v", v.Moves, v.Board != nil, v.Legal)
	}
	first := func() (string, *bot.Live) {
		l, err := r.bot.LiveGame(r.key, r.id)
		if err != nil {
			t.Fatal(err)
		}
		seat, _ := l.Match.ToAct()
		return map[string]string{"white": "1", "black": "2"}[seat], l
	}
	for i, move := range []func(){
		func() { // a press of the chat's button
			user, l := first()
			req := r.request(user, "", "")
			req.Button = l.ActButton(l.Match.Legal()[0])
			r.bot.Handle(context.Background(), req, r.out)
		},
		func() { // a typed move
			user, l := first()
			r.cmd(user, "move", l.Match.Legal()[0])
		},
		func() { // another process: the store written behind the bot's back
			_, l := first()
			m := l.Match.Clone()
			a := m.Legal()[0]
			if _, err := m.Play(a); err != nil {
				t.Fatal(err)
			}
			snap, _ := m.Snapshot()
			if _, err := r.store.Update(storage.Key(r.key), storage.AnyVersion, func(g *storage.Game) error {
				g.Log, g.Snapshot = append(g.Log, a), snap
				return nil
			}); err != nil {
				t.Fatal(err)
			}
		},
	} {
		move()
		v := next(t, views)
		if v.Moves != i+1 || v.Last != r.game().Log[i] {
			t.Fatalf("after move %d the stream shows %d moves, last %q", i+1, v.Moves, v.Last)
		}
	}
}

func TestEventsRefuseBadTokens(t *testing.T) {
	r := newRig(t)
	for _, tc := range []struct {
		name string
		tok  string
		want int
	}{
		{"none", "", http.StatusBadRequest},
		{"forged", r.token("", RoleWatch) + "x", http.StatusUnauthorized},
		{"expired", r.signer.Sign(Claims{Game: r.id, Key: r.key, Role: RoleWatch, Expires: r.now.Unix() - 1}), http.StatusUnauthorized},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if code := r.get("/g/"+r.id+"/events?t="+tc.tok, "", nil); code != tc.want {
				t.Fatalf("status %d, want %d", code, tc.want)
			}
		})
	}
}
