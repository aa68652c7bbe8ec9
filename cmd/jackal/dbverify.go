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
// server, ratings, puzzle bests, campaigns) answer alike. A backup file
// is no store to check or read: its copy's check must pass and every
// record must be the backup's. It prints the records counted per kind,
// and returns the first difference found.
func verifyCopy(ctx context.Context, src *copySource, dst *postgres.Store, w io.Writer) error {
	from := src.kind
	type named struct {
		name  string
		store storage.Store
	}
	checked := []named{{DriverPostgres, dst}}
	if src.bolt != nil {
		checked = []named{{DriverBolt, src.bolt}, {DriverPostgres, dst}}
	}
	for _, s := range checked {
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
	a, err := src.dump()
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
	kinds := recordKinds(from, a, b)
	fmt.Fprintf(w, "%-16s %8s %8s\n", "records", from, DriverPostgres)
	for _, k := range kinds {
		fmt.Fprintf(w, "%-16s %8d %8d\n", k.name, k.from, k.to)
	}
	for _, k := range kinds {
		if err := k.compare(); err != nil {
			return err
		}
	}
	if src.bolt == nil {
		fmt.Fprintln(w, "verified: the check passes, every record is the backup's")
		return nil
	}
	reads := contractReads(a)
	for _, r := range reads {
		if err := compareAnswers(r, src.bolt, dst); err != nil {
			return err
		}
	}
	fmt.Fprintf(w, "verified: both checks pass, every record is equal, %d reads answer alike\n", len(reads))
	return nil
}

// recordKind is one kind of record of two dumps: how many each holds,
// and the comparison of them.
type recordKind struct {
	name     string
	from, to int
	compare  func() error
}

// recordKinds lists the kinds of record of dumps a (the source's, named
// from: bolt or backup) and b (PostgreSQL's).
func recordKinds(from string, a, b *storage.Dump) []recordKind {
	return []recordKind{
		kindOf(from, "games", a.Games, b.Games, func(g storage.Game) string { return g.ID }),
		kindOf(from, "results", a.Results, b.Results, func(r storage.Result) string { return r.GameID }),
		kindOf(from, "users", a.Users, b.Users, func(u storage.User) string { return u.ID }),
		kindOf(from, "chats", a.Chats, b.Chats, func(c storage.ChatSettings) string { return string(c.Key) }),
		kindOf(from, "ratings", a.Ratings, b.Ratings, func(p storage.PlayerRating) string { return p.Game + "/" + p.UserID }),
		kindOf(from, "rated games", a.Rated, b.Rated, func(r storage.RatedGame) string { return r.GameID }),
		kindOf(from, "puzzle bests", a.Puzzles, b.Puzzles, func(p storage.PuzzleResult) string { return fmt.Sprintf("%s/%d", p.UserID, p.Puzzle) }),
		kindOf(from, "campaigns", a.Campaigns, b.Campaigns, func(c storage.Campaign) string { return c.ID }),
		kindOf(from, "handled updates", a.Handled, b.Handled, func(h storage.HandledUpdate) string { return h.ID }),
	}
}

// kindOf is the recordKind of the lists a (of the source named from) and
// b (PostgreSQL's), both in the order of key.
func kindOf[T any](from, name string, a, b []T, key func(T) string) recordKind {
	return recordKind{name: name, from: len(a), to: len(b), compare: func() error {
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
				return fmt.Errorf("%w: %s %s is in %s only", errCopyDiffers, name, ka, from)
			case i >= len(a) || kb < ka:
				return fmt.Errorf("%w: %s %s is in %s only", errCopyDiffers, name, kb, DriverPostgres)
			}
			if d := jsonDiffOf(from, DriverPostgres, a[i], b[i]); d != "" {
				return fmt.Errorf("%w: %s %s: %s", errCopyDiffers, name, ka, d)
			}
		}
		return nil
	}}
}
