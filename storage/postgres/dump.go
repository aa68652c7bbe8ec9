package postgres

import (
	"context"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/jackalbot/jackal/storage"
)

// Dump reads every record of the store from one snapshot (see
// storage.Dump), to compare it with the store it was copied from.
// Unhandled counts the update journal's updates, which are not copied (a
// bot started on the database handles them). ctx bounds
// the whole read (Options.Timeout does not).
func (s *Store) Dump(ctx context.Context) (*storage.Dump, error) {
	if s.closed.Load() {
		return nil, storage.ErrClosed
	}
	d := &storage.Dump{}
	opts := pgx.TxOptions{IsoLevel: pgx.RepeatableRead, AccessMode: pgx.ReadOnly}
	err := pgx.BeginTxFunc(ctx, s.pool, opts, func(tx pgx.Tx) error {
		var err error
		if d.Games, err = queryRecords[storage.Game](ctx, tx, "SELECT record FROM games ORDER BY id"); err != nil {
			return fmt.Errorf("games: %w", err)
		}
		if d.Results, err = queryRecords[storage.Result](ctx, tx, "SELECT record FROM results ORDER BY game_id"); err != nil {
			return fmt.Errorf("results: %w", err)
		}
		if d.Users, err = queryRecords[storage.User](ctx, tx, "SELECT record FROM users ORDER BY id"); err != nil {
			return fmt.Errorf("users: %w", err)
		}
		if d.Chats, err = queryRecords[storage.ChatSettings](ctx, tx, "SELECT record FROM chats ORDER BY key"); err != nil {
			return fmt.Errorf("chats: %w", err)
		}
		if d.Ratings, err = queryRecords[storage.PlayerRating](ctx, tx, "SELECT record FROM ratings ORDER BY game, user_id"); err != nil {
			return fmt.Errorf("ratings: %w", err)
		}
		if d.Puzzles, err = queryRecords[storage.PuzzleResult](ctx, tx, "SELECT record FROM puzzle_bests ORDER BY user_id, puzzle"); err != nil {
			return fmt.Errorf("puzzle bests: %w", err)
		}
		if d.Campaigns, err = queryRecords[storage.Campaign](ctx, tx, "SELECT record FROM campaigns ORDER BY id"); err != nil {
			return fmt.Errorf("campaigns: %w", err)
		}
		rows, _ := tx.Query(ctx, "SELECT game_id, game, at FROM rated ORDER BY game_id")
		if d.Rated, err = pgx.CollectRows(rows, func(row pgx.CollectableRow) (storage.RatedGame, error) {
			var r storage.RatedGame
			err := row.Scan(&r.GameID, &r.Game, &r.At)
			r.At = r.At.In(time.UTC)
			return r, err
		}); err != nil {
			return fmt.Errorf("rated: %w", err)
		}
		rows, _ = tx.Query(ctx, "SELECT id, at FROM handled_updates ORDER BY id")
		if d.Handled, err = pgx.CollectRows(rows, pgx.RowToStructByPos[storage.HandledUpdate]); err != nil {
			return fmt.Errorf("handled updates: %w", err)
		}
		if d.Unhandled, err = unhandled(ctx, tx); err != nil {
			return fmt.Errorf("update journal: %w", err)
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("storage/postgres: dump: %w", mapErr(err))
	}
	d.Sort()
	return d, nil
}
