package postgres

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"

	"github.com/jackalbot/jackal/storage"
)

// GetUser returns a user's preferences; see storage.Store.GetUser.
func (s *Store) GetUser(id string) (storage.User, error) {
	var u storage.User
	err := storage.ValidateName("user ID", id)
	if err == nil {
		err = s.getRecord("SELECT record FROM users WHERE id = $1", id, &u)
	}
	if err != nil {
		return storage.User{}, fmt.Errorf("storage/postgres: get user %s: %w", id, err)
	}
	return u, nil
}

// PutUser stores a user's preferences; see storage.Store.PutUser.
func (s *Store) PutUser(u storage.User) error {
	err := storage.ValidateName("user ID", u.ID)
	if err == nil {
		err = s.putRecord(`INSERT INTO users (id, record) VALUES ($1, $2)
			ON CONFLICT (id) DO UPDATE SET record = EXCLUDED.record`, u.ID, &u)
	}
	if err != nil {
		return fmt.Errorf("storage/postgres: put user %s: %w", u.ID, err)
	}
	return nil
}

// GetChat returns a chat's settings; see storage.Store.GetChat.
func (s *Store) GetChat(key storage.Key) (storage.ChatSettings, error) {
	var c storage.ChatSettings
	err := key.Validate()
	if err == nil {
		err = s.getRecord("SELECT record FROM chats WHERE key = $1", string(key), &c)
	}
	if err != nil {
		return storage.ChatSettings{}, fmt.Errorf("storage/postgres: get chat %s: %w", key, err)
	}
	return c, nil
}

// PutChat stores a chat's settings; see storage.Store.PutChat.
func (s *Store) PutChat(c storage.ChatSettings) error {
	err := c.Validate()
	if err == nil {
		err = s.putRecord(`INSERT INTO chats (key, record) VALUES ($1, $2)
			ON CONFLICT (key) DO UPDATE SET record = EXCLUDED.record`, string(c.Key), &c)
	}
	if err != nil {
		return fmt.Errorf("storage/postgres: put chat %s: %w", c.Key, err)
	}
	return nil
}

// getRecord decodes into v the record a query selects by one id, or
// returns storage.ErrNotFound.
func (s *Store) getRecord(query, id string, v any) error {
	return s.read(func(ctx context.Context, tx querier) error {
		return getRecord(ctx, tx, query, id, v)
	})
}

// getRecord decodes into v the record a query selects by one id inside
// tx, or returns storage.ErrNotFound.
func getRecord(ctx context.Context, tx querier, query, id string, v any) error {
	var data []byte
	err := tx.QueryRow(ctx, query, id).Scan(&data)
	if errors.Is(err, pgx.ErrNoRows) {
		return fmt.Errorf("%w: no record %s", storage.ErrNotFound, id)
	}
	if err != nil {
		return err
	}
	if err := json.Unmarshal(data, v); err != nil {
		return fmt.Errorf("record %s: %w", id, err)
	}
	return nil
}

// putRecord runs an upsert of the record v under id ($1, $2).
func (s *Store) putRecord(query, id string, v any) error {
	data, err := json.Marshal(v)
	if err != nil {
		return err
	}
	return s.tx(func(ctx context.Context, tx querier) error {
		_, err := tx.Exec(ctx, query, id, data)
		return err
	})
}
