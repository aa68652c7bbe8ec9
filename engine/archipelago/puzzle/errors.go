package puzzle

import (
	"errors"

	"github.com/jackalbot/jackal/engine/archipelago/island"
)

// Errors of this package. Parse, Validate and Deal wrap them with %w and a
// precise reason; test with errors.Is.
var (
	// ErrSyntax: a line, a value, a cell or a tile is not understood.
	ErrSyntax = errors.New("syntax error")
	// ErrHeader: a header key is unknown, given twice, missing, or has no
	// place in a puzzle (remove:, boats:).
	ErrHeader = errors.New("bad header")
	// ErrIsland: the island part (the map and the island's keys) breaks
	// the island file's rules; the reason wraps the island package's
	// sentinel error.
	ErrIsland = errors.New("bad island")
	// ErrTile: a tile is off the island, missing, listed twice, of a kind
	// the puzzle cannot hold, on the wrong back, or one more than the box
	// holds; or the bank, the den or the coins are misplaced.
	ErrTile = errors.New("bad tile")
	// ErrGoal: the goal or the par is out of range, or there is no coin.
	ErrGoal = errors.New("bad goal")
	// ErrTooLarge: the file is over MaxFileSize bytes.
	ErrTooLarge = errors.New("file too large")
)

// Error is a mistake in a puzzle file, at a line and a column (both
// counted from 1, columns in characters): File is the file's name as given
// to Parse, and Err, the reason, wraps one of the package's sentinel
// errors. Its message is "file:line:col: reason", and Unwrap returns Err.
// A puzzle file being an island file with more in it, this is the island
// file's error type.
type Error = island.Error
