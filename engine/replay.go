package engine

import (
	"fmt"
	"github.com/jackalbot/jackal/engine/game"
	"strings"
)

// LogEnd is the log entry that records the end of a game by agreement
// (Conclude). Other entries starting with '#' are notes a front end keeps in
// the log (a resignation, a seat change); Replay passes over them. Every
// other entry is an action in the notation.
const LogEnd = game.NoteEnd

// Replay deals the game of seed and o and plays log on it, calling visit
// (if not nil) after each entry with the entry's index, the action (the zero
// Action for LogEnd), the state after it and its events. It stops at the
// first entry that does not parse or is not legal, and says which.
func Replay(seed uint64, o Options, log []string, visit func(i int, a Action, s *State, evs []Event)) (State, error) {
	s, err := New(seed, o)
	if err != nil {
		return s, err
	}
	var evs []Event
	for i, text := range log {
		evs = evs[:0]
		var a Action
		if text == LogEnd {
			var e []Event
			s, e = Conclude(s)
			evs = append(evs, e...)
		} else if c, ok := parseResign(text); ok {
			var e []Event
			s, e = Resign(s, c)
			evs = append(evs, e...)
		} else if strings.HasPrefix(text, "#") {
			// a front end's note: no change to the game
		} else {
			if a, err = Parse(text); err != nil {
				return s, fmt.Errorf("log entry %d %q: %w", i+1, text, err)
			}
			if err = s.Play(a, &evs); err != nil {
				return s, fmt.Errorf("log entry %d %q: %w", i+1, text, err)
			}
		}
		if visit != nil {
			visit(i, a, &s, evs)
		}
	}
	return s, nil
}

// Kills reports whether playing a in s kills the piece that acts: an
// impossible move, a loop, an enemy ship, the ogre… Front ends ask before
// sending such a move. An illegal action reports false.
func Kills(s State, a Action) bool {
	p := a.Piece
	if a.Kind != ActMove {
		if !s.Pending.Active {
			return false
		}
		p = s.Pending.Piece
	}
	var evs []Event
	if s.Play(a, &evs) != nil {
		return false
	}
	for _, e := range evs {
		if e.Type == EvKilled && e.Piece == p {
			return true
		}
	}
	return false
}
