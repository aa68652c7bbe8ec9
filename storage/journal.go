package storage

import (
	"encoding/binary"
	"fmt"
	"slices"

	bolt "go.etcd.io/bbolt"
)

// UpdateJournal keeps the updates a platform client received until they are
// handled, in the store's file (it implements the Telegram client's
// Journal): a crash or a stop between receiving an update and handling it
// loses nothing.
type UpdateJournal struct {
	s      *Bolt
	source []byte
}

// UpdateJournal returns the journal of source ("tg").
func (s *Bolt) UpdateJournal(source string) *UpdateJournal {
	return &UpdateJournal{s: s, source: []byte(source)}
}

func journalKey(id int) []byte {
	var k [8]byte
	binary.BigEndian.PutUint64(k[:], uint64(int64(id)))
	return k[:]
}

// Keep stores the raw updates of ids in one fsynced transaction and
// returns the ids it did not hold yet.
func (j *UpdateJournal) Keep(ids []int, raws [][]byte) ([]int, error) {
	if len(ids) != len(raws) {
		return nil, fmt.Errorf("%w: %d ids for %d updates", ErrInvalid, len(ids), len(raws))
	}
	var fresh []int
	err := j.s.update(func(tx *bolt.Tx) error {
		fresh = fresh[:0]
		b, err := tx.Bucket(bucketJournal).CreateBucketIfNotExists(j.source)
		if err != nil {
			return err
		}
		for i, id := range ids {
			k := journalKey(id)
			if b.Get(k) != nil {
				continue
			}
			if err := b.Put(k, slices.Clone(raws[i])); err != nil {
				return err
			}
			fresh = append(fresh, id)
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("storage: keep updates: %w", err)
	}
	return fresh, nil
}

// Done forgets a handled update.
func (j *UpdateJournal) Done(id int) error {
	err := j.s.update(func(tx *bolt.Tx) error {
		if b := tx.Bucket(bucketJournal).Bucket(j.source); b != nil {
			return b.Delete(journalKey(id))
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("storage: update %d done: %w", id, err)
	}
	return nil
}

// Pending returns the updates kept and not done, in id order.
func (j *UpdateJournal) Pending() ([]int, [][]byte, error) {
	var ids []int
	var raws [][]byte
	err := j.s.view(func(tx *bolt.Tx) error {
		b := tx.Bucket(bucketJournal).Bucket(j.source)
		if b == nil {
			return nil
		}
		return b.ForEach(func(k, v []byte) error {
			if len(k) != 8 {
				return fmt.Errorf("%w: journal key %x", ErrNotDatabase, k)
			}
			ids = append(ids, int(int64(binary.BigEndian.Uint64(k))))
			raws = append(raws, slices.Clone(v))
			return nil
		})
	})
	if err != nil {
		return nil, nil, fmt.Errorf("storage: pending updates: %w", err)
	}
	return ids, raws, nil
}
