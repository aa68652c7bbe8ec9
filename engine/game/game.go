package game

// Options choose a variant: the number of seats and named variants
// ("advanced", …) the ruleset lists in Variants.
type Options struct {
	Seats    int
	Variants []string
}

// Ruleset is one game's rules over its state S, action A, event E and
// per-seat view V. S is a plain value (copying it copies the game); every
// method is pure: no I/O, no clock, chance only from the seed in S.
type Ruleset[S any, A comparable, E any, V any] interface {
	// ID is the stable ruleset id stored with games ("classic", "archipirata").
	ID() string
	// Name is the display name.
	Name() string
	// Seats lists the seat counts the game allows.
	Seats() []int
	// Variants lists the variant names Options may carry.
	Variants() []string
	// Deal sets up a game from options and a seed.
	Deal(o Options, seed uint64) (S, error)
	// ToAct is the seat to act, and whether the game is over.
	ToAct(s *S) (seat int, over bool)
	// Legal appends the legal actions of the seat to act to buf[:0].
	Legal(s *S, buf []A) []A
	// Apply plays a if and only if Legal lists it, appending events to ev.
	Apply(s *S, a A, ev *[]E) error
	// View is what seat (or Spectator) may know of s.
	View(s *S, seat int) V
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
	// Choose returns an action for the seat to act, false when none.
	Choose(s *S) (A, bool)
}
