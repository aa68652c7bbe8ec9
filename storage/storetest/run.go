package storetest

import (
	"crypto/sha256"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/storage"
)

// Open returns a new, empty store for one test; it closes the store when
// the test ends (t.Cleanup).
type Open func(t *testing.T) storage.Store

// Run runs the whole contract suite, each test as a subtest of t with a
// store of its own from open.
func Run(t *testing.T, open Open) {
	tests := []struct {
		name string
		run  func(t *testing.T, open Open)
	}{
		{"Create", testCreate},
		{"Update", testUpdate},
		{"UpdateMissing", testUpdateMissing},
		{"OddText", testOddText},
		{"FinishAndAbort", testFinishAndAbort},
		{"Lists", testLists},
		{"Export", testExport},
		{"UsersAndChats", testUsersAndChats},
		{"Stats", testStats},
		{"Ratings", testRatings},
		{"Campaigns", testCampaigns},
		{"Puzzles", testPuzzles},
		{"Rekey", testRekey},
		{"Handled", testHandled},
		{"Leases", testLeases},
		{"Check", testCheck},
		{"Backup", testBackup},
		{"TwoWriters", testTwoWriters},
		{"NoLostUpdate", testNoLostUpdate},
		{"CreateRace", testCreateRace},
		{"Closed", testClosed},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) { tc.run(t, open) })
	}
}

// ErrBadAction is what Replay returns for the action "bad".
var ErrBadAction = errors.New("bad action")

// Replay stands in for the engine: the snapshot is the SHA-256 of the
// seed and the joined log; the action "bad" fails and "boom" panics.
func Replay(setup storage.Setup, log []string) ([]byte, error) {
	for _, a := range log {
		switch a {
		case "bad":
			return nil, ErrBadAction
		case "boom":
			panic("replayer exploded")
		}
	}
	sum := sha256.Sum256(fmt.Appendf(nil, "%d\n%s", setup.Seed, strings.Join(log, "\n")))
	return sum[:], nil
}

// snap is Replay for logs known to be valid.
func snap(setup storage.Setup, log []string) []byte {
	s, err := Replay(setup, log)
	if err != nil {
		panic(err)
	}
	return s
}

// NewGame returns a lobby game under key with two human seats (users u1
// and u2) and a snapshot matching its empty log.
func NewGame(key storage.Key, seed uint64) *storage.Game {
	setup := storage.Setup{
		Seed:  seed,
		Crews: []string{"white", "black"},
		Seats: []storage.Seat{{Crew: "white", UserID: "u1", Name: "Ann"}, {Crew: "black", UserID: "u2", Name: "Bob"}},
		Lang:  "en",
	}
	return &storage.Game{Key: key, Setup: setup, Snapshot: snap(setup, nil)}
}

// Move returns an Update function that appends move, makes the game
// active and refreshes the snapshot.
func Move(move string) func(g *storage.Game) error {
	return func(g *storage.Game) error {
		g.Log = append(g.Log, move)
		g.Status = storage.StatusActive
		g.Snapshot = snap(g.Setup, g.Log)
		return nil
	}
}

// create creates g or fails the test.
func create(t *testing.T, s storage.Store, g *storage.Game) *storage.Game {
	t.Helper()
	if err := s.Create(g); err != nil {
		t.Fatalf("Create %s: %v", g.Key, err)
	}
	return g
}

// update applies move to the game under key at any version or fails.
func update(t *testing.T, s storage.Store, key storage.Key, move string) *storage.Game {
	t.Helper()
	g, err := s.Update(key, storage.AnyVersion, Move(move))
	if err != nil {
		t.Fatalf("Update %s: %v", key, err)
	}
	return g
}

// finishWith finishes the game under key with result r or fails.
func finishWith(t *testing.T, s storage.Store, key storage.Key, r storage.Result) *storage.Game {
	t.Helper()
	g, err := s.Finish(key, storage.AnyVersion, func(*storage.Game) (storage.Result, error) { return r, nil })
	if err != nil {
		t.Fatalf("Finish %s: %v", key, err)
	}
	return g
}

// wantErr fails the test unless err is want (nil: no error).
func wantErr(t *testing.T, what string, err, want error) {
	t.Helper()
	if (want == nil) != (err == nil) || !errors.Is(err, want) {
		t.Fatalf("%s = %v, want %v", what, err, want)
	}
}

// noProblems fails the test when Check finds a problem.
func noProblems(t *testing.T, s storage.Store) {
	t.Helper()
	problems, err := s.Check(Replay)
	if err != nil || len(problems) > 0 {
		t.Fatalf("Check = %v, %v", problems, err)
	}
}
