package engine

import "fmt"

// classicCells is the number of squares of classic's 13×13 board.
const classicCells = ClassicSize * ClassicSize

// snapshotV1 is State as version 1 snapshots lay it out: the layout of
// State before the grid grew, kept byte for byte because stored games cache
// snapshots (and `jackal db check` compares their bytes). Cells are
// numbered rank×13+file (255 for NoCell), the per-cell arrays cover
// classic's 13×13 squares in that order, and the board is not written: it
// is classic's.
type snapshotV1 struct {
	Seed           uint64
	Rules          Rules
	Tiles          [classicCells]Tile
	Coins          [classicCells]uint8
	Known          [classicCells]CrewSet
	Pieces         [NumPieces]Piece
	Ships          [NumCrews]Cell
	Treasure       [classicCells]uint8
	BankedTreasure [NumCrews]uint8
	LostTreasure   uint8
	Banked         [NumCrews]uint8
	LostCoins      uint8
	Bottles        [NumCrews]uint8
	Turn           Crew
	Round          uint16
	Over           bool
	EndedBy        uint8
	SmokeArmed     bool
	SmokeLeft      uint8
	Quiet          uint16
	Passes         uint8
	FaceDown       uint8
	OpenCaves      uint8
	CaveList       [maxCaveList]Cell
	Pending        chain
}

// errOffClassic is the reason a state beyond classic's board has no
// version 1 layout.
var errOffClassic = fmt.Errorf("%w: snapshots hold classic's 13×13 board only", ErrBoard)

// classicNumber is c's number in version 1 snapshots (see ClassicNumber).
func classicNumber(c Cell) (Cell, error) {
	n, ok := ClassicNumber(c)
	if !ok {
		return NoCell, fmt.Errorf("%w: cell %s", errOffClassic, c)
	}
	return Cell(n), nil
}

// fromClassicNumber is the cell numbered n in version 1 snapshots.
func fromClassicNumber(n Cell) (Cell, error) {
	switch {
	case n == NoCell:
		return NoCell, nil
	case n >= classicCells:
		return NoCell, fmt.Errorf("%w: cell number %d", ErrCorrupt, n)
	}
	return CellAt(int(n)%ClassicSize, int(n)/ClassicSize), nil
}

// cellsOf renumbers every cell a state names, in place, by f: the pieces',
// the ships', the face-up caves' and those of the action under way.
func cellsOf(pieces *[NumPieces]Piece, ships *[NumCrews]Cell, caves *[maxCaveList]Cell, ch *chain, f func(Cell) (Cell, error)) error {
	var err error
	renumber := func(c *Cell) {
		if err == nil {
			*c, err = f(*c)
		}
	}
	for i := range pieces {
		renumber(&pieces[i].At)
	}
	for i := range ships {
		renumber(&ships[i])
	}
	for i := range caves {
		renumber(&caves[i])
	}
	renumber(&ch.At)
	renumber(&ch.Origin)
	renumber(&ch.Prev)
	renumber(&ch.First)
	for i, k := range ch.Ways {
		if k>>5 > 255 {
			return fmt.Errorf("%w: way %d", ErrCorrupt, k)
		}
		at := Cell(k >> 5) // see chain.use
		renumber(&at)
		ch.Ways[i] = uint16(at)<<5 | k&31
	}
	return err
}

// from lays out s, which must be on classic's board with nothing beyond
// its 13×13 squares (and no abilities, which are Archipelago's).
func (v *snapshotV1) from(s *State) error {
	if s.Board != classicBoard || s.Abilities != (PirateAbilities{}) {
		return errOffClassic
	}
	*v = snapshotV1{
		Seed: s.Seed, Rules: s.Rules, Pieces: s.Pieces, Ships: s.Ships,
		BankedTreasure: s.BankedTreasure, LostTreasure: s.LostTreasure, Banked: s.Banked, LostCoins: s.LostCoins,
		Bottles: s.Bottles, Turn: s.Turn, Round: s.Round, Over: s.Over, EndedBy: s.EndedBy,
		SmokeArmed: s.SmokeArmed, SmokeLeft: s.SmokeLeft, Quiet: s.Quiet, Passes: s.Passes,
		FaceDown: s.FaceDown, OpenCaves: s.OpenCaves, CaveList: s.CaveList, Pending: s.Pending,
	}
	for c := Cell(0); c < NumCells; c++ {
		n, err := classicNumber(c)
		if err != nil {
			if s.Tiles[c] != (Tile{}) || s.Coins[c] != 0 || s.Known[c] != 0 || s.Treasure[c] != 0 {
				return err
			}
			continue
		}
		v.Tiles[n], v.Coins[n], v.Known[n], v.Treasure[n] = s.Tiles[c], s.Coins[c], s.Known[c], s.Treasure[c]
	}
	return cellsOf(&v.Pieces, &v.Ships, &v.CaveList, &v.Pending, classicNumber)
}

// to makes the state v lays out, on classic's board.
func (v *snapshotV1) to(s *State) error {
	*s = State{
		Seed: v.Seed, Rules: v.Rules, Board: classicBoard, Pieces: v.Pieces, Ships: v.Ships,
		BankedTreasure: v.BankedTreasure, LostTreasure: v.LostTreasure, Banked: v.Banked, LostCoins: v.LostCoins,
		Bottles: v.Bottles, Turn: v.Turn, Round: v.Round, Over: v.Over, EndedBy: v.EndedBy,
		SmokeArmed: v.SmokeArmed, SmokeLeft: v.SmokeLeft, Quiet: v.Quiet, Passes: v.Passes,
		FaceDown: v.FaceDown, OpenCaves: v.OpenCaves, CaveList: v.CaveList, Pending: v.Pending,
	}
	for n := Cell(0); n < classicCells; n++ {
		c, _ := fromClassicNumber(n)
		s.Tiles[c], s.Coins[c], s.Known[c], s.Treasure[c] = v.Tiles[n], v.Coins[n], v.Known[n], v.Treasure[n]
	}
	return cellsOf(&s.Pieces, &s.Ships, &s.CaveList, &s.Pending, fromClassicNumber)
}
