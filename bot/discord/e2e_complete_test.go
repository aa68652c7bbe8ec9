package discord_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/bot/discord/internal/discordtest"
	"github.com/jackalbot/jackal/engine"
)

// maxSuggestions is Discord's limit of autocomplete choices.
const maxSuggestions = 25

// legalWith lists the legal actions of a state that start with prefix
// (ignoring case), at most 25, in the engine's order.
func legalWith(st engine.State, prefix string) []string {
	out := []string{}
	for _, a := range engine.Legal(st) {
		if s := a.String(); strings.HasPrefix(strings.ToLower(s), strings.ToLower(prefix)) && len(out) < maxSuggestions {
			out = append(out, s)
		}
	}
	return out
}

// values are the values of suggestions, checking each is named as its
// value.
func values(t *testing.T, cs []discordtest.Choice) []string {
	t.Helper()
	out := []string{}
	for _, c := range cs {
		v, ok := c.Value.(string)
		if !ok || v != c.Name {
			t.Errorf("suggestion %+v: its value is not its name", c)
		}
		out = append(out, v)
	}
	return out
}

// TestE2EMoveAutocomplete: /jackal move suggests the caller's legal
// actions that start with what they typed, at most 25, and nothing to a
// user whose turn it is not.
func TestE2EMoveAutocomplete(t *testing.T) {
	t.Parallel()
	r := newRig(t, defaultDeal)
	r.startDuel()
	p := newPlayer(r, agentSeed)
	check := func(phase string, st engine.State, user, typed string, want []string) {
		t.Helper()
		before := r.mustGame().Version
		got := values(t, r.autocomplete(user, typed))
		if !slices.Equal(got, want) {
			t.Errorf("%s: %s typing %q got %q, want %q", phase, user, typed, got, want)
		}
		for _, s := range got {
			a, err := engine.Parse(s)
			if err == nil {
				err = st.Check(a)
			}
			if err != nil {
				t.Errorf("%s: suggestion %q is not a legal action: %v", phase, s, err)
			}
		}
		if after := r.mustGame().Version; after != before {
			t.Errorf("%s: the suggestions changed the game (version %d → %d)", phase, before, after)
		}
	}

	st := p.state(r.mustGame())
	none := []string{}
	for _, tc := range []struct {
		name, user, typed string
		want              []string
	}{
		{"everything", alice, "", legalWith(st, "")},
		{"a piece", alice, "W", legalWith(st, "W")},
		{"lower case", alice, "w1", legalWith(st, "W1")},
		{"the ship, mixed case", alice, "SHIP h", legalWith(st, "ship h")},
		{"no match", alice, "zz", none},
		{"not their turn", bob, "", none},
		{"a spectator", carol, "", none},
	} {
		if tc.user == alice && tc.typed != "zz" && len(tc.want) == 0 {
			t.Fatalf("%s: the deal gives white no action starting with %q", tc.name, tc.typed)
		}
		check(tc.name, st, tc.user, tc.typed, tc.want)
	}

	// Play on until the player to act has more actions than Discord shows.
	for i := 0; ; i++ {
		st = p.state(r.mustGame())
		if len(engine.Legal(st)) > maxSuggestions {
			break
		}
		if i == 150 {
			t.Fatal("no position with more than 25 actions in 150 actions")
		}
		p.act()
	}
	g := r.mustGame()
	actor := p.actor(g)
	other := alice
	if actor == alice {
		other = bob
	}
	all := legalWith(st, "")
	if len(all) != maxSuggestions {
		t.Fatalf("expected a capped list, got %d", len(all))
	}
	check("many actions", st, actor, "", all)
	piece := strings.Fields(engine.Legal(st)[0].String())[0]
	check("many actions, one piece", st, actor, piece, legalWith(st, piece))
	check("many actions, not their turn", st, other, "", none)
	checkDeferrals(t, r)
}
