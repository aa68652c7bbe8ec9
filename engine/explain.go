package engine

import "fmt"

// explain says why action a, not among the legal actions, is refused.
func (s *State) explain(a Action) error {
	if s.Pending.Active && a.Kind != ActChoose && a.Kind != ActStay {
		return fmt.Errorf("%w: the %s choice of %s comes first", ErrChoicePending, s.Pending.Choose, s.Pending.Piece)
	}
	if s.setup() && a.Kind != ActPlace {
		return fmt.Errorf("%w: %s places its boat first", ErrIllegal, s.Turn)
	}
	switch a.Kind {
	case ActChoose, ActStay:
		if !s.Pending.Active {
			return fmt.Errorf("%w: %s", ErrNoChoice, a)
		}
		return fmt.Errorf("%w: %s is not one of the options", ErrIllegal, a)
	case ActPass:
		return fmt.Errorf("%w: passing is allowed only with no other action", ErrIllegal)
	case ActShip:
		if s.Board.boats {
			return fmt.Errorf("%w: %w", ErrIllegal, ErrNoShips)
		}
		return s.explainShip(a)
	case ActPlace, ActBoat:
		return s.explainBoat(a)
	case ActRevive:
		if a.Piece >= NumPieces || !a.Piece.IsPirate() {
			return fmt.Errorf("%w: %w: only pirates come back to life", ErrIllegal, ErrRevive)
		}
		if a.Piece.PirateCrew() != s.Turn {
			return fmt.Errorf("%w: %s", ErrNotYourTurn, a)
		}
		return fmt.Errorf("%w: %w: %s", ErrIllegal, ErrRevive, a)
	case ActBottle:
		return s.explainBottle(a)
	case ActGive:
		if s.Board.boats {
			return s.explainBottle(a)
		}
		if !s.bottleUsable() {
			if s.BottlesOf(s.Turn) == 0 {
				return fmt.Errorf("%w: %w", ErrIllegal, ErrNoBottle)
			}
			return fmt.Errorf("%w: %w", ErrIllegal, ErrBottleSmoke)
		}
		return fmt.Errorf("%w: %w: %s", ErrIllegal, ErrGive, a)
	case ActMove:
		return s.explainMove(a)
	case ActShoot, ActScout:
		return s.explainAbility(a)
	}
	return fmt.Errorf("%w: %s", ErrIllegal, a)
}

func (s *State) explainShip(a Action) error {
	ship := s.Ships[s.Turn]
	side := s.Board.BerthSide(a.To)
	if side == NoCrew || side != s.Board.BerthSide(ship) || !Adjacent(ship, a.To) || a.To == ship {
		return fmt.Errorf("%w: %w", ErrIllegal, ErrShipSide)
	}
	var buf [2]Action
	if len(s.shipMoves(buf[:0])) == 0 {
		return fmt.Errorf("%w: %w", ErrIllegal, ErrShipEmpty)
	}
	if s.preacherEnemyAt(a.To, s.Turn) {
		return fmt.Errorf("%w: %w", ErrIllegal, ErrMissionary)
	}
	return fmt.Errorf("%w: %s", ErrIllegal, a)
}

func (s *State) explainMove(a Action) error {
	p := a.Piece
	pc := &s.Pieces[p]
	if pc.Status != Alive {
		return fmt.Errorf("%w: %s is %s", ErrNoSuchPiece, p, pc.Status)
	}
	if pc.Crew != s.Turn {
		return fmt.Errorf("%w: %s is %s's, and %s is to act", ErrNotYourTurn, p, pc.Crew, s.Turn)
	}
	switch {
	case pc.IsLost():
		return fmt.Errorf("%w: %s is lost in a cave", ErrCannotAct, p)
	case pc.Drunk > 0:
		return fmt.Errorf("%w: %s is sleeping off the rum", ErrCannotAct, p)
	}
	if !a.To.Valid() {
		return fmt.Errorf("%w: %w", ErrIllegal, ErrNotAdjacent)
	}
	at := pc.At
	onSpinner := s.Board.IsIsland(at) && s.Tiles[at].Kind.IsSpinner() && pc.Step > 0
	needBottle := pc.IsHeld() || (onSpinner && p != FRI && int(pc.Step) < s.SpinnerSteps(p, s.Tiles[at].Kind))
	if a.Step > 0 {
		switch {
		case !onSpinner || a.To != at || a.Step != pc.Step+1:
			return fmt.Errorf("%w: %w", ErrIllegal, ErrSpinnerStep)
		case a.Bottle:
			return fmt.Errorf("%w: %w", ErrIllegal, ErrBottleNeedless)
		case a.Drag != DragNone:
			return fmt.Errorf("%w: %w: gold stays put while a piece climbs a spinner", ErrIllegal, ErrCannotDrag)
		}
		return fmt.Errorf("%w: %w", ErrIllegal, ErrCannotAttack)
	}
	if s.Board.boats && (a.Bottle || pc.IsHeld()) {
		return fmt.Errorf("%w: %w: a bottle frees %s after an action (\"bottle %[3]s\")", ErrIllegal, ErrBottleTime, p)
	}
	if pc.IsHeld() && !a.Bottle {
		return fmt.Errorf("%w: %s is held in a trap (a bottle frees it)", ErrCannotAct, p)
	}
	if needBottle && !a.Bottle {
		return fmt.Errorf("%w: %w", ErrIllegal, ErrSpinnerStep)
	}
	if a.Bottle {
		switch {
		case !needBottle:
			return fmt.Errorf("%w: %w", ErrIllegal, ErrBottleNeedless)
		case s.BottlesOf(s.Turn) == 0:
			return fmt.Errorf("%w: %w", ErrIllegal, ErrNoBottle)
		case !s.bottleUsable():
			return fmt.Errorf("%w: %w", ErrIllegal, ErrBottleSmoke)
		}
		if s.isPreacher(p) {
			d := *s
			d.Pieces[MIS].Flags |= Converted // he drinks it first (pieceMoves)
			s = &d
		}
	}
	if a.Drag != DragNone {
		switch {
		case !s.canDrag(p):
			return fmt.Errorf("%w: %w", ErrIllegal, ErrCannotDrag)
		case a.Drag == DragTwoCoins && !s.hasAbility(p, Strongman):
			return fmt.Errorf("%w: %w: only a strongman drags two coins", ErrIllegal, ErrAbility)
		case !s.Board.IsIsland(at) && !(a.Drag == DragCoin && s.hasAbility(p, Swimmer)):
			return fmt.Errorf("%w: %w", ErrIllegal, ErrNoGold)
		case a.Drag == DragGalleon && s.Treasure[at] == 0, a.Drag != DragGalleon && int(s.Coins[at]) < a.Drag.Coins():
			return fmt.Errorf("%w: %w", ErrIllegal, ErrNoGold)
		}
	}
	if !s.Board.IsIsland(a.To) {
		if s.Board.IsIsland(at) && s.shipAt(a.To) == NoCrew {
			return fmt.Errorf("%w: %w", ErrIllegal, ErrNoWater)
		}
		if !Adjacent(at, a.To) {
			return fmt.Errorf("%w: %w", ErrIllegal, ErrNotAdjacent)
		}
		if err := s.seaBlocked(p, a.To, s.besideMissionary(p)); err != nil {
			return fmt.Errorf("%w: %w", ErrIllegal, err)
		}
		return fmt.Errorf("%w: %s", ErrIllegal, a)
	}
	if !s.Board.IsIsland(at) {
		if s.shipAt(at) == NoCrew {
			if !s.climbs(p, a.To) || !Adjacent(at, a.To) {
				return fmt.Errorf("%w: %w", ErrIllegal, ErrNoWater)
			}
		} else if a.To != s.Board.Front(at) {
			return fmt.Errorf("%w: %w: from the ship only the tile in front", ErrIllegal, ErrNotAdjacent)
		}
	} else if !Adjacent(at, a.To) {
		return fmt.Errorf("%w: %w", ErrIllegal, ErrNotAdjacent)
	}
	if err := s.entryBlocked(p, a.To, a.Drag, s.besideMissionary(p), nil); err != nil {
		return fmt.Errorf("%w: %w", ErrIllegal, err)
	}
	return fmt.Errorf("%w: %s", ErrIllegal, a)
}
