package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/storage"
)

// TestDBCheckRulesChanged: a game whose log the current rules do not
// replay is a fault when it was dealt under them, and a note (exit 0)
// when it was dealt under older ones and its stored state is one: that
// state is the game.
func TestDBCheckRulesChanged(t *testing.T) {
	for _, tc := range []struct {
		name  string
		rules int // 0: stored before versions were, the first
		state bool
		code  int
		want  string
	}{
		{"dealt under the current rules", engine.RulesVersion, true, 1, "1 problem(s)"},
		{"dealt under older rules", 0, true, 0, "1 note(s)"},
		{"dealt under older rules, a stored state that is none", 0, false, 1, "stored state is none"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "jackal.db")
			st, err := storage.Open(path, storage.Options{})
			if err != nil {
				t.Fatal(err)
			}
			setup := storage.Setup{Rules: tc.rules, Seed: 3, Crews: []string{"white", "black"}, Variants: []string{"duel"},
				Seats: []storage.Seat{{Crew: "white", UserID: "1"}, {Crew: "black", UserID: "2"}}}
			o, _ := engine.OptionsFrom(setup.Crews, setup.Variants)
			s, err := engine.New(setup.Seed, o)
			if err != nil {
				t.Fatal(err)
			}
			// the state after two actions, stored with a log whose second
			// entry the current rules refuse
			var log []string
			for range 2 {
				a := engine.Legal(s)[0]
				if err := s.Play(a, nil); err != nil {
					t.Fatal(err)
				}
				log = append(log, a.String())
			}
			snap, _ := s.MarshalBinary()
			if !tc.state {
				snap = []byte("not a state")
			}
			log[1] = "W9 z99"
			if err := st.Create(&storage.Game{Key: "tg:1", Status: storage.StatusActive, Setup: setup, Log: log, Snapshot: snap}); err != nil {
				t.Fatal(err)
			}
			st.Close()
			var out, errw strings.Builder
			code := run([]string{"db", "check", "-db", path}, nil, &out, &errw)
			if code != tc.code || !strings.Contains(out.String(), tc.want) {
				t.Fatalf("db check exited %d, said %q %q; want %d, %q", code, out.String(), errw.String(), tc.code, tc.want)
			}
		})
	}
}

// TestDBOldSchema: the db commands on a store an older version wrote say
// how to upgrade it, and a backup leaves the file as it was (it used to
// upgrade the file it copied, so the older version could read neither).
func TestDBOldSchema(t *testing.T) {
	old, err := os.ReadFile(filepath.Join("..", "..", "bot", "testdata", "classic-v4.db"))
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "old.db")
	if err := os.WriteFile(path, old, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{"check"}, {"list"}, {"backup", filepath.Join(t.TempDir(), "copy.db")}} {
		var out, errw strings.Builder
		code := run(append([]string{"db", args[0], "-db", path}, args[1:]...), nil, &out, &errw)
		if code != 1 || !strings.Contains(errw.String(), "open it once with this version") {
			t.Errorf("db %s exited %d: %q %q", args[0], code, out.String(), errw.String())
		}
		if now, err := os.ReadFile(path); err != nil || !bytes.Equal(now, old) {
			t.Fatalf("db %s changed the old store", args[0])
		}
	}
}
