package narrate

import (
	"strings"
	"testing"

	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/engine/archipelago"
	"github.com/jackalbot/jackal/engine/archipelago/islands"
)

// TestArchipelagoWords checks that on a sea board the teller speaks
// Archipelago's words: a boat put in the water and sailing, and the shared
// tiles by Archipelago's names (a jungle, not a thicket); without the view
// it keeps classic's.
func TestArchipelagoWords(t *testing.T) {
	isl, err := islands.Lookup("first")
	if err != nil {
		t.Fatal(err)
	}
	s, err := archipelago.Deal(isl, engine.Options{Duel: true}, 3)
	if err != nil {
		t.Fatal(err)
	}
	play := func(a engine.Action) []engine.Event {
		t.Helper()
		var evs []engine.Event
		if err := s.Play(a, &evs); err != nil {
			t.Fatalf("%s: %v", a, err)
		}
		return evs
	}
	place := engine.Legal(s)[0]
	evs := play(place)
	v := engine.ViewFor(&s, engine.NoCrew)
	for _, tc := range []struct {
		l    Lang
		want string
	}{
		{EN, "White's boat was put in the water at " + place.To.String() + "."},
		{RU, "Лодка белых спущена на воду у " + place.To.String() + "."},
	} {
		if got := DescribeAfter(tc.l, evs, &v); got != tc.want {
			t.Errorf("%v: %q, want %q", tc.l, got, tc.want)
		}
	}
	play(engine.Legal(s)[0]) // black places its boat
	var land engine.Action
	for _, a := range engine.Legal(s) {
		if a.Kind == engine.ActMove {
			land = a
			break
		}
	}
	s.Tiles[land.To] = engine.Tile{Kind: engine.Thicket}
	evs = play(land)
	v = engine.ViewFor(&s, engine.NoCrew)
	if got := DescribeAfter(EN, evs, &v); !strings.Contains(got, "found a jungle") {
		t.Errorf("a jungle told as %q", got)
	}
	if got := DescribeAfter(RU, evs, &v); !strings.Contains(got, "открыл джунгли") {
		t.Errorf("a jungle told in Russian as %q", got)
	}
	if got := DescribeAfter(EN, evs, nil); !strings.Contains(got, "found a thicket") {
		t.Errorf("without the view, classic's words: %q", got)
	}
	// A pirate falling into a pit (the engine's trap) next to the jungle.
	for s.Turn != engine.White || s.Bottling {
		play(engine.Legal(s)[0]) // black's turn
	}
	var step engine.Action
	for _, a := range engine.Legal(s) {
		if a.Kind == engine.ActMove && a.Piece == land.Piece && s.Board.IsIsland(a.To) && !s.Tiles[a.To].Open {
			step = a
			break
		}
	}
	if step.Kind != engine.ActMove {
		t.Fatal("no step onto a face-down tile")
	}
	s.Tiles[step.To] = engine.Tile{Kind: engine.Trap}
	evs = play(step)
	v = engine.ViewFor(&s, engine.NoCrew)
	if got := DescribeAfter(EN, evs, &v); !strings.Contains(got, "fell into a pit") {
		t.Errorf("a pit told as %q", got)
	}
	if got := DescribeAfter(RU, evs, &v); !strings.Contains(got, "угодил в яму") {
		t.Errorf("a pit told in Russian as %q", got)
	}
}
