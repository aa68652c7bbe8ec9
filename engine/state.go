package engine

// State is a whole game position. It is a plain value with no references:
// copying it copies the game, and the zero value is no game (see New).
type State struct {
	Seed  uint64
	Rules Rules
	// Board is the ground the game is played on: island, coast and berths.
	Board Board

	Tiles [NumCells]Tile  // the island's tiles, by cell (sea cells unused)
	Coins [NumCells]uint8 // coins lying on each tile
	// Known marks, per cell, the crews whose lighthouse showed that tile.
	Known [NumCells]CrewSet

	Pieces [NumPieces]Piece
	Ships  [NumCrews]Cell // each crew's ship, NoCell if not in play

	// Treasure counts the galleon's treasures (worth 3 each) lying on each
	// tile. The box holds one; a hand-made position may lay out more.
	Treasure       [NumCells]uint8
	BankedTreasure [NumCrews]uint8 // treasures aboard each ship
	LostTreasure   uint8           // treasures sunk or eaten

	Banked    [NumCrews]uint8 // coins aboard each ship
	LostCoins uint8           // coins sunk or eaten
	Bottles   [NumCrews]uint8 // each team's supply, kept on its first crew (each crew's on a sea board)

	Turn  Crew   // the crew to act
	Round uint16 // 1 for the first round
	Over  bool
	// EndedBy is how the game ended (EndAllFound, …), 0 while it goes on,
	// in its low four bits; after EndResigned the high four bits hold the
	// crews that resigned (a CrewSet). Ending and Resigned read it.
	EndedBy uint8

	SmokeArmed bool  // smoke was revealed this turn; it starts next turn
	SmokeLeft  uint8 // turns still played under smoke, this one included
	Quiet      uint16
	Passes     uint8 // consecutive automatic passes

	FaceDown  uint8 // island tiles still face down
	OpenCaves uint8 // caves face up
	// CaveList holds the cells of the first maxCaveList face-up caves
	// (a hand-made island may have more; they are then looked up).
	CaveList [maxCaveList]Cell

	Pending chain // the action under way, while a choice is pending

	// Bottling is set when the crew to act has made its action and may
	// spend bottles before its turn ends: on a sea board (Archipelago, §5),
	// and in classic when it may give one to Friday or the missionary
	// (RULINGS §3). Version 1 snapshots do not hold it: a classic state
	// with it set is written as version 2.
	Bottling bool
	// Dice is the state of the game's die, which only Archipelago's
	// crossroads roll (see roll): a counter the deal seeds. Classic never
	// rolls; snapshots (snapshotV1) do not keep it, and views blank it.
	Dice uint64
	// Bear is Archipelago's bear (see Bear); the zero value, no bear, on
	// classic's boards. Snapshots (snapshotV1) do not keep it.
	Bear Bear
	// Solo is Archipelago's solo puzzle (see Solo); the zero value, no
	// puzzle, in every other game. Snapshots (snapshotV1) do not keep it.
	Solo Solo
	// Abilities are the pirates' abilities in Archipelago (§8) and which
	// once-per-island ones are spent; none in classic, whose snapshots
	// (snapshotV1) do not keep them.
	Abilities PirateAbilities
}

// InPlay reports whether crew c plays in this game.
func (s *State) InPlay(c Crew) bool { return s.Rules.InPlay.Has(c) }

// Crews lists the crews in play, in turn order.
func (s *State) Crews() []Crew { return s.Rules.InPlay.Crews() }

// Controller is the crew whose player makes the current turn's choices: the
// crew to act, or under smoke the crew after it in turn order.
func (s *State) Controller() Crew {
	if s.SmokeLeft > 0 && !s.Over {
		return s.nextCrew(s.Turn)
	}
	return s.Turn
}

// SmokeInForce reports whether the current turn is played under smoke.
func (s *State) SmokeInForce() bool { return s.SmokeLeft > 0 && !s.Over }

// BottlesOf is the bottle supply crew c may use (its team's; its own on a
// sea board).
func (s *State) BottlesOf(c Crew) int { return int(s.Bottles[s.bottleKeeper(c)]) }

// Score is the value crew c has banked: coins, and 3 for the treasure.
func (s *State) Score(c Crew) int {
	v := int(s.Banked[c&3])
	v += TreasureValue * int(s.BankedTreasure[c&3])
	return v
}

// GoldOnIsland is the value on the island: lying on face-up tiles, and
// dragged by a piece whose action waits on a choice.
func (s *State) GoldOnIsland() int {
	v := s.Pending.Drag.Value()
	for c := Cell(0); c < NumCells; c++ {
		v += int(s.Coins[c]) + TreasureValue*int(s.Treasure[c])
	}
	return v
}

// Dragging reports the piece dragging gold while its action waits on a
// choice, and the gold, or NoPiece.
func (s *State) Dragging() (PieceID, Drag) {
	if !s.Pending.Active || s.Pending.Drag == DragNone {
		return NoPiece, DragNone
	}
	return s.Pending.Piece, s.Pending.Drag
}

// LostValue is the value sunk or eaten.
func (s *State) LostValue() int {
	v := int(s.LostCoins)
	v += TreasureValue * int(s.LostTreasure)
	return v
}

// TotalGold is the value of all gold in the 117-tile set: 37 coins and the treasure.
const TotalGold = 40

// ArchipelagoGold is the value of all gold in Archipelago's box: 19 coins
// on its chests (ARCHIPELAGO.md §4).
const ArchipelagoGold = 19

// goldLeft is the value not yet banked, sunk or eaten, hidden chests
// included, as any player can count it: classic's 40 less what is banked
// or lost; on a sea board Archipelago's 19 less the same while a tile is
// face down (RULING: chests removed unseen before the deal count as hidden,
// as View.Unseen counts them, since no player can tell them apart), and
// the gold on the island once every tile is face up (the removed tiles'
// coins then were never in play).
func (s *State) goldLeft(banked int) int {
	if s.Solo.On {
		return s.CoinsLeft() // a puzzle's tiles are no secret
	}
	if !s.Board.boats {
		return TotalGold - banked - s.LostValue()
	}
	if s.FaceDown == 0 {
		return s.GoldOnIsland()
	}
	return ArchipelagoGold - banked - s.LostValue()
}

// TreasureValue is what the galleon's treasure counts for: 3 coins.
const TreasureValue = 3

// Ship is the berth of crew c's ship, NoCell if not in play.
func (s *State) Ship(c Crew) Cell { return s.Ships[c&3] }

// shipAt is the crew whose ship is at c, or NoCrew.
func (s *State) shipAt(c Cell) Crew {
	for k := Crew(0); k < NumCrews; k++ {
		if s.Ships[k] == c {
			return k
		}
	}
	return NoCrew
}

// nextCrew is the crew after c in turn order among those in play.
func (s *State) nextCrew(c Crew) Crew {
	for i := Crew(1); i <= NumCrews; i++ {
		n := (c + i) & 3
		if s.Rules.InPlay.Has(n) {
			return n
		}
	}
	return c
}

// firstCrew is the first crew in turn order.
func (s *State) firstCrew() Crew {
	for c := Crew(0); c < NumCrews; c++ {
		if s.Rules.InPlay.Has(c) {
			return c
		}
	}
	return NoCrew
}

// allies reports whether crews a and b are on one side.
func (s *State) allies(a, b Crew) bool { return s.Rules.Allies(a, b) }

// Aboard reports whether piece p is aboard a ship.
func (s *State) Aboard(p PieceID) bool {
	pc := &s.Pieces[p]
	return pc.Status == Alive && !s.Board.IsIsland(pc.At) && s.shipAt(pc.At) != NoCrew
}

// Swimming reports whether piece p is in the sea, not aboard.
func (s *State) Swimming(p PieceID) bool {
	pc := &s.Pieces[p]
	return pc.Status == Alive && !s.Board.IsIsland(pc.At) && s.shipAt(pc.At) == NoCrew
}

// canAttack reports whether piece p may beat others: Friday never does, the
// missionary only once converted.
func (s *State) canAttack(p PieceID) bool {
	switch p {
	case FRI:
		return false
	case MIS:
		return s.Pieces[MIS].Flags&Converted != 0
	}
	return true
}

// isPreacher reports whether p is the unconverted missionary.
func (s *State) isPreacher(p PieceID) bool {
	return p == MIS && s.Pieces[MIS].Flags&Converted == 0
}

// canDrag reports whether piece p may drag gold.
func (s *State) canDrag(p PieceID) bool { return !s.isPreacher(p) }

// fighting counts crew c's fighting pieces: its pirates, Ben Gunn and a
// converted missionary that command for it.
func (s *State) fighting(c Crew) int {
	n := 0
	for p := PieceID(0); p < NumPieces; p++ {
		pc := &s.Pieces[p]
		if pc.Status != Alive || pc.Crew != c || p == FRI || s.isPreacher(p) {
			continue
		}
		n++
	}
	return n
}

// SetBottles sets the supply crew c may use (its team's; its own on a sea
// board) to n.
func (s *State) SetBottles(c Crew, n int) {
	if c < NumCrews && n >= 0 && n < 256 {
		s.Bottles[s.bottleKeeper(c)] = uint8(n)
	}
}
