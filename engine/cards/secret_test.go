package cards_test

import (
	"testing"

	"github.com/jackalbot/jackal/engine/cards"
	"github.com/jackalbot/jackal/engine/game"
)

// TestSecretActions: the cards laid in secret and taken back stay hidden
// from the other seats; everything else a seat does is seen by all.
func TestSecretActions(t *testing.T) {
	var _ game.SecretActions[cards.Action] = cards.Rules{}
	for _, tc := range []struct {
		action string
		secret bool
	}{
		{"lay horse", true}, {"lay flag-red", true}, {"undo", true},
		{"ready", false}, {"tortuga 2", false}, {"pass", false}, {"e", false}, {"nne", false},
		{"play weapon", false}, {"play double", false}, {"rum @p2", false}, {"no", false},
	} {
		a, err := cards.Parse(tc.action)
		if err != nil {
			t.Fatalf("%q: %v", tc.action, err)
		}
		if got := (cards.Rules{}).Secret(a); got != tc.secret {
			t.Errorf("Secret(%q) = %v, want %v", tc.action, got, tc.secret)
		}
	}
}
