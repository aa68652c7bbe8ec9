package ai

import (
	"crypto/sha256"
	"encoding/hex"
	"testing"

	"github.com/jackalbot/jackal/engine"
)

// pinnedDecisions is the digest of the actions TestDecisionsPinned's
// matches play. It changes only with a deliberate change of a level's play.
const pinnedDecisions = "c6171677ad3ad794436bcca056c3226b718c25cbe8d2d23cfe1c0a4824529c6d"

// TestDecisionsPinned plays short matches of every level and digests their
// actions, so that a change meant to be invisible to the agents (the cell
// numbering, the board's home) cannot change a decision: the agents hash
// positions for their randomness, so a changed hash changes their play.
func TestDecisionsPinned(t *testing.T) {
	tests := []struct {
		a, b Level
		opts engine.Options
		seed uint64
	}{
		{Hard, Easy, engine.Options{Duel: true, StallRounds: 10}, 3},
		{Easy, Random, engine.Options{StallRounds: 10}, 4},
	}
	h := sha256.New()
	for _, tc := range tests {
		s, err := engine.New(tc.seed, tc.opts)
		if err != nil {
			t.Fatal(err)
		}
		var m Match
		m.Budget = Iterations(12)
		m.MaxActions = 300
		for _, c := range s.Crews() {
			if s.Rules.Allies(c, engine.White) {
				m.Seats[c] = New(tc.a, tc.seed*10+1, WithPlayoutDepth(8))
			} else {
				m.Seats[c] = New(tc.b, tc.seed*10+2)
			}
		}
		_, log, err := m.Play(s)
		if err != nil {
			t.Fatal(err)
		}
		for _, a := range log {
			h.Write([]byte(a.String() + ";"))
		}
	}
	if got := hex.EncodeToString(h.Sum(nil)); got != pinnedDecisions {
		t.Errorf("the pinned decisions changed: digest %s, want %s", got, pinnedDecisions)
	}
}
