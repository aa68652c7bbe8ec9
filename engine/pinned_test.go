package engine_test

import (
	"crypto/sha256"
	"encoding/hex"
	"math/rand/v2"
	"testing"

	"github.com/jackalbot/jackal/engine"
)

// pinnedGames is the digest of what TestGamesPinned plays: every legal list
// in order, every action, every snapshot. It changes only with a deliberate
// change of the rules, of the order of Legal or of the snapshot layout
// (stored games cache snapshots, and `jackal db check` compares their bytes).
const pinnedGames = "0003546373195ddedede774a7a91e6bb2470c92a23e05794beca536bfb240135"

// TestGamesPinned plays seeded random games of every configuration and
// digests each legal list, each action and the snapshot after it, so that
// a change meant to be invisible (the cell numbering, the board's home)
// cannot change a game, a computer player's options or a stored snapshot.
func TestGamesPinned(t *testing.T) {
	h := sha256.New()
	for i, cfg := range propertyConfigs {
		s, err := engine.New(uint64(100+i), cfg.opts)
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(uint64(i), 7))
		var buf []engine.Action
		for n := 0; n < 1500 && !s.Over; n++ {
			buf = s.LegalInto(buf)
			for _, a := range buf {
				h.Write([]byte(a.String() + ";"))
			}
			a := buf[r.IntN(len(buf))]
			if err := s.Play(a, nil); err != nil {
				t.Fatalf("%s: %s: %v", cfg.name, a, err)
			}
			data, err := s.MarshalBinary()
			if err != nil {
				t.Fatal(err)
			}
			h.Write(data)
		}
	}
	if got := hex.EncodeToString(h.Sum(nil)); got != pinnedGames {
		t.Errorf("the pinned games changed: digest %s, want %s", got, pinnedGames)
	}
}
