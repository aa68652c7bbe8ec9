package engine

import "fmt"

// explainAbility says why a sharpshooter's shot or a scout's look, a, is
// refused.
func (s *State) explainAbility(a Action) error {
	p := a.Piece
	if p >= NumPieces || s.Pieces[p].Status != Alive {
		return fmt.Errorf("%w: %s", ErrNoSuchPiece, a)
	}
	pc := &s.Pieces[p]
	if pc.Crew != s.Turn {
		return fmt.Errorf("%w: %s is %s's, and %s is to act", ErrNotYourTurn, p, pc.Crew, s.Turn)
	}
	want, verb := Sharpshooter, "shoot"
	if a.Kind == ActScout {
		want, verb = Scout, "scout"
	}
	switch {
	case !s.hasAbility(p, want):
		return fmt.Errorf("%w: %w: only a %s may %s, and %s is none", ErrIllegal, ErrAbility, want, verb, p)
	case pc.IsLost():
		return fmt.Errorf("%w: %s is lost in a cave", ErrCannotAct, p)
	case pc.Drunk > 0:
		return fmt.Errorf("%w: %s is sleeping off the rum", ErrCannotAct, p)
	case a.Kind == ActScout && s.AbilityUsed(p):
		return fmt.Errorf("%w: %w: %s has scouted on this island already", ErrIllegal, ErrAbility, p)
	case a.Kind == ActScout && !s.ownPlayer():
		return fmt.Errorf("%w: %w: under smoke another player plays this turn, and the look is %s's", ErrIllegal, ErrAbility, pc.Crew)
	case !a.To.Valid() || !s.Board.IsIsland(a.To):
		return fmt.Errorf("%w: %w: %s is not on the island", ErrIllegal, ErrNotAdjacent, a.To)
	}
	if a.Kind == ActScout {
		switch {
		case pc.At == NoCell || !Adjacent(pc.At, a.To):
			return fmt.Errorf("%w: %w: the scout looks at a tile beside it", ErrIllegal, ErrNotAdjacent)
		case s.Tiles[a.To].Open:
			return fmt.Errorf("%w: %s is face up already", ErrIllegal, a.To)
		}
		return fmt.Errorf("%w: %s has seen %s already", ErrIllegal, pc.Crew, a.To)
	}
	switch {
	case pc.IsHeld():
		return fmt.Errorf("%w: %s is held in a pit", ErrCannotAct, p)
	case !s.Board.IsIsland(pc.At):
		return fmt.Errorf("%w: %w: the sharpshooter shoots from the island", ErrIllegal, ErrAbility)
	case !twoAway(pc.At, a.To):
		return fmt.Errorf("%w: %w: the shot flies two tiles in a straight line", ErrIllegal, ErrNotAdjacent)
	case s.besideMissionary(p), s.shielded(a.To):
		return fmt.Errorf("%w: %w", ErrIllegal, ErrCannotAttack)
	}
	return fmt.Errorf("%w: no enemy to shoot at %s", ErrIllegal, a.To)
}

// twoAway reports whether y is two steps from x in one of the eight
// directions.
func twoAway(x, y Cell) bool {
	for d := Dir(0); d < 8; d++ {
		if leap(x, d) == y {
			return true
		}
	}
	return false
}
