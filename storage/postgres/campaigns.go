package postgres

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/jackc/pgx/v5"

	"github.com/jackalbot/jackal/storage"
)

// CreateCampaign stores a new campaign in a chat with none running; see
// storage.Store.CreateCampaign (a unique index keeps one running per
// chat: storage.ErrExists).
func (s *Store) CreateCampaign(c *storage.Campaign) error {
	work, err := storage.PrepareCampaign(c, s.now())
	if err != nil {
		return fmt.Errorf("storage/postgres: create campaign: %w", err)
	}
	err = s.tx(func(ctx context.Context, tx querier) error {
		data, err := json.Marshal(&work)
		if err != nil {
			return err
		}
		_, err = tx.Exec(ctx, "INSERT INTO campaigns (id, key, status, version, record) VALUES ($1, $2, $3, $4, $5)",
			work.ID, string(work.Key), work.Status, int64(work.Version), data)
		return mapErr(err)
	})
	if err != nil {
		return fmt.Errorf("storage/postgres: create campaign in %s: %w", c.Key, err)
	}
	*c = work
	return nil
}

// Campaign returns a campaign by ID; see storage.Store.Campaign.
func (s *Store) Campaign(id string) (*storage.Campaign, error) {
	var c storage.Campaign
	err := storage.ValidateGameID(id)
	if err == nil {
		err = s.getRecord("SELECT record FROM campaigns WHERE id = $1", id, &c)
	}
	if err != nil {
		return nil, fmt.Errorf("storage/postgres: campaign %s: %w", id, err)
	}
	return &c, nil
}

// ActiveCampaign returns the campaign running in a chat; see
// storage.Store.ActiveCampaign.
func (s *Store) ActiveCampaign(key storage.Key) (*storage.Campaign, error) {
	var c storage.Campaign
	err := key.Validate()
	if err == nil {
		err = s.getRecord("SELECT record FROM campaigns WHERE key = $1 AND status = 'active'", string(key), &c)
	}
	if err != nil {
		return nil, fmt.Errorf("storage/postgres: campaign of %s: %w", key, err)
	}
	return &c, nil
}

// UpdateCampaign changes a campaign in one transaction, its row locked;
// see storage.Store.UpdateCampaign.
func (s *Store) UpdateCampaign(id string, expectVersion uint64, fn func(c *storage.Campaign) error) (*storage.Campaign, error) {
	if err := storage.ValidateGameID(id); err != nil {
		return nil, fmt.Errorf("storage/postgres: update campaign: %w", err)
	}
	var out storage.Campaign
	err := s.tx(func(ctx context.Context, tx querier) error {
		var c storage.Campaign
		if err := getRecord(ctx, tx, "SELECT record FROM campaigns WHERE id = $1 FOR UPDATE", id, &c); err != nil {
			return err
		}
		work, err := storage.ApplyCampaignUpdate(&c, expectVersion, fn, s.now())
		if err != nil {
			return err
		}
		out = work
		return writeCampaign(ctx, tx, &work)
	})
	if err != nil {
		return nil, fmt.Errorf("storage/postgres: update campaign %s: %w", id, err)
	}
	return &out, nil
}

// writeCampaign writes c over its row.
func writeCampaign(ctx context.Context, tx querier, c *storage.Campaign) error {
	data, err := json.Marshal(c)
	if err != nil {
		return err
	}
	_, err = tx.Exec(ctx, "UPDATE campaigns SET key = $2, status = $3, version = $4, record = $5 WHERE id = $1",
		c.ID, string(c.Key), c.Status, int64(c.Version), data)
	return mapErr(err)
}

// ListCampaigns returns every campaign, by ID (oldest first); see
// storage.Store.ListCampaigns.
func (s *Store) ListCampaigns() ([]storage.Campaign, error) {
	var out []storage.Campaign
	err := s.read(func(ctx context.Context, tx querier) error {
		var err error
		out, err = queryRecords[storage.Campaign](ctx, tx, "SELECT record FROM campaigns ORDER BY id")
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("storage/postgres: list campaigns: %w", err)
	}
	return out, nil
}

// CheckCampaigns verifies every campaign against its games; see
// storage.Store.CheckCampaigns.
func (s *Store) CheckCampaigns(score storage.Scorer) ([]storage.CheckProblem, error) {
	if score == nil {
		return nil, fmt.Errorf("storage/postgres: check campaigns: %w: nil scorer", storage.ErrInvalid)
	}
	var problems []storage.CheckProblem
	err := s.view(func(ctx context.Context, tx querier) error {
		rows, err := tx.Query(ctx, `SELECT id, key, status, record FROM campaigns ORDER BY id`)
		if err != nil {
			return err
		}
		type row struct {
			id, key, status string
			data            []byte
		}
		all, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (row, error) {
			var x row
			return x, r.Scan(&x.id, &x.key, &x.status, &x.data)
		})
		if err != nil {
			return err
		}
		archived := func(id string) (*storage.Game, error) { return loadArchived(ctx, tx, id) }
		for _, r := range all {
			var c storage.Campaign
			if err := json.Unmarshal(r.data, &c); err != nil {
				problems = append(problems, storage.CheckProblem{Where: "campaign/" + r.id, Problem: err.Error()})
				continue
			}
			// the row's columns are the chat's pointer (the unique index
			// of the running campaigns): they must be the record's
			problems = append(problems, storage.CheckCampaign(&c, true, archived, score)...)
			if r.id != c.ID || r.key != string(c.Key) || r.status != c.Status {
				problems = append(problems, storage.CheckProblem{Where: "campaign/" + r.id, Key: c.Key,
					Problem: fmt.Sprintf("row (%s, %s, %s) disagrees with its record", r.id, r.key, r.status)})
			}
		}
		return nil
	})
	if err != nil {
		return problems, fmt.Errorf("storage/postgres: check campaigns: %w", err)
	}
	return problems, nil
}
