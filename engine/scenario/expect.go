package scenario

import (
	"errors"
	"fmt"
	"strings"

	"github.com/jackalbot/jackal/engine"
)

// Expect is a scenario's expect block: what the rules suite checks after
// playing the actions. Run ignores it. Each check is a function of the
// result that reports what differs.
type Expect struct {
	// Error is the text the last action's refusal must contain, "" when
	// every action must be accepted. The other checks then apply to the
	// position before the refused action.
	Error  string
	checks []check
}

// check compares one expected fact with a result; it returns "" when it holds.
type check struct {
	line int
	what string
	fn   func(*facts) string
}

// facts is what the checks look at: the result and its report.
type facts struct {
	res    *Result
	report Report
}

// HasExpect reports whether the scenario has an expect block.
func (sc *Scenario) HasExpect() bool { return sc.expect != nil }

// Expectation reads the scenario's expect block; a scenario without one
// expects nothing (and Len is 0). Keys: error, turn, over, winners, scores,
// team_scores, ships (boats), speed, bear, bottles, controller, round, pieces, gold,
// island_gold, lost, tiles, pending, legal, legal_has, legal_lacks,
// events_have, events_lack, views.
func (sc *Scenario) Expectation() (*Expect, error) {
	e := &Expect{}
	if sc.expect == nil {
		return e, nil
	}
	r := reader{name: sc.Name, board: &sc.Board}
	pairs, err := r.mapping(sc.expect, "expect", ErrExpect)
	if err != nil {
		return nil, err
	}
	for _, p := range pairs {
		key := strings.ReplaceAll(strings.ToLower(p.Key), "-", "_")
		parse, ok := expectKeys[key]
		if !ok {
			return nil, r.fail(p.KeyN, ErrExpect, "unknown key %q", p.Key)
		}
		if err := parse(r, e, p); err != nil {
			return nil, err
		}
	}
	return e, nil
}

// Len is the number of checks, the error check included.
func (e *Expect) Len() int {
	n := len(e.checks)
	if e.Error != "" {
		n++
	}
	return n
}

// Check compares the expectation with what Run returned and lists every
// difference, each naming the expect line; none means the scenario passed.
func (e *Expect) Check(sc *Scenario, res Result, runErr error) []string {
	var out []string
	switch {
	case e.Error == "" && runErr != nil:
		return []string{fmt.Sprintf("unexpected error: %v", runErr)}
	case e.Error != "" && runErr == nil:
		return []string{fmt.Sprintf("expected the last action to fail with %q; it was accepted", e.Error)}
	case e.Error != "":
		if !strings.Contains(runErr.Error(), e.Error) {
			out = append(out, fmt.Sprintf("error %q does not contain %q", runErr, e.Error))
		}
		var le *LineError
		if n := len(sc.Actions); n > 0 && (!errors.As(runErr, &le) || le.Line != sc.Actions[n-1].Line) {
			out = append(out, fmt.Sprintf("the error must come from the last action (line %d): %v", sc.Actions[n-1].Line, runErr))
		}
	}
	f := &facts{res: &res, report: MakeReport(&res.State, res.Events)}
	for _, c := range e.checks {
		if msg := c.fn(f); msg != "" {
			out = append(out, fmt.Sprintf("%s:%d: %s: %s", sc.Name, c.line, c.what, msg))
		}
	}
	return out
}

func (e *Expect) add(line int, what string, fn func(*facts) string) {
	e.checks = append(e.checks, check{line: line, what: what, fn: fn})
}

// expectKeys maps each key of an expect block to its reader.
var expectKeys map[string]func(reader, *Expect, pair) error

func init() {
	expectKeys = map[string]func(reader, *Expect, pair) error{
		"error":       expectError,
		"turn":        expectTurn,
		"over":        expectOver,
		"winners":     expectWinners,
		"scores":      expectCrewInts("scores", func(f *facts, c engine.Crew) int { return f.res.State.Score(c) }),
		"team_scores": expectCrewInts("team_scores", func(f *facts, c engine.Crew) int { return f.res.State.TeamScore(c) }),
		"bottles":     expectCrewInts("bottles", func(f *facts, c engine.Crew) int { return f.res.State.BottlesOf(c) }),
		"ships":       expectShips,
		"boats":       expectShips,
		"speed":       expectCrewInts("speed", func(f *facts, c engine.Crew) int { return f.res.State.BoatSpeed(c) }),
		"bear":        expectBear,
		"controller":  expectController,
		"round":       expectRound,
		"pieces":      expectPieces,
		"gold":        expectGold,
		"island_gold": expectIslandGold,
		"lost":        expectLost,
		"tiles":       expectTiles,
		"pending":     expectPending,
		"legal":       expectLegal("legal"),
		"legal_has":   expectLegal("legal_has"),
		"legal_lacks": expectLegal("legal_lacks"),
		"events_have": expectEvents(true),
		"events_lack": expectEvents(false),
		"views":       expectViews,
	}
}

func expectError(r reader, e *Expect, p pair) error {
	s, err := r.scalar(p.Value, "error", ErrExpect)
	if err != nil {
		return err
	}
	if s == "" {
		return r.fail(p.Value, ErrExpect, "error: give the text the refusal must contain")
	}
	e.Error = s
	return nil
}
