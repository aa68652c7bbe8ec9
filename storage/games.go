package storage

import (
	"fmt"

	bolt "go.etcd.io/bbolt"
)

// Create stores a new game; see Store.Create.
func (s *Bolt) Create(g *Game) error {
	work, err := PrepareCreate(g, s.opts.now())
	if err != nil {
		return fmt.Errorf("storage: create: %w", err)
	}
	err = s.update(func(tx *bolt.Tx) error {
		active := tx.Bucket(bucketActive)
		if active.Get([]byte(work.Key)) != nil {
			return fmt.Errorf("%w: %s already has a game", ErrExists, work.Key)
		}
		if tx.Bucket(bucketArchive).Get([]byte(work.ID)) != nil {
			return fmt.Errorf("%w: game ID %s already used", ErrExists, work.ID)
		}
		return putActive(tx, &work)
	})
	if err != nil {
		return fmt.Errorf("storage: create %s: %w", g.Key, err)
	}
	*g = work
	return nil
}

// Get returns the lobby or active game under key; see Store.Get.
func (s *Bolt) Get(key Key) (*Game, error) {
	if err := key.Validate(); err != nil {
		return nil, fmt.Errorf("storage: get: %w", err)
	}
	var g *Game
	err := s.view(func(tx *bolt.Tx) error {
		var err error
		g, err = loadActive(tx, key)
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("storage: get %s: %w", key, err)
	}
	return g, nil
}

// Update applies fn to the game under key in one transaction; see
// Store.Update. A panic in fn is returned as a *PanicError.
func (s *Bolt) Update(key Key, expectVersion uint64, fn func(g *Game) error) (*Game, error) {
	if fn == nil {
		return nil, fmt.Errorf("storage: update: %w: nil function", ErrInvalid)
	}
	if err := key.Validate(); err != nil {
		return nil, fmt.Errorf("storage: update: %w", err)
	}
	var out *Game
	err := s.update(func(tx *bolt.Tx) error {
		g, err := loadActive(tx, key)
		if err != nil {
			return err
		}
		if err := ApplyUpdate(g, key, expectVersion, fn); err != nil {
			return err
		}
		out = g
		return putActive(tx, g)
	})
	if err != nil {
		return nil, fmt.Errorf("storage: update %s: %w", key, err)
	}
	return out, nil
}

// Finish ends the game under key; see Store.Finish. Result fields GameID
// and Key are filled in, Finished when zero and Server, when empty, from
// the game's Setup.Server.
func (s *Bolt) Finish(key Key, expectVersion uint64, fn func(g *Game) (Result, error)) (*Game, error) {
	if fn == nil {
		return nil, fmt.Errorf("storage: finish: %w: nil function", ErrInvalid)
	}
	if err := key.Validate(); err != nil {
		return nil, fmt.Errorf("storage: finish: %w", err)
	}
	var out *Game
	err := s.update(func(tx *bolt.Tx) error {
		g, err := loadActive(tx, key)
		if err != nil {
			return err
		}
		res, err := ApplyFinish(g, key, expectVersion, fn, s.opts.now())
		if err != nil {
			return err
		}
		if err := archive(tx, g); err != nil {
			return err
		}
		if err := putJSON(tx.Bucket(bucketResults), []byte(g.ID), &res); err != nil {
			return err
		}
		out = g
		return indexResult(tx, res)
	})
	if err != nil {
		return nil, fmt.Errorf("storage: finish %s: %w", key, err)
	}
	return out, nil
}

// Abort archives the game under key without a result; see Store.Abort.
func (s *Bolt) Abort(key Key, expectVersion uint64) (*Game, error) {
	if err := key.Validate(); err != nil {
		return nil, fmt.Errorf("storage: abort: %w", err)
	}
	var out *Game
	err := s.update(func(tx *bolt.Tx) error {
		g, err := loadActive(tx, key)
		if err != nil {
			return err
		}
		if err := ApplyAbort(g, expectVersion); err != nil {
			return err
		}
		out = g
		return archive(tx, g)
	})
	if err != nil {
		return nil, fmt.Errorf("storage: abort %s: %w", key, err)
	}
	return out, nil
}

// Archived returns a finished or aborted game by ID; see Store.Archived.
func (s *Bolt) Archived(id string) (*Game, error) {
	if err := checkGameID(id); err != nil {
		return nil, fmt.Errorf("storage: archived: %w", err)
	}
	var g Game
	err := s.view(func(tx *bolt.Tx) error {
		return getJSON(tx.Bucket(bucketArchive), []byte(id), &g, "archived game")
	})
	if err != nil {
		return nil, fmt.Errorf("storage: archived %s: %w", id, err)
	}
	return &g, nil
}

// isLive reports whether status belongs in the active bucket.
func isLive(status string) bool {
	return status == StatusLobby || status == StatusActive
}

// loadActive reads the game under key from the active bucket.
func loadActive(tx *bolt.Tx, key Key) (*Game, error) {
	var g Game
	if err := getJSON(tx.Bucket(bucketActive), []byte(key), &g, "game"); err != nil {
		return nil, err
	}
	return &g, nil
}

// checkVersion refuses a stale expected version.
func checkVersion(g *Game, expect uint64) error {
	if expect != AnyVersion && g.Version != expect {
		return fmt.Errorf("%w: game %s is at version %d, not %d", ErrStale, g.Key, g.Version, expect)
	}
	return nil
}

// checkIdentity refuses a closure that changed a game's key, ID or version.
func checkIdentity(g *Game, key Key, id string, version uint64) error {
	if g.Key != key || g.ID != id || g.Version != version {
		return fmt.Errorf("%w: the function changed the game's key, ID or version", ErrInvalid)
	}
	return nil
}

// archive moves g from the active bucket to the archive.
func archive(tx *bolt.Tx, g *Game) error {
	arch := tx.Bucket(bucketArchive)
	if arch.Get([]byte(g.ID)) != nil {
		return fmt.Errorf("%w: game ID %s already archived", ErrExists, g.ID)
	}
	if err := putJSON(arch, []byte(g.ID), g); err != nil {
		return err
	}
	return deleteActive(tx, g.Key)
}

// putJSON encodes v into b under k.
func putJSON(b *bolt.Bucket, k []byte, v any) error {
	data, err := encode(v)
	if err != nil {
		return err
	}
	return b.Put(k, data)
}

// getJSON decodes the value under k into v, or returns ErrNotFound naming
// what.
func getJSON(b *bolt.Bucket, k []byte, v any, what string) error {
	data := b.Get(k)
	if data == nil {
		return fmt.Errorf("%w: no %s %s", ErrNotFound, what, k)
	}
	if err := decode(data, v); err != nil {
		return fmt.Errorf("%s %s: %w", what, k, err)
	}
	return nil
}
