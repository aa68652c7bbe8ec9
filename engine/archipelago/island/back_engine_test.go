package island

import (
	"testing"

	"github.com/jackalbot/jackal/engine"
)

// TestBackEngine: each land back is its engine back and back again; water
// and unknown backs have none.
func TestBackEngine(t *testing.T) {
	for _, tc := range []struct {
		b    Back
		want engine.Back
	}{{Beach, engine.BackBeach}, {Forest, engine.BackForest}, {Mountains, engine.BackMountains}, {Water, engine.NoBack}, {NumBacks, engine.NoBack}} {
		if got := tc.b.Engine(); got != tc.want {
			t.Errorf("%v.Engine() = %v, want %v", tc.b, got, tc.want)
		}
		if tc.want != engine.NoBack && FromEngine(tc.want) != tc.b {
			t.Errorf("FromEngine(%v) = %v, want %v", tc.want, FromEngine(tc.want), tc.b)
		}
	}
	if FromEngine(engine.NoBack) != NumBacks {
		t.Error("no back reads as a back")
	}
}
