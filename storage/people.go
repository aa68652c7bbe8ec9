package storage

import (
	"fmt"

	bolt "go.etcd.io/bbolt"
)

// GetUser returns a user's preferences; see Store.GetUser.
func (s *Bolt) GetUser(id string) (User, error) {
	var u User
	err := checkName("user ID", id)
	if err == nil {
		err = s.view(func(tx *bolt.Tx) error {
			return getJSON(tx.Bucket(bucketUsers), []byte(id), &u, "user")
		})
	}
	if err != nil {
		return User{}, fmt.Errorf("storage: get user %s: %w", id, err)
	}
	return u, nil
}

// PutUser stores a user's preferences; see Store.PutUser.
func (s *Bolt) PutUser(u User) error {
	err := checkName("user ID", u.ID)
	if err == nil {
		err = s.update(func(tx *bolt.Tx) error {
			return putJSON(tx.Bucket(bucketUsers), []byte(u.ID), &u)
		})
	}
	if err != nil {
		return fmt.Errorf("storage: put user %s: %w", u.ID, err)
	}
	return nil
}

// GetChat returns a chat's settings; see Store.GetChat.
func (s *Bolt) GetChat(key Key) (ChatSettings, error) {
	var c ChatSettings
	err := key.Validate()
	if err == nil {
		err = s.view(func(tx *bolt.Tx) error {
			return getJSON(tx.Bucket(bucketChats), []byte(key), &c, "chat settings")
		})
	}
	if err != nil {
		return ChatSettings{}, fmt.Errorf("storage: get chat %s: %w", key, err)
	}
	return c, nil
}

// PutChat stores a chat's settings; see Store.PutChat. Negative reminder
// settings are refused with ErrInvalid.
func (s *Bolt) PutChat(c ChatSettings) error {
	err := c.Validate()
	if err == nil {
		err = s.update(func(tx *bolt.Tx) error {
			return putJSON(tx.Bucket(bucketChats), []byte(c.Key), &c)
		})
	}
	if err != nil {
		return fmt.Errorf("storage: put chat %s: %w", c.Key, err)
	}
	return nil
}

// Validate checks settings about to be stored: a valid key, no negative
// reminder setting (ErrInvalid).
func (c ChatSettings) Validate() error {
	if err := c.Key.Validate(); err != nil {
		return err
	}
	if c.ReminderHours < 0 || c.MaxReminders < 0 {
		return fmt.Errorf("%w: negative reminder settings", ErrInvalid)
	}
	return nil
}
