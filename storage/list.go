package storage

import (
	"fmt"

	bolt "go.etcd.io/bbolt"
)

// ListActive summarizes every lobby and active game, ordered by key; see
// Store.ListActive. It reads the small summaries kept beside the games.
func (s *Bolt) ListActive() ([]GameSummary, error) {
	var out []GameSummary
	err := s.view(func(tx *bolt.Tx) error {
		return tx.Bucket(bucketSummaries).ForEach(func(k, v []byte) error {
			var sum GameSummary
			if err := decode(v, &sum); err != nil {
				return fmt.Errorf("summary %s: %w", k, err)
			}
			out = append(out, sum)
			return nil
		})
	})
	if err != nil {
		return nil, fmt.Errorf("storage: list active: %w", err)
	}
	return out, nil
}
