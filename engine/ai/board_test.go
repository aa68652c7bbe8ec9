package ai

import (
	"testing"

	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/engine/archipelago"
	"github.com/jackalbot/jackal/engine/archipelago/islands"
)

// TestSeaBoardInfo checks what the agents read of an Archipelago board:
// its own island cells, the whole grid for the distance maps, the shore as
// the place to bank, Archipelago's 19 coins, and one record per board.
func TestSeaBoardInfo(t *testing.T) {
	all, err := islands.All()
	if err != nil {
		t.Fatal(err)
	}
	for _, isl := range all[:2] {
		s, err := archipelago.Deal(isl, engine.Options{}, 1)
		if err != nil {
			t.Fatal(err)
		}
		bd := infoFor(&s.Board)
		if bd == classicInfo || bd.id == 0 {
			t.Fatalf("%s: classic's record", isl.ID)
		}
		if len(bd.cells) != s.Board.NumIsland() || bd.size != engine.GridSize || !bd.boats || bd.gold != engine.ArchipelagoGold {
			t.Errorf("%s: %d cells (want %d), size %d, boats %v, gold %d", isl.ID, len(bd.cells), s.Board.NumIsland(), bd.size, bd.boats, bd.gold)
		}
		for c := engine.Cell(0); c < engine.NumCells; c++ {
			if bd.dock[c] != s.Board.IsCoast(c) {
				t.Fatalf("%s: dock at %s is %v", isl.ID, c, bd.dock[c])
			}
		}
		if again := infoFor(&s.Board); again != bd {
			t.Errorf("%s: a second record for the same board", isl.ID)
		}
	}
	if infoFor(&classic) != classicInfo || classicInfo.size != engine.ClassicSize || classicInfo.gold != engine.TotalGold {
		t.Error("classic's record is not the one made at start")
	}
}

// TestSeaBoardHome checks the route maps on a sea board: with a boat on
// the shore, gold on a face-up tile touching it is one action from home,
// and two actions from a tile one step further in.
func TestSeaBoardHome(t *testing.T) {
	isl, err := islands.Lookup(archipelago.DefaultIsland)
	if err != nil {
		t.Fatal(err)
	}
	s, err := archipelago.Deal(isl, engine.Options{Crews: []engine.Crew{engine.White, engine.Black}}, 3)
	if err != nil {
		t.Fatal(err)
	}
	for s.Ships[engine.White] == engine.NoCell || s.Ships[engine.Black] == engine.NoCell {
		a := engine.Legal(s)[0]
		if err := s.Play(a, nil); err != nil {
			t.Fatal(err)
		}
	}
	boat := s.Ships[engine.White]
	for _, x := range s.Board.IslandCells() {
		s.Tiles[x].Open, s.Tiles[x].Kind = true, engine.Empty
	}
	bd := infoFor(&s.Board)
	var e evaluator
	e.bd = bd
	e.prepare(&s)
	home := &e.cur.home[teamOf(&s.Rules, engine.White)]
	checked := 0
	for _, x := range s.Board.IslandCells() {
		want := 0
		switch d := cheb(x, boat); {
		case d == 1:
			want = 1
		case d == 2 && !touchesShore(&s.Board, x):
			want = 2
		default:
			continue
		}
		if int(home[x]) != want {
			t.Errorf("home from %s (boat at %s): %d actions, want %d", x, boat, home[x], want)
		}
		checked++
	}
	if checked == 0 {
		t.Fatalf("no tile near the boat at %s", boat)
	}
}

// touchesShore reports whether island cell x touches the sea.
func touchesShore(b *engine.Board, x engine.Cell) bool {
	for d := engine.Dir(0); d < 8; d++ {
		if y := x.Step(d); y != engine.NoCell && !b.IsIsland(y) {
			return true
		}
	}
	return false
}

// TestDecideOnSeaBoards plays short Archipelago matches of every level on
// every shipped island: each decision is legal (Match.Play stops on an
// action the engine refuses) and the games get past the boats' setup.
func TestDecideOnSeaBoards(t *testing.T) {
	all, err := islands.All()
	if err != nil {
		t.Fatal(err)
	}
	for i, isl := range all {
		o := engine.Options{Crews: []engine.Crew{engine.White, engine.Black}}
		if i%2 == 1 {
			o = engine.Options{Teams: true}
		}
		s, err := archipelago.Deal(isl, o, uint64(i))
		if err != nil {
			t.Fatal(err)
		}
		var m Match
		m.Budget = Iterations(30)
		m.MaxActions = 60
		levels := [...]Level{Hard, Easy, Random}
		for k, c := range s.Crews() {
			m.Seats[c] = New(levels[(i+k)%len(levels)], uint64(i*10+k))
		}
		end, log, err := m.Play(s)
		if err != nil {
			t.Fatalf("%s: %v", isl.ID, err)
		}
		if len(log) < len(s.Crews())+1 {
			t.Errorf("%s: %d actions played", isl.ID, len(log))
		}
		for _, c := range s.Crews() {
			if end.Ships[c] == engine.NoCell {
				t.Errorf("%s: %s never placed its boat", isl.ID, c)
			}
		}
	}
}

// TestPlaceNearLand checks the boat's placement on every shipped island:
// the easy level puts it where it touches the most island tiles (beaches
// counting more) among the legal spots, since the evaluation alone
// cannot tell spots apart before any tile is turned.
func TestPlaceNearLand(t *testing.T) {
	all, err := islands.All()
	if err != nil {
		t.Fatal(err)
	}
	for i, isl := range all {
		s, err := archipelago.Deal(isl, engine.Options{Crews: []engine.Crew{engine.White, engine.Black}}, uint64(i))
		if err != nil {
			t.Fatal(err)
		}
		v := engine.ViewFor(&s, s.Controller())
		a, err := New(Easy, 1).Decide(&v, Budget{})
		if err != nil || a.Kind != engine.ActPlace {
			t.Fatalf("%s: %s, %v", isl.ID, a, err)
		}
		best := 0.0
		for _, b := range engine.Legal(s) {
			best = max(best, placeScore(&s, b.To))
		}
		if got := placeScore(&s, a.To); got < best {
			t.Errorf("%s: placed at %s (%.1f), best spot scores %.1f", isl.ID, a.To, got, best)
		}
	}
}
