package scenario

import "github.com/jackalbot/jackal/engine/yamlerr"

// LineError ties an error to a line of a scenario file. With the file's
// name (ParseFile) its text is "name:line: reason", as the classic
// scenarios' errors read (engine/scenario.LineError); without one (Parse)
// it is the reason with "line N: " after its sentinel's words
// ("malformed scenario: line 4: …"). errors.Is and errors.As see the
// reason through it.
type LineError = yamlerr.LineError

// source is the scenario file called name ("" for none) with text data,
// its errors told after the package's sentinels (LineError.Heads).
func source(name string, data []byte) yamlerr.Source {
	return yamlerr.Source{Name: name, Data: data, Heads: []error{ErrMalformed, ErrMismatch}}
}
