package postgres

import (
	"context"
	"fmt"
	"slices"
	"sync/atomic"
	"time"

	"github.com/jackalbot/jackal/storage/pace"
)

// PaceBuckets are the Telegram client's pacing buckets in the
// pace_buckets table, shared by every process on the database.
type PaceBuckets struct {
	s     *Store
	takes atomic.Int64
}

var _ pace.Buckets = (*PaceBuckets)(nil)

// PaceBuckets returns the store's pacing buckets.
func (s *Store) PaceBuckets() *PaceBuckets { return &PaceBuckets{s: s} }

// paceSweep is how many takes pass between two sweeps of full buckets.
const paceSweep = 1024

// Take implements pace.Buckets in one transaction: the rows of bs are
// created if missing and locked in key order (so two processes booking
// the same buckets wait for each other and never deadlock), decided on,
// and written back when the call is admitted. The store's Timeout bounds
// it, not ctx: a booking is short and must not be left half done.
func (p *PaceBuckets) Take(_ context.Context, now time.Time, bs []pace.Bucket) (time.Duration, error) {
	order := make([]int, len(bs))
	for i := range order {
		order[i] = i
	}
	slices.SortFunc(order, func(a, b int) int { return cmpString(bs[a].Key, bs[b].Key) })
	keys := make([]string, len(bs))
	sorted := make([]pace.Bucket, len(bs))
	for i, j := range order {
		keys[i], sorted[i] = bs[j].Key, bs[j]
	}
	var wait time.Duration
	err := p.s.tx(func(ctx context.Context, tx querier) error {
		if _, err := tx.Exec(ctx, `INSERT INTO pace_buckets (key, tat_ns)
			SELECT k, 0 FROM unnest($1::text[]) AS k ORDER BY k ON CONFLICT (key) DO NOTHING`, keys); err != nil {
			return err
		}
		rows, err := tx.Query(ctx, "SELECT key, tat_ns FROM pace_buckets WHERE key = ANY($1) ORDER BY key FOR UPDATE", keys)
		if err != nil {
			return err
		}
		tats := make([]time.Time, len(keys))
		for i := 0; rows.Next(); i++ {
			var key string
			var ns int64
			if err := rows.Scan(&key, &ns); err != nil {
				rows.Close()
				return err
			}
			if i < len(keys) && key == keys[i] {
				tats[i] = time.Unix(0, ns)
			}
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return err
		}
		var booked []time.Time
		wait, booked = pace.Decide(now, sorted, tats)
		if wait > 0 {
			return nil
		}
		ns := make([]int64, len(booked))
		for i, t := range booked {
			ns[i] = t.UnixNano()
		}
		// an upsert: another process's sweep may have dropped a full row
		_, err = tx.Exec(ctx, `INSERT INTO pace_buckets (key, tat_ns)
			SELECT * FROM unnest($1::text[], $2::bigint[]) ORDER BY 1
			ON CONFLICT (key) DO UPDATE SET tat_ns = EXCLUDED.tat_ns`, keys, ns)
		return err
	})
	if err == nil && p.takes.Add(1)%paceSweep == 0 {
		err = p.s.read(func(ctx context.Context, q querier) error {
			_, err := q.Exec(ctx, "DELETE FROM pace_buckets WHERE tat_ns < $1", now.UnixNano())
			return err
		})
	}
	if err != nil {
		return 0, fmt.Errorf("storage/postgres: pace: %w", err)
	}
	return wait, nil
}

// Hold implements pace.Buckets.
func (p *PaceBuckets) Hold(_ context.Context, b pace.Bucket, until time.Time) error {
	err := p.s.read(func(ctx context.Context, q querier) error {
		held := pace.Held(time.Time{}, until, b.Rate).UnixNano()
		_, err := q.Exec(ctx, `INSERT INTO pace_buckets (key, tat_ns) VALUES ($1, $2)
			ON CONFLICT (key) DO UPDATE SET tat_ns = greatest(pace_buckets.tat_ns, EXCLUDED.tat_ns)`, b.Key, held)
		return err
	})
	if err != nil {
		return fmt.Errorf("storage/postgres: pace hold %s: %w", b.Key, err)
	}
	return nil
}

// cmpString orders strings by bytes, as the keys' "C" collation does.
func cmpString(a, b string) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}
