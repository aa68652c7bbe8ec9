package scenario

import (
	"fmt"
	"strings"

	"github.com/jackalbot/jackal/engine"
)

// Result is what playing a scenario produced.
type Result struct {
	Start  engine.State   // the position Build laid out
	State  engine.State   // the position after the last action played
	Events []engine.Event // every event, in order, automatic passes included
	Steps  []Step         // one per action played, automatic passes included
}

// Step is one action played by Run.
type Step struct {
	Line   int    // the line of the actions entry it belongs to
	Text   string // the entry as written ("pass" for an automatic pass)
	Action engine.Action
	Auto   bool // an automatic pass played before the entry
	End    bool // the agreed end (engine.LogEnd)
	Events []engine.Event
	State  engine.State // the position after it
}

// Run builds sc and plays its actions. Before an entry other than "pass",
// when "pass" is the only legal action, it plays "pass" first, as the
// engine does after an action. It stops at the first entry the engine
// refuses and returns the result up to that entry with an error naming the
// entry's line, such as
//
//	board.yaml:14: action "W1 e5 +c": illegal move: gold cannot be dragged onto a face-down tile
func Run(sc *Scenario) (Result, error) {
	var res Result
	s, err := sc.Build()
	if err != nil {
		return res, err
	}
	res.Start, res.State = s, s
	buf := make([]engine.Action, 0, 64)
	for _, as := range sc.Actions {
		if !as.End && as.Action != engine.Pass {
			buf = s.LegalInto(buf)
			if len(buf) == 1 && buf[0] == engine.Pass {
				if err := res.play(&s, Step{Line: as.Line, Text: "pass", Action: engine.Pass, Auto: true}); err != nil {
					return res, at(sc.Name, as.Line, fmt.Errorf("automatic pass before %q: %w", as.Text, err))
				}
			}
		}
		if err := res.play(&s, Step{Line: as.Line, Text: as.Text, Action: as.Action, End: as.End}); err != nil {
			return res, at(sc.Name, as.Line, fmt.Errorf("action %q: %w", as.Text, err))
		}
	}
	return res, nil
}

// play plays one step on s and records it.
func (res *Result) play(s *engine.State, st Step) error {
	var evs []engine.Event
	if st.End {
		switch {
		case s.Over && s.EndedBy == engine.EndAgreed && strings.EqualFold(strings.TrimSpace(st.Text), voteEnd):
			// one more vote for the end already agreed (`end` written
			// once for each crew): nothing changes; a second log note
			// #end is a game over
		case s.Over:
			return engine.ErrGameOver
		default:
			*s, evs = engine.Conclude(*s)
		}
	} else if err := s.Play(st.Action, &evs); err != nil {
		return err
	}
	st.Events, st.State = evs, *s
	res.Steps = append(res.Steps, st)
	res.Events = append(res.Events, evs...)
	res.State = *s
	return nil
}

// Play reads a scenario file of either game (an island key makes it
// Archipelago's), plays it and reports the position it reaches as JSON
// (Output), the board as text first (Board) when board is set: the
// Scenario extra of the games in engine/games, behind `jackal scenario run`.
// A file with an expect block is checked against it: each difference is
// reported (ErrMismatch), and a refusal it expects is no error (the
// position before the refused action is reported).
func Play(name string, data []byte, board bool) ([]byte, error) {
	sc, err := Parse(data, name)
	if err != nil {
		return nil, err
	}
	exp, err := sc.Expectation()
	if err != nil {
		return nil, err
	}
	res, err := Run(sc)
	if exp.Len() > 0 {
		// The expectations decide, a refusal they expect included.
		if bad := exp.Check(sc, res, err); len(bad) > 0 {
			return nil, fmt.Errorf("%s: %w:\n  %s", name, ErrMismatch, strings.Join(bad, "\n  "))
		}
	} else if err != nil {
		return nil, err
	}
	out, err := Output(res.State, res.Events)
	if err != nil {
		return nil, err
	}
	if board {
		out = append([]byte(Board(&res.State)), out...)
	}
	return out, nil
}
