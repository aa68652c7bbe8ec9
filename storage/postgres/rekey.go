package postgres

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/jackalbot/jackal/storage"
)

// Rekey moves a chat's live game, settings, results and running campaign
// from old to new in one transaction; see storage.Store.Rekey and
// storage.Bolt.Rekey. Archived games keep the key they were played under.
func (s *Store) Rekey(old, new storage.Key) error {
	err := old.Validate()
	if err == nil {
		err = new.Validate()
	}
	if err == nil && old == new {
		err = fmt.Errorf("%w: old and new key are the same", storage.ErrInvalid)
	}
	if err == nil {
		err = s.tx(func(ctx context.Context, tx querier) error { return rekey(ctx, tx, old, new) })
	}
	if err != nil {
		return fmt.Errorf("storage/postgres: rekey %s to %s: %w", old, new, err)
	}
	return nil
}

// rekey does Rekey's work inside tx.
func rekey(ctx context.Context, tx querier, old, new storage.Key) error {
	var taken, hasSettings bool
	if err := tx.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM games WHERE key = $1 AND `+liveStatus+`),
		EXISTS (SELECT 1 FROM chats WHERE key = $1)`, string(new)).Scan(&taken, &hasSettings); err != nil {
		return err
	}
	if taken {
		return fmt.Errorf("%w: %s already has a game", storage.ErrExists, new)
	}
	if hasSettings {
		return fmt.Errorf("%w: %s already has settings", storage.ErrExists, new)
	}
	moved := false
	g, err := loadLive(ctx, tx, old, "FOR UPDATE")
	switch {
	case errors.Is(err, storage.ErrNotFound):
	case err != nil:
		return err
	default:
		g.Key = new
		g.Version++
		if err := writeGame(ctx, tx, g); err != nil {
			return err
		}
		moved = true
	}
	var c storage.ChatSettings
	err = getRecord(ctx, tx, "SELECT record FROM chats WHERE key = $1 FOR UPDATE", string(old), &c)
	switch {
	case errors.Is(err, storage.ErrNotFound):
	case err != nil:
		return err
	default:
		c.Key = new
		data, err := json.Marshal(&c)
		if err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, "UPDATE chats SET key = $2, record = $3 WHERE key = $1", string(old), string(new), data); err != nil {
			return mapErr(err)
		}
		moved = true
	}
	results, err := queryRecords[storage.Result](ctx, tx, "SELECT record FROM results WHERE key = $1 FOR UPDATE", string(old))
	if err != nil {
		return err
	}
	for _, r := range results {
		r.Key = new
		data, err := json.Marshal(&r)
		if err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, "UPDATE results SET key = $2, record = $3 WHERE game_id = $1", r.GameID, string(new), data); err != nil {
			return err
		}
	}
	var camp storage.Campaign
	err = getRecord(ctx, tx, "SELECT record FROM campaigns WHERE key = $1 AND status = 'active' FOR UPDATE", string(old), &camp)
	switch {
	case errors.Is(err, storage.ErrNotFound):
	case err != nil:
		return err
	default:
		// the running campaign moves with its chat; another running
		// in new violates the unique index: storage.ErrExists
		camp.Key = new
		camp.Version++
		if err := writeCampaign(ctx, tx, &camp); err != nil {
			return err
		}
		moved = true
	}
	if !moved && len(results) == 0 {
		return fmt.Errorf("%w: nothing stored under %s", storage.ErrNotFound, old)
	}
	return nil
}
