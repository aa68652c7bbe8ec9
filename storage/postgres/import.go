package postgres

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"

	"github.com/jackalbot/jackal/storage"
)

// ErrNotEmpty is returned by Import into a database that already holds
// records when it was not told to replace them.
var ErrNotEmpty = errors.New("the database is not empty")

// importTables are the tables Import fills (and empties first when it
// replaces), children before the tables they reference.
const importTables = "result_users, results, games, users, chats, ratings, rated, puzzle_bests, campaigns, handled_updates"

// Import writes every record of d into the store in one transaction,
// as they are (IDs, versions, logs, snapshots, times), with the columns
// and rows derived from them: a copy of another store (`jackal db
// migrate`). The tables it fills must hold no row (ErrNotEmpty) unless
// replace is set, which empties them first, in the same transaction;
// other tables are left alone. ctx bounds the whole import
// (Options.Timeout does not).
func (s *Store) Import(ctx context.Context, d *storage.Dump, replace bool) error {
	if d == nil {
		return fmt.Errorf("storage/postgres: import: %w: nil dump", storage.ErrInvalid)
	}
	if s.closed.Load() {
		return storage.ErrClosed
	}
	err := pgx.BeginTxFunc(ctx, s.pool, pgx.TxOptions{}, func(tx pgx.Tx) error {
		if replace {
			if _, err := tx.Exec(ctx, "TRUNCATE "+importTables); err != nil {
				return err
			}
		} else if err := checkEmpty(ctx, tx); err != nil {
			return err
		}
		return importDump(ctx, tx, d)
	})
	if err != nil {
		return fmt.Errorf("storage/postgres: import: %w", mapErr(err))
	}
	return nil
}

// checkEmpty returns ErrNotEmpty when a table Import fills has a row.
func checkEmpty(ctx context.Context, tx querier) error {
	for _, t := range backupTables {
		var has bool
		if err := tx.QueryRow(ctx, "SELECT EXISTS (SELECT 1 FROM "+t.table+")").Scan(&has); err != nil {
			return err
		}
		if has {
			return fmt.Errorf("%w: table %s has rows", ErrNotEmpty, t.table)
		}
	}
	return nil
}

// importDump inserts d's records, the games before the results that
// reference them.
func importDump(ctx context.Context, tx querier, d *storage.Dump) error {
	for i := range d.Games {
		if err := insertGame(ctx, tx, &d.Games[i]); err != nil {
			return fmt.Errorf("game %s: %w", d.Games[i].ID, err)
		}
	}
	for _, r := range d.Results {
		if err := insertResult(ctx, tx, r); err != nil {
			return fmt.Errorf("result %s: %w", r.GameID, err)
		}
	}
	for _, u := range d.Users {
		if err := insertJSON(ctx, tx, "INSERT INTO users (id, record) VALUES ($1, $2)", u, u.ID); err != nil {
			return fmt.Errorf("user %s: %w", u.ID, err)
		}
	}
	for _, c := range d.Chats {
		if err := insertJSON(ctx, tx, "INSERT INTO chats (key, record) VALUES ($1, $2)", c, string(c.Key)); err != nil {
			return fmt.Errorf("chat %s: %w", c.Key, err)
		}
	}
	for _, p := range d.Ratings {
		if err := insertJSON(ctx, tx, "INSERT INTO ratings (game, user_id, record) VALUES ($1, $2, $3)", p, p.Game, p.UserID); err != nil {
			return fmt.Errorf("rating of %s in %s: %w", p.UserID, p.Game, err)
		}
	}
	for _, r := range d.Rated {
		if _, err := tx.Exec(ctx, "INSERT INTO rated (game_id, game, at) VALUES ($1, $2, $3)", r.GameID, r.Game, r.At); err != nil {
			return fmt.Errorf("rated %s: %w", r.GameID, err)
		}
	}
	for _, p := range d.Puzzles {
		if err := insertJSON(ctx, tx, "INSERT INTO puzzle_bests (user_id, puzzle, record) VALUES ($1, $2, $3)", p, p.UserID, p.Puzzle); err != nil {
			return fmt.Errorf("puzzle %d of %s: %w", p.Puzzle, p.UserID, err)
		}
	}
	for _, c := range d.Campaigns {
		if err := insertJSON(ctx, tx, "INSERT INTO campaigns (id, key, status, version, record) VALUES ($1, $2, $3, $4, $5)",
			c, c.ID, string(c.Key), c.Status, int64(c.Version)); err != nil {
			return fmt.Errorf("campaign %s: %w", c.ID, err)
		}
	}
	for _, h := range d.Handled {
		if _, err := tx.Exec(ctx, "INSERT INTO handled_updates (id, at) VALUES ($1, $2)", h.ID, h.At); err != nil {
			return fmt.Errorf("handled update %s: %w", h.ID, err)
		}
	}
	return nil
}

// insertJSON runs an INSERT whose last parameter is record's JSON, after
// the key columns args.
func insertJSON(ctx context.Context, tx querier, query string, record any, args ...any) error {
	data, err := json.Marshal(record)
	if err != nil {
		return err
	}
	_, err = tx.Exec(ctx, query, append(args, data)...)
	return mapErr(err)
}
