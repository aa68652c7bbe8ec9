package storage

import (
	"fmt"
	"slices"
	"time"

	bolt "go.etcd.io/bbolt"
)

// CreateCampaign stores a new campaign under c.Key, which must have no
// running campaign (ErrExists otherwise). It assigns a new unique c.ID,
// sets Version to 1, Status to CampaignActive when empty and Created and
// Updated to now when zero; c is updated in place on success.
func (s *Bolt) CreateCampaign(c *Campaign) error {
	work, err := PrepareCampaign(c, s.opts.now())
	if err != nil {
		return fmt.Errorf("storage: create campaign: %w", err)
	}
	err = s.update(func(tx *bolt.Tx) error {
		if id := tx.Bucket(bucketCampaignByChat).Get([]byte(work.Key)); id != nil {
			return fmt.Errorf("%w: %s already has campaign %s", ErrExists, work.Key, id)
		}
		if tx.Bucket(bucketCampaigns).Get([]byte(work.ID)) != nil {
			return fmt.Errorf("%w: campaign ID %s already used", ErrExists, work.ID)
		}
		return putCampaign(tx, &work)
	})
	if err != nil {
		return fmt.Errorf("storage: create campaign in %s: %w", c.Key, err)
	}
	*c = work
	return nil
}

// PrepareCampaign checks a campaign about to be created and returns the
// record to store: a new ID, Version 1, CampaignActive when Status is
// empty, Created and Updated now when zero. See Bolt.CreateCampaign.
func PrepareCampaign(c *Campaign, now time.Time) (Campaign, error) {
	if c == nil {
		return Campaign{}, fmt.Errorf("%w: nil campaign", ErrInvalid)
	}
	if err := c.Key.Validate(); err != nil {
		return Campaign{}, err
	}
	if err := c.validate(); err != nil {
		return Campaign{}, err
	}
	work := *c
	work.ID = newGameID(now)
	work.Version = 1
	if work.Status == "" {
		work.Status = CampaignActive
	}
	if work.Created.IsZero() {
		work.Created = now
	}
	if work.Updated.IsZero() {
		work.Updated = work.Created
	}
	return work, nil
}

// ApplyCampaignUpdate runs UpdateCampaign's rules on c, read in the
// caller's transaction, and returns the record to write: the version
// check (ErrStale), fn on a copy (a panic as a *PanicError), the identity
// check and validation (ErrInvalid), the version bump and Updated now.
func ApplyCampaignUpdate(c *Campaign, expectVersion uint64, fn func(c *Campaign) error, now time.Time) (Campaign, error) {
	if expectVersion != AnyVersion && c.Version != expectVersion {
		return Campaign{}, fmt.Errorf("%w: campaign %s is at version %d, not %d", ErrStale, c.ID, c.Version, expectVersion)
	}
	work := *c
	work.Players = slices.Clone(c.Players)
	work.Games = slices.Clone(c.Games)
	work.Holdings = slices.Clone(c.Holdings)
	if err := callSafely(func() error { return fn(&work) }); err != nil {
		return Campaign{}, err
	}
	if work.ID != c.ID || work.Key != c.Key || work.Version != c.Version {
		return Campaign{}, fmt.Errorf("%w: a campaign's ID, key and version are the store's", ErrInvalid)
	}
	if err := work.validate(); err != nil {
		return Campaign{}, err
	}
	work.Version++
	work.Updated = now
	return work, nil
}

// Validate checks what every stored campaign must be: a format, a length,
// players with distinct valid IDs and a known status (ErrInvalid).
func (c *Campaign) Validate() error { return c.validate() }

// validate checks what every stored campaign must be.
func (c *Campaign) validate() error {
	switch {
	case c.Format == "" || c.Length < 1:
		return fmt.Errorf("%w: campaign format %q of %d games", ErrInvalid, c.Format, c.Length)
	case len(c.Players) == 0:
		return fmt.Errorf("%w: a campaign without players", ErrInvalid)
	}
	seen := map[string]bool{}
	for _, p := range c.Players {
		if err := checkName("campaign player ID", p.ID); err != nil {
			return err
		}
		if seen[p.ID] {
			return fmt.Errorf("%w: campaign player %s twice", ErrInvalid, p.ID)
		}
		seen[p.ID] = true
	}
	switch c.Status {
	case "", CampaignActive, CampaignFinished, CampaignEnded:
		return nil
	}
	return fmt.Errorf("%w: campaign status %q", ErrInvalid, c.Status)
}

// putCampaign writes c and its chat's pointer (while it runs).
func putCampaign(tx *bolt.Tx, c *Campaign) error {
	if err := putJSON(tx.Bucket(bucketCampaigns), []byte(c.ID), c); err != nil {
		return err
	}
	byChat := tx.Bucket(bucketCampaignByChat)
	if c.Status == CampaignActive {
		return byChat.Put([]byte(c.Key), []byte(c.ID))
	}
	if string(byChat.Get([]byte(c.Key))) == c.ID {
		return byChat.Delete([]byte(c.Key))
	}
	return nil
}

// Campaign returns a campaign by ID, running or over, or ErrNotFound.
func (s *Bolt) Campaign(id string) (*Campaign, error) {
	var c Campaign
	err := checkGameID(id)
	if err == nil {
		err = s.view(func(tx *bolt.Tx) error {
			return getJSON(tx.Bucket(bucketCampaigns), []byte(id), &c, "campaign")
		})
	}
	if err != nil {
		return nil, fmt.Errorf("storage: campaign %s: %w", id, err)
	}
	return &c, nil
}

// ActiveCampaign returns the campaign running in the chat under key, or
// ErrNotFound.
func (s *Bolt) ActiveCampaign(key Key) (*Campaign, error) {
	var c Campaign
	err := key.Validate()
	if err == nil {
		err = s.view(func(tx *bolt.Tx) error {
			id := tx.Bucket(bucketCampaignByChat).Get([]byte(key))
			if id == nil {
				return fmt.Errorf("%w: no campaign runs in %s", ErrNotFound, key)
			}
			return getJSON(tx.Bucket(bucketCampaigns), id, &c, "campaign")
		})
	}
	if err != nil {
		return nil, fmt.Errorf("storage: campaign of %s: %w", key, err)
	}
	return &c, nil
}

// UpdateCampaign runs fn on the campaign id in one transaction, as Update
// does for games: ErrStale when its version is not expectVersion (unless
// AnyVersion), nothing changed when fn fails; otherwise the version is
// bumped, Updated set and the campaign written. fn must not change ID, Key
// or Version; setting Status to CampaignFinished or CampaignEnded frees
// the chat for a new campaign.
func (s *Bolt) UpdateCampaign(id string, expectVersion uint64, fn func(c *Campaign) error) (*Campaign, error) {
	if err := checkGameID(id); err != nil {
		return nil, fmt.Errorf("storage: update campaign: %w", err)
	}
	var out Campaign
	err := s.update(func(tx *bolt.Tx) error {
		var c Campaign
		if err := getJSON(tx.Bucket(bucketCampaigns), []byte(id), &c, "campaign"); err != nil {
			return err
		}
		work, err := ApplyCampaignUpdate(&c, expectVersion, fn, s.opts.now())
		if err != nil {
			return err
		}
		out = work
		return putCampaign(tx, &work)
	})
	if err != nil {
		return nil, fmt.Errorf("storage: update campaign %s: %w", id, err)
	}
	return &out, nil
}

// ListCampaigns returns every campaign, running or over, oldest first.
func (s *Bolt) ListCampaigns() ([]Campaign, error) {
	var out []Campaign
	err := s.view(func(tx *bolt.Tx) error {
		return tx.Bucket(bucketCampaigns).ForEach(func(k, v []byte) error {
			var c Campaign
			if err := decode(v, &c); err != nil {
				return fmt.Errorf("campaign %s: %w", k, err)
			}
			out = append(out, c)
			return nil
		})
	})
	if err != nil {
		return nil, fmt.Errorf("storage: list campaigns: %w", err)
	}
	return out, nil
}
