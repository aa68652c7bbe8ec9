package engine

import "strings"

// LogResign starts the log entry that records a crew's resignation:
// "#resign white". Replay plays it as Resign.
const LogResign = "#resign "

// Resign records that crew c's player gave up. When the crews that have not
// resigned are all on one side, the game ends (EndResigned) and that side
// wins whatever the gold says: a player who resigns loses (2012 rulebook
// spirit: the game is a race for gold; giving up concedes it). In a game of
// more sides a resignation alone does not end it: the front end gives the
// crew to a computer instead. Resigning an unknown crew, one not in play or
// a finished game changes nothing.
func Resign(s State, c Crew) (State, []Event) {
	if s.Over || !s.InPlay(c) {
		return s, nil
	}
	s.Resigned = s.Resigned.With(c)
	var left []Crew
	for _, k := range s.Crews() {
		if !s.Resigned.Has(k) {
			left = append(left, k)
		}
	}
	for _, k := range left {
		if !s.allies(left[0], k) {
			return s, nil // more than one side plays on
		}
	}
	var evs []Event
	m := mut{State: &s, ev: &evs}
	m.Pending = chain{Piece: NoPiece, At: NoCell, Origin: NoCell, Prev: NoCell, First: NoCell}
	m.gameOver(EndResigned)
	return s, evs
}

// parseResign reads a LogResign entry's crew.
func parseResign(text string) (Crew, bool) {
	rest, ok := strings.CutPrefix(text, LogResign)
	if !ok {
		return NoCrew, false
	}
	c, err := ParseCrew(strings.TrimSpace(rest))
	return c, err == nil
}
