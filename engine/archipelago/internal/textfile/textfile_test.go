package textfile

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

// TestItems checks the entries of a comma-separated value and their
// offsets, empty ones included.
func TestItems(t *testing.T) {
	got := Items("boats:  c8,, d1 ,e2", 8)
	want := []Item{{"c8", 8}, {"", 11}, {"d1", 13}, {"e2", 17}}
	if !slices.Equal(got, want) {
		t.Fatalf("Items = %v, want %v", got, want)
	}
}

// TestValue checks a header line's value and where it starts.
func TestValue(t *testing.T) {
	for _, tc := range []struct {
		line, value string
		off         int
	}{
		{"name: The Ring ", "The Ring", 6},
		{"  name:\tX", "X", 8},
		{"map:", "", 4},
		{"map:   ", "", 4},
	} {
		if v, off := Value(tc.line, strings.IndexByte(tc.line, ':')); v != tc.value || off != tc.off {
			t.Errorf("Value(%q) = %q, %d, want %q, %d", tc.line, v, off, tc.value, tc.off)
		}
	}
}

// TestWrap checks the place and the message of a located error and of
// one At did not locate.
func TestWrap(t *testing.T) {
	bad := errors.New("bad")
	line := "name: Кольцо #"
	e := Wrap("ring.island", At(7, Column(line, strings.IndexByte(line, '#')), bad))
	if e.Error() != "ring.island:7:14: bad" || !errors.Is(e, bad) {
		t.Errorf("located: %v", e)
	}
	if e := Wrap("x", bad); e.Error() != "x:1:1: bad" {
		t.Errorf("not located: %v", e)
	}
}

// TestCheckText checks the texts CheckText refuses and its messages.
func TestCheckText(t *testing.T) {
	bad := errors.New("bad header")
	for s, want := range map[string]string{
		"The Ring":      "",
		"\xff":          "bad header: the hint is not UTF-8 text",
		"Too long, far": "bad header: the hint is over 10 characters",
		" Ring":         `bad header: the hint " Ring" starts or ends with a space`,
		"Ring #1":       `bad header: the hint may not hold '#'`,
	} {
		err := CheckText(s, "hint", 10, bad)
		switch {
		case want == "" && err != nil:
			t.Errorf("CheckText(%q) = %v, want nil", s, err)
		case want != "" && (err == nil || err.Error() != want || !errors.Is(err, bad)):
			t.Errorf("CheckText(%q) = %v, want %q", s, err, want)
		}
	}
}
