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
	out, err := s.summaries("SELECT record FROM games WHERE " + liveStatus + " ORDER BY key")
	if err != nil {
		return nil, fmt.Errorf("storage/postgres: list active: %w", err)
	}
	return out, nil
}

// ListArchived summarizes every finished or aborted game, oldest first;
// see storage.Store.ListArchived.
func (s *Store) ListArchived() ([]storage.GameSummary, error) {
	out, err := s.summaries("SELECT record FROM games WHERE NOT " + liveStatus + " ORDER BY id")
	if err != nil {
		return nil, fmt.Errorf("storage/postgres: list archived: %w", err)
	}
	storage.SortArchived(out)
	return out, nil
}

// summaries summarizes the games a query selects.
func (s *Store) summaries(query string) ([]storage.GameSummary, error) {
	var games []storage.Game
	err := s.view(func(ctx context.Context, tx pgx.Tx) error {
		var err error
		games, err = queryRecords[storage.Game](ctx, tx, query)
		return err
	})
	if err != nil {
		return nil, err
	}
	var out []storage.GameSummary
	for i := range games {
		out = append(out, games[i].Summary())
	}
	return out, nil
}

// LastFinished returns the id of the game finished last under key; see
// storage.Store.LastFinished.
func (s *Store) LastFinished(key storage.Key) (string, error) {
	if err := key.Validate(); err != nil {
		return "", fmt.Errorf("storage/postgres: last finished: %w", err)
	}
	var id string
	err := s.view(func(ctx context.Context, tx pgx.Tx) error {
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
func lastFinished(ctx context.Context, tx pgx.Tx, key storage.Key) (string, error) {
	var id string
	err := tx.QueryRow(ctx, "SELECT game_id FROM results WHERE key = $1 ORDER BY finished_ns DESC, game_id DESC LIMIT 1",
		string(key)).Scan(&id)
	if errors.Is(err, pgx.ErrNoRows) {
		return "", fmt.Errorf("%w: no game finished in %s", storage.ErrNotFound, key)
	}
	return id, err
}
