package postgres

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"

	"github.com/jackalbot/jackal/storage"
)

// RecordPuzzle keeps r when it beats its player's best of its puzzle; see
// storage.Store.RecordPuzzle. The player's results are locked for the
// transaction, so two results of one player at once are compared in turn.
func (s *Store) RecordPuzzle(r storage.PuzzleResult) (storage.PuzzleResult, bool, error) {
	err := r.Validate()
	best, improved := r, true
	if err == nil {
		err = s.tx(func(ctx context.Context, tx querier) error {
			if _, err := tx.Exec(ctx, "SELECT pg_advisory_xact_lock(hashtextextended('puzzle:' || $1, 0))", r.UserID); err != nil {
				return err
			}
			var old storage.PuzzleResult
			var data []byte
			err := tx.QueryRow(ctx, "SELECT record FROM puzzle_bests WHERE user_id = $1 AND puzzle = $2", r.UserID, r.Puzzle).Scan(&data)
			switch {
			case errors.Is(err, pgx.ErrNoRows):
			case err != nil:
				return err
			default:
				if err := json.Unmarshal(data, &old); err != nil {
					return fmt.Errorf("puzzle result: %w", err)
				}
				if !r.Beats(old) {
					best, improved = old, false
					return nil
				}
			}
			rec, err := json.Marshal(&r)
			if err != nil {
				return err
			}
			_, err = tx.Exec(ctx, `INSERT INTO puzzle_bests (user_id, puzzle, record) VALUES ($1, $2, $3)
				ON CONFLICT (user_id, puzzle) DO UPDATE SET record = EXCLUDED.record`, r.UserID, r.Puzzle, rec)
			return err
		})
	}
	if err != nil {
		return storage.PuzzleResult{}, false, fmt.Errorf("storage/postgres: record puzzle %d of %s: %w", r.Puzzle, r.UserID, err)
	}
	return best, improved, nil
}

// PuzzleBests returns a player's best results by puzzle number; see
// storage.Store.PuzzleBests.
func (s *Store) PuzzleBests(userID string) ([]storage.PuzzleResult, error) {
	var out []storage.PuzzleResult
	err := storage.ValidateName("user ID", userID)
	if err == nil {
		err = s.read(func(ctx context.Context, tx querier) error {
			var err error
			out, err = queryRecords[storage.PuzzleResult](ctx, tx,
				"SELECT record FROM puzzle_bests WHERE user_id = $1 ORDER BY puzzle", userID)
			return err
		})
	}
	if err != nil {
		return nil, fmt.Errorf("storage/postgres: puzzle results of %s: %w", userID, err)
	}
	return out, nil
}
