package main

import (
	"flag"
	"io"
	"slices"
	"strings"
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

// TestHelpExitsZero: -h asks for the usage: every command that prints it
// exits 0 (render did; play, serve, scenario, db and arena exited 2); a
// flag it does not know is still a usage error.
func TestHelpExitsZero(t *testing.T) {
	for _, args := range [][]string{{"play", "-h"}, {"serve", "-h"}, {"scenario", "run", "-h"},
		{"db", "check", "-h"}, {"db", "migrate", "-h"}, {"arena", "-h"}, {"arena", "--game", "cards", "-h"},
		{"render", "-h"}} {
		var out, errw strings.Builder
		if code := run(args, strings.NewReader(""), &out, &errw); code != 0 || out.Len()+errw.Len() == 0 {
			t.Errorf("%v: exit %d, %d bytes of usage", args, code, out.Len()+errw.Len())
		}
	}
	var out, errw strings.Builder
	if code := run([]string{"play", "--nope"}, strings.NewReader(""), &out, &errw); code != 2 {
		t.Errorf("play --nope: exit %d", code)
	}
}
