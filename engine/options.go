package engine

import "fmt"

// Options choose what game New deals.
type Options struct {
	// Crews in play. Empty means white and black (the duel) when Duel is
	// set, else all four.
	Crews []Crew
	// Duel is the two-player variant: one crew each, white against black.
	Duel bool
	// Teams is the 4-player variant 2v2: white+black against yellow+red.
	Teams bool
	// TwoCrewsEach is the 2-player game of the rulebook: each player
	// commands two crews on opposite sides, white+black against yellow+red.
	TwoCrewsEach bool
	// PlaneWaits is the 2008 plane: it may wait and fly later, to any tile.
	PlaneWaits bool
	// StallRounds ends the game after that many full rounds with no tile
	// revealed and no gold moved; 0 switches the rule off. DefaultStallRounds
	// is used when it is negative.
	StallRounds int
}

// DefaultStallRounds is the stall-rounds limit of the classic rules.
const DefaultStallRounds = 50

// Rules is the compact form of Options kept in a State.
type Rules struct {
	InPlay      CrewSet
	Allied      [NumCrews]CrewSet // each crew's own team, itself included
	Player      [NumCrews]uint8   // which player commands the crew
	PlaneWaits  bool
	StallRounds uint16
	Duel        bool
	Teams       bool
	TwoEach     bool
}

func (o Options) rules() (Rules, error) {
	var r Rules
	crews := o.Crews
	if len(crews) == 0 {
		if o.Duel {
			crews = []Crew{White, Black}
		} else {
			crews = []Crew{White, Yellow, Black, Red}
		}
	}
	for _, c := range crews {
		if c >= NumCrews {
			return r, fmt.Errorf("%w: unknown crew", ErrBadOptions)
		}
		if r.InPlay.Has(c) {
			return r, fmt.Errorf("%w: %s is named twice", ErrBadOptions, c)
		}
		r.InPlay = r.InPlay.With(c)
	}
	n := r.InPlay.Len()
	if n < 2 {
		return r, fmt.Errorf("%w: at least two crews must play", ErrBadOptions)
	}
	all4 := CrewSet(0).With(White).With(Yellow).With(Black).With(Red)
	if (o.Teams || o.TwoCrewsEach) && r.InPlay != all4 {
		return r, fmt.Errorf("%w: teams and two crews each need all four crews", ErrBadOptions)
	}
	if o.Teams && o.TwoCrewsEach {
		return r, fmt.Errorf("%w: teams and two crews each exclude each other", ErrBadOptions)
	}
	if o.Duel && (o.Teams || o.TwoCrewsEach || n != 2) {
		return r, fmt.Errorf("%w: the duel is one crew each, two crews in all", ErrBadOptions)
	}
	for c := Crew(0); c < NumCrews; c++ {
		r.Allied[c] = CrewSet(0).With(c)
		r.Player[c] = uint8(c)
	}
	if o.Teams || o.TwoCrewsEach {
		wb := CrewSet(0).With(White).With(Black)
		yr := CrewSet(0).With(Yellow).With(Red)
		r.Allied[White], r.Allied[Black] = wb, wb
		r.Allied[Yellow], r.Allied[Red] = yr, yr
	}
	if o.TwoCrewsEach {
		r.Player[Black] = uint8(White)
		r.Player[Red] = uint8(Yellow)
	}
	r.PlaneWaits = o.PlaneWaits
	switch {
	case o.StallRounds < 0:
		r.StallRounds = DefaultStallRounds
	case o.StallRounds > 10000:
		return r, fmt.Errorf("%w: stall-rounds is at most 10000", ErrBadOptions)
	default:
		r.StallRounds = uint16(o.StallRounds)
	}
	r.Duel, r.Teams, r.TwoEach = o.Duel, o.Teams, o.TwoCrewsEach
	return r, nil
}

// Options returns the options the rules were made from.
func (r Rules) Options() Options {
	return Options{Crews: r.InPlay.Crews(), Duel: r.Duel, Teams: r.Teams, TwoCrewsEach: r.TwoEach,
		PlaneWaits: r.PlaneWaits, StallRounds: int(r.StallRounds)}
}

// Allies reports whether crews a and b are on one side (a crew is its own ally).
func (r *Rules) Allies(a, b Crew) bool {
	return a < NumCrews && b < NumCrews && r.Allied[a].Has(b)
}

// team is the crew that keeps a team's shared bottle supply: the first in turn order.
func (r *Rules) team(c Crew) Crew {
	for t := Crew(0); t < NumCrews; t++ {
		if r.Allied[c].Has(t) {
			return t
		}
	}
	return c
}
