package narrate

import (
	"crypto/sha256"
	"encoding/hex"
	"math/rand/v2"
	"testing"

	"github.com/jackalbot/jackal/engine"
)

// pinnedStories is the digest of what TestStoriesPinned tells. It changes
// only with a deliberate change of the narration (or of the pinned games).
const pinnedStories = "2d3485122ed3c479f02ee0882ec194954d28c776e4bdfd1295ea9d4d18939361"

// TestStoriesPinned tells seeded random games in both languages, events
// with and without the view after them, and digests the texts, so that a
// change meant to be invisible (the cell numbering, the board's home)
// cannot change a sentence: the caramba picks its curse from its cell.
func TestStoriesPinned(t *testing.T) {
	h := sha256.New()
	for seed := uint64(1); seed <= 6; seed++ {
		o := engine.Options{StallRounds: -1, Duel: seed%2 == 0}
		s, err := engine.New(seed, o)
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(seed, 5))
		var buf []engine.Action
		for n := 0; !s.Over && n < 1500; n++ {
			buf = s.LegalInto(buf)
			a := buf[r.IntN(len(buf))]
			var evs []engine.Event
			if err := s.Play(a, &evs); err != nil {
				t.Fatalf("seed %d: %v: %v", seed, a, err)
			}
			after := engine.ViewFor(&s, engine.White)
			for _, l := range Langs() {
				h.Write([]byte(DescribeAfter(l, evs, &after) + "\n" + Describe(l, evs) + "\n"))
			}
		}
	}
	if got := hex.EncodeToString(h.Sum(nil)); got != pinnedStories {
		t.Errorf("the pinned stories changed: digest %s, want %s", got, pinnedStories)
	}
}
