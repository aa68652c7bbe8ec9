package postgres

import (
	"context"
	"fmt"

	"github.com/jackalbot/jackal/storage"
)

// MarkHandled records that the platform update id was handled at Unix
// time at; see storage.Store.MarkHandled. Marks older than
// storage.HandledKeep before at are forgotten in the same transaction
// (the index on the time makes that cheap when there are none).
func (s *Store) MarkHandled(id string, at int64) error {
	err := storage.ValidateUpdateID(id)
	if err == nil {
		err = s.tx(func(ctx context.Context, tx querier) error {
			if _, err := tx.Exec(ctx, "DELETE FROM handled_updates WHERE at < $1", at-storage.HandledKeep); err != nil {
				return err
			}
			_, err := tx.Exec(ctx, `INSERT INTO handled_updates (id, at) VALUES ($1, $2)
				ON CONFLICT (id) DO UPDATE SET at = EXCLUDED.at`, id, at)
			return err
		})
	}
	if err != nil {
		return fmt.Errorf("storage/postgres: mark handled %s: %w", id, err)
	}
	return nil
}

// Handled reports whether the platform update id was marked handled; see
// storage.Store.Handled.
func (s *Store) Handled(id string) (bool, error) {
	var seen bool
	err := s.read(func(ctx context.Context, tx querier) error {
		return tx.QueryRow(ctx, "SELECT EXISTS (SELECT 1 FROM handled_updates WHERE id = $1)", id).Scan(&seen)
	})
	if err != nil {
		return false, fmt.Errorf("storage/postgres: handled %s: %w", id, err)
	}
	return seen, nil
}

// MarkFirst marks update id handled at time at and reports whether it was
// not marked before, in one statement; see storage.Store.MarkFirst.
func (s *Store) MarkFirst(id string, at int64) (bool, error) {
	if err := storage.ValidateUpdateID(id); err != nil {
		return false, fmt.Errorf("storage/postgres: mark first: %w", err)
	}
	var first bool
	err := s.tx(func(ctx context.Context, tx querier) error {
		tag, err := tx.Exec(ctx, `INSERT INTO handled_updates (id, at) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING`, id, at)
		first = err == nil && tag.RowsAffected() == 1
		return err
	})
	if err != nil {
		return false, fmt.Errorf("storage/postgres: mark first %s: %w", id, err)
	}
	return first, nil
}
