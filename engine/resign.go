package engine

import (
	"strings"

	"github.com/jackalbot/jackal/engine/game"
)

// LogResign starts the log entry that records a player's resignation with
// the crews they commanded: "#resign white" or "#resign white black".
// Replay plays it as Resign.
const LogResign = game.NoteResign

// Resign records that the player of crews gave up. When the crews that have
// not resigned are all on one side, the game ends (EndResigned) and that side
// wins whatever the gold says: a player who resigns loses (2012 rulebook
// spirit: the game is a race for gold; giving up concedes it). In a game of
// more sides a resignation does not end it and changes nothing: the front
// end gives the crews to a computer instead. Resigning no crew in play, or
// in a finished game, changes nothing.
func Resign(s State, crews CrewSet) (State, []Event) {
	var resigned CrewSet
	for _, c := range s.Crews() {
		if crews.Has(c) {
			resigned = resigned.With(c)
		}
	}
	if s.Over || resigned == 0 {
		return s, nil
	}
	var left []Crew
	for _, k := range s.Crews() {
		if !resigned.Has(k) {
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
	s.EndedBy |= uint8(resigned) << 4
	return s, evs
}

// Ending is how the game ended (EndAllFound, …), 0 while it goes on.
func (s *State) Ending() int { return int(s.EndedBy & 0x0f) }

// Resigned is the set of crews whose players resigned, in a game that
// ended by resignation.
func (s *State) Resigned() CrewSet {
	if s.Ending() != EndResigned {
		return 0
	}
	return CrewSet(s.EndedBy >> 4)
}

// ResignEntry is the log entry of a resignation of crews.
func ResignEntry(crews CrewSet) string {
	var names []string
	for c := Crew(0); c < NumCrews; c++ {
		if crews.Has(c) {
			names = append(names, c.String())
		}
	}
	return LogResign + strings.Join(names, " ")
}

// parseResign reads a LogResign entry's crews.
func parseResign(text string) (CrewSet, bool) {
	rest, ok := strings.CutPrefix(text, LogResign)
	if !ok {
		return 0, false
	}
	var set CrewSet
	for _, f := range strings.Fields(rest) {
		c, err := ParseCrew(f)
		if err != nil {
			return 0, false
		}
		set = set.With(c)
	}
	return set, set != 0
}
