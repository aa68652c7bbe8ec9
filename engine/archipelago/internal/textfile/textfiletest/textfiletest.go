package textfiletest

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/engine/archipelago/internal/textfile"
)

// WithLine returns text with line n (from 1) replaced by s (s may hold
// several lines), or removed when s is "".
func WithLine(text string, n int, s string) string {
	lines := strings.Split(text, "\n")
	if s == "" {
		return strings.Join(append(lines[:n-1:n-1], lines[n:]...), "\n")
	}
	lines[n-1] = s
	return strings.Join(lines, "\n")
}

// Seed adds to f's corpus the files that match pattern, then texts.
func Seed(f *testing.F, pattern string, texts ...string) {
	files, _ := filepath.Glob(pattern)
	for _, file := range files {
		if data, err := os.ReadFile(file); err == nil {
			f.Add(data)
		}
	}
	for _, s := range texts {
		f.Add([]byte(s))
	}
}

// CheckError fails t unless err, Parse's refusal, is a *textfile.Error
// with a place (line and column from 1) that wraps one of sentinels.
func CheckError(t *testing.T, err error, sentinels ...error) {
	t.Helper()
	var pe *textfile.Error
	if !errors.As(err, &pe) || pe.Line < 1 || pe.Col < 1 {
		t.Fatalf("error %v is not an *Error with a place", err)
	}
	for _, s := range sentinels {
		if errors.Is(err, s) {
			return
		}
	}
	t.Fatalf("error %v wraps no sentinel", err)
}

// RoundTrip fails t unless format's text of v parses back (parse reading
// it as the file name) to a value equal to v that formats to the same
// text again.
func RoundTrip[T any](t *testing.T, v T, name string, format func(T) []byte, parse func([]byte, string) (T, error), equal func(a, b T) bool) {
	t.Helper()
	text := format(v)
	back, err := parse(text, name)
	if err != nil {
		t.Fatalf("Format's text does not parse: %v\n%s", err, text)
	}
	if !equal(back, v) {
		t.Fatalf("Parse(Format(x)) differs from x:\n%s", text)
	}
	if again := format(back); string(again) != string(text) {
		t.Fatalf("Format is not stable:\n%s\n%s", text, again)
	}
}
