package island

import (
	"errors"

	"github.com/jackalbot/jackal/engine/archipelago/internal/textfile"
)

// Errors of this package. Parse and Validate wrap them with %w and a precise
// reason; test with errors.Is.
var (
	// ErrSyntax: a line, a value, a cell name or a map character is not
	// understood, or the map's rows are ragged or wrongly labelled.
	ErrSyntax = errors.New("syntax error")
	// ErrHeader: a header key is unknown, given twice or missing.
	ErrHeader = errors.New("bad header")
	// ErrShape: the island is not a valid shape: a grid over 15×15, land
	// on the grid's edge, land in several parts, too few or too many cells.
	ErrShape = errors.New("bad shape")
	// ErrTiles: the island needs more tiles of a back than the box holds,
	// or its cells disagree with the file's remove line.
	ErrTiles = errors.New("wrong tile count")
	// ErrBoat: a suggested boat start is not a legal start.
	ErrBoat = errors.New("bad boat start")
	// ErrTooLarge: the file is over MaxFileSize bytes.
	ErrTooLarge = errors.New("file too large")
)

// Error is a mistake in an island file, at a line and a column (both
// counted from 1, columns in characters): File is the file's name as given
// to Parse, and Err, the reason, wraps one of the package's sentinel
// errors. Its message is "file:line:col: reason", and Unwrap returns Err.
// The files built on island files (package puzzle's) report theirs with
// the same type.
type Error = textfile.Error
