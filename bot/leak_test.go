package bot

import (
	"bytes"
	"encoding"
	"fmt"
	gm "github.com/jackalbot/jackal/engine/game"
	"github.com/jackalbot/jackal/engine/games"
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/storage"
)

// TestBoardsLeakNothing plays seeded random games and, at positions along
// the way, deals the face-down tiles anew in ways the crew to act cannot
// tell apart from the real island (View.Sample). Everything the bot shows
// for that position must then be the same: the caption, every button's
// label, data and danger mark, the text board and the picture's bytes, for
// the turn's piece list and for every piece's (or the pending choice's)
// targets. A ☠ computed from the real tiles fails this test.
func TestBoardsLeakNothing(t *testing.T) {
	f := newFixture(t)
	games, every := 8, 9
	if testing.Short() {
		games = 4
	}
	checked, deadly := 0, 0
	for seed := uint64(1); seed <= uint64(games); seed++ {
		opts := engine.Options{Duel: true}
		if seed%2 == 0 {
			opts = engine.Options{}
		}
		st, err := engine.New(seed, opts)
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(seed, 99))
		rec := leakRecord(&st)
		for n := 0; !st.Over && n < 600; n++ {
			legal := engine.Legal(st)
			if n%every == 0 {
				d := compareSamples(t, f.b, rec, st, seed, n)
				checked++
				deadly += d
			}
			a := legal[rng.IntN(len(legal))]
			if err := st.Play(a, nil); err != nil {
				t.Fatalf("seed %d action %d %s: %v", seed, n, a, err)
			}
			rec.Log = append(rec.Log, a.String())
		}
	}
	if checked < 100 {
		t.Fatalf("only %d positions checked", checked)
	}
	// The test means something only if deadly moves were offered at all.
	if deadly == 0 {
		t.Fatalf("no ☠ marker in %d positions: the comparison saw no deadly move", checked)
	}
	t.Logf("%d positions, %d deadly markers compared", checked, deadly)
}

// leakRecord is a stored game for s with a human in every seat.
func leakRecord(s *engine.State) *storage.Game {
	rec := &storage.Game{Status: storage.StatusActive, Setup: storage.Setup{Lang: "en"}}
	for i, k := range s.Crews() {
		rec.Setup.Crews = append(rec.Setup.Crews, k.String())
		rec.Setup.Seats = append(rec.Setup.Seats, storage.Seat{Crew: k.String(), UserID: fmt.Sprint(i + 1), Name: fmt.Sprint("P", i+1)})
	}
	return rec
}

// compareSamples checks that every board of position st is the same for
// three deals its actor cannot tell apart, and returns how many deadly
// buttons the real position showed.
func compareSamples(t *testing.T, b *Bot, rec *storage.Game, st engine.State, seed uint64, n int) int {
	t.Helper()
	v := engine.ViewFor(&st, st.Controller())
	states := []engine.State{st, v.Sample(seed*1000 + uint64(n)), v.Sample(seed*1000 + uint64(n) + 1)}
	sels := []string{""}
	seen := map[string]bool{}
	for _, a := range engine.Legal(st) {
		if k := pieceKey(a); k != "" && !seen[k] {
			seen[k] = true
			sels = append(sels, k)
		}
	}
	deadly := 0
	for _, sel := range sels {
		var first Board
		for i, s := range states {
			g := &game{rec: rec, m: matchOf(t, games.Classic, &s)}
			got := b.boardFor("en", g, nil, sel)
			if i == 0 {
				first = got
				for _, row := range got.Buttons {
					for _, btn := range row {
						if btn.Danger {
							deadly++
						}
					}
				}
				continue
			}
			switch {
			case got.Caption != first.Caption:
				t.Fatalf("seed %d action %d sel %q: caption differs:\n%s\n---\n%s", seed, n, sel, first.Caption, got.Caption)
			case !reflect.DeepEqual(got.Buttons, first.Buttons):
				t.Fatalf("seed %d action %d sel %q: buttons differ:\n%v\n---\n%v", seed, n, sel, first.Buttons, got.Buttons)
			case got.Alt != first.Alt:
				t.Fatalf("seed %d action %d sel %q: text board differs", seed, n, sel)
			case !bytes.Equal(got.PNG, first.PNG):
				t.Fatalf("seed %d action %d sel %q: picture differs", seed, n, sel)
			}
		}
	}
	return deadly
}

// matchOf is a match of g in state s (a pointer to g's state).
func matchOf(t *testing.T, g gm.Game, s encoding.BinaryMarshaler) gm.Match {
	t.Helper()
	b, err := s.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	m, err := g.Restore(b)
	if err != nil {
		t.Fatal(err)
	}
	return m
}
