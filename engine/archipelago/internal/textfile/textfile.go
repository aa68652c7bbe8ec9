package textfile

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Error is a mistake in a file, at a line and a column (both counted from
// 1, columns in characters). Err wraps one of the sentinel errors of the
// package that read the file.
type Error struct {
	File string // the file's name as given to Parse
	Line int
	Col  int
	Err  error
}

// Error is "file:line:col: reason".
func (e *Error) Error() string {
	return fmt.Sprintf("%s:%d:%d: %v", e.File, e.Line, e.Col, e.Err)
}

// Unwrap returns the reason, which wraps a sentinel error.
func (e *Error) Unwrap() error { return e.Err }

// located is an error at a line and a column, made into an *Error by Wrap.
type located struct {
	line, col int
	err       error
}

func (l *located) Error() string { return l.err.Error() }

// At returns err located at line, column, for Wrap.
func At(line, col int, err error) error { return &located{line, col, err} }

// Wrap makes err an *Error of file: at its place when At located it, at
// 1:1 otherwise.
func Wrap(file string, err error) *Error {
	if l, ok := err.(*located); ok {
		return &Error{File: file, Line: l.line, Col: l.col, Err: l.err}
	}
	return &Error{File: file, Line: 1, Col: 1, Err: err}
}

// Column is the column (from 1, in characters) of byte offset off of line.
func Column(line string, off int) int {
	return utf8.RuneCountInString(line[:off]) + 1
}

// Value is the value of the header line "key: value" whose colon is at
// byte colon of line, trimmed of spaces, and the byte offset it starts at
// (just after the colon when it is empty).
func Value(line string, colon int) (value string, off int) {
	rest := line[colon+1:]
	value = strings.TrimSpace(rest)
	if value == "" {
		return "", colon + 1
	}
	return value, colon + 1 + len(rest) - len(strings.TrimLeft(rest, " \t"))
}

// Item is one comma-separated entry of a value: its text and its byte
// offset in the line.
type Item struct {
	Text string
	Off  int
}

// Items splits the value starting at byte off of line at commas, each
// entry trimmed of spaces.
func Items(line string, off int) []Item {
	var out []Item
	rest := line[off:]
	for {
		k := strings.IndexByte(rest, ',')
		part := rest
		if k >= 0 {
			part = rest[:k]
		}
		lead := len(part) - len(strings.TrimLeft(part, " \t"))
		out = append(out, Item{strings.TrimSpace(part), off + lead})
		if k < 0 {
			return out
		}
		off += k + 1
		rest = rest[k+1:]
	}
}

// CheckText accepts a printable UTF-8 text of at most maxLen characters,
// without '#' (which starts a comment in a file) and without spaces at
// either end. what names the text in the error ("name", "hint"), which
// wraps sentinel.
func CheckText(s, what string, maxLen int, sentinel error) error {
	switch {
	case !utf8.ValidString(s):
		return fmt.Errorf("%w: the %s is not UTF-8 text", sentinel, what)
	case utf8.RuneCountInString(s) > maxLen:
		return fmt.Errorf("%w: the %s is over %d characters", sentinel, what, maxLen)
	case s != strings.TrimSpace(s):
		return fmt.Errorf("%w: the %s %q starts or ends with a space", sentinel, what, s)
	}
	for _, r := range s {
		if r == '#' || !unicode.IsPrint(r) {
			return fmt.Errorf("%w: the %s may not hold %q", sentinel, what, r)
		}
	}
	return nil
}
