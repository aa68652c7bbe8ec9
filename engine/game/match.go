package game

import (
	"errors"
	"strings"
	"time"
)

// Sentinel errors of the contract.
var (
	// ErrUnknownGame is a game id no ruleset has.
	ErrUnknownGame = errors.New("unknown game")
	// ErrUnknownLevel is a computer level the game does not have.
	ErrUnknownLevel = errors.New("unknown computer level")
	// ErrUnknownSeat is a seat name the game does not have.
	ErrUnknownSeat = errors.New("unknown seat")
	// ErrNoAction is asked of a computer when its seat has no action.
	ErrNoAction = errors.New("no action to play")
	// ErrNoScenarios is a game without a scenario runner.
	ErrNoScenarios = errors.New("the game has no scenario runner")
)

// Log notes every game plays: the end by agreement, and a resignation.
const (
	// NoteEnd ends the game by the players' agreement.
	NoteEnd = "#end"
	// NoteResign starts a resignation note: "#resign white black".
	NoteResign = "#resign "
)

// ResignNote is the log note of the resignation of the named seats.
func ResignNote(seats ...string) string { return NoteResign + strings.Join(seats, " ") }

// ResignedSeats reads a ResignNote; ok is false for any other entry.
func ResignedSeats(note string) (seats []string, ok bool) {
	rest, ok := strings.CutPrefix(note, NoteResign)
	if !ok {
		return nil, false
	}
	return strings.Fields(rest), true
}

// IsNote reports whether a log entry is a note rather than an action.
func IsNote(entry string) bool { return strings.HasPrefix(entry, "#") }

// Game is a ruleset in the type-erased form front ends hold (see Erase).
type Game interface {
	ID() string
	Name() string
	Version() int
	Seats() []int
	Variants() []string
	// SeatNames are the names of all the game's seats, in seat order.
	SeatNames() []string
	// TwoSeats is the game's standard two-player deal, one seat each.
	TwoSeats() Options
	// Levels are the computer levels, weakest first.
	Levels() []string
	// New deals a match.
	New(o Options, seed uint64) (Match, error)
	// Restore decodes a match from its snapshot.
	Restore(snapshot []byte) (Match, error)
	// Agent makes a computer player (see AgentMaker).
	Agent(level string, seed uint64, budget time.Duration) (Player, error)
	// Join is the events of a followed by those of b (both of this game,
	// or nil).
	Join(a, b Events) Events
	// Scenario runs one scenario file of the game's rules (name is for
	// messages) and returns its report: the position it ends in, with a
	// text board first when board is set.
	Scenario(name string, data []byte, board bool) ([]byte, error)
	// Hidden reports whether log entry stays hidden from the holder of
	// the named seat's view ("" a spectator): another seat's secret
	// action (SecretActions). A log shown to anyone leaves such entries
	// out.
	Hidden(entry, viewer string) bool
	// Spell is action as the notation writes it (Format of Parse:
	// "W1  E5" is "W1 e5"), so that a log keeps one spelling of
	// each action; the notation's error when it reads no action.
	Spell(action string) (string, error)
}

// Match is one game in play. Its methods speak the ruleset's notation.
type Match interface {
	// Game is the match's ruleset.
	Game() Game
	// ToAct is the name of the seat to act, and whether the game is over.
	ToAct() (seat string, over bool)
	// Legal lists the legal actions of the seat to act, formatted.
	Legal() []string
	// Check reports why action, or an action for a named seat (SeatEntry),
	// may not be played now (nil: it may).
	Check(action string) error
	// Play plays a log entry, an action, an action for a named seat
	// (SeatEntry, where seats act at once) or a note, and returns its
	// events (the ruleset's event slice, as Events).
	Play(entry string) (Events, error)
	// Acting names the seats that may act now: several where the
	// ruleset's seats act at once (Simultaneous), else the one ToAct names.
	Acting() []string
	// LegalFor lists the legal actions of the named seat, formatted; none
	// when it may not act now.
	LegalFor(seat string) []string
	// View is what the named seat ("" for a spectator) may know: the
	// ruleset's view type.
	View(seat string) any
	// Outcome is the score of each seat and the winners once over.
	Outcome() Outcome
	// Snapshot encodes the state.
	Snapshot() ([]byte, error)
	// Clone is an independent copy.
	Clone() Match
	// State is a pointer to the ruleset's state, for that game's own
	// presentation code: *engine.State, *archipirata.State.
	State() any
}

// Events are one entry's events: the ruleset's event slice ([]E).
type Events = any

// Player is a computer player of a Game.
type Player interface {
	// Choose returns the action, formatted, for the seat to act in m.
	Choose(m Match) (string, error)
}

// Replay deals a match of g and plays log on it, calling visit (if not
// nil) after each entry with its index, the match after it and its events.
// It stops at the first entry that is not legal, and says which.
func Replay(g Game, o Options, seed uint64, log []string, visit func(i int, m Match, evs Events)) (Match, error) {
	m, err := g.New(o, seed)
	if err != nil {
		return nil, err
	}
	return m, PlayOn(m, log, 0, visit)
}

// PlayOn plays log's entries from first on m (a match restored at the
// state before entry first), calling visit as Replay does; it stops at
// the first entry that is not legal, and says which.
func PlayOn(m Match, log []string, first int, visit func(i int, m Match, evs Events)) error {
	for i := first; i < len(log); i++ {
		evs, err := m.Play(log[i])
		if err != nil {
			return &EntryError{Index: i, Entry: log[i], Err: err}
		}
		if visit != nil {
			visit(i, m, evs)
		}
	}
	return nil
}

// EntryError is a log entry that did not replay.
type EntryError struct {
	Index int // 0-based
	Entry string
	Err   error
}

func (e *EntryError) Error() string {
	return "log entry " + itoa(e.Index+1) + " " + quote(e.Entry) + ": " + e.Err.Error()
}

// Unwrap is the entry's error.
func (e *EntryError) Unwrap() error { return e.Err }

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	var b [20]byte
	i := len(b)
	for n > 0 {
		i--
		b[i] = byte('0' + n%10)
		n /= 10
	}
	return string(b[i:])
}

func quote(s string) string { return "\"" + s + "\"" }
