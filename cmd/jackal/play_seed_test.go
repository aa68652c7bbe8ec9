package main

import (
	"regexp"
	"strings"
	"testing"
)

// gameIDLine is the line naming a game's id, which differs between two
// deals of one seed.
var gameIDLine = regexp.MustCompile(`(?m)^Game id: .*$`)

// TestPlaySeed checks --seed: the same seed deals the same game (the same
// text, the game's id aside, for the same presses), another seed another;
// a seed that is not a number is a usage error.
func TestPlaySeed(t *testing.T) {
	play := func(seed string) string {
		t.Helper()
		var out, errw strings.Builder
		in := strings.NewReader(buttonPresses(3000) + "n\n")
		args := []string{"play", "--game", "archipirata", "--vs", "easy", "--seed", seed, "--db", t.TempDir() + "/g.db", "--out", ""}
		if code := run(args, in, &out, &errw); code != 0 {
			t.Fatalf("seed %s: exit %d: %s", seed, code, errw.String())
		}
		if !gameIDLine.MatchString(out.String()) {
			t.Fatalf("seed %s: the game did not end:\n%s", seed, out.String())
		}
		return gameIDLine.ReplaceAllString(out.String(), "")
	}
	a, b, c := play("3"), play("3"), play("4")
	if a != b {
		t.Error("two games of seed 3 differ")
	}
	if a == c {
		t.Error("seeds 3 and 4 dealt the same game")
	}
	var out, errw strings.Builder
	if code := run([]string{"play", "--seed", "x"}, strings.NewReader(""), &out, &errw); code != 2 || !strings.Contains(errw.String(), "seed") {
		t.Errorf("--seed x: exit %d, stderr %q", code, errw.String())
	}
}
