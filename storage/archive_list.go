package storage

import (
	"bytes"
	"fmt"
	"sort"

	bolt "go.etcd.io/bbolt"
)

// ListArchived summarizes every finished or aborted game, oldest first.
func (s *Bolt) ListArchived() ([]GameSummary, error) {
	var out []GameSummary
	err := s.view(func(tx *bolt.Tx) error {
		return tx.Bucket(bucketArchive).ForEach(func(k, v []byte) error {
			var g Game
			if err := decode(v, &g); err != nil {
				return fmt.Errorf("archived game %s: %w", k, err)
			}
			out = append(out, summarize(&g))
			return nil
		})
	})
	if err != nil {
		return nil, fmt.Errorf("storage: list archived: %w", err)
	}
	SortArchived(out)
	return out, nil
}

// SortArchived orders the summaries of archived games, listed by game ID,
// as ListArchived returns them: oldest LastAction first, ties by game ID.
func SortArchived(sums []GameSummary) {
	sort.SliceStable(sums, func(i, j int) bool { return sums[i].LastAction.Before(sums[j].LastAction) })
}

// LastFinished returns the id of the game finished last under key, or
// ErrNotFound when none has finished there.
func (s *Bolt) LastFinished(key Key) (string, error) {
	if err := key.Validate(); err != nil {
		return "", fmt.Errorf("storage: last finished: %w", err)
	}
	var id string
	err := s.view(func(tx *bolt.Tx) error {
		id = lastFinished(tx, key)
		if id == "" {
			return ErrNotFound
		}
		return nil
	})
	if err != nil {
		return "", fmt.Errorf("storage: last finished in %s: %w", key, err)
	}
	return id, nil
}

// lastFinished is the id of the game with the newest result under key, or "".
func lastFinished(tx *bolt.Tx, key Key) string {
	prefix := indexPrefix(string(key))
	c := tx.Bucket(bucketByChat).Cursor()
	last := ""
	for k, _ := c.Seek(prefix); k != nil && bytes.HasPrefix(k, prefix); k, _ = c.Next() {
		if id, ok := gameIDFromIndex(k, prefix); ok {
			last = id
		}
	}
	return last
}
