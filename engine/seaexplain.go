package engine

import "fmt"

// explainBoat says why placing or sailing a boat, a, is refused.
func (s *State) explainBoat(a Action) error {
	if !s.Board.boats {
		return fmt.Errorf("%w: %w", ErrIllegal, ErrNoBoats)
	}
	if a.Kind == ActPlace {
		if !s.setup() {
			return fmt.Errorf("%w: %w: %s's boat is placed already", ErrIllegal, ErrPlace, s.Turn)
		}
		return fmt.Errorf("%w: %w: %s", ErrIllegal, ErrPlace, a)
	}
	switch {
	case !s.Board.IsSea(a.To):
		return fmt.Errorf("%w: %w: %s is no water in play", ErrIllegal, ErrBoatReach, a.To)
	case a.To == s.Ships[s.Turn]:
		return fmt.Errorf("%w: %w: the boat is at %s already", ErrIllegal, ErrBoatReach, a.To)
	case s.BoatSpeed(s.Turn) == 0:
		return fmt.Errorf("%w: %w", ErrIllegal, ErrBoatEmpty)
	}
	if barred := s.boatBarred(); barred.has(a.To) || s.shipAt(a.To) != NoCrew {
		return fmt.Errorf("%w: %w: %s", ErrIllegal, ErrBoatOccupied, a.To)
	}
	return fmt.Errorf("%w: %w: %s is more than %d steps away", ErrIllegal, ErrBoatReach, a.To, s.BoatSpeed(s.Turn))
}
