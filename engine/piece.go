package engine

import "fmt"

// PieceID names one of the fifteen pieces: the twelve pirates W1–R3, Ben Gunn,
// Friday and the missionary.
type PieceID uint8

// The pieces. A pirate's crew is fixed by its letter; the three characters
// join whichever crew reveals them.
const (
	W1 PieceID = iota
	W2
	W3
	Y1
	Y2
	Y3
	B1
	B2
	B3
	R1
	R2
	R3
	BEN
	FRI
	MIS
	NumPieces
	NoPiece PieceID = 255
)

var pieceNames = [NumPieces]string{"W1", "W2", "W3", "Y1", "Y2", "Y3", "B1", "B2", "B3", "R1", "R2", "R3", "BEN", "FRI", "MIS"}

// String is the piece's canonical name: "W1", "BEN", …
func (p PieceID) String() string {
	if p >= NumPieces {
		return "?"
	}
	return pieceNames[p]
}

// ParsePiece reads a piece name, case-insensitively.
func ParsePiece(s string) (PieceID, error) {
	for i, n := range pieceNames {
		if equalFold(s, n) {
			return PieceID(i), nil
		}
	}
	return NoPiece, fmt.Errorf("%w: %q is not a piece", ErrSyntax, s)
}

// IsPirate reports whether p is one of the twelve coloured pirates.
func (p PieceID) IsPirate() bool { return p < BEN }

// PirateCrew is the crew of a coloured pirate, NoCrew for a character.
func (p PieceID) PirateCrew() Crew {
	if p >= BEN {
		return NoCrew
	}
	return Crew(p / 3)
}

// PiratesOf returns the three pirates of crew c.
func PiratesOf(c Crew) [3]PieceID {
	b := PieceID(c) * 3
	return [3]PieceID{b, b + 1, b + 2}
}

// crewPirates lists the pirates of crew c: the three of its colour and,
// on a sea board, the missionary once converted while he plays for c
// (Archipelago §6: "a bottle makes him a pirate of that crew"); n is how
// many the list holds. Classic's converted missionary stays out of it.
func (s *State) crewPirates(c Crew) (ps [4]PieceID, n int) {
	own := PiratesOf(c)
	copy(ps[:], own[:])
	n = len(own)
	if mis := &s.Pieces[MIS]; s.Board.boats && mis.Status == Alive && mis.Crew == c && mis.Flags&Converted != 0 {
		ps[n] = MIS
		n++
	}
	return ps, n
}

// Status is where a piece is in the life of a game.
type Status uint8

// The statuses of a piece.
const (
	Absent Status = iota // not in this game: its crew is not in play, or a character not yet found
	Alive                // on the island, at sea or aboard a ship
	Dead                 // dead; a pirate may be revived
	Gone                 // removed from the game (Friday or the missionary)
)

var statusNames = [...]string{"absent", "alive", "dead", "gone"}

// String names the status.
func (s Status) String() string {
	if int(s) < len(statusNames) {
		return statusNames[s]
	}
	return "?"
}

// Flags mark a living piece's condition.
type Flags uint8

// The flags of a piece.
const (
	Held      Flags = 1 << iota // in a trap
	Lost                        // lost in a cave
	Converted                   // the missionary turned pirate
)

// Piece is the state of one piece.
type Piece struct {
	Status Status
	Crew   Crew  // the crew that commands it
	At     Cell  // its cell while alive: island, sea, or a ship's berth when aboard
	Step   uint8 // its step on a spinner, 1.., or 0 elsewhere
	Flags  Flags
	// Drunk counts the ends of its crew's turns until it may act again: 2
	// when it enters the rum in its own turn, so it sits out the next one.
	Drunk uint8
}

// IsHeld reports whether the piece is caught in a trap.
func (p Piece) IsHeld() bool { return p.Flags&Held != 0 }

// IsLost reports whether the piece is lost in a cave.
func (p Piece) IsLost() bool { return p.Flags&Lost != 0 }

// IsDrunk reports whether the piece must sit out its crew's next (or current) turn.
func (p Piece) IsDrunk() bool { return p.Drunk > 0 }
