package game

import "time"

// Options choose a deal: the named seats that play, and named variants
// ("advanced", "teams", "stall-rounds=40", …) the ruleset lists in
// Variants.
type Options struct {
	// Seats are the seat names in play, in the ruleset's order.
	Seats    []string
	Variants []string
}

// Ruleset is one game's rules over its state S, action A, event E and
// per-seat view V. S is a plain value (copying it copies the game); every
// method is pure: no I/O, no clock, chance only from the seed in S. Seats
// are numbered by the ruleset; SeatName names them.
type Ruleset[S any, A comparable, E any, V any] interface {
	// ID is the stable ruleset id stored with games ("classic", "archipirata").
	ID() string
	// Name is the display name.
	Name() string
	// Version is the rules version stored with a game: a change that would
	// replay a stored log differently raises it.
	Version() int
	// Seats lists the seat counts the game allows.
	Seats() []int
	// Variants lists the variant names Options may carry.
	Variants() []string
	// TwoSeats is the game's standard deal for two players, one seat
	// each: what a duel between two players (or two computers) deals.
	TwoSeats() Options
	// SeatName is the name of seat i; "" for none.
	SeatName(i int) string
	// Deal sets up a game from options and a seed.
	Deal(o Options, seed uint64) (S, error)
	// ToAct is the seat to act, and whether the game is over.
	ToAct(s *S) (seat int, over bool)
	// Legal appends the legal actions of the seat to act to buf[:0].
	Legal(s *S, buf []A) []A
	// Apply plays a if and only if Legal lists it, appending events to ev.
	Apply(s *S, a A, ev *[]E) error
	// Note plays a log note: NoteEnd (the players agreed to stop) or a
	// ResignNote; other notes change nothing.
	Note(s *S, note string, ev *[]E) error
	// View is what seat (or Spectator) may know of s.
	View(s *S, seat int) V
	// Outcome is the score of every seat and, once over, the winners.
	Outcome(s *S) Outcome
	// Format and Parse are the action notation; Parse(Format(a)) == a.
	Format(a A) string
	Parse(text string) (A, error)
	// Marshal and Unmarshal are versioned binary snapshots of S.
	Marshal(s *S) ([]byte, error)
	Unmarshal(b []byte) (S, error)
}

// Spectator is the seat of a view for someone who plays no seat.
const Spectator = -1

// Agent is a computer player of one ruleset.
type Agent[S any, A comparable] interface {
	// Choose returns an action for the seat to act in s, looking only at
	// what that seat may know; false when there is none.
	Choose(s *S) (A, bool)
}

// AgentMaker makes a computer player of a level ("easy", "hard", …) from a
// seed; budget bounds its thinking where the level searches (0: its own
// default).
type AgentMaker[S any, A comparable] func(level string, seed uint64, budget time.Duration) (Agent[S, A], error)

// Outcome is a game's result so far: each seat's score, by seat number (or
// by name in Match.Outcome), and the winning seats once the game is over
// (none for a draw).
type Outcome struct {
	Over    bool
	Scores  map[string]int
	Winners []string
}
