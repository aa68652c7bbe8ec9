package bot

import (
	"bytes"
	"testing"

	ar "github.com/jackalbot/jackal/engine/archipirata"
	"github.com/jackalbot/jackal/engine/games"
	"github.com/jackalbot/jackal/storage"
)

// TestArchipirataBoardsDoNotLeak: in positions of random games, a board
// (caption, picture, text board, button labels and data) is byte for
// byte the same when the cards nobody at
// the table may see are different: face-down cards swapped between
// piles, and the identity of the chests each team holds face down.
func TestArchipirataBoardsDoNotLeak(t *testing.T) {
	b := &Bot{cfg: Config{BoardSize: 256}}
	rec := &storage.Game{ID: "leak", Setup: storage.Setup{Game: archID}}
	checked := 0
	for seed := uint64(1); seed <= 30; seed++ {
		s, err := ar.Deal(ar.Options{Seats: []int{2, 4}[seed%2], Advanced: seed%3 != 0}, seed)
		if err != nil {
			t.Fatal(err)
		}
		x := seed
		var buf []ar.Action
		for ply := 0; ply < 40 && !s.Over; ply++ {
			other := s
			hideShuffle(&other, &x)
			sels := []string{""}
			for n := 0; n < len(sels) && n < 40; n++ {
				boards := [2]Board{}
				for k, st := range []ar.State{s, other} {
					g := &game{rec: rec, m: matchOf(t, games.Archipirata, &st)}
					boards[k] = archFace{}.board(b, "en", g, nil, sels[n], n == 0)
				}
				if boards[0].Caption != boards[1].Caption || !bytes.Equal(boards[0].PNG, boards[1].PNG) || boards[0].Alt != boards[1].Alt {
					v0, v1 := ar.ViewFor(&s, ar.Spectator), ar.ViewFor(&other, ar.Spectator)
					t.Fatalf("seed %d ply %d sel %q: hidden cards changed the board (views equal: %v):\n%s\n---\n%s",
						seed, ply, sels[n], v0 == v1, boards[0].Caption, boards[1].Caption)
				}
				a, c := flatten(boards[0].Buttons), flatten(boards[1].Buttons)
				if len(a) != len(c) {
					t.Fatalf("seed %d ply %d sel %q: hidden cards changed the buttons", seed, ply, sels[n])
				}
				for i := range a {
					if a[i] != c[i] {
						t.Fatalf("seed %d ply %d sel %q: button %d differs: %+v / %+v", seed, ply, sels[n], i, a[i], c[i])
					}
					if d, err := ParseButtonData(a[i].Data); err == nil && d.Verb == VerbPick {
						sels = append(sels, d.Arg)
					}
				}
			}
			checked++
			buf = ar.Legal(&s, buf)
			if err := ar.Apply(&s, buf[ar.SplitMix(&x)%uint64(len(buf))], nil); err != nil {
				t.Fatal(err)
			}
		}
	}
	if checked < 300 {
		t.Fatalf("only %d positions checked", checked)
	}
}

// hideShuffle changes, in s, what no seat may see: face-down cards below
// the tops swapped between piles nobody looked at, and each team's face-
// down chests turned gold ↔ rum chest.
func hideShuffle(s *ar.State, x *uint64) {
	for i := range ar.NumIslands {
		for j := range ar.NumIslands {
			if i == j || (s.Seen[0]|s.Seen[1]|s.Seen[2]|s.Seen[3])&(1<<i|1<<j) != 0 {
				continue
			}
			ki, kj := int(s.Top[i])+1, int(s.Top[j])+1
			if ki >= ar.PileSize || kj >= ar.PileSize || ar.SplitMix(x)%2 == 0 {
				continue
			}
			ci, cj := s.Pile[i][ki], s.Pile[j][kj]
			if ci.IsChest() != cj.IsChest() {
				continue // a chest's lid shows through
			}
			s.Pile[i][ki], s.Pile[j][kj] = cj, ci
		}
	}
	for t := range 2 {
		h := &s.Held[t]
		h[ar.Gold], h[ar.RumChest] = h[ar.RumChest], h[ar.Gold]
	}
}
