package puzzle

import (
	"errors"
	"fmt"
	"strings"

	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/engine/archipelago"
	"github.com/jackalbot/jackal/engine/archipelago/internal/textfile"
	"github.com/jackalbot/jackal/engine/archipelago/island"
)

// place is the part of a puzzle file a fault lies in, so that Parse can
// point at its line and column.
type place uint8

const (
	atFile  place = iota // the puzzle as a whole
	atKey                // the value of a header key
	atTile               // a tile's entry
	atGold               // a cell of the gold: line
	atTiles              // the tiles: line
)

// fault is one way a puzzle breaks the rules, and where.
type fault struct {
	at   place
	key  string      // atKey
	cell engine.Cell // atTile, atGold
	err  error
}

// banned are the tiles no puzzle holds, and why: chance, or rules that
// need boats, rival crews or a player's secrets.
var banned = map[engine.Kind]string{
	engine.Crossroads: "its die would make the puzzle a game of chance",
	engine.Musket:     "its shot sends a pirate to a boat, and a puzzle has none",
	engine.Missionary: "he joins a crew that meets him, and a puzzle has one",
	engine.Lighthouse: "its sights are one crew's secret, and a puzzle's tiles are no secret",
}

// noCoin are the face-up tiles no coin may lie on at the start: those
// nobody rests on, and those no coin may enter.
func noCoin(k engine.Kind) bool {
	switch k {
	case engine.Bank, engine.Thicket, engine.Fort, engine.NativeFort, engine.Ogre,
		engine.Horse, engine.Ice, engine.Crocodile, engine.Cannon, engine.Balloon,
		engine.Trampoline, engine.Crossroads:
		return true
	}
	return k.IsArrow() || k.IsSpinner()
}

// Validate reports the first way p breaks the rules of a puzzle, or nil:
// its number, its island (which may be small), its hints, a tile on every
// island cell and none on the water, each tile one Archipelago's box holds
// with that back and no more of a kind than the box holds (no crossroads,
// musket, missionary or lighthouse), one face-up bank, the den a face-up
// bear-den tile, coins (1 to 19 in all) only on face-up tiles where a
// coin may lie, and a goal in range with the par within it. The error
// wraps ErrHeader, ErrIsland, ErrTile or ErrGoal.
func (p *Puzzle) Validate() error {
	if f := check(p); f != nil {
		return f.err
	}
	return nil
}

// check is Validate with the fault's place.
func check(p *Puzzle) *fault {
	if p.Number < 1 || p.Number > MaxNumber {
		return &fault{at: atKey, key: "puzzle", err: fmt.Errorf("%w: puzzle %d: a puzzle's number is 1 to %d", ErrHeader, p.Number, MaxNumber)}
	}
	if p.Island == nil {
		return &fault{err: fmt.Errorf("%w: no island", ErrIsland)}
	}
	if err := p.Island.ValidateMin(1); err != nil {
		return &fault{err: fmt.Errorf("%w: %w", ErrIsland, err)}
	}
	if len(p.Island.Boats) > 0 {
		return &fault{at: atKey, key: "boats", err: fmt.Errorf("%w: a puzzle has no boats", ErrHeader)}
	}
	if p.Hint == "" {
		return &fault{at: atKey, key: "hint", err: fmt.Errorf("%w: the puzzle has no hint (hint: …)", ErrHeader)}
	}
	for i, s := range [2]string{p.Hint, p.HintRU} {
		if err := checkText(s); s != "" && err != nil {
			return &fault{at: atKey, key: [2]string{"hint", "hint.ru"}[i], err: err}
		}
	}
	b, err := archipelago.Board(p.Island)
	if err != nil {
		return &fault{err: fmt.Errorf("%w: %w", ErrIsland, err)}
	}
	if f := checkTiles(p, &b); f != nil {
		return f
	}
	if f := checkCoins(p); f != nil {
		return f
	}
	return checkGoal(p)
}

// checkText accepts a printable UTF-8 text of at most MaxHintLen
// characters, without '#' (which starts a comment in a file) and without
// spaces at either end.
func checkText(s string) error { return textfile.CheckText(s, "hint", MaxHintLen, ErrHeader) }

// readingOrder lists the island's grid cells as a file shows them: north
// row first, west to east.
func readingOrder(isl *island.Island) []engine.Cell {
	var out []engine.Cell
	for r := min(isl.Ranks, island.MaxSide) - 1; r >= 0; r-- {
		for f := range min(isl.Files, island.MaxSide) {
			out = append(out, island.CellAt(f, r))
		}
	}
	return out
}

// checkTiles checks every cell's tile against the island and the box.
func checkTiles(p *Puzzle, b *engine.Board) *fault {
	var used [engine.NumBacks][engine.NumKinds]int
	bank := engine.NoCell
	bad := func(c engine.Cell, format string, args ...any) *fault {
		return &fault{at: atTile, cell: c, err: fmt.Errorf("%w: %s: "+format, append([]any{ErrTile, c}, args...)...)}
	}
	for c := range p.Tiles {
		if !p.Island.InGrid(engine.Cell(c)) && p.Tiles[c] != (engine.Tile{}) {
			return bad(engine.Cell(c), "is off the %d×%d grid", p.Island.Files, p.Island.Ranks)
		}
	}
	for _, c := range readingOrder(p.Island) {
		t := p.Tiles[c]
		if !p.Island.IsLand(c) {
			if t != (engine.Tile{}) {
				return bad(c, "is water; tiles lie on the island's cells")
			}
			continue
		}
		k := t.Kind
		id := k.ArchipelagoID()
		back := b.Back(c)
		switch {
		case k == engine.Hidden:
			return &fault{at: atTiles, err: fmt.Errorf("%w: %s has no tile: every island cell is listed under tiles:", ErrTile, c)}
		case id == "":
			return bad(c, "%s is no tile of Archipelago's box", k)
		case banned[k] != "":
			return bad(c, "no puzzle holds the %s: %s", id, banned[k])
		case t.Used || t.Pic != 0:
			return bad(c, "a puzzle's tile is fresh (no used, no picture)")
		case engine.ArchipelagoCount(back, k) == 0:
			return bad(c, "the box has no %s tile with a %s back (%s): the map makes %s %s", id, p.Island.Back(c), backsOf(k), c, p.Island.Back(c))
		case used[back][k] == engine.ArchipelagoCount(back, k):
			return bad(c, "the box holds %s with a %s back, and this is one more", count(engine.ArchipelagoCount(back, k), id), p.Island.Back(c))
		case k == engine.Bank && !t.Open:
			return bad(c, "the bank lies face up (bank open): the pirates start on it")
		case k == engine.Bank && bank != engine.NoCell:
			return bad(c, "a second bank (the first is %s)", bank)
		case k == engine.BearDen && c != p.Den:
			return bad(c, "a bear-den tile is the den the bear: line names")
		case k == engine.BearDen && !t.Open:
			return bad(c, "the den lies face up (bear-den open): the bear starts on it")
		}
		used[back][k]++
		if k == engine.Bank {
			bank = c
		}
	}
	if bank == engine.NoCell {
		return &fault{at: atTiles, err: fmt.Errorf("%w: no bank: the pirates start on the bank (bank open), a beach tile", ErrTile)}
	}
	if p.Den != engine.NoCell && (!p.Island.IsLand(p.Den) || p.Tiles[p.Den].Kind != engine.BearDen) {
		return &fault{at: atKey, key: "bear", err: fmt.Errorf("%w: the den %s holds no bear-den tile", ErrTile, p.Den)}
	}
	return nil
}

// backsOf names the backs Archipelago's box has tiles of kind k with.
func backsOf(k engine.Kind) string {
	var names []string
	for _, b := range island.Lands {
		if engine.ArchipelagoCount(b.Engine(), k) > 0 {
			names = append(names, b.String())
		}
	}
	if len(names) == 0 {
		return "none"
	}
	return "only " + strings.Join(names, " and ")
}

// count is "1 ice", "2 empty".
func count(n int, id string) string { return fmt.Sprintf("%d %s", n, id) }

// checkCoins checks where the coins lie and how many there are.
func checkCoins(p *Puzzle) *fault {
	for _, c := range readingOrder(p.Island) {
		if p.Coins[c] == 0 {
			continue
		}
		t := p.Tiles[c]
		bad := func(format string, args ...any) *fault {
			return &fault{at: atGold, cell: c, err: fmt.Errorf("%w: gold on %s: "+format, append([]any{ErrTile, c}, args...)...)}
		}
		switch {
		case !p.Island.IsLand(c):
			return bad("it is water")
		case !t.Open:
			return bad("the tile is face down; coins lie on face-up tiles (a face-down chest holds its own)")
		case t.Kind == engine.Bank:
			return bad("a coin on the bank is banked already")
		case noCoin(t.Kind):
			return bad("no coin lies on a %s at the start", t.Kind.ArchipelagoID())
		}
	}
	for c := range p.Coins {
		if p.Coins[c] > 0 && !p.Island.InGrid(engine.Cell(c)) {
			return &fault{at: atGold, cell: engine.Cell(c), err: fmt.Errorf("%w: gold on %s, off the grid", ErrTile, engine.Cell(c))}
		}
	}
	switch n := p.CoinCount(); {
	case n == 0:
		return &fault{at: atKey, key: "gold", err: fmt.Errorf("%w: no coin to bring to the bank (gold: or a face-down chest)", ErrGoal)}
	case n > engine.ArchipelagoCoins:
		return &fault{at: atKey, key: "gold", err: fmt.Errorf("%w: %d coins; the box holds %d", ErrGoal, n, engine.ArchipelagoCoins)}
	}
	return nil
}

// checkGoal checks the goal's ranges, the par within them, and that the
// engine lays the puzzle out.
func checkGoal(p *Puzzle) *fault {
	switch {
	case p.Turns < 0 || p.Turns > MaxTurns:
		return &fault{at: atKey, key: "turns", err: fmt.Errorf("%w: turns: %d; a goal allows 1 to %d turns", ErrGoal, p.Turns, MaxTurns)}
	case p.Survivors < 0 || p.Survivors > Pirates:
		return &fault{at: atKey, key: "survivors", err: fmt.Errorf("%w: survivors: %d of the %d pirates", ErrGoal, p.Survivors, Pirates)}
	case p.Par < 0 || p.Par > MaxTurns:
		return &fault{at: atKey, key: "par", err: fmt.Errorf("%w: par: %d; it is 1 to %d turns", ErrGoal, p.Par, MaxTurns)}
	case p.Turns > 0 && p.Par > p.Turns:
		return &fault{at: atKey, key: "par", err: fmt.Errorf("%w: par: %d is more than the goal's %d turns", ErrGoal, p.Par, p.Turns)}
	}
	if _, err := p.deal(0); err != nil {
		if !errors.Is(err, ErrTile) && !errors.Is(err, ErrGoal) {
			err = fmt.Errorf("%w: %w", ErrTile, err)
		}
		return &fault{err: err}
	}
	return nil
}
