package postgres

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"

	"github.com/jackalbot/jackal/storage"
)

// ListActive summarizes every lobby and active game, ordered by key; see
// storage.Store.ListActive.
func (s *Store) ListActive() ([]storage.GameSummary, error) {
	out, err := s.summaries("SELECT summary FROM games WHERE " + liveStatus + " ORDER BY key")
	if err != nil {
		return nil, fmt.Errorf("storage/postgres: list active: %w", err)
	}
	return out, nil
}

// ListArchived summarizes every finished or aborted game, oldest first;
// see storage.Store.ListArchived.
func (s *Store) ListArchived() ([]storage.GameSummary, error) {
	out, err := s.summaries("SELECT summary FROM games WHERE NOT " + liveStatus + " ORDER BY id")
	if err != nil {
		return nil, fmt.Errorf("storage/postgres: list archived: %w", err)
	}
	storage.SortArchived(out)
	return out, nil
}

// summaries reads the summaries a query selects (one column).
func (s *Store) summaries(query string) ([]storage.GameSummary, error) {
	var out []storage.GameSummary
	err := s.read(func(ctx context.Context, tx querier) error {
		var err error
		out, err = queryRecords[storage.GameSummary](ctx, tx, query)
		return err
	})
	return out, err
}

// LastFinished returns the id of the game finished last under key; see
// storage.Store.LastFinished.
func (s *Store) LastFinished(key storage.Key) (string, error) {
	if err := key.Validate(); err != nil {
		return "", fmt.Errorf("storage/postgres: last finished: %w", err)
	}
	var id string
	err := s.read(func(ctx context.Context, tx querier) error {
		var err error
		id, err = lastFinished(ctx, tx, key)
		return err
	})
	if err != nil {
		return "", fmt.Errorf("storage/postgres: last finished in %s: %w", key, err)
	}
	return id, nil
}

// lastFinished is the id of the game with the newest result under key.
func lastFinished(ctx context.Context, tx querier, key storage.Key) (string, error) {
	var id string
	err := tx.QueryRow(ctx, "SELECT game_id FROM results WHERE key = $1 ORDER BY finished_ns DESC, game_id DESC LIMIT 1",
		string(key)).Scan(&id)
	if errors.Is(err, pgx.ErrNoRows) {
		return "", fmt.Errorf("%w: no game finished in %s", storage.ErrNotFound, key)
	}
	return id, err
}
