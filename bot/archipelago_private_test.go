package bot

import (
	"strings"
	"testing"

	"github.com/jackalbot/jackal/engine"
)

// archipelagoAfterPlacing starts an Archipelago duel on the first island
// with the extra /new words, both boats placed by the engine, and the
// state then changed by set; it returns the fixture and the white player.
func archipelagoAfterPlacing(t *testing.T, words string, set func(s *engine.State)) (*fixture, User) {
	t.Helper()
	f := newFixture(t)
	f.cmd(user("1"), "new", "archipelago island=first "+words)
	f.press(user("2"), "0:j:black")
	f.cmd(user("1"), "start", "")
	g, err := f.b.loadGame(f.chat.Key)
	if err != nil {
		t.Fatal(err)
	}
	s := *g.cl()
	for range 2 {
		var place engine.Action
		for _, a := range engine.Legal(s) {
			if a.Kind == engine.ActPlace {
				place = a
				break
			}
		}
		if err := s.Play(place, nil); err != nil {
			t.Fatalf("%s: %v", place, err)
		}
	}
	set(&s)
	snap, err := s.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	f.fromSnapshot(snap)
	return f, user(f.game().Setup.Seats[0].UserID)
}

// faceDownFar is a face-down land tile not beside the cell at.
func faceDownFar(s *engine.State, at engine.Cell) engine.Cell {
	for c := engine.Cell(0); c < engine.NumCells; c++ {
		if c.Valid() && s.Board.IsIsland(c) && !s.Tiles[c].Open && max(abs(c.File()-at.File()), abs(c.Rank()-at.Rank())) > 1 {
			return c
		}
	}
	return engine.NoCell
}

// TestArchipelagoLooksInArchipelagoWords: what a lighthouse or a scout
// shows its player privately names the tile as Archipelago does (a pit,
// not classic's trap; a labyrinth, not a forest, which here is a back)
// and a scout's look is told as the scout's (before: "The lighthouse
// shows you: f5 trap" for both).
func TestArchipelagoLooksInArchipelagoWords(t *testing.T) {
	for _, lang := range []string{"en", "ru"} {
		t.Run("lighthouse "+lang, func(t *testing.T) {
			var land, pit engine.Cell
			f, white := archipelagoAfterPlacing(t, "", func(s *engine.State) {
				for _, a := range engine.Legal(*s) {
					if a.Kind == engine.ActMove && a.Piece == engine.W1 && !s.Tiles[a.To].Open {
						land = a.To
						break
					}
				}
				s.Tiles[land] = engine.Tile{Kind: engine.Lighthouse}
				pit = faceDownFar(s, land)
				s.Tiles[pit] = engine.Tile{Kind: engine.Trap}
			})
			f.cmd(white, "settings", "lang "+lang)
			f.cmd(white, "move", "W1 "+land.String())
			f.cmd(white, "move", pit.String())
			if len(f.out.privates) == 0 {
				t.Fatalf("no private sight; answers %q", f.out.answers)
			}
			got := f.out.privates[len(f.out.privates)-1]
			want := map[string]string{"en": "The lighthouse shows you: " + pit.String() + ": a pit", "ru": "Маяк показывает вам: " + pit.String() + ": яма"}[lang]
			if !strings.Contains(got, want) {
				t.Errorf("the look is told %q, want %q", got, want)
			}
		})
		t.Run("scout "+lang, func(t *testing.T) {
			seen := engine.NoCell
			f, white := archipelagoAfterPlacing(t, "abilities=W1:scout", func(s *engine.State) {
				for _, a := range engine.Legal(*s) {
					if a.Kind == engine.ActScout {
						seen = a.To
						break
					}
				}
				if seen != engine.NoCell {
					s.Tiles[seen] = engine.Tile{Kind: engine.Desert}
				}
			})
			if seen == engine.NoCell {
				t.Fatal("no scouting offered")
			}
			f.cmd(white, "settings", "lang "+lang)
			f.cmd(white, "move", "W1 scout "+seen.String())
			if len(f.out.privates) == 0 {
				t.Fatalf("no private sight; answers %q", f.out.answers)
			}
			got := f.out.privates[len(f.out.privates)-1]
			want := map[string]string{"en": "W1, your scout, sees: " + seen.String() + ": a labyrinth of three steps",
				"ru": "Ваш разведчик W1 видит: " + seen.String() + ": лабиринт в три шага"}[lang]
			if !strings.Contains(got, want) {
				t.Errorf("the scout's look is told %q, want %q", got, want)
			}
		})
	}
}

func abs(n int) int { return max(n, -n) }
