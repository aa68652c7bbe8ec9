package engine_test

import (
	"testing"

	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/engine/scenario"
)

// TestDeadlyJudgedFromTheView checks that a move is called deadly only when
// it kills whatever the face-down tiles hold, while Kills, reading the full
// state, knows what lies face down.
func TestDeadlyJudgedFromTheView(t *testing.T) {
	tests := []struct {
		name   string
		yaml   string
		action string
		kills  bool // on the full state
		deadly bool // as a player may know it
	}{
		{"face-down ogre", "tiles: {e4: empty open, e5: ogre}\npieces: {W1: e4}", "W1 e5", true, false},
		{"face-up ogre", "tiles: {e4: empty open, e5: ogre open}\npieces: {W1: e4}", "W1 e5", true, true},
		{"known loop of face-up arrows", "tiles: {e4: empty open, e5: arrow-1@e open, f5: arrow-1@w open}\npieces: {W1: e4}", "W1 e5", true, true},
		{"arrow onto a face-down loop", "tiles: {e4: empty open, e5: arrow-1@e open, f5: arrow-1@w}\npieces: {W1: e4}", "W1 e5", true, false},
		{"arrow onto a face-up ogre", "tiles: {e4: empty open, e5: arrow-1@e open, f5: ogre open}\npieces: {W1: e4}", "W1 e5", true, true},
		{"face-down empty", "tiles: {e4: empty open, e5: empty}\npieces: {W1: e4}", "W1 e5", false, false},
		{"swim to the enemy ship", "open: true\ntiles: {k11: empty}\npieces: {W1: f13, W2: e3}", "W1 g13", true, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			sc, err := scenario.Parse([]byte("variants: [duel]\ncrews: [white, black]\n"+tt.yaml+"\n"), tt.name)
			if err != nil {
				t.Fatal(err)
			}
			s, err := sc.Build()
			if err != nil {
				t.Fatal(err)
			}
			a, err := engine.Parse(tt.action)
			if err != nil {
				t.Fatal(err)
			}
			if err := s.Check(a); err != nil {
				t.Fatalf("%s is not legal: %v", a, err)
			}
			if got := engine.Kills(s, a); got != tt.kills {
				t.Errorf("Kills = %v, want %v", got, tt.kills)
			}
			for _, c := range []engine.Crew{engine.NoCrew, engine.White, engine.Black} {
				v := engine.ViewFor(&s, c)
				if got := v.Deadly(a); got != tt.deadly {
					t.Errorf("view of %v: Deadly = %v, want %v", c, got, tt.deadly)
				}
			}
		})
	}
}
