package yamlerr

import (
	"fmt"
	"strconv"
	"strings"
)

// LineError ties an error to a line of a file a reader decoded, and to
// the file's name when it was given one. With the name its text is
// "name:line: reason", as the classic scenarios' errors read
// (engine/scenario.LineError); without one it is the reason with
// "line N: " after the words of the head that opens it ("malformed
// scenario: line 4: …"). errors.Is and errors.As see the reason through
// it.
type LineError struct {
	Name string // the file's name; "" for none
	Line int    // 1-based; 0 when the error has no line
	Err  error
	// Heads are the reader's sentinels whose words, opening Err's text,
	// "line N: " follows when there is no Name.
	Heads []error
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
	for _, head := range e.Heads {
		if h := head.Error() + ": "; strings.HasPrefix(msg, h) {
			return h + line + msg[len(h):]
		}
	}
	return line + msg
}

// Unwrap returns the wrapped error.
func (e *LineError) Unwrap() error { return e.Err }

// AtLine is err at line n (0: the file as a whole) of the file called
// name ("" for none), told with heads (LineError.Heads). An error that
// has its line already keeps it, taking the name when it had none; nil,
// and an error with neither a line nor a name to add, stay as they are.
func AtLine(err error, name string, n int, heads ...error) error {
	if le, ok := err.(*LineError); ok || err == nil || n == 0 && name == "" {
		if ok && le.Name == "" && name != "" {
			return &LineError{Name: name, Line: le.Line, Err: le.Err, Heads: le.Heads}
		}
		return err
	}
	return &LineError{Name: name, Line: n, Err: err, Heads: heads}
}

// Decoded is the decoder's error err of data, of the file called name
// ("" for none), in words (WordsIn) wrapping malformed: a LineError of
// its line when it is about one line, else of the file as a whole.
func Decoded(name string, err error, data []byte, malformed error, heads ...error) error {
	words := WordsIn(err, data)
	if rest, ok := strings.CutPrefix(words, "line "); ok && !strings.Contains(rest, "; line ") {
		digits, reason, ok := strings.Cut(rest, ": ")
		if n, aerr := strconv.Atoi(digits); ok && aerr == nil && n > 0 {
			return AtLine(fmt.Errorf("%w: %s", malformed, reason), name, n, heads...)
		}
	}
	return AtLine(fmt.Errorf("%w: %s", malformed, words), name, 0, heads...)
}
