package storage_test

import (
	"crypto/sha256"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/jackalbot/jackal/storage"
)

// replay stands in for the game engine: it rebuilds a snapshot from a
// setup and an action log.
func replay(setup storage.Setup, log []string) ([]byte, error) {
	sum := sha256.Sum256([]byte(strings.Join(log, "\n")))
	return sum[:], nil
}

// Example shows a game's life: Open, Create, Update with the version the
// player saw, a stale button refused, Get, and Finish.
func Example() {
	dir, err := os.MkdirTemp("", "jackal-example-")
	if err != nil {
		fmt.Println(err)
		return
	}
	defer os.RemoveAll(dir)

	s, err := storage.Open(filepath.Join(dir, "jackal.db"), storage.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	defer s.Close()

	key := storage.NewKey("tg", "-100123", "7")
	g := &storage.Game{Key: key, Setup: storage.Setup{Seed: 42, Crews: []string{"white", "black"}}}
	if err := s.Create(g); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("created", g.Key, "version", g.Version, g.Status)

	// A button carries the version it was drawn at.
	shown := g.Version
	move := func(g *storage.Game) error {
		g.Log = append(g.Log, "W1 e5 +c")
		g.Status = storage.StatusActive
		snap, err := replay(g.Setup, g.Log)
		g.Snapshot = snap
		return err
	}
	g, err = s.Update(key, shown, move)
	fmt.Println("moved: version", g.Version, "log", g.Log, err)

	// The same button pressed again is stale and changes nothing.
	_, err = s.Update(key, shown, move)
	fmt.Println("second press stale:", errors.Is(err, storage.ErrStale))

	g, err = s.Get(key)
	fmt.Println("stored:", g.Version, len(g.Log), err)

	g, err = s.Finish(key, g.Version, func(g *storage.Game) (storage.Result, error) {
		return storage.Result{Players: []storage.PlayerResult{{UserID: "1", Name: "Ann", Crew: "white", Gold: 9, Won: true}}}, nil
	})
	fmt.Println("finished:", g.Status, err)
	stats, err := s.StatsByChat(key)
	fmt.Printf("leaderboard: %+v %v\n", stats, err)
	// Output:
	// created tg:-100123:7 version 1 lobby
	// moved: version 2 log [W1 e5 +c] <nil>
	// second press stale: true
	// stored: 2 1 <nil>
	// finished: finished <nil>
	// leaderboard: [{UserID:1 Name:Ann Games:1 Wins:1 Gold:9}] <nil>
}

// ExampleBolt_Check verifies every stored game against the engine, as
// `jackal db check` does.
func ExampleBolt_Check() {
	dir, err := os.MkdirTemp("", "jackal-example-")
	if err != nil {
		fmt.Println(err)
		return
	}
	defer os.RemoveAll(dir)
	s, err := storage.Open(filepath.Join(dir, "jackal.db"), storage.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	defer s.Close()
	snap, _ := replay(storage.Setup{}, nil)
	if err := s.Create(&storage.Game{Key: "term:local", Snapshot: snap}); err != nil {
		fmt.Println(err)
		return
	}
	problems, err := s.Check(replay)
	fmt.Println(len(problems), "problems", err)
	// Output:
	// 0 problems <nil>
}
