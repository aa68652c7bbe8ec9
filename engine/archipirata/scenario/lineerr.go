package scenario

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/jackalbot/jackal/engine/yamlerr"
)

// LineError ties an error to a line of a scenario file. With the file's
// name (ParseFile) its text is "name:line: reason", as the classic
// scenarios' errors read (engine/scenario.LineError); without one (Parse)
// it is the reason with "line N: " after its sentinel's words
// ("malformed scenario: line 4: …"). errors.Is and errors.As see the
// reason through it.
type LineError struct {
	Name string // the file's name, as given to ParseFile; "" for none
	Line int    // 1-based; 0 when the error has no line
	Err  error
}

// Error formats the error as "name:line: reason".
func (e *LineError) Error() string {
	msg := e.Err.Error()
	switch {
	case e.Name != "" && e.Line > 0:
		return fmt.Sprintf("%s:%d: %s", e.Name, e.Line, msg)
	case e.Name != "":
		return e.Name + ": " + msg
	case e.Line <= 0:
		return msg
	}
	line := "line " + strconv.Itoa(e.Line) + ": "
	for _, head := range []error{ErrMalformed, ErrMismatch} {
		if h := head.Error() + ": "; strings.HasPrefix(msg, h) {
			return h + line + msg[len(h):]
		}
	}
	return line + msg
}

// Unwrap returns the wrapped error.
func (e *LineError) Unwrap() error { return e.Err }

// at is err with the line of the file where the key path is written, and
// the file's name when it was parsed with one.
func (f *File) at(err error, path ...string) error {
	if err == nil || f.src == nil {
		return err
	}
	return f.atLine(err, yamlerr.Line(f.src, path...))
}

// atLine is err at line n of the file (0: the file as a whole); an error
// that already has its line keeps it.
func (f *File) atLine(err error, n int) error {
	if le, ok := err.(*LineError); ok || err == nil || n == 0 && f.name == "" {
		if ok && le.Name == "" && f.name != "" {
			return &LineError{Name: f.name, Line: le.Line, Err: le.Err}
		}
		return err
	}
	return &LineError{Name: f.name, Line: n, Err: err}
}

// named is err with the file's name, when it was parsed with one.
func (f *File) named(err error) error { return f.atLine(err, 0) }

// decodeError is the decoder's error err of data in words: one problem
// with its line is a LineError of that line.
func decodeError(name string, err error, data []byte) error {
	words := yamlerr.WordsIn(err, data)
	if rest, ok := strings.CutPrefix(words, "line "); ok && !strings.Contains(rest, "; line ") {
		digits, reason, ok := strings.Cut(rest, ": ")
		if n, aerr := strconv.Atoi(digits); ok && aerr == nil && n > 0 {
			return &LineError{Name: name, Line: n, Err: fmt.Errorf("%w: %s", ErrMalformed, reason)}
		}
	}
	if name != "" {
		return &LineError{Name: name, Err: fmt.Errorf("%w: %s", ErrMalformed, words)}
	}
	return fmt.Errorf("%w: %s", ErrMalformed, words)
}
