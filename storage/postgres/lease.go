package postgres

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/jackalbot/jackal/storage"
)

var _ storage.Leaser = (*Store)(nil)

// Lease implements storage.Leaser in the leases table, in one statement:
// the row is taken when there is none, when holder has it (a renewal) or
// when it expired by now; otherwise another holder keeps it and the
// answer is false. Two processes asking at once are ordered by the row's
// lock, so one lease has one holder.
func (s *Store) Lease(name, holder string, now time.Time, ttl time.Duration) (bool, error) {
	if err := storage.ValidateLease(name, holder, ttl); err != nil {
		return false, err
	}
	var took bool
	err := s.read(func(ctx context.Context, q querier) error {
		err := q.QueryRow(ctx, `INSERT INTO leases (name, holder, expires_ns) VALUES ($1, $2, $3)
			ON CONFLICT (name) DO UPDATE SET holder = EXCLUDED.holder, expires_ns = EXCLUDED.expires_ns
			WHERE leases.holder = EXCLUDED.holder OR leases.expires_ns <= $4
			RETURNING true`, name, holder, now.Add(ttl).UnixNano(), now.UnixNano()).Scan(&took)
		if errors.Is(err, pgx.ErrNoRows) {
			return nil // another holder's, not expired
		}
		return err
	})
	if err != nil {
		return false, fmt.Errorf("storage/postgres: lease %s for %s: %w", name, holder, err)
	}
	return took, nil
}

// Release implements storage.Leaser: the row goes if holder has it.
func (s *Store) Release(name, holder string) error {
	err := s.read(func(ctx context.Context, q querier) error {
		_, err := q.Exec(ctx, "DELETE FROM leases WHERE name = $1 AND holder = $2", name, holder)
		return err
	})
	if err != nil {
		return fmt.Errorf("storage/postgres: release %s for %s: %w", name, holder, err)
	}
	return nil
}
