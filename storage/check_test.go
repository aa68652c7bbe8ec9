package storage

import (
	"errors"
	"slices"
	"strings"
	"testing"
	"time"

	bolt "go.etcd.io/bbolt"
)

func TestCheck(t *testing.T) {
	tests := []struct {
		name   string
		damage func(t *testing.T, s *Bolt, id string)
		want   string // substring of the one expected problem; "" for none
		note   bool   // … which is a note, not a fault
	}{
		{name: "healthy"},
		{name: "older rules, the log plays out the same", damage: func(t *testing.T, s *Bolt, _ string) {
			if _, err := s.Update("tg:1", AnyVersion, func(g *Game) error {
				g.Setup.Rules = olderRules
				g.Snapshot, _ = fakeReplay(g.Setup, g.Log) // rebuilt, the rules' change said
				return nil
			}); err != nil {
				t.Fatal(err)
			}
		}},
		{name: "older rules, the log plays out otherwise", damage: func(t *testing.T, s *Bolt, _ string) {
			if _, err := s.Update("tg:1", AnyVersion, func(g *Game) error { g.Setup.Rules, g.Snapshot = olderRules, []byte("old"); return nil }); err != nil {
				t.Fatal(err)
			}
		}, want: "rules have changed", note: true},
		{name: "older rules, a snapshot of an older layout", damage: func(t *testing.T, s *Bolt, _ string) {
			if _, err := s.Update("tg:1", AnyVersion, func(g *Game) error { g.Setup.Rules, g.Snapshot = olderRules, []byte(notState); return nil }); err != nil {
				t.Fatal(err)
			}
		}, want: "actions rebuild the game", note: true},
		{name: "older rules, neither a state nor a log that rebuilds", damage: func(t *testing.T, s *Bolt, _ string) {
			if _, err := s.Update("tg:1", AnyVersion, func(g *Game) error {
				g.Setup.Rules, g.Snapshot, g.Log = olderRules, []byte(notState), append(g.Log, "bad")
				return nil
			}); err != nil {
				t.Fatal(err)
			}
		}, want: "stored state is none"},
		{name: "older rules, the log does not replay", damage: func(t *testing.T, s *Bolt, _ string) {
			if _, err := s.Update("tg:1", AnyVersion, func(g *Game) error {
				g.Setup.Rules, g.Log = olderRules, append(g.Log, "bad")
				return nil
			}); err != nil {
				t.Fatal(err)
			}
		}, want: "play out differently now", note: true},
		{name: "stale snapshot", damage: func(t *testing.T, s *Bolt, _ string) {
			if _, err := s.Update("tg:1", AnyVersion, func(g *Game) error { g.Snapshot = []byte("old"); return nil }); err != nil {
				t.Fatal(err)
			}
		}, want: "snapshot differs"},
		{name: "log that does not replay", damage: func(t *testing.T, s *Bolt, _ string) {
			if _, err := s.Update("tg:1", AnyVersion, func(g *Game) error { g.Log = append(g.Log, "bad"); return nil }); err != nil {
				t.Fatal(err)
			}
		}, want: "does not rebuild"},
		{name: "replayer panics", damage: func(t *testing.T, s *Bolt, _ string) {
			if _, err := s.Update("tg:1", AnyVersion, func(g *Game) error { g.Log = append(g.Log, "boom"); return nil }); err != nil {
				t.Fatal(err)
			}
		}, want: "replayer exploded"},
		{name: "undecodable record", damage: func(t *testing.T, s *Bolt, _ string) {
			raw(t, s, func(tx *bolt.Tx) error { return tx.Bucket(bucketActive).Put([]byte("tg:1"), []byte("{not json")) })
		}, want: "decode"},
		{name: "record under the wrong key", damage: func(t *testing.T, s *Bolt, _ string) {
			raw(t, s, func(tx *bolt.Tx) error {
				b := tx.Bucket(bucketActive)
				return b.Put([]byte("tg:2"), b.Get([]byte("tg:1")))
			})
		}, want: "record has key"},
		{name: "lost index entry", damage: func(t *testing.T, s *Bolt, id string) {
			raw(t, s, func(tx *bolt.Tx) error {
				var r Result
				if err := getJSON(tx.Bucket(bucketResults), []byte(id), &r, "result"); err != nil {
					return err
				}
				return tx.Bucket(bucketByChat).Delete(indexKey(string(r.Key), r))
			})
		}, want: "missing from the chat index"},
		{name: "result without archived game", damage: func(t *testing.T, s *Bolt, id string) {
			raw(t, s, func(tx *bolt.Tx) error { return tx.Bucket(bucketArchive).Delete([]byte(id)) })
		}, want: "no archived game"},
		{name: "stale summary", damage: func(t *testing.T, s *Bolt, _ string) {
			raw(t, s, func(tx *bolt.Tx) error {
				return tx.Bucket(bucketSummaries).Put([]byte("tg:1"), []byte(`{"key":"tg:1"}`))
			})
		}, want: "summary missing or out of date"},
		{name: "orphan summary", damage: func(t *testing.T, s *Bolt, _ string) {
			raw(t, s, func(tx *bolt.Tx) error {
				return tx.Bucket(bucketSummaries).Put([]byte("tg:9"), []byte(`{"key":"tg:9"}`))
			})
		}, want: "summary without an active game"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s, _ := openTemp(t)
			id := finishGame(t, s, "dc:3", time.Unix(5000, 0), PlayerResult{UserID: "u1", Won: true})
			mustCreate(t, s, newGame("tg:1", 1))
			if _, err := s.Update("tg:1", AnyVersion, appendMove("W1 a1")); err != nil {
				t.Fatal(err)
			}
			if tc.damage != nil {
				tc.damage(t, s, id)
			}
			problems, err := s.Check(fakeReplay)
			if err != nil {
				t.Fatal(err)
			}
			if tc.want == "" {
				if len(problems) != 0 {
					t.Fatalf("healthy store: %v", problems)
				}
				return
			}
			found := slices.ContainsFunc(problems, func(p CheckProblem) bool { return strings.Contains(p.Problem, tc.want) && p.Note == tc.note })
			if !found {
				t.Fatalf("problems = %v, want one containing %q (a note: %v)", problems, tc.want, tc.note)
			}
		})
	}
	s, _ := openTemp(t)
	if _, err := s.Check(nil); !errors.Is(err, ErrInvalid) {
		t.Fatalf("Check(nil) = %v", err)
	}
}

// raw changes the database behind the store's back, to simulate damage.
func raw(t *testing.T, s *Bolt, fn func(tx *bolt.Tx) error) {
	t.Helper()
	if err := s.db.Update(fn); err != nil {
		t.Fatal(err)
	}
}
