package web

import (
	"encoding/json"
	"net/http"
	"testing"

	"github.com/jackalbot/jackal/bot"
	"github.com/jackalbot/jackal/engine"
)

// redealt is l with every face-down tile the viewer crew has not seen
// dealt anew: the face-down tiles' kinds turned round among themselves
// and their rotations turned.
func redealt(t *testing.T, l *bot.Live, viewer engine.Crew) *bot.Live {
	t.Helper()
	m := l.Match.Clone()
	s := m.State().(*engine.State)
	var down []engine.Cell
	for c := range s.Board.Island() {
		if !s.Tiles[c].Open && !(viewer < engine.NumCrews && s.Known[c].Has(viewer)) {
			down = append(down, c)
		}
	}
	if len(down) < 2 {
		t.Fatal("fewer than two face-down tiles")
	}
	first := s.Tiles[down[0]]
	changed := 0
	for i := range down {
		next := first
		if i+1 < len(down) {
			next = s.Tiles[down[i+1]]
		}
		if next.Kind != s.Tiles[down[i]].Kind {
			changed++
		}
		s.Tiles[down[i]].Kind, s.Tiles[down[i]].Pic = next.Kind, next.Pic
		s.Tiles[down[i]].Rot = (s.Tiles[down[i]].Rot + 1) % 4
	}
	if changed == 0 {
		t.Fatal("the redeal changed no tile")
	}
	return &bot.Live{Rec: l.Rec, Match: m}
}

// notToAct is the user and crew of a duel (user 1 white, user 2 black)
// who are not to act in l.
func notToAct(l *bot.Live) (string, engine.Crew) {
	toAct, _ := l.Match.ToAct()
	crew, _ := engine.ParseCrew(map[string]string{"white": "black", "black": "white"}[toAct])
	return map[string]string{"white": "2", "black": "1"}[toAct], crew
}

// TestViewNeverShowsHiddenFaces: the JSON a spectator, or the crew not
// to act, gets is the same whatever lies under the face-down tiles; and
// the legal actions go to the player to act alone.
func TestViewNeverShowsHiddenFaces(t *testing.T) {
	r := newRig(t)
	l := r.played(6)
	other, otherCrew := notToAct(l)
	for _, tc := range []struct {
		name   string
		claims Claims
		crew   engine.Crew
		legal  bool
	}{
		{"spectator", Claims{Game: r.id, Key: r.key, Role: RoleWatch}, engine.NoCrew, false},
		{"spectator's token naming a player", Claims{Game: r.id, Key: r.key, User: "1", Role: RoleWatch}, engine.NoCrew, false},
		{"someone without a seat", Claims{Game: r.id, Key: r.key, User: "99", Role: RolePlay}, engine.NoCrew, false},
		{"the crew not to act", Claims{Game: r.id, Key: r.key, User: other, Role: RolePlay}, otherCrew, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			v := viewOf(r.bot, l, tc.claims)
			want, _ := json.Marshal(v)
			got, _ := json.Marshal(viewOf(r.bot, redealt(t, l, tc.crew), tc.claims))
			if string(got) != string(want) {
				t.Fatalf("the view changed with the face-down tiles:\n%s\n%s", want, got)
			}
			if (len(v.Legal) > 0) != tc.legal || v.Viewer.CanAct != tc.legal {
				t.Fatalf("legal actions %v, can act %v", v.Legal, v.Viewer.CanAct)
			}
			b := v.Board.(classicBoard)
			if b.Crew != tc.crew.String() {
				t.Fatalf("the view is %q's, want %q's", b.Crew, tc.crew)
			}
			hidden := 0
			for _, c := range b.Cells {
				if c.Kind == "hidden" {
					hidden++
				}
			}
			if hidden == 0 || hidden != b.FaceDown {
				t.Fatalf("%d cells hidden, %d face down", hidden, b.FaceDown)
			}
		})
	}
	actor := map[string]string{"1": "2", "2": "1"}[other]
	if v := viewOf(r.bot, l, Claims{Game: r.id, Key: r.key, User: actor, Role: RolePlay}); len(v.Legal) == 0 || !v.Viewer.CanAct {
		t.Fatalf("the player to act got no legal actions: %+v", v.Viewer)
	}
}

// TestFramesShowNoMoreThanTheViewerKnew: every frame of a spectator's
// replay keeps each face-down tile hidden, and there is one frame per
// entry and the deal.
func TestFramesShowNoMoreThanTheViewerKnew(t *testing.T) {
	r := newRig(t)
	r.playSome(5)
	var frames []Frame
	if code := r.get("/g/"+r.id+"/frames", r.token("", RoleWatch), &frames); code != http.StatusOK {
		t.Fatalf("frames: status %d", code)
	}
	if len(frames) != len(r.game().Log)+1 {
		t.Fatalf("%d frames for %d entries", len(frames), len(r.game().Log))
	}
	for i, f := range frames {
		raw, _ := json.Marshal(f.Board)
		var b classicBoard
		if err := json.Unmarshal(raw, &b); err != nil {
			t.Fatal(err)
		}
		for _, c := range b.Cells {
			if !c.Sea && !c.Open && c.Kind != "hidden" {
				t.Fatalf("frame %d shows face-down %s as %s", i, c.C, c.Kind)
			}
		}
		if i > 0 && f.Entry != r.game().Log[i-1] {
			t.Fatalf("frame %d is of %q, want %q", i, f.Entry, r.game().Log[i-1])
		}
	}
}

func TestViewRefusals(t *testing.T) {
	r := newRig(t)
	other, _ := NewSigner([]byte("some other server's secret!"))
	for _, tc := range []struct {
		name string
		path string
		tok  string
		want int
	}{
		{"player", "/g/" + r.id + "/view", r.token("1", RolePlay), http.StatusOK},
		{"spectator", "/g/" + r.id + "/view", r.token("", RoleWatch), http.StatusOK},
		{"no token", "/g/" + r.id + "/view", "", http.StatusBadRequest},
		{"another game's token", "/g/XYZ/view", r.token("1", RolePlay), http.StatusForbidden},
		{"another server's token", "/g/" + r.id + "/view", other.Sign(Claims{Game: r.id, Key: r.key, Role: RoleWatch, Expires: r.now.Unix() + 60}), http.StatusUnauthorized},
		{"expired", "/g/" + r.id + "/view", r.signer.Sign(Claims{Game: r.id, Key: r.key, Role: RoleWatch, Expires: r.now.Unix()}), http.StatusUnauthorized},
		{"another chat's key", "/g/" + r.id + "/view", r.signer.Sign(Claims{Game: r.id, Key: "tg:999", Role: RoleWatch, Expires: r.now.Unix() + 60}), http.StatusNotFound},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if code := r.get(tc.path, tc.tok, nil); code != tc.want {
				t.Fatalf("status %d, want %d", code, tc.want)
			}
		})
	}
}
