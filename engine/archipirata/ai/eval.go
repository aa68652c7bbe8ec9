package ai

import "github.com/jackalbot/jackal/engine/archipirata"

// The weights of the evaluation, in points. A gold chest is the unit of
// winning (three win), so it weighs most; pirates on the board come next,
// since a team with none loses and more of them steer more sowings.
const (
	winScore    = 1e6 // a won game, less the actions it took
	goldScore   = 1000
	nearWin     = 400 // a second chest: one more wins
	pirateScore = 60
	fewPirates  = 180 // each pirate under lowPirates left on the board
	lowPirates  = 4
	rumScore    = 35 // a rum (or rum chest) kept: a skip to come
	keptScore   = 4  // any other card kept: captains are paid in them
)

// score is how good s is for team t: the team's worth less the other
// team's, or ±winScore once the game is over (a quicker win scores more).
func score(s *archipirata.State, t uint8) float64 {
	if s.Over {
		switch {
		case s.Winner < 0:
			return 0
		case uint8(s.Winner) == t:
			return winScore - float64(s.Plies)
		}
		return -winScore + float64(s.Plies)
	}
	return worth(s, t) - worth(s, 1-t)
}

// worth is what team t has: its gold, its pirates on the board and its
// kept cards (captains are paid in them).
func worth(s *archipirata.State, t uint8) float64 {
	g := s.Gold(t)
	v := float64(g) * goldScore
	if g >= 2 {
		v += nearWin
	}
	n := s.OnBoard(archipirata.Colour(t))
	v += float64(n) * pirateScore
	if n < lowPirates {
		v -= float64(lowPirates-n) * fewPirates
	}
	h := &s.Held[t]
	v += float64(h[archipirata.Rum]+h[archipirata.RumChest]) * rumScore
	for c := archipirata.Sabre; c <= archipirata.Aid; c++ {
		v += float64(h[c]) * keptScore
	}
	return v
}
