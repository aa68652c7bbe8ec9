package storage

import (
	"encoding/binary"
	"fmt"

	bolt "go.etcd.io/bbolt"
)

// Dump reads every record of the store in one read transaction (see
// Dump), for copying it into another backend.
func (s *Bolt) Dump() (*Dump, error) {
	d := &Dump{}
	err := s.view(func(tx *bolt.Tx) error {
		for _, b := range []struct {
			name []byte
			each func(k, v []byte) error
		}{
			{bucketActive, func(_, v []byte) error { return decodeInto(v, &d.Games) }},
			{bucketArchive, func(_, v []byte) error { return decodeInto(v, &d.Games) }},
			{bucketResults, func(_, v []byte) error { return decodeInto(v, &d.Results) }},
			{bucketUsers, func(_, v []byte) error { return decodeInto(v, &d.Users) }},
			{bucketChats, func(_, v []byte) error { return decodeInto(v, &d.Chats) }},
			{bucketRatings, func(_, v []byte) error { return decodeInto(v, &d.Ratings) }},
			{bucketRated, func(k, v []byte) error {
				var r ratedGame
				if err := decode(v, &r); err != nil {
					return err
				}
				d.Rated = append(d.Rated, RatedGame{GameID: string(k), Game: r.Game, At: r.At})
				return nil
			}},
			{bucketPuzzles, func(_, v []byte) error { return decodeInto(v, &d.Puzzles) }},
			{bucketCampaigns, func(_, v []byte) error { return decodeInto(v, &d.Campaigns) }},
			{bucketSeen, func(k, v []byte) error {
				if len(v) != 8 {
					return fmt.Errorf("%w: handled mark of %d bytes", ErrNotDatabase, len(v))
				}
				d.Handled = append(d.Handled, HandledUpdate{ID: string(k), At: int64(binary.BigEndian.Uint64(v))})
				return nil
			}},
		} {
			err := tx.Bucket(b.name).ForEach(func(k, v []byte) error {
				if err := b.each(k, v); err != nil {
					return fmt.Errorf("%s %q: %w", b.name, k, err)
				}
				return nil
			})
			if err != nil {
				return err
			}
		}
		journal := tx.Bucket(bucketJournal)
		return journal.ForEachBucket(func(source []byte) error {
			return journal.Bucket(source).ForEach(func(_, _ []byte) error {
				d.Unhandled++
				return nil
			})
		})
	})
	if err != nil {
		return nil, fmt.Errorf("storage: dump: %w", err)
	}
	d.Sort()
	return d, nil
}

// decodeInto decodes one record and appends it to list.
func decodeInto[T any](v []byte, list *[]T) error {
	var r T
	if err := decode(v, &r); err != nil {
		return err
	}
	*list = append(*list, r)
	return nil
}
