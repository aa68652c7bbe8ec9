package storage

import (
	"fmt"
	"time"
)

// The functions in this file are the rules of a game's life that do not
// depend on where it is kept. *Bolt uses them, and so must any other Store
// (package storage/postgres): each backend reads and writes its records,
// these decide what a write is allowed to become, so that every backend
// answers alike.

// NewGameID returns a new unique, roughly time-ordered game or campaign ID
// such as "20250102T150405Z-1a2b3c4d5e" (it never contains ':').
func NewGameID(now time.Time) string { return newGameID(now) }

// ValidateName checks a key, game ID, user ID or server name: non-empty,
// at most 200 bytes, valid UTF-8 without control characters. what names
// it in the error, which wraps ErrInvalid.
func ValidateName(what, s string) error { return checkName(what, s) }

// ValidateGameID checks a game or campaign ID: a valid name without ':'.
// The error wraps ErrInvalid.
func ValidateGameID(id string) error { return checkGameID(id) }

// SafeCall runs a caller-supplied function, returning a panic in it as a
// *PanicError (ErrPanicked) so that the transaction around it rolls back.
func SafeCall(fn func() error) error { return callSafely(fn) }

// Summary is the GameSummary of g, as ListActive returns it.
func (g *Game) Summary() GameSummary { return summarize(g) }

// IsLive reports whether status is a lobby or active game's (one kept
// under its Key rather than archived).
func IsLive(status string) bool { return isLive(status) }

// PrepareCreate checks a game about to be created and returns the record
// to store: a new ID, Version 1, StatusLobby when Status is empty, Created
// and LastAction now when zero. See Store.Create.
func PrepareCreate(g *Game, now time.Time) (Game, error) {
	if g == nil {
		return Game{}, fmt.Errorf("%w: nil game", ErrInvalid)
	}
	if err := g.Key.Validate(); err != nil {
		return Game{}, err
	}
	work := *g
	work.ID = newGameID(now)
	if work.Status == "" {
		work.Status = StatusLobby
	}
	if !isLive(work.Status) {
		return Game{}, fmt.Errorf("%w: a new game cannot have status %q", ErrInvalid, work.Status)
	}
	work.Version = 1
	if work.Created.IsZero() {
		work.Created = now
	}
	if work.LastAction.IsZero() {
		work.LastAction = work.Created
	}
	return work, nil
}

// ApplyUpdate runs Update's rules on g, the live game read under key in
// the caller's transaction: the version check (ErrStale), fn (a panic as a
// *PanicError), the identity and status checks (ErrInvalid), and the
// version bump. On an error g must be thrown away and nothing written.
func ApplyUpdate(g *Game, key Key, expectVersion uint64, fn func(g *Game) error) error {
	if err := checkVersion(g, expectVersion); err != nil {
		return err
	}
	id, version := g.ID, g.Version
	if err := callSafely(func() error { return fn(g) }); err != nil {
		return err
	}
	if err := checkIdentity(g, key, id, version); err != nil {
		return err
	}
	if !isLive(g.Status) {
		return fmt.Errorf("%w: Update cannot set status %q (use Finish or Abort)", ErrInvalid, g.Status)
	}
	g.Version = version + 1
	return nil
}

// ApplyFinish runs Finish's rules on g, the live game read under key in
// the caller's transaction: the version check, fn, the identity check;
// then g becomes StatusFinished at the next version and the result to
// record is returned, its GameID and Key filled in, Finished now when
// zero and Server, when empty, the game's Setup.Server. On an error g
// must be thrown away and nothing written.
func ApplyFinish(g *Game, key Key, expectVersion uint64, fn func(g *Game) (Result, error), now time.Time) (Result, error) {
	if err := checkVersion(g, expectVersion); err != nil {
		return Result{}, err
	}
	id, version := g.ID, g.Version
	var res Result
	if err := callSafely(func() error {
		var err error
		res, err = fn(g)
		return err
	}); err != nil {
		return Result{}, err
	}
	if err := checkIdentity(g, key, id, version); err != nil {
		return Result{}, err
	}
	res.GameID, res.Key = g.ID, g.Key
	if res.Finished.IsZero() {
		res.Finished = now
	}
	if res.Server == "" {
		res.Server = g.Setup.Server
	}
	if res.Server != "" {
		if err := checkName("server", res.Server); err != nil {
			return Result{}, err
		}
	}
	for _, p := range res.Players {
		if p.UserID != "" {
			if err := checkName("user ID", p.UserID); err != nil {
				return Result{}, err
			}
		}
	}
	g.Status, g.Version = StatusFinished, version+1
	return res, nil
}

// ApplyAbort runs Abort's rules on g, the live game read in the caller's
// transaction: the version check, then StatusAborted at the next version.
func ApplyAbort(g *Game, expectVersion uint64) error {
	if err := checkVersion(g, expectVersion); err != nil {
		return err
	}
	g.Status = StatusAborted
	g.Version++
	return nil
}
