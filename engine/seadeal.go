package engine

import "fmt"

// BlankSea makes a game on board b, which must be a sea board (NewSeaBoard),
// with the options' crews in play: every island tile an empty tile face
// down, and every pirate of a crew in play aboard its crew's boat, which is
// not yet placed (Ships and the pirates' cells are NoCell until the crew's
// `place`). The first crew in turn order (white when it plays) acts first.
// Deals fill the tiles; Seed is 0. A board without boats is refused with
// ErrBoard.
func BlankSea(b Board, o Options) (State, error) {
	var s State
	if !b.Boats() {
		return s, fmt.Errorf("%w: not a sea board", ErrBoard)
	}
	r, err := o.rules()
	if err != nil {
		return s, err
	}
	s.Rules = r
	s.Board = b
	for c := Crew(0); c < NumCrews; c++ {
		s.Ships[c] = NoCell
	}
	for p := PieceID(0); p < NumPieces; p++ {
		s.Pieces[p] = Piece{Status: Absent, Crew: NoCrew, At: NoCell}
		if c := p.PirateCrew(); c != NoCrew && r.InPlay.Has(c) {
			s.Pieces[p] = Piece{Status: Alive, Crew: c, At: NoCell}
		}
	}
	for c := range s.Board.Island() {
		s.Tiles[c] = Tile{Kind: Empty}
	}
	s.FaceDown = uint8(s.Board.NumIsland())
	s.Turn = s.firstCrew()
	s.Round = 1
	s.Pending = chain{Piece: NoPiece, At: NoCell, Origin: NoCell, Prev: NoCell, First: NoCell}
	return s, nil
}
