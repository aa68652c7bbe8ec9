package engine_test

import (
	"testing"

	"github.com/jackalbot/jackal/engine"
)

// TestSeaFights checks Archipelago's attacks (§4): an attack on land or at
// sea sends every enemy there aboard its own boat, alive, its coins staying
// where they were; no attack while dragging a coin, into a fortress, the
// shrine or the missionary's tile; the jungle is shared.
func TestSeaFights(t *testing.T) {
	boats := map[engine.Crew]string{engine.White: "e3", engine.Yellow: "i6"}
	yellowMIS := func(at string) func(*testing.T, *engine.State) {
		return func(t *testing.T, s *engine.State) {
			s.Pieces[engine.MIS] = engine.Piece{Status: engine.Alive, Crew: engine.Yellow, At: cell(t, at)}
		}
	}
	runSea(t, []seaCase{
		{name: "on land", boats: boats, at: map[engine.PieceID]string{engine.W1: "e4", engine.Y1: "e5", engine.Y2: "e5"},
			coins: map[string]int{"e5": 2}, act: "W1 e5",
			check: func(t *testing.T, s engine.State, evs []engine.Event) {
				at(t, s, engine.W1, "e5")
				at(t, s, engine.Y1, "i6")
				at(t, s, engine.Y2, "i6")
				if s.Coins[cell(t, "e5")] != 2 || !hasType(evs, engine.EvBeaten) {
					t.Errorf("coins on e5 %d, events %+v", s.Coins[cell(t, "e5")], evs)
				}
			}},
		{name: "swimmer on a swimmer", boats: boats, at: map[engine.PieceID]string{engine.W1: "c5", engine.Y1: "c6"}, act: "W1 c6",
			check: func(t *testing.T, s engine.State, _ []engine.Event) {
				at(t, s, engine.W1, "c6")
				at(t, s, engine.Y1, "i6")
				if !s.Swimming(engine.W1) || !s.Aboard(engine.Y1) {
					t.Errorf("W1 swimming %v, Y1 aboard %v", s.Swimming(engine.W1), s.Aboard(engine.Y1))
				}
			}},
		{name: "shot onto a swimmer", boats: boats, at: map[engine.PieceID]string{engine.W1: "e3", engine.Y1: "e9"},
			tiles: map[string]engine.Tile{"e4": {Kind: engine.Cannon}}, act: "W1 e4",
			check: func(t *testing.T, s engine.State, _ []engine.Event) {
				at(t, s, engine.W1, "e9")
				at(t, s, engine.Y1, "i6")
			}},
		{name: "not dragging a coin", boats: boats, at: map[engine.PieceID]string{engine.W1: "e4", engine.Y1: "e5"},
			coins: map[string]int{"e4": 1}, act: "W1 e5 +c", err: engine.ErrCannotAttack},
		{name: "not into a fortress", boats: boats, at: map[engine.PieceID]string{engine.W1: "e4", engine.Y1: "e5"},
			tiles: map[string]engine.Tile{"e5": {Kind: engine.Fort}}, act: "W1 e5", err: engine.ErrEnemyFortress},
		{name: "not into the shrine", boats: boats, at: map[engine.PieceID]string{engine.W1: "e4", engine.Y1: "e5"},
			tiles: map[string]engine.Tile{"e5": {Kind: engine.NativeFort}}, act: "W1 e5", err: engine.ErrEnemyFortress},
		{name: "not onto the missionary's tile", boats: boats, at: map[engine.PieceID]string{engine.W1: "e4", engine.Y1: "e5"},
			setup: yellowMIS("e5"), act: "W1 e5", err: engine.ErrMissionary},
		{name: "not onto the missionary at sea", boats: boats, at: map[engine.PieceID]string{engine.W1: "c5"},
			setup: yellowMIS("c6"), act: "W1 c6", err: engine.ErrMissionary},
		{name: "jungle shared", boats: boats, at: map[engine.PieceID]string{engine.W1: "e4", engine.Y1: "e5"},
			tiles: map[string]engine.Tile{"e5": {Kind: engine.Thicket}}, act: "W1 e5",
			check: func(t *testing.T, s engine.State, _ []engine.Event) {
				at(t, s, engine.W1, "e5")
				at(t, s, engine.Y1, "e5")
			}},
	})
}

// TestSeaDeath checks Archipelago's deaths (§4) — the cannibal, a loop, a
// cannon shot onto an enemy boat — and revival at the shrine, classic's
// native fort: an own pirate on it spends the turn, only while the crew has
// fewer than 3 fighting pieces.
func TestSeaDeath(t *testing.T) {
	boats := map[engine.Crew]string{engine.White: "e3", engine.Yellow: "i6"}
	wDead := func(t *testing.T, s engine.State, _ []engine.Event) { dead(t, s, engine.W1) }
	runSea(t, []seaCase{
		{name: "cannibal", boats: boats, at: map[engine.PieceID]string{engine.W1: "e4"},
			tiles: map[string]engine.Tile{"e5": {Kind: engine.Ogre}}, act: "W1 e5", check: wDead},
		{name: "loop", boats: boats, at: map[engine.PieceID]string{engine.W1: "d5"},
			tiles: map[string]engine.Tile{"e5": {Kind: engine.Arrow1}, "e6": {Kind: engine.Arrow1, Rot: 2}}, act: "W1 e5", check: wDead},
		{name: "shot onto an enemy boat", boats: map[engine.Crew]string{engine.White: "e3", engine.Yellow: "e9"},
			at: map[engine.PieceID]string{engine.W1: "e3"}, tiles: map[string]engine.Tile{"e4": {Kind: engine.Cannon}}, act: "W1 e4", check: wDead},
		{name: "revive at the shrine", boats: boats, at: map[engine.PieceID]string{engine.W1: "e5", engine.W3: "e3"},
			tiles: map[string]engine.Tile{"e5": {Kind: engine.NativeFort}}, act: "revive W2",
			check: func(t *testing.T, s engine.State, _ []engine.Event) {
				at(t, s, engine.W2, "e5")
				if s.Turn == engine.White {
					t.Errorf("%s to act: revival is the turn", s.Turn)
				}
			}},
		{name: "no revival off the shrine", boats: boats, at: map[engine.PieceID]string{engine.W1: "e5"},
			tiles: map[string]engine.Tile{"e5": {Kind: engine.Fort}}, act: "revive W2", err: engine.ErrRevive},
		{name: "no revival with 3 fighters", boats: boats, at: map[engine.PieceID]string{engine.W1: "e5", engine.W3: "e3"},
			tiles: map[string]engine.Tile{"e5": {Kind: engine.NativeFort}}, act: "revive W2", err: engine.ErrRevive,
			setup: func(t *testing.T, s *engine.State) {
				s.Pieces[engine.MIS] = engine.Piece{Status: engine.Alive, Crew: engine.White, At: cell(t, "f5"), Flags: engine.Converted}
			}},
	})
}
