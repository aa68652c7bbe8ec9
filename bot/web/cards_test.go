package web

import (
	"encoding/json"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/jackalbot/jackal/bot"
	"github.com/jackalbot/jackal/bot/web/browsertest"
	"github.com/jackalbot/jackal/engine/cards"
	cardscenario "github.com/jackalbot/jackal/engine/cards/scenario"
)

// cardsPlan plays user's seat's first legal plan from the page, as the
// page does (a press of the seat's private board), and returns it.
func (r *rig) cardsPlan(user string) string {
	r.t.Helper()
	var v View
	if r.get("/g/"+r.id+"/view", r.token(user, RolePlay), &v) != http.StatusOK {
		r.t.Fatal("view refused")
	}
	for _, a := range v.Legal {
		if strings.HasPrefix(a.A, "lay ") {
			var res actReply
			body, _ := json.Marshal(actRequest{Action: a.A})
			if code := r.post("/g/"+r.id+"/act", r.token(user, RolePlay), string(body), &res); code != http.StatusOK || !res.Moved {
				r.t.Fatalf("%q by %s: status %d, %+v", a.A, user, code, res)
			}
			return a.A
		}
	}
	r.t.Fatalf("%s has no plan among %v", user, v.Legal)
	return ""
}

// cardsSampled is l with everything the holder of seat's view ("" a
// spectator's) may not see dealt anew: the state cards.Sample draws from
// that view.
func cardsSampled(l *bot.Live, seat string, seed uint64) *bot.Live {
	m := l.Match.Clone()
	v := m.View(seat).(*cards.View)
	*m.State().(*cards.State) = cards.Sample(v, seed)
	return &bot.Live{Rec: l.Rec, Match: m}
}

// TestCardsViewNeverShowsHiddenCards: while both players plan, the JSON
// a spectator or a player gets is the same whatever the hands, the rows
// not yet revealed and the deck hold (any state Sample draws from their
// view); a player sees their own hand and row, and the others' rows as
// lengths only, and the log holds no card another laid.
func TestCardsViewNeverShowsHiddenCards(t *testing.T) {
	r := newGameRig(t, "cards", "")
	r.cardsPlan("1")
	r.cardsPlan("1")
	laid := r.cardsPlan("2")
	if log := r.game().Log; len(log) != 3 || log[2] != "@p2 "+laid {
		t.Fatalf("stored %q", log)
	}
	l, err := r.bot.LiveGame(r.key, r.id)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name   string
		claims Claims
		seat   string
		log    int // entries shown
	}{
		{"spectator", Claims{Game: r.id, Key: r.key, Role: RoleWatch}, "", 0},
		{"p1", Claims{Game: r.id, Key: r.key, User: "1", Role: RolePlay}, "p1", 2},
		{"p2", Claims{Game: r.id, Key: r.key, User: "2", Role: RolePlay}, "p2", 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			v := viewOf(r.bot, l, tc.claims)
			want, _ := json.Marshal(v)
			for seed := range uint64(5) {
				got, _ := json.Marshal(viewOf(r.bot, cardsSampled(l, tc.seat, seed), tc.claims))
				if string(got) != string(want) {
					t.Fatalf("the view changed with the hidden cards (seed %d):\n%s\n%s", seed, want, got)
				}
			}
			b := v.Board.(cardsBoard)
			if len(v.Log) != tc.log || v.Moves != tc.log {
				t.Fatalf("log %q, moves %d", v.Log, v.Moves)
			}
			for _, p := range b.Players {
				if mine := p.Seat == tc.seat; mine != (p.Row != nil) || p.RowN == 0 {
					t.Errorf("%s's row %v (%d cards) shown to %s", p.Seat, p.Row, p.RowN, tc.name)
				}
			}
			if (tc.seat != "") != (len(b.Hand) > 0) {
				t.Errorf("hand %v", b.Hand)
			}
			var frames []Frame
			if r.get("/g/"+r.id+"/frames?t="+r.signer.Sign(withExpiry(tc.claims, r.now)), "", &frames) != http.StatusOK {
				t.Fatal("frames refused")
			}
			if len(frames) != tc.log+1 {
				t.Fatalf("%d frames for %d entries", len(frames), tc.log)
			}
			for _, f := range frames[1:] {
				if !slices.Contains(seenLog(l, tc.seat), f.Entry) {
					t.Errorf("frame of %q shown to %s", f.Entry, tc.name)
				}
			}
		})
	}
}

// withExpiry is c valid for an hour after now.
func withExpiry(c Claims, now time.Time) Claims {
	c.Expires = now.Add(time.Hour).Unix()
	return c
}

// TestCardsPressIsTheSeatsOwn: a card game's action from the page goes
// through the seat's private board's checks: a spectator's token, or a
// card not in the hand, plays nothing.
func TestCardsPressIsTheSeatsOwn(t *testing.T) {
	r := newGameRig(t, "cards", "")
	for _, tc := range []struct {
		name, token, action string
		code                int
	}{
		{"spectator", r.token("", RoleWatch), "ready", http.StatusForbidden},
		{"someone without a seat", r.token("9", RolePlay), "ready", http.StatusOK},
		{"not yet ready", r.token("1", RolePlay), "ready", http.StatusOK},
		{"a card not held", r.token("1", RolePlay), "plan card-of-nobody", http.StatusOK},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var res actReply
			body, _ := json.Marshal(actRequest{Action: tc.action})
			if code := r.post("/g/"+r.id+"/act", tc.token, string(body), &res); code != tc.code || res.Moved {
				t.Fatalf("status %d, %+v", code, res)
			}
			if n := len(r.game().Log); n != 0 {
				t.Fatalf("%d entries stored", n)
			}
		})
	}
}

// TestBrowserCards: p1's player opens the card game's page, sees the
// island and their hand, taps a card to plan it; the card is laid in the
// store and the row shows it. p2's page shows p1's row face down and no
// card p1 laid.
func TestBrowserCards(t *testing.T) {
	r := newGameRig(t, "cards", "")
	ctx := browsertest.New(t)
	browsertest.Open(t, ctx, r.http.URL+"/g/"+r.id+"?t="+r.token("1", RolePlay))
	browsertest.WaitFor(t, ctx, "the island and the hand", `document.querySelectorAll("#board [data-cell]").length >= 9 &&
		document.querySelector("rect.hand-card.can") !== null`)
	browsertest.Screenshot(t, ctx, "cards-player")
	// a card is laid by tapping it in the hand: no button lays one too
	noLay := `[...document.querySelectorAll("#extra-actions button")].every(b => !b.dataset.action.startsWith("lay "))`
	if !browsertest.Eval(t, ctx, noLay) {
		t.Error("the hand's cards are offered as buttons too")
	}
	browsertest.Click(t, ctx, `rect.hand-card.can`)
	deadline := time.Now().Add(10 * time.Second)
	for len(r.game().Log) == 0 && time.Now().Before(deadline) {
		time.Sleep(50 * time.Millisecond)
	}
	log := r.game().Log
	if len(log) != 1 || !strings.HasPrefix(log[0], "@p1 lay ") {
		t.Fatalf("stored %q after the tap", log)
	}
	browsertest.WaitFor(t, ctx, "the card in p1's row", `document.querySelectorAll("[data-seat=p1] rect.mini-card:not(.down)").length === 1`)
	browsertest.Screenshot(t, ctx, "cards-planned")
	if !browsertest.Eval(t, ctx, noLay) || !browsertest.Eval(t, ctx, `[...document.querySelectorAll("#extra-actions button")].some(b => b.dataset.action === "undo" && b.textContent === "↩ undo")`) {
		t.Error("after a card laid: buttons laying cards, or no undo")
	}
	other := browsertest.New(t)
	browsertest.Open(t, other, r.http.URL+"/g/"+r.id+"?t="+r.token("2", RolePlay))
	browsertest.WaitFor(t, other, "p1's row face down", `document.querySelectorAll("[data-seat=p1] rect.mini-card.down").length === 1`)
	if browsertest.Eval(t, other, `document.body.textContent.includes("@p1")`) {
		t.Fatal("p2's page shows p1's entry")
	}
	browsertest.Screenshot(t, other, "cards-other")
}

// TestCardsAskedNamesNoHandCard: while a special card's question waits,
// only the seat asked (its owner) reads which card; the others and a
// spectator read "answer", which names no card of that hand.
func TestCardsAskedNamesNoHandCard(t *testing.T) {
	f, err := cardscenario.Parse([]byte("seats: 2\nisland: |\n  3 . ^ X 2\n  . ~ . . 1\n  W . R . B\n" +
		"hands: {p1: [flag-blue, arrow-nw, arrow-ns, weapon], p2: [arrow-ew]}\n" +
		"actions: [\"@p1 plan flag-blue arrow-nw arrow-ns\", \"@p2 plan arrow-ew\", n]\n"))
	if err != nil {
		t.Fatal(err)
	}
	s, err := f.Play()
	if err != nil || s.Pend != cards.PendWeapon {
		t.Fatalf("no weapon asked: pending %d, %v", s.Pend, err)
	}
	for _, tc := range []struct {
		seat uint8
		want string
	}{{0, "weapon"}, {1, "answer"}, {cards.MaxSeats, "answer"}} {
		v := cards.ViewFor(&s, tc.seat)
		b, ok := cardsDrawing{}.board(&v, labelWords{})
		if got := b.(cardsBoard).Asked; !ok || got != tc.want {
			t.Errorf("seat %d reads asked %q, want %q", tc.seat, got, tc.want)
		}
	}
}
