package postgres

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/jackalbot/jackal/storage"
)

// liveStatus is the SQL condition of a lobby or active game.
const liveStatus = "status IN ('lobby', 'active')"

// Create stores a new game; see storage.Store.Create.
func (s *Store) Create(g *storage.Game) error {
	work, err := storage.PrepareCreate(g, s.now())
	if err != nil {
		return fmt.Errorf("storage/postgres: create: %w", err)
	}
	err = s.tx(func(ctx context.Context, tx querier) error {
		return insertGame(ctx, tx, &work)
	})
	if err != nil {
		return fmt.Errorf("storage/postgres: create %s: %w", g.Key, err)
	}
	*g = work
	return nil
}

// Get returns the lobby or active game under key; see storage.Store.Get.
func (s *Store) Get(key storage.Key) (*storage.Game, error) {
	if err := key.Validate(); err != nil {
		return nil, fmt.Errorf("storage/postgres: get: %w", err)
	}
	var g *storage.Game
	err := s.read(func(ctx context.Context, tx querier) error {
		var err error
		g, err = loadLive(ctx, tx, key, "")
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("storage/postgres: get %s: %w", key, err)
	}
	return g, nil
}

// Update applies fn to the game under key in one transaction; see
// storage.Store.Update. The game's row is locked from the read to the
// commit, so a second writer waits and then sees the first's version.
func (s *Store) Update(key storage.Key, expectVersion uint64, fn func(g *storage.Game) error) (*storage.Game, error) {
	if fn == nil {
		return nil, fmt.Errorf("storage/postgres: update: %w: nil function", storage.ErrInvalid)
	}
	if err := key.Validate(); err != nil {
		return nil, fmt.Errorf("storage/postgres: update: %w", err)
	}
	var out *storage.Game
	err := s.tx(func(ctx context.Context, tx querier) error {
		g, err := loadLive(ctx, tx, key, "FOR UPDATE")
		if err != nil {
			return err
		}
		if err := storage.ApplyUpdate(g, key, expectVersion, fn); err != nil {
			return err
		}
		out = g
		return writeGame(ctx, tx, g)
	})
	if err != nil {
		return nil, fmt.Errorf("storage/postgres: update %s: %w", key, err)
	}
	return out, nil
}

// Finish ends the game under key, archives it and records its result in
// one transaction; see storage.Store.Finish.
func (s *Store) Finish(key storage.Key, expectVersion uint64, fn func(g *storage.Game) (storage.Result, error)) (*storage.Game, error) {
	if fn == nil {
		return nil, fmt.Errorf("storage/postgres: finish: %w: nil function", storage.ErrInvalid)
	}
	if err := key.Validate(); err != nil {
		return nil, fmt.Errorf("storage/postgres: finish: %w", err)
	}
	var out *storage.Game
	err := s.tx(func(ctx context.Context, tx querier) error {
		g, err := loadLive(ctx, tx, key, "FOR UPDATE")
		if err != nil {
			return err
		}
		res, err := storage.ApplyFinish(g, key, expectVersion, fn, s.now())
		if err != nil {
			return err
		}
		if err := writeGame(ctx, tx, g); err != nil {
			return err
		}
		out = g
		return insertResult(ctx, tx, res)
	})
	if err != nil {
		return nil, fmt.Errorf("storage/postgres: finish %s: %w", key, err)
	}
	return out, nil
}

// Abort archives the game under key without a result; see
// storage.Store.Abort.
func (s *Store) Abort(key storage.Key, expectVersion uint64) (*storage.Game, error) {
	if err := key.Validate(); err != nil {
		return nil, fmt.Errorf("storage/postgres: abort: %w", err)
	}
	var out *storage.Game
	err := s.tx(func(ctx context.Context, tx querier) error {
		g, err := loadLive(ctx, tx, key, "FOR UPDATE")
		if err != nil {
			return err
		}
		if err := storage.ApplyAbort(g, expectVersion); err != nil {
			return err
		}
		out = g
		return writeGame(ctx, tx, g)
	})
	if err != nil {
		return nil, fmt.Errorf("storage/postgres: abort %s: %w", key, err)
	}
	return out, nil
}

// Archived returns a finished or aborted game by ID; see
// storage.Store.Archived.
func (s *Store) Archived(id string) (*storage.Game, error) {
	if err := storage.ValidateGameID(id); err != nil {
		return nil, fmt.Errorf("storage/postgres: archived: %w", err)
	}
	var g *storage.Game
	err := s.read(func(ctx context.Context, tx querier) error {
		var err error
		g, err = loadArchived(ctx, tx, id)
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("storage/postgres: archived %s: %w", id, err)
	}
	return g, nil
}

// loadLive reads the lobby or active game under key; lock is "" or a
// locking clause ("FOR UPDATE").
func loadLive(ctx context.Context, tx querier, key storage.Key, lock string) (*storage.Game, error) {
	var data []byte
	err := tx.QueryRow(ctx, "SELECT record FROM games WHERE key = $1 AND "+liveStatus+" "+lock, string(key)).Scan(&data)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, fmt.Errorf("%w: no game %s", storage.ErrNotFound, key)
	}
	if err != nil {
		return nil, err
	}
	return decodeGame(data)
}

// loadLiveByID reads the lobby or active game id.
func loadLiveByID(ctx context.Context, tx querier, id string) (*storage.Game, error) {
	return loadByID(ctx, tx, id, liveStatus, "game")
}

// loadArchived reads the finished or aborted game id.
func loadArchived(ctx context.Context, tx querier, id string) (*storage.Game, error) {
	return loadByID(ctx, tx, id, "NOT "+liveStatus, "archived game")
}

// loadByID reads the game id whose status meets the SQL condition status;
// what names it in the not-found error.
func loadByID(ctx context.Context, tx querier, id, status, what string) (*storage.Game, error) {
	var data []byte
	err := tx.QueryRow(ctx, "SELECT record FROM games WHERE id = $1 AND "+status, id).Scan(&data)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, fmt.Errorf("%w: no %s %s", storage.ErrNotFound, what, id)
	}
	if err != nil {
		return nil, err
	}
	return decodeGame(data)
}

// decodeGame decodes a game record.
func decodeGame(data []byte) (*storage.Game, error) {
	var g storage.Game
	if err := json.Unmarshal(data, &g); err != nil {
		return nil, fmt.Errorf("game record: %w", err)
	}
	return &g, nil
}

// insertGame writes a new game row; a live game under its key already is
// storage.ErrExists.
func insertGame(ctx context.Context, tx querier, g *storage.Game) error {
	data, sum, err := encodeGame(g)
	if err != nil {
		return err
	}
	_, err = tx.Exec(ctx, `INSERT INTO games (id, key, status, version, last_action, next_reminder, record, summary)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
		g.ID, string(g.Key), g.Status, int64(g.Version), nullTime(g.LastAction), nullTime(g.NextReminder), data, sum)
	return mapErr(err)
}

// writeGame writes g over its row, the columns derived from it with it.
func writeGame(ctx context.Context, tx querier, g *storage.Game) error {
	data, sum, err := encodeGame(g)
	if err != nil {
		return err
	}
	tag, err := tx.Exec(ctx, `UPDATE games SET key = $2, status = $3, version = $4, last_action = $5,
		next_reminder = $6, record = $7, summary = $8 WHERE id = $1`,
		g.ID, string(g.Key), g.Status, int64(g.Version), nullTime(g.LastAction), nullTime(g.NextReminder), data, sum)
	if err != nil {
		return mapErr(err)
	}
	if tag.RowsAffected() != 1 {
		return fmt.Errorf("%w: game %s vanished", storage.ErrNotFound, g.ID)
	}
	return nil
}

// encodeGame encodes a game's record and its summary.
func encodeGame(g *storage.Game) (record, summary []byte, err error) {
	record, err = json.Marshal(g)
	if err == nil {
		summary, err = json.Marshal(g.Summary())
	}
	return record, summary, err
}

// nullTime is t for a timestamptz column, NULL when zero.
func nullTime(t time.Time) *time.Time {
	if t.IsZero() {
		return nil
	}
	return &t
}
