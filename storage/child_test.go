package storage

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"time"
)

// writerKeys are the chats the writer process plays in.
var writerKeys = []Key{"tg:-100:1", "tg:-100:2", "dc:77", "term:local"}

// writerGameMoves is how many moves the writer plays before finishing a
// game (the last one is applied inside Finish).
const writerGameMoves = 12

// runWriter is the "writer" child role: it plays moves in several games as
// fast as it can and prints one line per committed change:
//
//	ack <gameID> <move>   after Update returned nil
//	fin <gameID> <move>   after Finish returned nil (move applied in it)
//
// It runs until it is killed, or for at most 2 minutes.
func runWriter(path, round string) int {
	s, err := Open(path, Options{Timeout: 5 * time.Second})
	if err != nil {
		fmt.Fprintln(os.Stderr, "writer:", err)
		return 1
	}
	defer s.Close()
	deadline := time.Now().Add(2 * time.Minute)
	for i := 0; time.Now().Before(deadline); i++ {
		key := writerKeys[i%len(writerKeys)]
		g, err := s.Get(key)
		if errors.Is(err, ErrNotFound) {
			g = newGame(key, uint64(i))
			err = s.Create(g)
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, "writer:", err)
			return 1
		}
		move := fmt.Sprintf("r%s-%d", round, i)
		if len(g.Log)+1 < writerGameMoves {
			if _, err := s.Update(key, g.Version, appendMove(move)); err != nil {
				fmt.Fprintln(os.Stderr, "writer:", err)
				return 1
			}
			fmt.Printf("ack %s %s\n", g.ID, move)
			continue
		}
		_, err = s.Finish(key, g.Version, func(g *Game) (Result, error) {
			if err := appendMove(move)(g); err != nil {
				return Result{}, err
			}
			return Result{Players: []PlayerResult{
				{UserID: "u1", Name: "Ann", Crew: "white", Gold: 5, Won: true},
				{UserID: "u2", Name: "Bob", Crew: "black", Gold: 3},
			}}, nil
		})
		if err != nil {
			fmt.Fprintln(os.Stderr, "writer:", err)
			return 1
		}
		fmt.Printf("fin %s %s\n", g.ID, move)
	}
	return 0
}

// runHolder is the "holder" child role: it opens the store, prints
// "ready", and keeps the file open until its standard input closes.
func runHolder(path string) int {
	s, err := Open(path, Options{Timeout: 5 * time.Second})
	if err != nil {
		fmt.Fprintln(os.Stderr, "holder:", err)
		return 1
	}
	fmt.Println("ready")
	_, _ = io.Copy(io.Discard, bufio.NewReader(os.Stdin))
	if err := s.Close(); err != nil {
		fmt.Fprintln(os.Stderr, "holder:", err)
		return 1
	}
	return 0
}
