package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestDBListNamesTheGame plays an Archipirata game to its end against the
// computer and leaves a classic one in play, each in its own chat of one
// store, then checks `jackal db list` names both games, their status and
// the totals.
func TestDBListNamesTheGame(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "g.db")
	in := buttonPresses(3000) + "n\n" // to the end
	var out, errw strings.Builder
	if code := run([]string{"play", "--game", "archipirata", "--vs", "hard", "--seed", "2", "--db", path, "--out", ""},
		strings.NewReader(in), &out, &errw); code != 0 {
		t.Fatalf("play archipirata exited %d: %s", code, errw.String())
	}
	if code := run([]string{"play", "--duel", "--db", path, "--out", ""}, strings.NewReader("quit\n"), &out, &errw); code != 0 {
		t.Fatalf("play classic exited %d: %s", code, errw.String())
	}
	out.Reset()
	if code := run([]string{"db", "list", "-db", path}, nil, &out, &errw); code != 0 {
		t.Fatalf("db list exited %d: %s", code, errw.String())
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != 4 || !strings.HasPrefix(lines[0], "ID") || !strings.Contains(lines[0], "GAME") {
		t.Fatalf("db list printed:\n%s", out.String())
	}
	if f := strings.Fields(lines[1]); len(f) < 4 || f[1] != "classic" || f[3] != "active" {
		t.Fatalf("the game in play's row: %q", lines[1])
	}
	if f := strings.Fields(lines[2]); len(f) < 4 || f[1] != "archipirata" || f[3] != "finished" {
		t.Fatalf("the finished game's row: %q", lines[2])
	}
	if !strings.HasPrefix(lines[3], "2 game(s): 1 in play or in a lobby, 1 finished") {
		t.Fatalf("the totals: %q", lines[3])
	}
}
