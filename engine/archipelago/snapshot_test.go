package archipelago

import (
	"errors"
	"testing"

	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/engine/archipelago/islands"
	"github.com/jackalbot/jackal/engine/game"
)

// TestSnapshots checks the stored form of Archipelago's games (version 2
// snapshots): after every action of random games on every island the
// state reads back equal, through the contract too; damaged data is
// refused.
func TestSnapshots(t *testing.T) {
	var r Rules
	checked := 0
	for _, id := range islands.IDs() {
		s, err := r.Deal(game.Options{Variants: []string{VariantIsland + "=" + id}}, 4)
		if err != nil {
			t.Fatal(err)
		}
		var buf []engine.Action
		rng := uint64(len(id))
		for i := 0; i < 250; i++ {
			data, err := r.Marshal(&s)
			if err != nil {
				t.Fatalf("%s, action %d: %v", id, i, err)
			}
			back, err := r.Unmarshal(data)
			if err != nil || back != s {
				t.Fatalf("%s, action %d: read back %v (equal %v)", id, i, err, back == s)
			}
			checked++
			if s.Over {
				break
			}
			buf = r.Legal(&s, buf)
			rng = rng*6364136223846793005 + 1442695040888963407
			if err := r.Apply(&s, buf[int(rng>>33)%len(buf)], nil); err != nil {
				t.Fatal(err)
			}
		}
		data, _ := r.Marshal(&s)
		for name, bad := range map[string][]byte{
			"cut short":     data[:len(data)-1],
			"one more byte": append(append([]byte(nil), data...), 0),
			"no layout":     append([]byte{9}, data[1:]...),
			"empty":         nil,
		} {
			if _, err := r.Unmarshal(bad); !errors.Is(err, engine.ErrCorrupt) {
				t.Errorf("%s %s: %v, want ErrCorrupt", id, name, err)
			}
		}
	}
	if checked < 1000 {
		t.Fatalf("only %d positions read back", checked)
	}
}
