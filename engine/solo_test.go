package engine_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/engine"
)

// soloGame lays a solo puzzle on seaGame's island (d4–h8: beach on rank 4
// and file h, forest on file d, mountains inside): the bank at e4, every
// other tile an empty tile face up unless tiles says otherwise (written
// as scenario files write them, "arrow-1@e", "chest-1 down"), coins lying
// where coins says, the bear on den ("" for none), the goal turns and
// survivors.
func soloGame(t *testing.T, tiles map[string]string, coins map[string]int, den string, turns, survivors int) engine.State {
	t.Helper()
	s0 := seaGame(t, engine.Options{Crews: []engine.Crew{engine.White, engine.Black}}, nil, nil)
	su := engine.SoloSetup{Board: s0.Board, Den: engine.NoCell, Turns: turns, Survivors: survivors}
	for c := range su.Board.Island() {
		su.Tiles[c] = engine.Tile{Kind: engine.Empty, Open: true}
	}
	su.Tiles[cell(t, "e4")] = engine.Tile{Kind: engine.Bank, Open: true}
	for c, text := range tiles {
		f := strings.Fields(text)
		kind, rot, _ := strings.Cut(f[0], "@")
		k, err := engine.ParseArchipelagoKind(kind)
		if err != nil {
			t.Fatal(err)
		}
		tl := engine.Tile{Kind: k, Open: len(f) == 1}
		if rot != "" {
			if tl.Rot, err = engine.ParseRot(rot); err != nil {
				t.Fatal(err)
			}
		}
		su.Tiles[cell(t, c)] = tl
	}
	for c, n := range coins {
		su.Coins[cell(t, c)] = uint8(n)
	}
	if den != "" {
		su.Den = cell(t, den)
		su.Tiles[su.Den] = engine.Tile{Kind: engine.BearDen, Open: true}
	}
	s, err := engine.NewSolo(&su)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestSoloTurnOrder: white, yellow and red act in turn, one action each,
// then the bear steps: that is one turn. A pirate acts only in its place.
func TestSoloTurnOrder(t *testing.T) {
	s := soloGame(t, nil, map[string]int{"g6": 1}, "h8", 0, 0)
	if s.Turn != engine.White || s.Round != 1 || s.Bear.At != cell(t, "h8") {
		t.Fatalf("start: turn %s, round %d, bear %s", s.Turn, s.Round, s.Bear.At)
	}
	for _, p := range engine.SoloPirates {
		if s.Pieces[p].At != cell(t, "e4") {
			t.Fatalf("%s starts at %s, not on the bank", p, s.Pieces[p].At)
		}
	}
	a, _ := engine.Parse("Y1 e5")
	if err := s.Check(a); !errors.Is(err, engine.ErrNotYourTurn) {
		t.Fatalf("yellow before white: %v", err)
	}
	s, _ = play(t, s, "W1 e5")
	if s.Turn != engine.Yellow || s.Bear.At != cell(t, "h8") {
		t.Fatalf("after white: turn %s, bear %s", s.Turn, s.Bear.At)
	}
	s, _ = play(t, s, "Y1 d5")
	if s.Turn != engine.Red || s.Bear.At != cell(t, "h8") {
		t.Fatalf("after yellow: turn %s, bear %s", s.Turn, s.Bear.At)
	}
	s, evs := play(t, s, "R1 f5")
	if s.Turn != engine.White || s.Round != 2 {
		t.Fatalf("after red: turn %s, round %d", s.Turn, s.Round)
	}
	if !hasEvent(evs, engine.EvBearMoved, nil) || s.Bear.At != cell(t, "g7") {
		t.Fatalf("the bear did not step after red: at %s", s.Bear.At)
	}
}

// TestSoloMustAct: a pirate that can act has no pass; one that cannot
// (held in a pit) passes by itself, and the bank holds all three.
func TestSoloMustAct(t *testing.T) {
	s := soloGame(t, map[string]string{"e5": "pit"}, map[string]int{"g6": 1}, "", 0, 0)
	for _, a := range engine.Legal(s) {
		if a.Kind == engine.ActPass {
			t.Fatal("white may pass while it can move")
		}
	}
	s, _ = play(t, s, "W1 e5", "Y1 f5")
	s, evs := play(t, s, "R1 f4")
	if s.Turn != engine.Yellow || !hasEvent(evs, engine.EvPassed, func(e engine.Event) bool { return e.Crew == engine.White }) {
		t.Fatalf("white held in the pit did not pass: turn %s", s.Turn)
	}
	s, _ = play(t, s, "Y1 e4", "R1 e4") // back onto the bank, all but white
	if s.Pieces[engine.Y1].At != cell(t, "e4") || s.Pieces[engine.R1].At != cell(t, "e4") {
		t.Fatal("the bank does not hold two")
	}
}

// TestSoloBear: the bear's step kills the pirate it reaches, a pirate
// entering its tile dies, and with too few left the game is lost.
func TestSoloBear(t *testing.T) {
	s := soloGame(t, nil, map[string]int{"g6": 1}, "g6", 0, 3)
	s, _ = play(t, s, "W1 f5", "Y1 e5")
	s, evs := play(t, s, "R1 d5")
	if s.Pieces[engine.W1].Status != engine.Dead || !hasEvent(evs, engine.EvMauled, func(e engine.Event) bool { return e.To == engine.NoCell }) {
		t.Fatalf("the bear reached W1 and it lives: %+v", s.Pieces[engine.W1])
	}
	if !s.Over || s.Ending() != engine.EndPiratesLost {
		t.Fatalf("2 pirates of the 3 the goal asks: over %v, ending %d", s.Over, s.Ending())
	}

	s = soloGame(t, nil, map[string]int{"h8": 1}, "g6", 0, 0)
	s, _ = play(t, s, "W1 f5", "Y1 e5", "R1 d5") // the bear kills W1 on f5
	if s.Bear.At != cell(t, "f5") {
		t.Fatalf("the bear at %s, not on W1's f5", s.Bear.At)
	}
	s, _ = play(t, s, "Y1 f5")
	if s.Pieces[engine.Y1].Status != engine.Dead || s.Over {
		t.Fatalf("Y1 into the bear's tile: %+v, over %v", s.Pieces[engine.Y1], s.Over)
	}
	s, _ = play(t, s, "R1 e6")
	if !s.Over || s.Ending() != engine.EndPiratesLost || s.Survivors() != 0 {
		t.Fatalf("the last pirate killed: over %v, ending %d, %d alive", s.Over, s.Ending(), s.Survivors())
	}
}

// TestSoloOffIsland: a pirate carried into the water dies there, its coin
// sinks, and a lost coin loses the puzzle.
func TestSoloOffIsland(t *testing.T) {
	s := soloGame(t, map[string]string{"d5": "arrow-1@w"}, map[string]int{"e5": 1}, "", 0, 0)
	s, _ = play(t, s, "W1 e5", "Y1 f5", "R1 f4")
	s, evs := play(t, s, "W1 d5 +c")
	if s.Pieces[engine.W1].Status != engine.Dead || !hasEvent(evs, engine.EvKilled, func(e engine.Event) bool { return e.How == engine.HowAtSea }) {
		t.Fatalf("W1 went into the water and lives: %+v", s.Pieces[engine.W1])
	}
	if !hasEvent(evs, engine.EvGoldSunk, nil) || !s.Over || s.Ending() != engine.EndCoinLost {
		t.Fatalf("the coin sank: over %v, ending %d", s.Over, s.Ending())
	}
}

// TestSoloBalloonBanks: the balloon carries its pirate and coin to the
// bank, the coin is banked, and the last coin banked solves the puzzle at
// once (the bear does not step).
func TestSoloBalloonBanks(t *testing.T) {
	s := soloGame(t, map[string]string{"f6": "balloon"}, map[string]int{"e5": 1, "f5": 1}, "", 5, 0)
	s, _ = play(t, s, "W1 e5", "Y1 f4", "R1 d4")
	s, evs := play(t, s, "W1 e4 +c")
	if s.CoinsBanked() != 1 || s.Coins[cell(t, "e4")] != 0 || !hasEvent(evs, engine.EvGoldBanked, nil) || s.Over {
		t.Fatalf("a coin onto the bank: %d banked, %d lying, over %v", s.CoinsBanked(), s.Coins[cell(t, "e4")], s.Over)
	}
	s, _ = play(t, s, "Y1 f5", "R1 d5", "W1 e5")
	s, evs = play(t, s, "Y1 f6 +c")
	if s.Pieces[engine.Y1].At != cell(t, "e4") || s.CoinsBanked() != 2 {
		t.Fatalf("the balloon: Y1 at %s, %d banked", s.Pieces[engine.Y1].At, s.CoinsBanked())
	}
	if !s.Over || s.Ending() != engine.EndBanked || s.Round != 3 || s.Turn != engine.Yellow {
		t.Fatalf("every coin banked: over %v, ending %d, round %d, events %v", s.Over, s.Ending(), s.Round, evs)
	}
}

// TestSoloTurnsOut: the game ends after the goal's last turn.
func TestSoloTurnsOut(t *testing.T) {
	s := soloGame(t, nil, map[string]int{"h8": 1}, "", 1, 0)
	s, _ = play(t, s, "W1 e5", "Y1 f5")
	if s.Over {
		t.Fatal("over before the turn's end")
	}
	s, _ = play(t, s, "R1 d5")
	if !s.Over || s.Ending() != engine.EndTurnsOut || s.Round != 1 {
		t.Fatalf("after turn 1 of 1: over %v, ending %d, round %d", s.Over, s.Ending(), s.Round)
	}
}

// TestSoloBottles: one supply, spent after any pirate's action on any of
// the three.
func TestSoloBottles(t *testing.T) {
	s := soloGame(t, map[string]string{"e5": "pit", "f4": "bottle-1 down"}, map[string]int{"h8": 1}, "", 0, 0)
	s, _ = play(t, s, "W1 e5", "Y1 f4")
	if s.BottlesOf(engine.White) != 1 || s.BottlesOf(engine.Yellow) != 1 {
		t.Fatalf("yellow found a bottle: white may use %d, yellow %d", s.BottlesOf(engine.White), s.BottlesOf(engine.Yellow))
	}
	if !s.Bottling || s.Turn != engine.Yellow {
		t.Fatal("yellow does not spend the bottle after its action")
	}
	s, _ = play(t, s, "bottle W1")
	if s.Pieces[engine.W1].IsHeld() || s.BottlesOf(engine.Red) != 0 {
		t.Fatal("the bottle did not free W1")
	}
}

// TestSoloSnapshot: a solo game survives the version 2 snapshot.
func TestSoloSnapshot(t *testing.T) {
	s := soloGame(t, nil, map[string]int{"g6": 1}, "h8", 9, 2)
	s, _ = play(t, s, "W1 e5", "Y1 f5", "R1 f4")
	b, err := s.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	var x engine.State
	if err := x.UnmarshalBinary(b); err != nil {
		t.Fatal(err)
	}
	if x != s || !x.Solo.On || x.Solo.Turns != 9 {
		t.Fatalf("the snapshot changed the game: %+v", x.Solo)
	}
}

// TestNewSoloRefuses: what no puzzle may be.
func TestNewSoloRefuses(t *testing.T) {
	base := soloGame(t, nil, map[string]int{"f4": 1}, "", 0, 0)
	for _, tc := range []struct {
		name string
		edit func(su *engine.SoloSetup)
	}{
		{"no coin", func(su *engine.SoloSetup) {}},
		{"no bank", func(su *engine.SoloSetup) { su.Tiles[cell(t, "e4")] = engine.Tile{Kind: engine.Empty, Open: true} }},
		{"a face-down bank", func(su *engine.SoloSetup) { su.Tiles[cell(t, "e4")].Open = false }},
		{"two banks", func(su *engine.SoloSetup) { su.Tiles[cell(t, "f4")] = engine.Tile{Kind: engine.Bank, Open: true} }},
		{"a musket", func(su *engine.SoloSetup) { su.Tiles[cell(t, "f4")] = engine.Tile{Kind: engine.Musket} }},
		{"a classic tile", func(su *engine.SoloSetup) { su.Tiles[cell(t, "f4")] = engine.Tile{Kind: engine.Cave} }},
		{"a coin face down", func(su *engine.SoloSetup) { su.Tiles[cell(t, "f4")].Open = false }},
		{"a den not named", func(su *engine.SoloSetup) { su.Tiles[cell(t, "h8")] = engine.Tile{Kind: engine.BearDen, Open: true} }},
		{"a den with no den tile", func(su *engine.SoloSetup) { su.Den = cell(t, "h8") }},
		{"a coin at sea", func(su *engine.SoloSetup) { su.Coins[cell(t, "a1")] = 1 }},
		{"4 survivors", func(su *engine.SoloSetup) { su.Survivors = 4 }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			su := engine.SoloSetup{Board: base.Board, Tiles: base.Tiles, Den: engine.NoCell}
			if tc.name != "no coin" {
				su.Coins[cell(t, "f4")] = 1
			}
			if _, err := engine.NewSolo(&su); tc.name != "no coin" && err != nil {
				t.Fatalf("the base setup is refused: %v", err)
			}
			tc.edit(&su)
			if _, err := engine.NewSolo(&su); !errors.Is(err, engine.ErrSolo) {
				t.Fatalf("accepted, or not ErrSolo: %v", err)
			}
		})
	}
}

// TestSoloQuakeKeepsTheBank: the earthquake never moves a solo game's
// bank, even left empty.
func TestSoloQuakeKeepsTheBank(t *testing.T) {
	s := soloGame(t, map[string]string{"f5": "earthquake down"}, map[string]int{"h8": 1}, "", 0, 0)
	s.Pieces[engine.Y1].At, s.Pieces[engine.R1].At = cell(t, "d5"), cell(t, "d6")
	s, _ = play(t, s, "W1 f5")
	if !s.Pending.Active {
		t.Fatal("the earthquake asks nothing")
	}
	opts := choiceCells(s)
	if len(opts) < 10 {
		t.Fatalf("the earthquake offers %v", opts)
	}
	for _, c := range opts {
		if c == "e4" {
			t.Fatalf("the earthquake may move the bank: %v", opts)
		}
	}
}
