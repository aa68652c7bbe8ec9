package storage

import (
	"fmt"
	"time"

	bolt "go.etcd.io/bbolt"
)

// summaryRecord decodes only the fields of a stored Game that a
// GameSummary needs.
type summaryRecord struct {
	Key     Key    `json:"key"`
	ID      string `json:"id"`
	Status  string `json:"status"`
	Version uint64 `json:"version"`
	Setup   struct {
		Seats []struct {
			UserID string `json:"user_id"`
			AI     string `json:"ai"`
		} `json:"seats"`
	} `json:"setup"`
	Log          []string  `json:"log"`
	Created      time.Time `json:"created"`
	LastAction   time.Time `json:"last_action"`
	NextReminder time.Time `json:"next_reminder"`
	Deadline     time.Time `json:"deadline"`
	Reminders    int       `json:"reminders"`
}

// ListActive summarizes every lobby and active game, ordered by key; see
// Store.ListActive.
func (s *Bolt) ListActive() ([]GameSummary, error) {
	var out []GameSummary
	err := s.view(func(tx *bolt.Tx) error {
		b := tx.Bucket(bucketActive)
		return b.ForEach(func(k, v []byte) error {
			var r summaryRecord
			if err := decode(v, &r); err != nil {
				return fmt.Errorf("game %s: %w", k, err)
			}
			sum := GameSummary{
				Key: r.Key, ID: r.ID, Status: r.Status, Version: r.Version,
				Moves: len(r.Log), Created: r.Created, LastAction: r.LastAction,
				NextReminder: r.NextReminder, Deadline: r.Deadline, Reminders: r.Reminders,
			}
			for _, seat := range r.Setup.Seats {
				if seat.AI == "" && seat.UserID != "" {
					sum.Players = append(sum.Players, seat.UserID)
				}
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
