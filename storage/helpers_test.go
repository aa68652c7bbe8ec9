package storage

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// childEnv switches a re-executed test binary into a helper process role
// ("writer" or "holder"); see TestMain.
const childEnv = "JACKAL_STORAGE_CHILD"

// TestMain runs the helper process roles used by the fault tests when the
// binary is re-executed with childEnv set, and otherwise the tests. It also
// removes the shared benchmark fixture.
func TestMain(m *testing.M) {
	switch os.Getenv(childEnv) {
	case "writer":
		os.Exit(runWriter(os.Getenv("JACKAL_STORAGE_DB"), os.Getenv("JACKAL_STORAGE_ROUND")))
	case "holder":
		os.Exit(runHolder(os.Getenv("JACKAL_STORAGE_DB")))
	}
	code := m.Run()
	removeBenchFixture()
	os.Exit(code)
}

// errBadAction is what fakeReplay returns for the action "bad".
var errBadAction = errors.New("bad action")

// fakeReplay stands in for the engine: the snapshot is the SHA-256 of the
// seed and the joined log; the action "bad" fails and "boom" panics.
func fakeReplay(setup Setup, log []string) ([]byte, error) {
	var changed error
	if setup.Rules == olderRules {
		changed = fmt.Errorf("%w: fake rules %d, now 100", ErrRulesChanged, setup.Rules)
	}
	if setup.Base != nil {
		// a state to play on: any snapshot but notState decodes
		if string(setup.Base) == notState {
			return nil, fmt.Errorf("%w: %w", changed, errBadAction)
		}
		return setup.Base, changed
	}
	for _, a := range log {
		switch a {
		case "bad":
			if changed != nil {
				return nil, fmt.Errorf("%w: %w", changed, errBadAction)
			}
			return nil, errBadAction
		case "boom":
			panic("replayer exploded")
		}
	}
	sum := sha256.Sum256([]byte(fmt.Sprintf("%d\n%s", setup.Seed, strings.Join(log, "\n"))))
	return sum[:], changed
}

// olderRules is the rules version fakeReplay takes for one older than it
// plays: it rebuilds such a game, with ErrRulesChanged.
const olderRules = 99

// notState is the one snapshot fakeReplay cannot play on as a base.
const notState = "not a state"

// mustSnap is fakeReplay for logs known to be valid.
func mustSnap(setup Setup, log []string) []byte {
	snap, err := fakeReplay(setup, log)
	if err != nil {
		panic(err)
	}
	return snap
}

// newGame returns a lobby game under key with two human seats and a
// snapshot matching its (empty) log.
func newGame(key Key, seed uint64) *Game {
	setup := Setup{
		Seed:  seed,
		Crews: []string{"white", "black"},
		Seats: []Seat{{Crew: "white", UserID: "u1", Name: "Ann"}, {Crew: "black", UserID: "u2", Name: "Bob"}},
		Lang:  "en",
	}
	return &Game{Key: key, Setup: setup, Snapshot: mustSnap(setup, nil)}
}

// appendMove returns an Update function that appends move and refreshes
// the snapshot.
func appendMove(move string) func(g *Game) error {
	return func(g *Game) error {
		g.Log = append(g.Log, move)
		g.Status = StatusActive
		g.Snapshot = mustSnap(g.Setup, g.Log)
		return nil
	}
}

// openTemp opens a new store in a temporary directory and closes it at the
// end of the test.
func openTemp(t testing.TB) (*Bolt, string) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "jackal.db")
	s, err := Open(path, Options{Timeout: 200 * time.Millisecond})
	if err != nil {
		t.Fatalf("Open: %v", err)
	}
	t.Cleanup(func() { _ = s.Close() })
	return s, path
}

// mustCreate creates g or fails the test.
func mustCreate(t testing.TB, s *Bolt, g *Game) *Game {
	t.Helper()
	if err := s.Create(g); err != nil {
		t.Fatalf("Create %s: %v", g.Key, err)
	}
	return g
}

// fileHash returns the SHA-256 of a file's bytes.
func fileHash(t testing.TB, path string) string {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatalf("open %s: %v", path, err)
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		t.Fatalf("read %s: %v", path, err)
	}
	return hex.EncodeToString(h.Sum(nil))
}

// dirNames lists the names in a directory.
func dirNames(t testing.TB, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatalf("read dir: %v", err)
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	return names
}
