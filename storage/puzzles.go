package storage

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"time"

	bolt "go.etcd.io/bbolt"
)

// PuzzleResult is one player's result of a solo puzzle (Jackal
// Archipelago's): whether the goal was met, in how many turns, with how
// many pirates alive and coins banked.
type PuzzleResult struct {
	UserID    string    `json:"user_id"`
	Puzzle    int       `json:"puzzle"`
	Solved    bool      `json:"solved"`
	Turns     int       `json:"turns"`
	Survivors int       `json:"survivors"`
	Coins     int       `json:"coins"`
	GameID    string    `json:"game_id,omitempty"`
	At        time.Time `json:"at"`
}

// Beats reports whether r is a better result than o of the same puzzle:
// solved first, then fewer turns, then more survivors, then more coins.
func (r PuzzleResult) Beats(o PuzzleResult) bool {
	switch {
	case r.Solved != o.Solved:
		return r.Solved
	case r.Solved && r.Turns != o.Turns:
		return r.Turns < o.Turns
	case r.Survivors != o.Survivors:
		return r.Survivors > o.Survivors
	case r.Coins != o.Coins:
		return r.Coins > o.Coins
	case !r.Solved && r.Turns != o.Turns:
		return r.Turns < o.Turns
	}
	return false
}

// Validate checks a result about to be recorded: a valid user ID, a
// puzzle from 1, no negative count (ErrInvalid).
func (r PuzzleResult) Validate() error {
	if err := checkName("user ID", r.UserID); err != nil {
		return err
	}
	if r.Puzzle < 1 || r.Turns < 0 || r.Survivors < 0 || r.Coins < 0 {
		return fmt.Errorf("%w: puzzle %d, %d turns, %d survivors, %d coins", ErrInvalid, r.Puzzle, r.Turns, r.Survivors, r.Coins)
	}
	return nil
}

// puzzleKey is the key of a player's result of puzzle n.
func puzzleKey(userID string, n int) []byte {
	k := make([]byte, 0, len(userID)+5)
	k = append(append(k, userID...), 0)
	return binary.BigEndian.AppendUint32(k, uint32(n))
}

// RecordPuzzle keeps r when it beats the best kept; see Store.RecordPuzzle.
func (s *Bolt) RecordPuzzle(r PuzzleResult) (PuzzleResult, bool, error) {
	err := r.Validate()
	best, improved := r, true
	if err == nil {
		err = s.update(func(tx *bolt.Tx) error {
			b := tx.Bucket(bucketPuzzles)
			k := puzzleKey(r.UserID, r.Puzzle)
			if b.Get(k) != nil {
				var old PuzzleResult
				if err := getJSON(b, k, &old, "puzzle result"); err != nil {
					return err
				}
				if !r.Beats(old) {
					best, improved = old, false
					return nil
				}
			}
			return putJSON(b, k, &r)
		})
	}
	if err != nil {
		return PuzzleResult{}, false, fmt.Errorf("storage: record puzzle %d of %s: %w", r.Puzzle, r.UserID, err)
	}
	return best, improved, nil
}

// PuzzleBests returns a player's best results; see Store.PuzzleBests.
func (s *Bolt) PuzzleBests(userID string) ([]PuzzleResult, error) {
	var out []PuzzleResult
	err := checkName("user ID", userID)
	if err == nil {
		err = s.view(func(tx *bolt.Tx) error {
			prefix := append([]byte(userID), 0)
			c := tx.Bucket(bucketPuzzles).Cursor()
			for k, v := c.Seek(prefix); k != nil && bytes.HasPrefix(k, prefix); k, v = c.Next() {
				var r PuzzleResult
				if err := decode(v, &r); err != nil {
					return fmt.Errorf("puzzle result %q: %w", k, err)
				}
				out = append(out, r)
			}
			return nil
		})
	}
	if err != nil {
		return nil, fmt.Errorf("storage: puzzle results of %s: %w", userID, err)
	}
	return out, nil
}
