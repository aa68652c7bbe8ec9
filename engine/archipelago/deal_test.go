package archipelago_test

import (
	"errors"
	"testing"

	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/engine/archipelago"
	"github.com/jackalbot/jackal/engine/archipelago/island"
	"github.com/jackalbot/jackal/engine/archipelago/islands"
)

var engineBack = map[island.Back]engine.Back{
	island.Beach: engine.BackBeach, island.Forest: engine.BackForest, island.Mountains: engine.BackMountains,
}

// TestDeal deals 1,000 games on every shipped island and checks each: the
// tiles of each back lie on that back's cells, the removed ones are the
// box's less the dealt, the chests dealt hold 19 coins exactly when no chest
// was removed, nothing shows which, and every crew's view shows backs only.
func TestDeal(t *testing.T) {
	all, err := islands.All()
	if err != nil {
		t.Fatal(err)
	}
	const deals = 1000
	for _, isl := range all {
		t.Run(isl.ID, func(t *testing.T) {
			full, lost := 0, 0
			var firstView engine.View
			for seed := uint64(0); seed < deals; seed++ {
				s, err := archipelago.Deal(isl, engine.Options{}, seed)
				if err != nil {
					t.Fatal(err)
				}
				if int(s.FaceDown) != isl.Land() || s.Board.NumIsland() != isl.Land() {
					t.Fatalf("seed %d: %d face down on %d cells, want %d", seed, s.FaceDown, s.Board.NumIsland(), isl.Land())
				}
				var dealt [engine.NumBacks][engine.NumKinds]int
				coins := 0
				for c := range s.Board.Island() {
					tile := s.Tiles[c]
					b := s.Board.Back(c)
					if tile.Open || b == engine.NoBack {
						t.Fatalf("seed %d: %s is face up or has no back", seed, c)
					}
					dealt[b][tile.Kind]++
					coins += tile.Kind.Coins()
				}
				removedChest := false
				for ib, eb := range engineBack {
					removed, cells := 0, 0
					for k := engine.Empty; k < engine.NumKinds; k++ {
						n := engine.ArchipelagoCount(eb, k) - dealt[eb][k]
						if n < 0 {
							t.Fatalf("seed %d: %d %s tiles on %s, the box holds %d", seed, dealt[eb][k], k, eb, engine.ArchipelagoCount(eb, k))
						}
						removed += n
						cells += dealt[eb][k]
						if n > 0 && k.Coins() > 0 {
							removedChest = true
						}
					}
					if removed != isl.Removed(ib) || cells != isl.Count(ib) {
						t.Fatalf("seed %d, %s: %d dealt and %d removed, want %d and %d", seed, eb, cells, removed, isl.Count(ib), isl.Removed(ib))
					}
				}
				if (coins == engine.ArchipelagoCoins) == removedChest {
					t.Fatalf("seed %d: %d coins dealt, a chest removed: %v", seed, coins, removedChest)
				}
				if removedChest {
					lost++
				} else {
					full++
				}
				for _, c := range append(s.Crews(), engine.NoCrew) {
					v := engine.ViewFor(&s, c)
					for x := range s.Board.Island() {
						if want := (engine.ViewTile{Kind: engine.Hidden, Back: s.Board.Back(x)}); v.Tiles[x] != want {
							t.Fatalf("seed %d: %s's view of %s is %+v, want %+v", seed, c, x, v.Tiles[x], want)
						}
					}
					if seed == 0 {
						firstView = v
					} else if v.Unseen != firstView.Unseen {
						t.Fatalf("seed %d: the view's unseen counts tell this deal from the first", seed)
					}
				}
			}
			if isl.ID == islands.FirstID && (full == 0 || lost == 0) {
				t.Errorf("%d deals kept every chest and %d lost one: the removal is not random", full, lost)
			}
			if isl.Land() == engine.ArchipelagoTiles && lost > 0 {
				t.Errorf("an island of all 66 tiles lost a chest")
			}
		})
	}
}

// TestDealStart checks a fresh deal: the boats unplaced with every pirate
// aboard, white to act, the sea and shore of the island file, the same deal
// from the same seed, a different one from another.
func TestDealStart(t *testing.T) {
	isl, err := islands.Lookup(islands.FirstID)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name  string
		o     engine.Options
		crews []engine.Crew
		err   error
	}{
		{"two", engine.Options{Crews: []engine.Crew{engine.White, engine.Red}}, []engine.Crew{engine.White, engine.Red}, nil},
		{"three", engine.Options{Crews: []engine.Crew{engine.Yellow, engine.Black, engine.Red}}, []engine.Crew{engine.Yellow, engine.Black, engine.Red}, nil},
		{"four", engine.Options{}, []engine.Crew{engine.White, engine.Yellow, engine.Black, engine.Red}, nil},
		{"2v2", engine.Options{Teams: true}, []engine.Crew{engine.White, engine.Yellow, engine.Black, engine.Red}, nil},
		{"two crews each", engine.Options{TwoCrewsEach: true}, nil, archipelago.ErrOptions},
		{"plane waits", engine.Options{PlaneWaits: true}, nil, archipelago.ErrOptions},
		{"one crew", engine.Options{Crews: []engine.Crew{engine.White}}, nil, engine.ErrBadOptions},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s, err := archipelago.Deal(isl, tc.o, 42)
			if !errors.Is(err, tc.err) {
				t.Fatalf("error %v, want %v", err, tc.err)
			}
			if err != nil {
				return
			}
			if s.Turn != tc.crews[0] || len(s.Crews()) != len(tc.crews) {
				t.Errorf("turn %s, crews %v, want %s first of %v", s.Turn, s.Crews(), tc.crews[0], tc.crews)
			}
			if tc.o.Teams && (!s.Rules.Allies(engine.White, engine.Black) || !s.Rules.Allies(engine.Yellow, engine.Red) || s.Rules.Allies(engine.White, engine.Yellow)) {
				t.Error("2v2 is not white+black against yellow+red")
			}
			for p := engine.PieceID(0); p < engine.NumPieces; p++ {
				pc := s.Pieces[p]
				playing := p.IsPirate() && s.InPlay(p.PirateCrew())
				if playing != (pc.Status == engine.Alive) || pc.At != engine.NoCell {
					t.Errorf("%s: %s at %s", p, pc.Status, pc.At)
				}
			}
			for k := engine.Crew(0); k < engine.NumCrews; k++ {
				if s.Ship(k) != engine.NoCell {
					t.Errorf("%s's boat is placed at %s", k, s.Ship(k))
				}
			}
		})
	}
	s, _ := archipelago.Deal(isl, engine.Options{}, 42)
	again, _ := archipelago.Deal(isl, engine.Options{}, 42)
	other, _ := archipelago.Deal(isl, engine.Options{}, 43)
	if s != again || s.Tiles == other.Tiles {
		t.Error("a deal is not a function of its seed")
	}
	if !s.Board.Boats() || s.Board.NumSea() != isl.Count(island.Water) {
		t.Errorf("boats %v, %d sea cells, want %d", s.Board.Boats(), s.Board.NumSea(), isl.Count(island.Water))
	}
	for _, c := range isl.Cells(island.Water) {
		if !s.Board.IsSea(c) || s.Board.IsCoast(c) != isl.IsShore(c) || s.Board.IsIsland(c) {
			t.Errorf("%s: sea %v, coast %v, want shore %v", c, s.Board.IsSea(c), s.Board.IsCoast(c), isl.IsShore(c))
		}
	}
}
