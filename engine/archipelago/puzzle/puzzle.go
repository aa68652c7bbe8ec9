package puzzle

import (
	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/engine/archipelago/island"
)

// Limits of a puzzle's numbers and texts.
const (
	MaxNumber  = 999 // the highest puzzle number
	MaxTurns   = 99  // the most turns a goal allows
	MaxHintLen = 300 // characters of a hint
)

// Pirates is the size of the solo crew: the white, the yellow and the red
// pirate (engine.SoloPirates).
const Pirates = 3

// Puzzle is one solo puzzle of Jackal Archipelago (ARCHIPELAGO.md §9): an
// island with every tile's face fixed, the coins, the bear's den and the
// goal. Parse reads one from a puzzle file and Format writes it back;
// Validate checks one built in code; Deal starts its game.
type Puzzle struct {
	// Number is the puzzle's number, 1 to MaxNumber: shipped puzzles are
	// numbered from 1 in rising difficulty.
	Number int
	// Island is the puzzle's island: its id, its title (Name, NameRU),
	// its north (the bear's tie-breaks) and the back of every cell. It may
	// be as small as one cell.
	Island *island.Island
	// Hint and HintRU say what the puzzle is about, in English and in
	// Russian ("" when there is no Russian text).
	Hint, HintRU string
	// Tiles are the fixed faces: every island cell's tile (kind, rotation,
	// face up or down; Used and Pic are never set). Water cells hold the
	// zero Tile.
	Tiles [island.NumCells]engine.Tile
	// Coins are the coins lying on face-up tiles at the start; face-down
	// chests hold theirs (chest-1 one, …) until turned.
	Coins [island.NumCells]uint8
	// Den is the bear's den, a face-up bear-den tile where the bear
	// starts, or engine.NoCell for a puzzle without the bear.
	Den engine.Cell
	// Turns is the goal's last turn, 0 for no limit; Survivors the pirates
	// that must live, 0 for no such condition. Every coin must reach the
	// bank in every puzzle.
	Turns, Survivors int
	// Par is the fewest turns in which the goal can be met (a search
	// proves it for the shipped puzzles), 0 when not known.
	Par int
}

// Title is the puzzle's title in language lang ("en" or "ru"): the
// island's name.
func (p *Puzzle) Title(lang string) string { return p.Island.LocalName(lang) }

// HintIn is the puzzle's hint in language lang ("en" or "ru"): the Russian
// one when asked for and given, else the English one.
func (p *Puzzle) HintIn(lang string) string {
	if lang == "ru" && p.HintRU != "" {
		return p.HintRU
	}
	return p.Hint
}

// Bank is the bank's cell, where the pirates start and the coins go, or
// NoCell when the puzzle has no bank (Validate refuses it).
func (p *Puzzle) Bank() engine.Cell {
	for c := range p.Tiles {
		if t := p.Tiles[c]; t.Kind == engine.Bank && p.Island.IsLand(engine.Cell(c)) {
			return engine.Cell(c)
		}
	}
	return engine.NoCell
}

// CoinCount is the number of coins to bring to the bank: lying on tiles
// and in face-down chests.
func (p *Puzzle) CoinCount() int {
	n := 0
	for c := range p.Tiles {
		n += int(p.Coins[c])
		if t := p.Tiles[c]; !t.Open && p.Island.IsLand(engine.Cell(c)) {
			n += t.Kind.Coins()
		}
	}
	return n
}

// Equal reports whether p and o are the same puzzle.
func (p *Puzzle) Equal(o *Puzzle) bool {
	if p == nil || o == nil {
		return p == o
	}
	return p.Number == o.Number && p.Island.Equal(o.Island) && p.Hint == o.Hint && p.HintRU == o.HintRU &&
		p.Tiles == o.Tiles && p.Coins == o.Coins && p.Den == o.Den && p.Turns == o.Turns &&
		p.Survivors == o.Survivors && p.Par == o.Par
}

// Clone returns a copy of p that shares nothing with it.
func (p *Puzzle) Clone() *Puzzle {
	c := *p
	if p.Island != nil {
		c.Island = p.Island.Clone()
	}
	return &c
}
