package storage

import (
	"bytes"
	"fmt"

	bolt "go.etcd.io/bbolt"
)

// Rekey moves a chat's active game, settings and results from old to new,
// in one transaction; see Store.Rekey. The moved game's Key changes and its
// Version is bumped (buttons shown under the old chat become stale).
// Archived games keep the key they were played under.
func (s *Bolt) Rekey(old, new Key) error {
	err := old.Validate()
	if err == nil {
		err = new.Validate()
	}
	if err == nil && old == new {
		err = fmt.Errorf("%w: old and new key are the same", ErrInvalid)
	}
	if err == nil {
		err = s.update(func(tx *bolt.Tx) error { return rekey(tx, old, new) })
	}
	if err != nil {
		return fmt.Errorf("storage: rekey %s to %s: %w", old, new, err)
	}
	return nil
}

// rekey does Rekey's work inside tx.
func rekey(tx *bolt.Tx, old, new Key) error {
	active, chats := tx.Bucket(bucketActive), tx.Bucket(bucketChats)
	if active.Get([]byte(new)) != nil {
		return fmt.Errorf("%w: %s already has a game", ErrExists, new)
	}
	if chats.Get([]byte(new)) != nil {
		return fmt.Errorf("%w: %s already has settings", ErrExists, new)
	}
	moved := false
	if active.Get([]byte(old)) != nil {
		g, err := loadActive(tx, old)
		if err != nil {
			return err
		}
		g.Key = new
		g.Version++
		if err := deleteActive(tx, old); err != nil {
			return err
		}
		if err := putActive(tx, g); err != nil {
			return err
		}
		moved = true
	}
	if chats.Get([]byte(old)) != nil {
		var c ChatSettings
		if err := getJSON(chats, []byte(old), &c, "chat settings"); err != nil {
			return err
		}
		c.Key = new
		if err := putJSON(chats, []byte(new), &c); err != nil {
			return err
		}
		if err := chats.Delete([]byte(old)); err != nil {
			return err
		}
		moved = true
	}
	n, err := rekeyResults(tx, old, new)
	if err != nil {
		return err
	}
	if byChat := tx.Bucket(bucketCampaignByChat); byChat.Get([]byte(old)) != nil {
		// the running campaign moves with its chat
		if byChat.Get([]byte(new)) != nil {
			return fmt.Errorf("%w: %s already has a campaign", ErrExists, new)
		}
		var c Campaign
		if err := getJSON(tx.Bucket(bucketCampaigns), byChat.Get([]byte(old)), &c, "campaign"); err != nil {
			return err
		}
		if err := byChat.Delete([]byte(old)); err != nil {
			return err
		}
		c.Key = new
		c.Version++
		if err := putCampaign(tx, &c); err != nil {
			return err
		}
		moved = true
	}
	if !moved && n == 0 {
		return fmt.Errorf("%w: nothing stored under %s", ErrNotFound, old)
	}
	return nil
}

// rekeyResults rewrites the Key of every result of old and its chat index
// entry, and returns how many it moved.
func rekeyResults(tx *bolt.Tx, old, new Key) (int, error) {
	byChat, results := tx.Bucket(bucketByChat), tx.Bucket(bucketResults)
	prefix := indexPrefix(string(old))
	var entries [][]byte
	c := byChat.Cursor()
	for k, _ := c.Seek(prefix); k != nil && bytes.HasPrefix(k, prefix); k, _ = c.Next() {
		entries = append(entries, bytes.Clone(k))
	}
	for _, k := range entries {
		id, ok := gameIDFromIndex(k, prefix)
		if !ok {
			return 0, fmt.Errorf("%w: malformed index entry %q", ErrNotDatabase, k)
		}
		var r Result
		if err := getJSON(results, []byte(id), &r, "result"); err != nil {
			return 0, err
		}
		r.Key = new
		if err := putJSON(results, []byte(id), &r); err != nil {
			return 0, err
		}
		if err := byChat.Delete(k); err != nil {
			return 0, err
		}
		if err := byChat.Put(indexKey(string(new), r), nil); err != nil {
			return 0, err
		}
	}
	return len(entries), nil
}
