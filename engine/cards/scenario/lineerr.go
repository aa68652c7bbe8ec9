package scenario

import "github.com/jackalbot/jackal/engine/yamlerr"

// LineError ties an error to a line of a scenario file. With the file's
// name (ParseFile) its text is "name:line: reason", as the classic
// scenarios' errors read (engine/scenario.LineError); without one (Parse)
// it is the reason with "line N: " after its sentinel's words
// ("malformed scenario: line 4: …"). errors.Is and errors.As see the
// reason through it.
type LineError = yamlerr.LineError

// heads are the sentinels a line is told after (LineError.Heads).
var heads = []error{ErrMalformed, ErrMismatch}

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
func (f *File) atLine(err error, n int) error { return yamlerr.AtLine(err, f.name, n, heads...) }

// named is err with the file's name, when it was parsed with one.
func (f *File) named(err error) error { return f.atLine(err, 0) }

// decodeError is the decoder's error err of data in words: one problem
// with its line is a LineError of that line.
func decodeError(name string, err error, data []byte) error {
	return yamlerr.Decoded(name, err, data, ErrMalformed, heads...)
}
