package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"slices"
	"time"

	"github.com/jackalbot/jackal/storage"
	"github.com/jackalbot/jackal/storage/postgres"
)

// errCopyDiffers is returned when a store and its copy do not hold the
// same records, or do not answer alike, or one fails its checks.
var errCopyDiffers = errors.New("the copy differs")

// verifyCopy checks that dst is a faithful copy of src: both pass their
// checks, every record of every kind is equal, and the contract's reads
// (lists, archived games, results, users, chats, stats by chat, user and
// server, ratings, puzzle bests, campaigns) answer alike. It prints the
// records counted per kind, and returns the first difference found.
func verifyCopy(ctx context.Context, src *storage.Bolt, dst *postgres.Store, w io.Writer) error {
	for _, s := range []struct {
		name  string
		store storage.Store
	}{{"bolt", src}, {"postgres", dst}} {
		problems, err := checkStore(s.store)
		if err != nil {
			return fmt.Errorf("check of %s: %w", s.name, err)
		}
		// notes (games under changed rules) are no faults
		problems = slices.DeleteFunc(problems, func(p storage.CheckProblem) bool { return p.Note })
		if len(problems) > 0 {
			return fmt.Errorf("%w: the check of %s finds %d problem(s), the first %s", errCopyDiffers, s.name, len(problems), problems[0])
		}
	}
	a, err := src.Dump()
	if err != nil {
		return err
	}
	b, err := dst.Dump(ctx)
	if err != nil {
		return err
	}
	for _, d := range []*storage.Dump{a, b} {
		for i := range d.Rated { // PostgreSQL keeps microseconds
			d.Rated[i].At = d.Rated[i].At.Truncate(time.Microsecond)
		}
	}
	kinds := recordKinds(a, b)
	fmt.Fprintf(w, "%-16s %8s %8s\n", "records", "bolt", "postgres")
	for _, k := range kinds {
		fmt.Fprintf(w, "%-16s %8d %8d\n", k.name, k.bolt, k.postgres)
	}
	for _, k := range kinds {
		if err := k.compare(); err != nil {
			return err
		}
	}
	reads := contractReads(a)
	for _, r := range reads {
		if err := compareAnswers(r, src, dst); err != nil {
			return err
		}
	}
	fmt.Fprintf(w, "verified: both checks pass, every record is equal, %d reads answer alike\n", len(reads))
	return nil
}

// recordKind is one kind of record of two dumps: how many each holds,
// and the comparison of them.
type recordKind struct {
	name           string
	bolt, postgres int
	compare        func() error
}

// recordKinds lists the kinds of record of dumps a (bbolt) and b
// (PostgreSQL).
func recordKinds(a, b *storage.Dump) []recordKind {
	return []recordKind{
		kindOf("games", a.Games, b.Games, func(g storage.Game) string { return g.ID }),
		kindOf("results", a.Results, b.Results, func(r storage.Result) string { return r.GameID }),
		kindOf("users", a.Users, b.Users, func(u storage.User) string { return u.ID }),
		kindOf("chats", a.Chats, b.Chats, func(c storage.ChatSettings) string { return string(c.Key) }),
		kindOf("ratings", a.Ratings, b.Ratings, func(p storage.PlayerRating) string { return p.Game + "/" + p.UserID }),
		kindOf("rated games", a.Rated, b.Rated, func(r storage.RatedGame) string { return r.GameID }),
		kindOf("puzzle bests", a.Puzzles, b.Puzzles, func(p storage.PuzzleResult) string { return fmt.Sprintf("%s/%d", p.UserID, p.Puzzle) }),
		kindOf("campaigns", a.Campaigns, b.Campaigns, func(c storage.Campaign) string { return c.ID }),
		kindOf("handled updates", a.Handled, b.Handled, func(h storage.HandledUpdate) string { return h.ID }),
	}
}

// kindOf is the recordKind of the lists a and b, both in the order of
// key.
func kindOf[T any](name string, a, b []T, key func(T) string) recordKind {
	return recordKind{name: name, bolt: len(a), postgres: len(b), compare: func() error {
		for i := 0; i < len(a) || i < len(b); i++ {
			var ka, kb string
			if i < len(a) {
				ka = key(a[i])
			}
			if i < len(b) {
				kb = key(b[i])
			}
			switch {
			case i >= len(b) || (i < len(a) && ka < kb):
				return fmt.Errorf("%w: %s %s is in bolt only", errCopyDiffers, name, ka)
			case i >= len(a) || kb < ka:
				return fmt.Errorf("%w: %s %s is in postgres only", errCopyDiffers, name, kb)
			}
			if d := jsonDiff(a[i], b[i]); d != "" {
				return fmt.Errorf("%w: %s %s: %s", errCopyDiffers, name, ka, d)
			}
		}
		return nil
	}}
}
