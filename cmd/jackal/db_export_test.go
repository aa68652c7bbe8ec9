package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestExportByListedID: the id db list prints for a game in play exports
// it (before: "no archived game"), as a chat's key does.
func TestExportByListedID(t *testing.T) {
	db := filepath.Join(t.TempDir(), "game.db")
	var out, errw strings.Builder
	if code := run([]string{"play", "--db", db, "--out", ""}, strings.NewReader("1\n1\nquit\n"), &out, &errw); code != 0 {
		t.Fatalf("play: exit %d: %s", code, errw.String())
	}
	out.Reset()
	if code := run([]string{"db", "list", "-db", db}, nil, &out, &errw); code != 0 {
		t.Fatalf("db list: exit %d: %s", code, errw.String())
	}
	lines := strings.Split(out.String(), "\n")
	if len(lines) < 2 || !strings.Contains(lines[1], "active") {
		t.Fatalf("db list:\n%s", out.String())
	}
	id := strings.Fields(lines[1])[0]
	for _, ref := range []string{id, "term:local"} {
		out.Reset()
		errw.Reset()
		if code := run([]string{"db", "export", "-db", db, ref}, nil, &out, &errw); code != 0 || !strings.Contains(out.String(), `"id": "`+id+`"`) {
			t.Errorf("db export %s: exit %d, stderr %q, stdout %.200q", ref, code, errw.String(), out.String())
		}
	}
	if code := run([]string{"db", "export", "-db", db, "20200101T000000Z-0000000000"}, nil, &out, &errw); code != 1 {
		t.Errorf("db export of an unknown id: exit %d", code)
	}
}

// TestBackupTarget: a backup into a directory or to "-" is refused with
// what to give instead (before: a rename error, a file named "-"); an
// island's id is read whatever its case.
func TestBackupTarget(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "game.db")
	var out, errw strings.Builder
	if code := run([]string{"play", "--db", db, "--out", ""}, strings.NewReader("quit\n"), &out, &errw); code != 0 {
		t.Fatalf("play: exit %d: %s", code, errw.String())
	}
	for _, target := range []string{dir, "-"} {
		errw.Reset()
		if code := run([]string{"db", "backup", "-db", db, target}, nil, &out, &errw); code != 1 || !strings.Contains(errw.String(), "name") {
			t.Errorf("db backup to %s: exit %d, stderr %q", target, code, errw.String())
		}
	}
	errw.Reset()
	if code := run([]string{"render", "island", "RING", "--out", filepath.Join(dir, "r.png")}, nil, &out, &errw); code != 0 {
		t.Errorf("render island RING: exit %d, stderr %q", code, errw.String())
	}
}
