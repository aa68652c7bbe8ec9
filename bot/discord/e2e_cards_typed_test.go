package discord_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/engine/cards"
)

// TestE2ECardsTypedPlan: in a card game's channel, /jackal move and
// /jackal undo are kept to the one typing them: acknowledged ephemerally
// (nobody else sees the command, its options or its answers), the
// autocomplete suggests that player's own legal actions and whole plans
// only, a card not
// held is refused to them alone, a card typed is laid and taken back, and
// a whole row typed at once is laid and confirmed, the channel told only
// that the player is ready. Every request is checked by secrecyLeak.
func TestE2ECardsTypedPlan(t *testing.T) {
	t.Parallel()
	r := newRig(t, 11)
	c := &cardTable{t: t, r: r, rng: rand.New(rand.NewPCG(5, 8)), seatOf: map[string]string{},
		userOf: map[string]string{}, tally: map[string]int{}}
	r.command(alice, "new", map[string]any{"game": "cards", "variant": "islands=2"})
	r.command(bob, "join", nil)
	r.command(carol, "join", nil)
	c.checked(alice, func() string { return r.command(alice, "start", nil) })
	seat := c.seatOf[alice]
	legal := func() []string {
		m, _ := c.cardsMatch(r.mustGame())
		return m.LegalFor(seat)
	}
	hand := func() [cards.NumKinds]uint8 {
		_, st := c.cardsMatch(r.mustGame())
		return st.Hand[cardsSeat(seat)]
	}
	private := func(name, id string) {
		t.Helper()
		in, ok := r.fake.Interaction(id)
		if !ok || !in.AckEphemeral {
			t.Errorf("%s: acknowledged publicly (%+v): the channel would see the command", name, in)
		}
		for _, m := range r.fake.Messages(table) {
			if m.Interaction == id && !m.Ephemeral() {
				t.Errorf("%s: a public message came of it: %q", name, m.Content)
			}
		}
	}
	typed := func(user, sub, action string) string {
		t.Helper()
		var opts map[string]any
		if action != "" {
			opts = map[string]any{"action": action}
		}
		id := c.checked(user, func() string { return r.command(user, sub, opts) })
		private("/jackal "+sub+" "+action, id)
		return id
	}

	// the suggestions: Alice's own legal actions, nobody else's
	want := slices.DeleteFunc(legal(), func(a string) bool { return !strings.HasPrefix(a, "lay") })
	var got []string
	for _, ch := range r.autocomplete(alice, "lay") {
		got = append(got, fmt.Sprint(ch.Value))
	}
	if len(want) == 0 || !slices.Equal(got, want[:min(len(want), 25)]) {
		t.Errorf("Alice's suggestions for lay: %q, want %q", got, want)
	}
	if sugg := r.autocomplete("799", "lay"); len(sugg) != 0 {
		t.Errorf("a user who does not play is suggested %v", sugg)
	}
	// and the whole plans of her hand (CARDGAME.md §4's form)
	_, st := c.cardsMatch(r.mustGame())
	got = got[:0]
	for _, ch := range r.autocomplete(alice, "plan") {
		got = append(got, fmt.Sprint(ch.Value))
	}
	if want := cards.CompletePlan(st, uint8(cardsSeat(seat)), "plan"); len(want) == 0 || !slices.Equal(got, want) {
		t.Errorf("Alice's suggestions for plan: %q, want %q", got, want)
	}
	if sugg := r.autocomplete("799", "plan"); len(sugg) != 0 {
		t.Errorf("a user who does not play is suggested plans %v", sugg)
	}

	// a card not held: refused to Alice alone, naming her hand
	var absent, held []cards.Card
	h := hand()
	for k := cards.ArrowNE; k <= cards.Horse; k++ {
		if h[k] == 0 {
			absent = append(absent, k)
		} else {
			held = append(held, k)
		}
	}
	if len(absent) == 0 || len(held) == 0 {
		t.Fatalf("Alice's hand %v: no move card absent or none held", h)
	}
	refused(t, r, "a card not held, typed", alice, "You hold no", func() string {
		return typed(alice, "move", "plan "+absent[0].String())
	})

	// one card typed is laid, /jackal undo takes it back
	log := len(r.mustGame().Log)
	id := typed(alice, "move", "lay "+held[0].String())
	if now := r.mustGame().Log; len(now) != log+1 || now[log] != "@"+seat+" lay "+held[0].String() {
		t.Fatalf("the typed card was not laid: %q; answers %+v", now[log:], r.ephemerals(id))
	}
	if e := r.ephemerals(id); len(e) == 0 || len(e[len(e)-1].Attachments) != 1 || e[len(e)-1].VisibleTo != alice {
		t.Errorf("Alice was not shown her hand again after typing: %+v", e)
	}
	typed(alice, "undo", "")
	if now := r.mustGame().Log; len(now) != log+2 || now[log+1] != "@"+seat+" undo" {
		t.Fatalf("/jackal undo did not take the card back: %q", now[log:])
	}

	// a whole row at once: laid and confirmed; the channel's board edited
	group, _ := c.groupBoard()
	edits := r.message(group.ID).Edits
	row := []string{held[0].String()}
	if h[held[0]] > 1 {
		row = append(row, held[0].String())
	} else if len(held) > 1 {
		row = append(row, held[1].String())
	}
	typed(alice, "move", "plan "+strings.Join(row, " "))
	now := r.mustGame().Log
	tail := now[len(now)-len(row)-1:]
	for i, card := range row {
		if tail[i] != "@"+seat+" lay "+card {
			t.Fatalf("the typed row %v: log %q", row, tail)
		}
	}
	if tail[len(row)] != "@"+seat+" ready" {
		t.Fatalf("the typed row was not confirmed: %q", tail)
	}
	if g := r.message(group.ID); g.Edits == edits || g.Ephemeral() {
		t.Errorf("the channel's board was not edited for Alice's ready row (edits %d → %d)", edits, g.Edits)
	}
	if c.guarded == 0 || c.own == 0 {
		t.Errorf("the secrecy check saw %d requests to others and %d naming a card to Alice", c.guarded, c.own)
	}
}
