package engine

// snapshotV2 is State as version 2 snapshots lay it out: every game on a
// board other than classic's (Archipelago's islands), and a classic state
// waiting for a gift after its action (Bottling). Cells keep their
// numbers (rank×16+file), the board is written whole (boardV2), and the
// state's every field follows. Version 1 stays classic's, byte for byte.
type snapshotV2 struct {
	Board          boardV2
	Seed           uint64
	Rules          Rules
	Tiles          [NumCells]Tile
	Coins          [NumCells]uint8
	Known          [NumCells]CrewSet
	Pieces         [NumPieces]Piece
	Ships          [NumCrews]Cell
	Treasure       [NumCells]uint8
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
	Bottling       bool
	Dice           uint64
	Bear           Bear
	Solo           Solo
	Abilities      PirateAbilities
}

// boardV2 is Board in version 2 snapshots: its sets and directions, in
// exported fields encoding/binary can read back.
type boardV2 struct {
	Island, Coast, Sea, Berth cellSet
	Back                      [2]cellSet
	Boats                     bool
	Side                      [2]cellSet
	Inward                    [NumCrews]Dir
	North                     Dir
}

// from lays out s.
func (v *snapshotV2) from(s *State) {
	b := &s.Board
	*v = snapshotV2{
		Board: boardV2{Island: b.island, Coast: b.coast, Sea: b.sea, Berth: b.berth, Back: b.back,
			Boats: b.boats, Side: b.side, Inward: b.inward, North: b.north},
		Seed: s.Seed, Rules: s.Rules, Tiles: s.Tiles, Coins: s.Coins, Known: s.Known, Pieces: s.Pieces,
		Ships: s.Ships, Treasure: s.Treasure, BankedTreasure: s.BankedTreasure, LostTreasure: s.LostTreasure,
		Banked: s.Banked, LostCoins: s.LostCoins, Bottles: s.Bottles, Turn: s.Turn, Round: s.Round,
		Over: s.Over, EndedBy: s.EndedBy, SmokeArmed: s.SmokeArmed, SmokeLeft: s.SmokeLeft, Quiet: s.Quiet,
		Passes: s.Passes, FaceDown: s.FaceDown, OpenCaves: s.OpenCaves, CaveList: s.CaveList,
		Pending: s.Pending, Bottling: s.Bottling, Dice: s.Dice, Bear: s.Bear, Solo: s.Solo, Abilities: s.Abilities,
	}
}

// to makes the state v lays out. A board no deal makes (a direction out of
// range), or an ability that does not exist, is refused with ErrCorrupt.
func (v *snapshotV2) to(s *State) error {
	b := &v.Board
	if b.North > NW {
		return ErrCorrupt
	}
	for _, d := range b.Inward {
		if d > NW {
			return ErrCorrupt
		}
	}
	for _, a := range v.Abilities.Of {
		if a >= NumAbilities {
			return ErrCorrupt
		}
	}
	*s = State{
		Board: Board{island: b.Island, coast: b.Coast, sea: b.Sea, berth: b.Berth, back: b.Back,
			boats: b.Boats, side: b.Side, inward: b.Inward, north: b.North},
		Seed: v.Seed, Rules: v.Rules, Tiles: v.Tiles, Coins: v.Coins, Known: v.Known, Pieces: v.Pieces,
		Ships: v.Ships, Treasure: v.Treasure, BankedTreasure: v.BankedTreasure, LostTreasure: v.LostTreasure,
		Banked: v.Banked, LostCoins: v.LostCoins, Bottles: v.Bottles, Turn: v.Turn, Round: v.Round,
		Over: v.Over, EndedBy: v.EndedBy, SmokeArmed: v.SmokeArmed, SmokeLeft: v.SmokeLeft, Quiet: v.Quiet,
		Passes: v.Passes, FaceDown: v.FaceDown, OpenCaves: v.OpenCaves, CaveList: v.CaveList,
		Pending: v.Pending, Bottling: v.Bottling, Dice: v.Dice, Bear: v.Bear, Solo: v.Solo, Abilities: v.Abilities,
	}
	return nil
}
