package storage

import (
	"bytes"
	"errors"
	"fmt"
	"slices"

	bolt "go.etcd.io/bbolt"
)

// Check verifies the whole database; see Store.Check. It runs in one read
// transaction, so the store stays usable; a panic in replay is reported as
// a problem of that game.
func (s *Bolt) Check(replay Replayer) ([]CheckProblem, error) {
	if replay == nil {
		return nil, fmt.Errorf("storage: check: %w: nil replayer", ErrInvalid)
	}
	c := &checker{replay: replay}
	err := s.view(func(tx *bolt.Tx) error {
		for err := range tx.Check() {
			c.add("bbolt", "", "", "%v", err)
		}
		c.tx = tx
		return c.run()
	})
	if err != nil {
		return c.problems, fmt.Errorf("storage: check: %w", err)
	}
	return c.problems, nil
}

// checker accumulates the problems of one Check run.
type checker struct {
	tx       *bolt.Tx
	replay   Replayer
	problems []CheckProblem
}

// add records one problem.
func (c *checker) add(where string, key Key, id, format string, args ...any) {
	c.problems = append(c.problems, CheckProblem{
		Where: where, Key: key, GameID: id, Problem: fmt.Sprintf(format, args...),
	})
}

// run checks every bucket in turn.
func (c *checker) run() error {
	if err := c.tx.Bucket(bucketActive).ForEach(c.checkActive); err != nil {
		return err
	}
	if err := c.tx.Bucket(bucketSummaries).ForEach(func(k, _ []byte) error {
		if c.tx.Bucket(bucketActive).Get(k) == nil {
			c.add("summary/"+string(k), Key(k), "", "summary without an active game")
		}
		return nil
	}); err != nil {
		return err
	}
	if err := c.tx.Bucket(bucketArchive).ForEach(c.checkArchived); err != nil {
		return err
	}
	if err := c.tx.Bucket(bucketResults).ForEach(c.checkResult); err != nil {
		return err
	}
	if err := c.tx.Bucket(bucketByChat).ForEach(func(k, _ []byte) error {
		return c.checkIndexEntry("index/by_chat", k, func(r Result, owner string) bool {
			return string(r.Key) == owner
		})
	}); err != nil {
		return err
	}
	if err := c.tx.Bucket(bucketByUser).ForEach(func(k, _ []byte) error {
		return c.checkIndexEntry("index/by_user", k, func(r Result, owner string) bool {
			return slices.Contains(resultUsers(r), owner)
		})
	}); err != nil {
		return err
	}
	if err := c.tx.Bucket(bucketByServer).ForEach(func(k, _ []byte) error {
		return c.checkIndexEntry("index/by_server", k, func(r Result, owner string) bool {
			return r.Server == owner
		})
	}); err != nil {
		return err
	}
	if err := c.tx.Bucket(bucketRatings).ForEach(c.checkRating); err != nil {
		return err
	}
	return c.tx.Bucket(bucketRated).ForEach(c.checkRated)
}

// checkRating checks one rating: it decodes, sits under its game and
// user, and is a rating (finite, a positive deviation and volatility, one
// game at least).
func (c *checker) checkRating(k, v []byte) error {
	where := "rating/" + string(bytes.ReplaceAll(k, []byte{0}, []byte("/")))
	var p PlayerRating
	if err := decode(v, &p); err != nil {
		c.add(where, "", "", "%v", err)
		return nil
	}
	if !bytes.Equal(k, ratingKey(p.Game, p.UserID)) {
		c.add(where, "", "", "record is %s's rating in %s", p.UserID, p.Game)
		return nil
	}
	if err := p.validate(p.Game, p.UserID); err != nil {
		c.add(where, "", "", "%v", err)
	}
	return nil
}

// checkRated checks one game marked rated: the record decodes and the
// game has a result.
func (c *checker) checkRated(k, v []byte) error {
	where := "rated/" + string(k)
	var r ratedGame
	if err := decode(v, &r); err != nil {
		c.add(where, "", string(k), "%v", err)
		return nil
	}
	if c.tx.Bucket(bucketResults).Get(k) == nil {
		c.add(where, "", string(k), "rated game without a result")
	}
	return nil
}

// checkActive checks one record of the active bucket.
func (c *checker) checkActive(k, v []byte) error {
	where := "active/" + string(k)
	var g Game
	if err := decode(v, &g); err != nil {
		c.add(where, Key(k), "", "%v", err)
		return nil
	}
	if string(g.Key) != string(k) {
		c.add(where, Key(k), g.ID, "record has key %q", g.Key)
	}
	if !isLive(g.Status) {
		c.add(where, Key(k), g.ID, "status %q in the active bucket", g.Status)
	}
	if want, err := encode(summarize(&g)); err != nil || !bytes.Equal(c.tx.Bucket(bucketSummaries).Get(k), want) {
		c.add(where, Key(k), g.ID, "summary missing or out of date")
	}
	c.checkGame(where, &g)
	return nil
}

// checkArchived checks one record of the archive.
func (c *checker) checkArchived(k, v []byte) error {
	where := "archive/" + string(k)
	var g Game
	if err := decode(v, &g); err != nil {
		c.add(where, "", string(k), "%v", err)
		return nil
	}
	if g.ID != string(k) {
		c.add(where, g.Key, string(k), "record has ID %q", g.ID)
	}
	hasResult := c.tx.Bucket(bucketResults).Get(k) != nil
	c.problems = append(c.problems, CheckArchivedStatus(where, &g, hasResult)...)
	c.checkGame(where, &g)
	return nil
}

// checkGame checks the invariants shared by active and archived games and
// that the game rebuilds to its snapshot.
func (c *checker) checkGame(where string, g *Game) {
	c.problems = append(c.problems, CheckGame(where, g, c.replay)...)
}

// CheckGame checks what every stored game must be, live or archived: a
// valid ID, a version, and a snapshot equal to the rebuild of its Setup
// and Log by replay (a panic in replay is a problem too), or, when its
// rules changed since its deal (ErrRulesChanged), a note if it is not
// but its snapshot is a state (it rebuilds as the base of its log's end).
// where names the record in the problems.
func CheckGame(where string, g *Game, replay Replayer) []CheckProblem {
	var problems []CheckProblem
	add := func(format string, args ...any) {
		problems = append(problems, CheckProblem{Where: where, Key: g.Key, GameID: g.ID, Problem: fmt.Sprintf(format, args...)})
	}
	if err := checkGameID(g.ID); err != nil {
		add("%v", err)
	}
	if g.Version == 0 {
		add("version 0")
	}
	var snap []byte
	err := callSafely(func() error {
		var err error
		snap, err = replay(g.Setup, g.Log)
		return err
	})
	if errors.Is(err, ErrRulesChanged) {
		// the rules changed since the deal: the stored state is the game
		// as played; a log that no longer rebuilds it is only noted, so
		// long as the stored state is one (it rebuilds as the base of
		// the log's end, Setup.Base)
		if snap != nil && bytes.Equal(snap, g.Snapshot) {
			return problems
		}
		based := g.Setup
		based.Base, based.BaseAt = g.Snapshot, len(g.Log)
		var again []byte
		berr := callSafely(func() error {
			var err error
			again, err = replay(based, g.Log)
			return err
		})
		note := func(format string, args ...any) {
			problems = append(problems, CheckProblem{Where: where, Key: g.Key, GameID: g.ID, Note: true, Problem: fmt.Sprintf(format, args...)})
		}
		switch {
		case again != nil && bytes.Equal(again, g.Snapshot):
			note("%v; its %d actions play out differently now, and its stored state is kept", err, len(g.Log))
		case snap != nil:
			// a snapshot of an older layout (only a cache): the log
			// rebuilds the game
			note("%v; its stored snapshot is not one this program reads, and its %d actions rebuild the game", err, len(g.Log))
		default:
			add("%v; its log no longer rebuilds it, and its stored state is none: %v", err, berr)
		}
		return problems
	}
	switch {
	case err != nil:
		add("does not rebuild from setup and %d actions: %v", len(g.Log), err)
	case !bytes.Equal(snap, g.Snapshot):
		add("snapshot differs from the rebuild of %d actions", len(g.Log))
	}
	return problems
}

// CheckArchivedStatus checks an archived game's status against whether it
// has a result: a finished game has one, an aborted game none, and no
// other status is archived.
func CheckArchivedStatus(where string, g *Game, hasResult bool) []CheckProblem {
	problem := ""
	switch {
	case g.Status == StatusFinished && !hasResult:
		problem = "finished game without a result"
	case g.Status == StatusAborted && hasResult:
		problem = "aborted game with a result"
	case g.Status != StatusFinished && g.Status != StatusAborted:
		problem = fmt.Sprintf("status %q in the archive", g.Status)
	default:
		return nil
	}
	return []CheckProblem{{Where: where, Key: g.Key, GameID: g.ID, Problem: problem}}
}

// checkResult checks one result and that its indexes list it.
func (c *checker) checkResult(k, v []byte) error {
	where := "result/" + string(k)
	var r Result
	if err := decode(v, &r); err != nil {
		c.add(where, "", string(k), "%v", err)
		return nil
	}
	if r.GameID != string(k) {
		c.add(where, r.Key, string(k), "record has game ID %q", r.GameID)
	}
	var g Game
	if err := getJSON(c.tx.Bucket(bucketArchive), k, &g, "archived game"); err != nil {
		c.add(where, r.Key, string(k), "%v", err)
	} else if g.Status != StatusFinished {
		c.add(where, r.Key, string(k), "result of a game with status %q", g.Status)
	}
	if c.tx.Bucket(bucketByChat).Get(indexKey(string(r.Key), r)) == nil {
		c.add(where, r.Key, string(k), "missing from the chat index")
	}
	if r.Server != "" && c.tx.Bucket(bucketByServer).Get(indexKey(r.Server, r)) == nil {
		c.add(where, r.Key, string(k), "missing from the index of server %s", r.Server)
	}
	for _, u := range resultUsers(r) {
		if c.tx.Bucket(bucketByUser).Get(indexKey(u, r)) == nil {
			c.add(where, r.Key, string(k), "missing from the index of user %s", u)
		}
	}
	return nil
}

// checkIndexEntry checks that an index entry points at a result that
// belongs to the entry's owner.
func (c *checker) checkIndexEntry(where string, k []byte, owns func(r Result, owner string) bool) error {
	owner, _, ok := bytes.Cut(k, []byte{0})
	if !ok {
		c.add(where, "", "", "malformed entry %q", k)
		return nil
	}
	id, ok := gameIDFromIndex(k, indexPrefix(string(owner)))
	if !ok {
		c.add(where, "", "", "malformed entry %q", k)
		return nil
	}
	var r Result
	if err := getJSON(c.tx.Bucket(bucketResults), []byte(id), &r, "result"); err != nil {
		c.add(where, "", id, "entry of %s: %v", owner, err)
		return nil
	}
	if !owns(r, string(owner)) || !bytes.Equal(k, indexKey(string(owner), r)) {
		c.add(where, r.Key, id, "stale entry of %s", owner)
	}
	return nil
}
