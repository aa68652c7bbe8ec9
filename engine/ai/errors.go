package ai

import "errors"

// Sentinel errors. Decide and ParseLevel wrap them with %w; test with errors.Is.
var (
	// ErrNoView: Decide was given a nil view.
	ErrNoView = errors.New("no view to decide from")
	// ErrGameOver: the viewed game has ended; there is nothing to decide.
	ErrGameOver = errors.New("the game is over")
	// ErrNotSeated: the view's crew does not play the current turn (it is
	// another player's turn).
	ErrNotSeated = errors.New("the viewing crew does not play this turn")
	// ErrUnknownLevel: a level name that is not easy, hard or random.
	ErrUnknownLevel = errors.New("unknown AI level")
	// ErrNoAction: the view offers no legal action (it does not come from a
	// game in progress).
	ErrNoAction = errors.New("no legal action in this position")
)
