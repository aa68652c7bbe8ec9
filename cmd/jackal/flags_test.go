package main

import (
	"flag"
	"io"
	"slices"
	"testing"
)

// TestParseInterspersed: flags are read before, between and after the
// positional arguments; after "--" everything is positional.
func TestParseInterspersed(t *testing.T) {
	for _, tc := range []struct {
		args, pos []string
		ascii     bool
	}{
		{[]string{"f.yaml", "--ascii"}, []string{"f.yaml"}, true},
		{[]string{"--ascii", "f.yaml"}, []string{"f.yaml"}, true},
		{[]string{"a", "--ascii", "b"}, []string{"a", "b"}, true},
		{[]string{"-"}, []string{"-"}, false},
		{[]string{"--", "--ascii"}, []string{"--ascii"}, false},
		{nil, nil, false},
	} {
		fs := flag.NewFlagSet("t", flag.ContinueOnError)
		fs.SetOutput(io.Discard)
		ascii := fs.Bool("ascii", false, "")
		pos, err := parseInterspersed(fs, tc.args)
		if err != nil || !slices.Equal(pos, tc.pos) || *ascii != tc.ascii {
			t.Errorf("%q: %q, ascii %v, %v; want %q, %v", tc.args, pos, *ascii, err, tc.pos, tc.ascii)
		}
	}
	fs := flag.NewFlagSet("t", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	if _, err := parseInterspersed(fs, []string{"f", "--nope"}); err == nil {
		t.Error("an unknown flag after a file is taken")
	}
}
