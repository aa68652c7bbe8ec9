package engine

import "fmt"

// Archipelago's bottles (ARCHIPELAGO.md §5), switched on by a sea board:
// after its action a crew may spend bottles (State.Bottling), one at a
// time, until it has none it may spend or it ends its turn with "pass".
// Classic's bottles, spent with the move they allow ("!b") or given freely
// during the turn, do not exist on a sea board.

// bottleKeeper is the crew whose supply crew c's bottles are kept in:
// its team's first crew in classic, itself on a sea board (RULING: §5
// gives bottles to "the crew's supply" and forbids spending "another
// crew's bottles", so allies in 2v2 keep their bottles apart, unlike
// their coins).
func (s *State) bottleKeeper(c Crew) Crew {
	if s.Board.boats && !s.Solo.On { // a solo crew has one supply
		return c
	}
	return s.Rules.team(c)
}

// bottleActions appends what the crew to act may spend bottles on after
// its action: `bottle P` for each of its pieces held in a pit or inside a
// labyrinth short of its last step, and `give MIS` beside the preaching
// missionary (classic's gifts). Under smoke another player plays the turn
// and spends none of this crew's bottles (bottleUsable).
func (s *State) bottleActions(buf []Action) []Action {
	if !s.bottleUsable() {
		return buf
	}
	for p := PieceID(0); p < NumPieces; p++ {
		if s.bottleFrees(p) {
			buf = append(buf, BottleFor(p))
		}
	}
	return s.gifts(buf)
}

// bottleFrees reports whether a bottle would free piece p of the crew to
// act: held in a pit, or in a labyrinth short of its last step.
func (s *State) bottleFrees(p PieceID) bool {
	pc := &s.Pieces[p]
	if pc.Status != Alive || pc.Crew != s.Turn && !s.Solo.On || !s.Board.IsIsland(pc.At) {
		return false
	}
	if pc.IsHeld() {
		return true
	}
	k := s.Tiles[pc.At].Kind
	return k.IsSpinner() && pc.Step > 0 && int(pc.Step) < s.SpinnerSteps(p, k)
}

// canBottle reports whether the crew to act has a bottle it may spend
// after its action: on a sea board as afterActions says, in classic a
// gift (RULINGS §3).
func (s *State) canBottle() bool {
	var buf [8]Action
	return len(s.afterActions(buf[:0])) > 0
}

// afterActions appends what the crew to act may do with its bottles once
// its action is made (Bottling), "pass" aside: on a sea board its
// bottleActions, in classic its gifts to Friday and the missionary (a
// classic bottle freeing a piece is spent with that piece's move, "!b").
func (s *State) afterActions(buf []Action) []Action {
	if s.Board.boats {
		return s.bottleActions(buf)
	}
	return s.gifts(buf)
}

// useBottle spends a bottle of the crew to act on its piece p: out of the
// pit, or onto the labyrinth's last step, from which its next move leaves
// the labyrinth. RULING: "leave it on its next move as from the last step"
// is played by putting the piece on the last step; that is no move and no
// attack, so an enemy standing there stays (they share the step until one
// of them moves).
func (m mut) useBottle(p PieceID) {
	pc := &m.Pieces[p]
	m.spendBottle(m.Turn, p)
	if pc.IsHeld() {
		pc.Flags &^= Held
		e := ev(EvFreed)
		e.Piece, e.Crew, e.By, e.To = p, pc.Crew, p, pc.At
		m.emit(e)
		return
	}
	pc.Step = uint8(m.SpinnerSteps(p, m.Tiles[pc.At].Kind))
	e := ev(EvMoved)
	e.Piece, e.Crew, e.From, e.To, e.How, e.N = p, pc.Crew, pc.At, pc.At, HowAdvance, int8(pc.Step)
	m.emit(e)
}

// checkBottling says whether a is legal while the crew to act spends
// bottles after its action, and if not, why.
func (s *State) checkBottling(a Action) error {
	var buf [16]Action
	for _, x := range s.afterActions(buf[:0]) {
		if x == a {
			return nil
		}
	}
	switch a.Kind {
	case ActPass:
		return nil
	case ActBottle, ActGive:
		return s.explainBottle(a)
	}
	if !s.Board.boats {
		return fmt.Errorf("%w: %w: %s has made its action and may only give a bottle or pass", ErrIllegal, ErrBottleTime, s.Turn)
	}
	return fmt.Errorf("%w: %w: %s has made its action and may only spend bottles or pass", ErrIllegal, ErrBottleTime, s.Turn)
}

// explainBottle says why the bottle or gift a is refused.
func (s *State) explainBottle(a Action) error {
	switch {
	case s.Board.boats && !s.Bottling:
		return fmt.Errorf("%w: %w: bottles are spent after the crew's action", ErrIllegal, ErrBottleTime)
	case s.BottlesOf(s.Turn) == 0:
		return fmt.Errorf("%w: %w", ErrIllegal, ErrNoBottle)
	case !s.bottleUsable():
		return fmt.Errorf("%w: %w", ErrIllegal, ErrBottleSmoke)
	case a.Kind == ActGive:
		return fmt.Errorf("%w: %w: %s", ErrIllegal, ErrGive, a)
	case a.Piece >= NumPieces || s.Pieces[a.Piece].Crew != s.Turn && !s.Solo.On:
		return fmt.Errorf("%w: %s", ErrNotYourTurn, a)
	}
	return fmt.Errorf("%w: %w: %s is neither in a pit nor inside a labyrinth", ErrIllegal, ErrBottleNeedless, a.Piece)
}
