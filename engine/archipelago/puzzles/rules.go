package puzzles

import (
	"fmt"
	"strings"

	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/engine/game"
)

// ID is the ruleset id stored with the games of solo puzzles.
const ID = "puzzle"

// RulesVersion is the version of these rules stored with a game.
const RulesVersion = 1

// VariantPuzzle names the puzzle a game deals: "puzzle=3" (its number) or
// "puzzle=the-pit" (its island's id). With none the game is puzzle 1.
const VariantPuzzle = "puzzle"

// Seat is the name of a puzzle's one seat: the player commanding the three
// pirates.
const Seat = "player"

// soloCrews are the crews of the solo pirates (engine.SoloPirates).
var soloCrews = func() engine.CrewSet {
	var set engine.CrewSet
	for _, p := range engine.SoloPirates {
		set = set.With(p.PirateCrew())
	}
	return set
}()

// Rules is Jackal Archipelago's solo puzzles as a game.Ruleset: one seat,
// the player, commands the three pirates (W1, Y1, R1, each the one pirate
// of its crew: white, yellow, red) against the bear, on a shipped puzzle
// ("puzzle=N"). The actions, the notation and the snapshots are the
// engine's (engine.Classic's); the seat, the deal, the views and the
// outcome are a puzzle's.
type Rules struct{ engine.Classic }

var _ game.Ruleset[engine.State, engine.Action, engine.Event, engine.View] = Rules{}

// ID is "puzzle".
func (Rules) ID() string { return ID }

// Name is "Jackal Archipelago puzzles".
func (Rules) Name() string { return "Jackal Archipelago puzzles" }

// Version is RulesVersion.
func (Rules) Version() int { return RulesVersion }

// Seats is 1: a puzzle is played alone.
func (Rules) Seats() []int { return []int{1} }

// Variants is the puzzle ("puzzle=3").
func (Rules) Variants() []string { return []string{VariantPuzzle} }

// TwoSeats is the one-seat deal of puzzle 1: a puzzle has no game for two,
// so a duel between two players is none of its games.
func (Rules) TwoSeats() game.Options { return game.Options{Seats: []string{Seat}} }

// SeatName is "player" for seat 0.
func (Rules) SeatName(i int) string {
	if i != 0 {
		return ""
	}
	return Seat
}

// Deal deals the puzzle the options name (puzzle 1 by default; see
// VariantPuzzle). A puzzle holds no chance: seed is only kept with the
// game. Seats other than the player's, and variants other than the
// puzzle, are refused.
func (Rules) Deal(o game.Options, seed uint64) (engine.State, error) {
	for _, s := range o.Seats {
		if s != Seat {
			return engine.State{}, fmt.Errorf("%w: seat %q: a puzzle has one seat, %q", engine.ErrBadOptions, s, Seat)
		}
	}
	which := "1"
	for _, v := range o.Variants {
		name, val, ok := strings.Cut(strings.TrimSpace(v), "=")
		if !strings.EqualFold(name, VariantPuzzle) || !ok || val == "" {
			return engine.State{}, fmt.Errorf("%w: %q: write puzzle=N (1 to %d)", engine.ErrBadOptions, v, Count())
		}
		which = val
	}
	p, err := Lookup(which)
	if err != nil {
		return engine.State{}, fmt.Errorf("%w: %w", engine.ErrBadOptions, err)
	}
	s, err := p.Deal()
	s.Seed = seed
	return s, err
}

// ToAct is the player while the game goes on.
func (Rules) ToAct(s *engine.State) (int, bool) {
	if s.Over {
		return game.Spectator, true
	}
	return 0, false
}

// Note plays the end by agreement and the player's resignation (the
// puzzle given up); other notes change nothing.
func (r Rules) Note(s *engine.State, note string, ev *[]engine.Event) error {
	if rest, ok := strings.CutPrefix(note, game.NoteResign); ok {
		if strings.TrimSpace(rest) == Seat {
			var e []engine.Event
			*s, e = engine.Resign(*s, soloCrews)
			*ev = append(*ev, e...)
		}
		return nil
	}
	return r.Classic.Note(s, note, ev)
}

// View is what the player sees: the view of the crew whose pirate acts
// (a puzzle's crews share everything; only the crew to act differs), or
// white's once the game is over. game.Spectator sees as no crew.
func (Rules) View(s *engine.State, seat int) engine.View {
	if seat != 0 {
		return engine.ViewFor(s, engine.NoCrew)
	}
	if s.Over {
		return engine.ViewFor(s, engine.White)
	}
	return engine.ViewFor(s, s.Controller())
}

// Outcome is the player's coins on the bank and, once over, the player as
// the winner when the puzzle is solved (every coin banked within the goal).
func (Rules) Outcome(s *engine.State) game.Outcome {
	o := game.Outcome{Over: s.Over, Scores: map[string]int{Seat: s.CoinsBanked()}}
	if s.Over && s.Ending() == engine.EndBanked {
		o.Winners = []string{Seat}
	}
	return o
}
