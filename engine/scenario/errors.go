package scenario

import (
	"errors"
	"fmt"
)

// Sentinel errors, wrapped with the line they come from; test with errors.Is.
// A refused action wraps the engine's own error (engine.ErrIllegal, …).
var (
	// ErrMalformed: the file is not a scenario: bad YAML, an unknown key,
	// a value of the wrong shape or a name the notation does not know.
	ErrMalformed = errors.New("malformed scenario")
	// ErrPosition: the position cannot be built: gold on a face-down tile,
	// a piece on the sea, two ships on one berth…
	ErrPosition = errors.New("impossible position")
	// ErrExpect: an expect block is malformed.
	ErrExpect = errors.New("malformed expectation")
	// ErrMismatch: the actions ran, but what the expect block states does
	// not hold (Play's error lists each difference on its own line).
	ErrMismatch = errors.New("scenario mismatch")
)

// LineError ties an error to a line of a scenario file. Its text is
// "name:line: reason", like a compiler's.
type LineError struct {
	Name string // the file's name, as given to Parse
	Line int    // 1-based; 0 when the error has no line
	Err  error
}

// Error formats the error as "name:line: reason".
func (e *LineError) Error() string {
	if e.Line <= 0 {
		return fmt.Sprintf("%s: %v", e.Name, e.Err)
	}
	return fmt.Sprintf("%s:%d: %v", e.Name, e.Line, e.Err)
}

// Unwrap returns the wrapped error.
func (e *LineError) Unwrap() error { return e.Err }

// at wraps err with the file name and line.
func at(name string, line int, err error) error {
	return &LineError{Name: name, Line: line, Err: err}
}
