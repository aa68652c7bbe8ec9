package postgres

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"

	"github.com/jackalbot/jackal/storage"
)

// insertResult records a finished game's result with the users it counts
// for.
func insertResult(ctx context.Context, tx querier, r storage.Result) error {
	data, err := json.Marshal(r)
	if err != nil {
		return err
	}
	var server *string
	if r.Server != "" {
		server = &r.Server
	}
	if _, err := tx.Exec(ctx, `INSERT INTO results (game_id, key, server, finished, finished_ns, record)
		VALUES ($1, $2, $3, $4, $5, $6)`,
		r.GameID, string(r.Key), server, r.Finished, r.Finished.UnixNano(), data); err != nil {
		return mapErr(err)
	}
	for _, u := range r.Users() {
		if _, err := tx.Exec(ctx, "INSERT INTO result_users (user_id, game_id) VALUES ($1, $2)", u, r.GameID); err != nil {
			return mapErr(err)
		}
	}
	return nil
}

// Result returns the result of a finished game; see storage.Store.Result.
func (s *Store) Result(gameID string) (storage.Result, error) {
	var r storage.Result
	err := storage.ValidateGameID(gameID)
	if err == nil {
		err = s.read(func(ctx context.Context, tx querier) error {
			var data []byte
			err := tx.QueryRow(ctx, "SELECT record FROM results WHERE game_id = $1", gameID).Scan(&data)
			if errors.Is(err, pgx.ErrNoRows) {
				return fmt.Errorf("%w: no result %s", storage.ErrNotFound, gameID)
			}
			if err != nil {
				return err
			}
			return json.Unmarshal(data, &r)
		})
	}
	if err != nil {
		return storage.Result{}, fmt.Errorf("storage/postgres: result %s: %w", gameID, err)
	}
	return r, nil
}

// StatsByChat returns a chat's leaderboard; see storage.Store.StatsByChat.
func (s *Store) StatsByChat(key storage.Key) ([]storage.Stat, error) {
	err := key.Validate()
	var results []storage.Result
	if err == nil {
		results, err = s.results("SELECT record FROM results WHERE key = $1 ORDER BY finished_ns, game_id", string(key))
	}
	if err != nil {
		return nil, fmt.Errorf("storage/postgres: stats of %s: %w", key, err)
	}
	return storage.Leaderboard(results), nil
}

// StatsByServer returns a server's leaderboard; see
// storage.Store.StatsByServer.
func (s *Store) StatsByServer(server string) ([]storage.Stat, error) {
	err := storage.ValidateName("server", server)
	var results []storage.Result
	if err == nil {
		results, err = s.results("SELECT record FROM results WHERE server = $1 ORDER BY finished_ns, game_id", server)
	}
	if err != nil {
		return nil, fmt.Errorf("storage/postgres: stats of server %s: %w", server, err)
	}
	return storage.Leaderboard(results), nil
}

// StatsByUser returns a user's totals; see storage.Store.StatsByUser.
func (s *Store) StatsByUser(userID string) (storage.Stat, error) {
	err := storage.ValidateName("user ID", userID)
	var results []storage.Result
	if err == nil {
		results, err = s.results(`SELECT r.record FROM results r JOIN result_users u ON u.game_id = r.game_id
			WHERE u.user_id = $1 ORDER BY r.finished_ns, r.game_id`, userID)
	}
	if err != nil {
		return storage.Stat{}, fmt.Errorf("storage/postgres: stats of user %s: %w", userID, err)
	}
	return storage.UserStat(userID, results), nil
}

// results reads the results a query selects (one record column).
func (s *Store) results(query string, args ...any) ([]storage.Result, error) {
	var out []storage.Result
	err := s.read(func(ctx context.Context, tx querier) error {
		var err error
		out, err = queryRecords[storage.Result](ctx, tx, query, args...)
		return err
	})
	return out, err
}

// queryRecords decodes the JSON records a query selects (one column).
func queryRecords[T any](ctx context.Context, tx querier, query string, args ...any) ([]T, error) {
	rows, err := tx.Query(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, func(row pgx.CollectableRow) (T, error) {
		var data []byte
		var v T
		if err := row.Scan(&data); err != nil {
			return v, err
		}
		if err := json.Unmarshal(data, &v); err != nil {
			return v, fmt.Errorf("record %s: %w", data, err)
		}
		return v, nil
	})
}
