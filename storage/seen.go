package storage

import (
	"encoding/binary"
	"fmt"

	bolt "go.etcd.io/bbolt"
)

// HandledKeep is how long a handled update id is remembered, in seconds:
// platforms re-deliver within minutes or hours, never after a week.
const HandledKeep = 7 * 24 * 3600

// ValidateUpdateID checks a platform update id about to be marked handled:
// non-empty, at most 128 bytes (ErrInvalid).
func ValidateUpdateID(id string) error {
	if id == "" || len(id) > 128 {
		return fmt.Errorf("%w: update id %q", ErrInvalid, id)
	}
	return nil
}

// handledSweep is how many marks pass between two sweeps of old ones.
const handledSweep = 4096

// MarkHandled records that update id was handled at Unix time at.
func (s *Bolt) MarkHandled(id string, at int64) error {
	if err := ValidateUpdateID(id); err != nil {
		return fmt.Errorf("storage: mark handled: %w", err)
	}
	var v [8]byte
	binary.BigEndian.PutUint64(v[:], uint64(at))
	sweep := s.marks.Add(1)%handledSweep == 0
	err := s.update(func(tx *bolt.Tx) error {
		b := tx.Bucket(bucketSeen)
		if err := b.Put([]byte(id), v[:]); err != nil {
			return err
		}
		if !sweep {
			return nil
		}
		c := b.Cursor()
		for k, t := c.First(); k != nil; k, t = c.Next() {
			if len(t) != 8 || int64(binary.BigEndian.Uint64(t)) < at-HandledKeep {
				if err := c.Delete(); err != nil {
					return err
				}
			}
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("storage: mark handled %s: %w", id, err)
	}
	return nil
}

// Handled reports whether update id was marked handled.
func (s *Bolt) Handled(id string) (bool, error) {
	var seen bool
	err := s.view(func(tx *bolt.Tx) error {
		seen = tx.Bucket(bucketSeen).Get([]byte(id)) != nil
		return nil
	})
	if err != nil {
		return false, fmt.Errorf("storage: handled %s: %w", id, err)
	}
	return seen, nil
}

// MarkFirst marks update id handled at Unix time at and reports whether
// it was not marked before, in one transaction.
func (s *Bolt) MarkFirst(id string, at int64) (bool, error) {
	if err := ValidateUpdateID(id); err != nil {
		return false, fmt.Errorf("storage: mark first: %w", err)
	}
	var v [8]byte
	binary.BigEndian.PutUint64(v[:], uint64(at))
	first := false
	err := s.update(func(tx *bolt.Tx) error {
		b := tx.Bucket(bucketSeen)
		if b.Get([]byte(id)) != nil {
			return nil
		}
		first = true
		return b.Put([]byte(id), v[:])
	})
	if err != nil {
		return false, fmt.Errorf("storage: mark first %s: %w", id, err)
	}
	return first, nil
}
