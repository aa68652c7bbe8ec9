package postgres

import (
	"context"
	"fmt"

	"github.com/jackalbot/jackal/storage"
)

// UpdateJournal keeps the updates a platform client fetched until they
// are handled, in the update_journal table (it implements the Telegram
// client's Journal, as storage.UpdateJournal does in a bbolt file): a
// crash of a long-polling process between fetching an update and handling
// it loses nothing, and the next start handles it.
type UpdateJournal struct {
	s      *Store
	source string
}

// UpdateJournal returns the journal of source ("tg").
func (s *Store) UpdateJournal(source string) *UpdateJournal {
	return &UpdateJournal{s: s, source: source}
}

// Keep stores the raw updates of ids in one transaction and returns the
// ids it did not hold yet, in the order given.
func (j *UpdateJournal) Keep(ids []int, raws [][]byte) ([]int, error) {
	if len(ids) != len(raws) {
		return nil, fmt.Errorf("storage/postgres: keep updates: %w: %d ids for %d updates", storage.ErrInvalid, len(ids), len(raws))
	}
	var fresh []int
	err := j.s.tx(func(ctx context.Context, tx querier) error {
		fresh = fresh[:0]
		for i, id := range ids {
			tag, err := tx.Exec(ctx, "INSERT INTO update_journal (source, id, raw) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING",
				j.source, int64(id), raws[i])
			if err != nil {
				return err
			}
			if tag.RowsAffected() == 1 {
				fresh = append(fresh, id)
			}
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("storage/postgres: keep updates: %w", err)
	}
	return fresh, nil
}

// Done forgets a handled update.
func (j *UpdateJournal) Done(id int) error {
	err := j.s.read(func(ctx context.Context, q querier) error {
		_, err := q.Exec(ctx, "DELETE FROM update_journal WHERE source = $1 AND id = $2", j.source, int64(id))
		return err
	})
	if err != nil {
		return fmt.Errorf("storage/postgres: update %d done: %w", id, err)
	}
	return nil
}

// Pending returns the updates kept and not done, in id order.
func (j *UpdateJournal) Pending() ([]int, [][]byte, error) {
	var ids []int
	var raws [][]byte
	err := j.s.read(func(ctx context.Context, q querier) error {
		rows, err := q.Query(ctx, "SELECT id, raw FROM update_journal WHERE source = $1 ORDER BY id", j.source)
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			var id int64
			var raw []byte
			if err := rows.Scan(&id, &raw); err != nil {
				return err
			}
			ids = append(ids, int(id))
			raws = append(raws, raw)
		}
		return rows.Err()
	})
	if err != nil {
		return nil, nil, fmt.Errorf("storage/postgres: pending updates: %w", err)
	}
	return ids, raws, nil
}

// unhandled counts the updates kept and not done (Dump's Unhandled).
func unhandled(ctx context.Context, q querier) (int, error) {
	var n int
	err := q.QueryRow(ctx, "SELECT count(*) FROM update_journal").Scan(&n)
	return n, err
}
