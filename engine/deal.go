package engine

import "math/rand/v2"

// New deals a game on classic's board: the 117 tiles shuffled face down
// from seed, each with a random rotation, every crew in play aboard its ship
// at its side's middle berth, white (or the first crew) to act.
func New(seed uint64, o Options) (State, error) {
	s, err := Blank(o)
	if err != nil {
		return s, err
	}
	s.Seed = seed
	rng := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	var bag [NumTiles]Tile
	i := 0
	empties := 0
	for k := Empty; k < NumKinds; k++ {
		for j := 0; j < kindCount[k]; j++ {
			t := Tile{Kind: k}
			if k == Empty {
				// four pictures: 5, 4, 5, 4
				t.Pic = uint8([18]uint8{0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 2, 3, 3, 3, 3}[empties])
				empties++
			}
			bag[i] = t
			i++
		}
	}
	rng.Shuffle(len(bag), func(a, b int) { bag[a], bag[b] = bag[b], bag[a] })
	j := 0
	for c := range s.Board.Island() {
		bag[j].Rot = Rot(rng.IntN(4))
		s.Tiles[c] = bag[j]
		j++
	}
	return s, nil
}

// Blank makes a game on classic's board with the options' crews aboard their
// ships and every island tile an empty tile face down; scenarios and tests lay their own
// tiles on it. Seed is 0.
func Blank(o Options) (State, error) {
	var s State
	r, err := o.rules()
	if err != nil {
		return s, err
	}
	s.Rules = r
	s.Board = ClassicBoard()
	for c := Crew(0); c < NumCrews; c++ {
		s.Ships[c] = NoCell
		if r.InPlay.Has(c) {
			s.Ships[c] = startBerth[c]
		}
	}
	for p := PieceID(0); p < NumPieces; p++ {
		s.Pieces[p] = Piece{Status: Absent, Crew: NoCrew, At: NoCell}
		if c := p.PirateCrew(); c != NoCrew && r.InPlay.Has(c) {
			s.Pieces[p] = Piece{Status: Alive, Crew: c, At: startBerth[c]}
		}
	}
	for c := range s.Board.Island() {
		s.Tiles[c] = Tile{Kind: Empty}
	}
	s.FaceDown = NumTiles
	s.Turn = s.firstCrew()
	s.Round = 1
	s.Pending = chain{Piece: NoPiece, At: NoCell, Origin: NoCell, Prev: NoCell, First: NoCell}
	return s, nil
}

// Recount recomputes the counters a hand-made position derives from its
// tiles (the face-down count). Call it after laying tiles by hand.
func (s *State) Recount() {
	n := 0
	s.OpenCaves = 0
	for c := range s.Board.Island() {
		t := &s.Tiles[c]
		if !t.Open {
			n++
		} else if t.Kind == Cave {
			s.listCave(c)
		}
	}
	s.FaceDown = uint8(n)
}
