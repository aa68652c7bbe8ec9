package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"

	"github.com/jackalbot/jackal/storage"
)

// contractRead is one read of the Store contract, asked of both stores.
type contractRead struct {
	what string
	read func(storage.Store) (any, error)
}

// contractReads are the reads compared between a store and its copy,
// over what dump d (the source's) holds: the lists, every archived game
// and result, user and chat, the stats of every chat, user and server
// with results, every ruleset's ratings and every player's puzzle bests.
func contractReads(d *storage.Dump) []contractRead {
	reads := []contractRead{
		{"the games in play", func(s storage.Store) (any, error) { return s.ListActive() }},
		{"the archived games", func(s storage.Store) (any, error) { return s.ListArchived() }},
		{"the campaigns", func(s storage.Store) (any, error) { return s.ListCampaigns() }},
	}
	add := func(what string, read func(storage.Store) (any, error)) {
		reads = append(reads, contractRead{what, read})
	}
	for _, g := range d.Games {
		if g.Status == storage.StatusFinished || g.Status == storage.StatusAborted {
			add("archived game "+g.ID, func(s storage.Store) (any, error) { return s.Archived(g.ID) })
		} else {
			add("game "+string(g.Key), func(s storage.Store) (any, error) { return s.Get(g.Key) })
		}
	}
	for _, u := range d.Users {
		add("user "+u.ID, func(s storage.Store) (any, error) { return s.GetUser(u.ID) })
	}
	for _, c := range d.Chats {
		add("chat "+string(c.Key), func(s storage.Store) (any, error) { return s.GetChat(c.Key) })
	}
	var chats []storage.Key
	var users, servers, games, players []string
	for _, r := range d.Results {
		add("result "+r.GameID, func(s storage.Store) (any, error) { return s.Result(r.GameID) })
		chats = append(chats, r.Key)
		users = append(users, r.Users()...)
		if r.Server != "" {
			servers = append(servers, r.Server)
		}
	}
	for _, p := range d.Ratings {
		games = append(games, p.Game)
	}
	for _, p := range d.Puzzles {
		players = append(players, p.UserID)
	}
	for _, k := range unique(chats) {
		add("stats of chat "+string(k), func(s storage.Store) (any, error) { return s.StatsByChat(k) })
		add("last finished in "+string(k), func(s storage.Store) (any, error) { return s.LastFinished(k) })
	}
	for _, u := range unique(users) {
		add("stats of user "+u, func(s storage.Store) (any, error) { return s.StatsByUser(u) })
	}
	for _, sv := range unique(servers) {
		add("stats of server "+sv, func(s storage.Store) (any, error) { return s.StatsByServer(sv) })
	}
	for _, g := range unique(games) {
		add("ratings in "+g, func(s storage.Store) (any, error) { return s.Ratings(g) })
	}
	for _, u := range unique(players) {
		add("puzzle bests of "+u, func(s storage.Store) (any, error) { return s.PuzzleBests(u) })
	}
	return reads
}

// unique returns list sorted, without repeats.
func unique[T ~string](list []T) []T {
	slices.Sort(list)
	return slices.Compact(list)
}

// compareAnswers asks r of both stores: both must answer the same, or
// both not find it.
func compareAnswers(r contractRead, src, dst storage.Store) error {
	a, aerr := r.read(src)
	b, berr := r.read(dst)
	switch {
	case errors.Is(aerr, storage.ErrNotFound) && errors.Is(berr, storage.ErrNotFound):
		return nil
	case aerr != nil:
		return fmt.Errorf("bolt: %s: %w", r.what, aerr)
	case berr != nil:
		return fmt.Errorf("%w: %s: postgres: %w", errCopyDiffers, r.what, berr)
	}
	if d := jsonDiff(a, b); d != "" {
		return fmt.Errorf("%w: %s: %s", errCopyDiffers, r.what, d)
	}
	return nil
}

// maxShown bounds a value quoted in a difference.
const maxShown = 120

// jsonDiff describes the first difference between a (bbolt's) and b
// (PostgreSQL's) as JSON: the first field (in the order of the names)
// whose values differ, or the whole values; "" when they are equal.
func jsonDiff(a, b any) string {
	return jsonDiffOf(DriverBolt, DriverPostgres, a, b)
}

// jsonDiffOf is jsonDiff of the values of the sides named na and nb.
func jsonDiffOf(na, nb string, a, b any) string {
	ja, erra := json.Marshal(a)
	jb, errb := json.Marshal(b)
	if erra != nil || errb != nil {
		return fmt.Sprintf("cannot encode: %v %v", erra, errb)
	}
	return rawDiff(na, nb, ja, jb)
}

// rawDiff is jsonDiffOf of two encoded values: a list's first item that
// differs, an object's first field, or the whole values.
func rawDiff(na, nb string, ja, jb json.RawMessage) string {
	if bytes.Equal(ja, jb) || emptyList(ja) && emptyList(jb) {
		return ""
	}
	var la, lb []json.RawMessage
	if json.Unmarshal(ja, &la) == nil && json.Unmarshal(jb, &lb) == nil {
		for i := 0; i < len(la) && i < len(lb); i++ {
			if d := rawDiff(na, nb, la[i], lb[i]); d != "" {
				return fmt.Sprintf("item %d: %s", i, d)
			}
		}
		return fmt.Sprintf("%d items in %s, %d in %s", len(la), na, len(lb), nb)
	}
	var fa, fb map[string]json.RawMessage
	if json.Unmarshal(ja, &fa) != nil || json.Unmarshal(jb, &fb) != nil {
		return fmt.Sprintf("%s %s, %s %s", na, shown(ja), nb, shown(jb))
	}
	var names []string
	for n := range fa {
		names = append(names, n)
	}
	for n := range fb {
		names = append(names, n)
	}
	for _, n := range unique(names) {
		if !bytes.Equal(fa[n], fb[n]) {
			return fmt.Sprintf("field %s: %s %s, %s %s", n, na, shown(fa[n]), nb, shown(fb[n]))
		}
	}
	return fmt.Sprintf("%s %s, %s %s", na, shown(ja), nb, shown(jb))
}

// shown is a JSON value cut to maxShown bytes; a missing one is "(none)".
func shown(v []byte) string {
	switch {
	case v == nil:
		return "(none)"
	case len(v) > maxShown:
		return string(v[:maxShown]) + "…"
	}
	return string(v)
}

// emptyList reports whether v is an empty list: [] or null (a nil slice).
func emptyList(v json.RawMessage) bool {
	return string(v) == "null" || string(v) == "[]"
}
