package game_test

import (
	"testing"

	"github.com/jackalbot/jackal/engine/game"
)

// sealed is bids whose bids stay secret: a bid of 2 or more is hidden
// from the other seat (a bid of 1 is shown, so that both answers are
// tried).
type sealed struct{ bids }

func (sealed) Secret(a int) bool { return a >= 2 }

func TestHidden(t *testing.T) {
	open := game.Erase[bidState, int, string, bidState](bids{}, game.Extras[bidState, int]{})
	closed := game.Erase[bidState, int, string, bidState](sealed{}, game.Extras[bidState, int]{})
	tests := []struct {
		name          string
		g             game.Game
		entry, viewer string
		want          bool
	}{
		{"no secret actions: another's bid", open, "@north 3", "south", false},
		{"no secret actions: a spectator", open, "@north 3", "", false},
		{"no secret actions: malformed", open, "@north x", "south", false},
		{"another seat's secret bid", closed, "@north 3", "south", true},
		{"a secret bid to a spectator", closed, "@north 3", "", true},
		{"one's own secret bid", closed, "@north 3", "north", false},
		{"a bid that is not secret", closed, "@north 1", "south", false},
		{"a secret action naming no seat", closed, "2", "north", true},
		{"an action naming no seat, not secret", closed, "1", "", false},
		{"a malformed entry of another", closed, "@north x", "south", true},
		{"a malformed entry of one's own", closed, "@north x", "north", false},
		{"a note", closed, "#end", "", false},
		{"a resignation note", closed, "#resign north", "south", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := tc.g.Hidden(tc.entry, tc.viewer); got != tc.want {
				t.Errorf("Hidden(%q, %q) = %v, want %v", tc.entry, tc.viewer, got, tc.want)
			}
		})
	}
}
