package web

import (
	"encoding/json"
	"testing"
	"time"

	"github.com/jackalbot/jackal/bot"
	"github.com/jackalbot/jackal/bot/web/browsertest"
	pir "github.com/jackalbot/jackal/engine/archipirata"
)

// pirataRedealt is l with what seat (or pir.Spectator) may not know dealt
// anew: the face-down cards of the piles it has not looked at turned
// round among themselves, and every chest it cannot see into (in a pile
// it has not looked at, or kept by the other team) of the other kind.
func pirataRedealt(t *testing.T, l *bot.Live, seat uint8) *bot.Live {
	t.Helper()
	m := l.Match.Clone()
	s := m.State().(*pir.State)
	var seen uint8
	if seat < pir.MaxSeats {
		seen = s.Seen[seat]
	}
	other := func(c pir.Card) pir.Card {
		return map[pir.Card]pir.Card{pir.Gold: pir.RumChest, pir.RumChest: pir.Gold}[c]
	}
	type at struct{ i, k int }
	var down []at
	changed := 0
	for i := range pir.NumIslands {
		if seen&(1<<i) != 0 {
			continue
		}
		for k := int(s.Top[i]); k < pir.PileSize; k++ {
			switch c := s.Pile[i][k]; {
			case c.IsChest():
				s.Pile[i][k] = other(c)
				changed++
			case k > int(s.Top[i]):
				down = append(down, at{i, k})
			}
		}
	}
	for n := range down[1:] {
		a, b := down[n], down[n+1]
		if s.Pile[a.i][a.k] != s.Pile[b.i][b.k] {
			changed++
		}
		s.Pile[a.i][a.k], s.Pile[b.i][b.k] = s.Pile[b.i][b.k], s.Pile[a.i][a.k]
	}
	for team := range uint8(2) {
		if seat < pir.MaxSeats && pir.Team(seat) == team {
			continue
		}
		h := &s.Held[team]
		if h[pir.Gold] != h[pir.RumChest] {
			changed++
		}
		h[pir.Gold], h[pir.RumChest] = h[pir.RumChest], h[pir.Gold]
	}
	if changed == 0 {
		t.Fatal("the redeal changed nothing")
	}
	return &bot.Live{Rec: l.Rec, Match: m}
}

// TestArchipirataViewNeverShowsHiddenCards: the JSON a spectator, or the
// team not to move, gets is the same whatever lies face down in the piles
// and in the chests it may not open; the player to move is offered every
// take from its island, by a menu.
func TestArchipirataViewNeverShowsHiddenCards(t *testing.T) {
	r := newGameRig(t, "archipirata", "")
	l := r.played(6)
	if l.Rec.Status != "active" {
		t.Fatal("the game ended: its chests are all shown")
	}
	toAct, _ := l.Match.ToAct()
	notToAct := map[string]string{"red": "2", "white": "1"}[toAct]
	for _, tc := range []struct {
		name   string
		claims Claims
		seat   uint8
	}{
		{"spectator", Claims{Game: r.id, Key: r.key, Role: RoleWatch}, pir.Spectator},
		{"the team not to move", Claims{Game: r.id, Key: r.key, User: notToAct, Role: RolePlay},
			map[string]uint8{"red": 1, "white": 0}[toAct]},
	} {
		t.Run(tc.name, func(t *testing.T) {
			v := viewOf(r.bot, l, tc.claims)
			if b, ok := v.Board.(archipirataBoard); !ok || len(b.Islands) != pir.NumIslands {
				t.Fatalf("board %#v", v.Board)
			}
			want, _ := json.Marshal(v)
			got, _ := json.Marshal(viewOf(r.bot, pirataRedealt(t, l, tc.seat), tc.claims))
			if string(got) != string(want) {
				t.Fatalf("the view changed with the hidden cards:\n%s\n%s", want, got)
			}
		})
	}
	mover := map[string]string{"red": "1", "white": "2"}[toAct]
	v := viewOf(r.bot, l, Claims{Game: r.id, Key: r.key, User: mover, Role: RolePlay})
	if len(v.Legal) != len(l.Match.LegalFor(toAct)) || len(v.Legal) == 0 {
		t.Fatalf("offered %d actions of %d", len(v.Legal), len(l.Match.LegalFor(toAct)))
	}
	for _, a := range v.Legal {
		if a.Piece == "" && a.To == "" {
			t.Errorf("%q offered with nothing to tap", a.A)
		}
	}
}

// TestBrowserArchipirata: red's player opens Archipirata's page, sees the
// ring of islands, taps an island it may take, chooses a way in the menu;
// the take is stored.
func TestBrowserArchipirata(t *testing.T) {
	r := newGameRig(t, "archipirata", "")
	ctx := browsertest.New(t)
	browsertest.Open(t, ctx, r.http.URL+"/g/"+r.id+"?t="+r.token("1", RolePlay))
	browsertest.WaitFor(t, ctx, "the ring of islands, one to take", `document.querySelectorAll("[data-island]").length === 8 &&
		document.querySelector("circle.isle.can") !== null`)
	browsertest.Screenshot(t, ctx, "archipirata-player")
	browsertest.Click(t, ctx, `circle.isle.can`)
	browsertest.WaitFor(t, ctx, "the island's takes", `!document.getElementById("chooser").hidden`)
	browsertest.Screenshot(t, ctx, "archipirata-menu")
	browsertest.Click(t, ctx, `#chooser button`)
	deadline := time.Now().Add(10 * time.Second)
	for len(r.game().Log) == 0 && time.Now().Before(deadline) {
		time.Sleep(50 * time.Millisecond)
	}
	if log := r.game().Log; len(log) != 1 {
		t.Fatalf("stored %q after the tap", log)
	}
	browsertest.WaitFor(t, ctx, "the take in the page's log", `document.querySelectorAll("#log li").length === 1`)
}
