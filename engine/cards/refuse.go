package cards

import (
	"fmt"
	"strings"
)

// refuse is the ErrIllegal refusal of a, an action seat may not play now
// (ApplyFor), naming the rule it breaks when one does: "illegal action:
// lay horse: p1 holds no horse", "illegal action: lay flag-red: a flag
// card is first in a plan only".
func (s *State) refuse(seat uint8, a Action) error {
	if why := s.why(seat, a); why != "" {
		return fmt.Errorf("%w: %s: %s", ErrIllegal, Format(a), why)
	}
	return fmt.Errorf("%w: %s", ErrIllegal, Format(a))
}

// why is the rule of CARDGAME.md §2–§4 that a, refused for seat (who may
// act now), breaks; "" when none in particular.
func (s *State) why(seat uint8, a Action) string {
	who := SeatName(int(seat))
	if s.Phase == PhasePlan {
		row := s.RowN[seat]
		switch a.Kind {
		case ActPlan:
			switch c := a.Card; {
			case c >= NumKinds:
				return "no such card"
			case c.IsSpecial(): // §2
				return specialWhy(c)
			case s.Hand[seat][c] == 0: // §3.3
				return fmt.Sprintf("%s holds no %s (a plan holds cards from the hand)", who, c)
			case c.IsFlag() && row > 0: // §2
				return "a flag card is first in a plan only (take the row back with undo)"
			}
		case ActUndo:
			return "the row is empty"
		case ActReady: // §3.3
			return "a plan holds 1 card or more"
		case ActTortuga: // §3.2
			switch {
			case row > 0:
				return "Tortuga is visited instead of a plan (take the row back with undo)"
			case TortugaCards(int(a.N)) == 0:
				return "Tortuga costs 1, 2 or 3 coins"
			case s.Coins[seat] < uint16(a.N):
				return fmt.Sprintf("Tortuga %d costs %d coins, %s has %d", a.N, a.N, who, s.Coins[seat])
			}
		case ActPass:
			if row > 0 {
				return who + " is laying a row: confirm it with ready, or take it back with undo"
			}
			return who + " holds a card a plan may hold: plan, or visit Tortuga"
		default:
			return "nothing is asked while the plans are made"
		}
		return ""
	}
	switch s.Pend {
	case PendDir:
		c := s.Row[seat][s.Card]
		var ds []string
		for _, d := range c.Dirs() {
			ds = append(ds, d.String())
		}
		if a.Kind == ActCell {
			return fmt.Sprintf("no move of %s from %s reaches %s (%s, or a cell they reach)", c, s.Pos[seat], Cell(a.N), strings.Join(ds, ", "))
		}
		return fmt.Sprintf("%s goes %s", c, strings.Join(ds, ", "))
	case PendRum:
		if a.Kind == ActRum && a.Seat != s.Resolver() {
			return "a rum is played on the player whose resolution starts: rum @" + SeatName(int(s.Resolver())) + " or no"
		}
		return "rum @" + SeatName(int(s.Resolver())) + " or no is asked"
	case PendFriday, PendWeapon, PendDouble:
		c, _ := s.Pend.Offers()
		return "play " + c.String() + " or no is asked"
	}
	return ""
}
