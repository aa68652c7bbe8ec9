package engine_test

import (
	"testing"

	"github.com/jackalbot/jackal/engine"
)

// TestSeaCoins checks Archipelago's gold (§4): one coin dragged, only onto
// face-up tiles; a coin reaching the water sinks unless it reaches an own
// or allied boat, where it counts for the team; disembarking carries no
// coin; the cannon and the balloon bring a coin to the boat wherever it is.
func TestSeaCoins(t *testing.T) {
	boats := map[engine.Crew]string{engine.White: "e3", engine.Yellow: "i6"}
	banked := func(c engine.Crew, n int) func(*testing.T, engine.State, []engine.Event) {
		return func(t *testing.T, s engine.State, _ []engine.Event) {
			if s.Banked[c] != uint8(n) {
				t.Errorf("%s banked %d, want %d", c, s.Banked[c], n)
			}
		}
	}
	sunk := func(t *testing.T, s engine.State, _ []engine.Event) {
		if s.LostCoins != 1 || s.Banked[engine.White] != 0 {
			t.Errorf("lost %d, banked %d: the coin must sink", s.LostCoins, s.Banked[engine.White])
		}
	}
	runSea(t, []seaCase{
		{name: "one coin at a time", boats: boats, at: map[engine.PieceID]string{engine.W1: "e4"},
			coins: map[string]int{"e4": 2}, act: "W1 e5 +c",
			check: func(t *testing.T, s engine.State, _ []engine.Event) {
				if s.Coins[cell(t, "e4")] != 1 || s.Coins[cell(t, "e5")] != 1 {
					t.Errorf("coins e4 %d, e5 %d, want 1 and 1", s.Coins[cell(t, "e4")], s.Coins[cell(t, "e5")])
				}
			}},
		{name: "not onto a face-down tile", boats: boats, at: map[engine.PieceID]string{engine.W1: "f6"},
			coins: map[string]int{"f6": 1}, act: "W1 g7 +c", err: engine.ErrDragHidden},
		{name: "aboard the own boat", boats: boats, at: map[engine.PieceID]string{engine.W1: "e4"},
			coins: map[string]int{"e4": 1}, act: "W1 e3 +c", check: banked(engine.White, 1)},
		{name: "aboard an ally's boat", o: engine.Options{Teams: true},
			boats: map[engine.Crew]string{engine.White: "k2", engine.Black: "e3", engine.Yellow: "i6"},
			at:    map[engine.PieceID]string{engine.W1: "e4"}, coins: map[string]int{"e4": 1}, act: "W1 e3 +c",
			setup: func(t *testing.T, s *engine.State) { s.Banked[engine.White] = 2 },
			check: func(t *testing.T, s engine.State, evs []engine.Event) {
				banked(engine.Black, 1)(t, s, evs)
				if s.TeamScore(engine.White) != 3 || s.TeamScore(engine.Black) != 3 {
					t.Errorf("team scores %d and %d, want 3", s.TeamScore(engine.White), s.TeamScore(engine.Black))
				}
			}},
		{name: "not aboard an enemy boat", boats: map[engine.Crew]string{engine.White: "k2", engine.Yellow: "e3"},
			at: map[engine.PieceID]string{engine.W1: "e4"}, coins: map[string]int{"e4": 1}, act: "W1 e3 +c", err: engine.ErrIllegal},
		{name: "no coin off the boat", boats: boats, at: map[engine.PieceID]string{engine.W1: "e3"},
			act: "W1 e4 +c", err: engine.ErrNoGold},
		{name: "into the water", boats: map[engine.Crew]string{engine.White: "k2", engine.Yellow: "i6"},
			at: map[engine.PieceID]string{engine.W1: "f5"}, coins: map[string]int{"f5": 1},
			tiles: map[string]engine.Tile{"e4": {Kind: engine.Arrow1, Rot: 2}}, act: "W1 e4 +c",
			check: func(t *testing.T, s engine.State, evs []engine.Event) {
				sunk(t, s, evs)
				at(t, s, engine.W1, "e3")
			}},
		{name: "cannon to the own boat", boats: map[engine.Crew]string{engine.White: "e9", engine.Yellow: "i6"},
			at: map[engine.PieceID]string{engine.W1: "d4"}, coins: map[string]int{"d4": 1},
			tiles: map[string]engine.Tile{"e4": {Kind: engine.Cannon}}, act: "W1 e4 +c",
			check: func(t *testing.T, s engine.State, evs []engine.Event) {
				banked(engine.White, 1)(t, s, evs)
				at(t, s, engine.W1, "e9")
			}},
		{name: "cannon to an enemy boat", boats: map[engine.Crew]string{engine.White: "k2", engine.Yellow: "e9"},
			at: map[engine.PieceID]string{engine.W1: "d4"}, coins: map[string]int{"d4": 1},
			tiles: map[string]engine.Tile{"e4": {Kind: engine.Cannon}}, act: "W1 e4 +c",
			check: func(t *testing.T, s engine.State, evs []engine.Event) {
				sunk(t, s, evs)
				dead(t, s, engine.W1)
			}},
		{name: "cannon into the water", boats: map[engine.Crew]string{engine.White: "k2", engine.Yellow: "i6"},
			at: map[engine.PieceID]string{engine.W1: "d4"}, coins: map[string]int{"d4": 1},
			tiles: map[string]engine.Tile{"e4": {Kind: engine.Cannon}}, act: "W1 e4 +c",
			check: func(t *testing.T, s engine.State, evs []engine.Event) {
				sunk(t, s, evs)
				at(t, s, engine.W1, "e9")
			}},
		{name: "balloon", boats: map[engine.Crew]string{engine.White: "k2", engine.Yellow: "i6"},
			at: map[engine.PieceID]string{engine.W1: "d4"}, coins: map[string]int{"d4": 1},
			tiles: map[string]engine.Tile{"e5": {Kind: engine.Balloon}}, act: "W1 e5 +c",
			check: func(t *testing.T, s engine.State, evs []engine.Event) {
				banked(engine.White, 1)(t, s, evs)
				at(t, s, engine.W1, "k2")
			}},
		{name: "the last coin ends the game", boats: boats, at: map[engine.PieceID]string{engine.W1: "e4"},
			coins: map[string]int{"e4": 1}, act: "W1 e3 +c",
			setup: func(t *testing.T, s *engine.State) { s.Tiles[cell(t, "g7")].Open = true },
			check: func(t *testing.T, s engine.State, _ []engine.Event) {
				if !s.Over || s.Ending() != engine.EndAllFound {
					t.Errorf("over %v by %d, want the end by all found", s.Over, s.Ending())
				}
			}},
		{name: "a coin left goes on", boats: boats, at: map[engine.PieceID]string{engine.W1: "e4"},
			coins: map[string]int{"e4": 1, "h8": 1}, act: "W1 e3 +c",
			setup: func(t *testing.T, s *engine.State) { s.Tiles[cell(t, "g7")].Open = true },
			check: func(t *testing.T, s engine.State, _ []engine.Event) {
				if s.Over {
					t.Errorf("over with a coin on h8")
				}
			}},
	})
}

// TestSeaGold checks the gold Archipelago's views count: the box's 19 coins
// (classic's 40 stay), less what is banked or lost while a tile is face
// down, the island's once every tile is face up; and the agreed end.
func TestSeaGold(t *testing.T) {
	n := 0
	for _, b := range engine.Backs() {
		for k := engine.Empty; k < engine.NumKinds; k++ {
			n += engine.ArchipelagoCount(b, k) * k.Coins()
		}
	}
	if n != engine.ArchipelagoGold {
		t.Errorf("the box holds %d coins, ArchipelagoGold is %d", n, engine.ArchipelagoGold)
	}
	s := seaGame(t, engine.Options{}, map[engine.Crew]string{engine.White: "e3", engine.Yellow: "i6"}, map[engine.PieceID]string{engine.W1: "e3"})
	if v := engine.ViewFor(&s, engine.White); v.GoldLeft != engine.ArchipelagoGold {
		t.Errorf("fresh: gold left %d, want %d", v.GoldLeft, engine.ArchipelagoGold)
	}
	s.Banked[engine.White], s.LostCoins = 2, 1
	if v := engine.ViewFor(&s, engine.Yellow); v.GoldLeft != 16 {
		t.Errorf("2 banked, 1 lost: gold left %d, want 16", v.GoldLeft)
	}
	s.Tiles[cell(t, "g7")].Open = true
	s.Coins[cell(t, "e5")] = 3
	s.Recount()
	if v := engine.ViewFor(&s, engine.Yellow); v.GoldLeft != 3 {
		t.Errorf("all face up, 3 on e5: gold left %d, want 3", v.GoldLeft)
	}
	c, err := engine.New(1, engine.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if v := engine.ViewFor(&c, engine.White); v.GoldLeft != engine.TotalGold {
		t.Errorf("classic: gold left %d, want %d", v.GoldLeft, engine.TotalGold)
	}
	s, _ = engine.Conclude(s)
	if !s.Over || s.Ending() != engine.EndAgreed {
		t.Errorf("the end vote: over %v by %d", s.Over, s.Ending())
	}
}
