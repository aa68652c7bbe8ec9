package discord_test

import (
	"fmt"
	"net/http"
	"slices"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/bot/discord"
	"github.com/jackalbot/jackal/bot/narrate"
	"github.com/jackalbot/jackal/engine"
)

// public is what everyone sees of the table: each public message's id,
// text, controls and edit count.
func public(r *rig) []string {
	var out []string
	for _, m := range r.fake.Messages(table) {
		if !m.Ephemeral() {
			out = append(out, fmt.Sprintf("%s %d %d %q", m.ID, m.Edits, len(controls(m)), m.Content))
		}
	}
	return out
}

// refused runs do, which makes user do something the bot must refuse (the
// case named name), and checks the refusal: one ephemeral message for
// user alone saying want, nothing public changed, and the stored game's
// version and log unchanged.
func refused(t *testing.T, r *rig, name, user, want string, do func() string) {
	t.Helper()
	before, seen := r.mustGame(), public(r)
	id := do()
	e := r.ephemerals(id)
	if len(e) != 1 || e[0].VisibleTo != user || !strings.Contains(e[0].Content, want) {
		t.Errorf("%s: want one ephemeral message for %s saying %q, got %+v", name, user, want, e)
	} else {
		t.Logf("%s: %s was told %q", name, user, e[0].Content)
	}
	for _, m := range r.fake.Messages(table) {
		if m.Interaction == id && !m.Ephemeral() {
			t.Errorf("%s: the refusal left a public message: %q", name, m.Content)
		}
	}
	if now := public(r); !slices.Equal(now, seen) {
		t.Errorf("%s: the public messages changed:\nbefore %q\nafter  %q", name, seen, now)
	}
	after := r.mustGame()
	if after.Version != before.Version || !slices.Equal(after.Log, before.Log) {
		t.Errorf("%s: the game changed: version %d → %d, log %d → %d entries", name, before.Version, after.Version, len(before.Log), len(after.Log))
	}
}

// illegalFor finds a move of piece that parses but the state refuses,
// and the explanation the core gives for it.
func illegalFor(t *testing.T, st engine.State, piece string) (string, string) {
	t.Helper()
	v := engine.ViewFor(&st, st.Controller())
	for _, cell := range []string{"g7", "a7", "m7", "b2", "l12"} {
		s := piece + " " + cell
		a, err := engine.Parse(s)
		if err != nil {
			continue
		}
		if err := st.Check(a); err != nil {
			return s, narrate.Explain(narrate.EN, err, a, &v)
		}
	}
	t.Fatalf("every move of %s tried is legal", piece)
	return "", ""
}

// TestE2ERefusals: what the bot refuses is answered to the user alone, and
// the game stays as it was.
func TestE2ERefusals(t *testing.T) {
	t.Parallel()
	r := newRig(t, defaultDeal)
	r.command(alice, "new", map[string]any{"crews": "duel"})
	refused(t, r, "/jackal start with too few players", alice, "every crew seated: 1 of 2", func() string { return r.command(alice, "start", nil) })
	r.command(bob, "join", nil)
	r.command(alice, "start", nil)

	// Alice plays; Discord fails to take the buttons off her board, so it
	// keeps controls that are stale once her move is made.
	p := newPlayer(r, agentSeed)
	p.beforeLast = func() { r.fake.FailNext("PATCH", "/webhooks/", http.StatusInternalServerError, 0, 0) }
	old := p.act()
	oldControls := controls(r.message(old.ID))
	if len(oldControls) == 0 {
		t.Fatal("the old board lost its buttons although Discord failed the edit")
	}
	newest, g := r.lastBoard(), r.mustGame()
	st := p.state(g)
	actor, other, piece := p.actor(g), alice, "W1"
	if actor == alice {
		other = bob
	}
	if st.Controller() == engine.Black {
		piece = "B1"
	}
	if mentioned(newest) != actor {
		t.Fatalf("the newest board mentions %q, want %q", mentioned(newest), actor)
	}
	illegal, why := illegalFor(t, st, piece)
	badSyntax := "jump over the moon"
	a, perr := engine.Parse(badSyntax)
	if perr == nil {
		t.Fatalf("%q parses", badSyntax)
	}
	v := engine.ViewFor(&st, st.Controller())
	syntaxWhy := narrate.Explain(narrate.EN, perr, a, &v)
	legal := engine.Legal(st)[0].String()
	next := controls(newest)[0]

	for _, tc := range []struct {
		name, user, want string
		do               func() string
	}{
		{"a press by the other player", other, "Not your turn", func() string { return r.press(other, newest.ID, next) }},
		{"a press by a spectator", carol, "Only the players", func() string { return r.press(carol, newest.ID, next) }},
		{"a stale button", alice, "old board", func() string { return r.press(alice, old.ID, oldControls[0]) }},
		{"a stale button pressed by the other player", bob, "old board", func() string { return r.press(bob, old.ID, oldControls[0]) }},
		{"an illegal typed move", actor, discord.Escape(why), func() string {
			return r.command(actor, "move", map[string]any{"action": illegal})
		}},
		{"a typed move that does not parse", actor, discord.Escape(syntaxWhy), func() string {
			return r.command(actor, "move", map[string]any{"action": badSyntax})
		}},
		{"a typed move out of turn", other, "Not your turn", func() string {
			return r.command(other, "move", map[string]any{"action": legal})
		}},
	} {
		refused(t, r, tc.name, tc.user, tc.want, tc.do)
	}

	// The newest board still works for the player to act.
	p.act()
	checkDeferrals(t, r)
}
