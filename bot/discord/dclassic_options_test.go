package discord_test

import (
	"strings"
	"testing"
)

// TestDClassicOddOptions: what a server types into /jackal's options,
// sensible or not, is answered in words, never with an error's text, and
// a refusal reaches only the one who typed it; a game alone against three
// computer crews then runs on its own until it is the player's turn.
func TestDClassicOddOptions(t *testing.T) {
	t.Parallel()
	r := newRig(t, defaultDeal)
	for _, tc := range []struct {
		sub  string
		opts map[string]any
	}{
		{"new", map[string]any{"crews": "duel", "seats": "ai:bogus"}},
		{"new", map[string]any{"crews": "duel", "seats": strings.Repeat("ai:easy ", 40)}},
		{"new", map[string]any{"variant": "no-such-variant"}},
		{"new", map[string]any{"game": "chess"}},
		{"rules", map[string]any{"tile": "no such tile at all"}},
		{"move", map[string]any{"action": "W1 z99"}},
		{"replay", map[string]any{"game": "20990101T000000Z-ffffffffff"}},
		{"replay", nil},
		{"stats", map[string]any{"scope": "server"}},
		{"stats", map[string]any{"scope": "ratings", "game": "classic"}},
		{"join", map[string]any{"colour": "purple"}},
		{"start", nil},
		{"undo", nil},
		{"end", nil},
		{"abort", nil},
	} {
		id := r.command(carol, tc.sub, tc.opts)
		texts := r.interactionTexts(id)
		if len(texts) == 0 {
			t.Errorf("/jackal %s %v left nothing", tc.sub, tc.opts)
		}
	}
	r.command(alice, "new", map[string]any{"crews": "4", "seats": "ai:easy ai:easy ai:hard"})
	r.command(alice, "start", nil)
	r.wait("Alice's turn", func() bool {
		b := r.boards()
		return len(b) > 0 && mentioned(b[len(b)-1]) == alice && len(controls(b[len(b)-1])) > 0
	})
	id := r.command(bob, "new", map[string]any{"crews": "duel"})
	if e := r.ephemerals(id); len(e) != 1 || e[0].VisibleTo != bob {
		t.Errorf("/jackal new during a game: %+v %q", e, r.interactionTexts(id))
	}
	reportAudit(t, r)
	checkDeferrals(t, r)
}
