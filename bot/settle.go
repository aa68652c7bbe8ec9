package bot

import (
	"bytes"
	"errors"
	"fmt"

	"github.com/jackalbot/jackal/storage"
)

// A game keeps the state it was played to when the bot's rules change
// under it: its stored state, not a replay of its log, is the game. The
// log of a game dealt under an older version of its rules (Setup.Rules)
// may play out differently under the newer ones, or not at all (an action
// it holds may be illegal now). When such a game is next loaded, settle
// replays its log once: when the replay rebuilds the stored state, the
// game is only marked as under the current rules; when it does not, the
// stored state becomes the game's base (Setup.Base at Setup.BaseAt, the
// log's end then), from which undo, the history, the round's events and
// the replay start. The actions before it stay in the log as history,
// and cannot be taken back.

// rulesChanged is an error wrapping storage.ErrRulesChanged when setup's
// game was dealt under another version of its rules than its ruleset's
// now (0, stored before versions were, is the first), nil when it was
// not (or the game is unknown).
func rulesChanged(setup storage.Setup) error {
	g, err := gameOf(setup)
	if err != nil {
		return nil
	}
	if dealt := max(setup.Rules, 1); dealt != g.Version() {
		return fmt.Errorf("%w: %s rules %d, now %d", storage.ErrRulesChanged, g.ID(), dealt, g.Version())
	}
	return nil
}

// joinChanged wraps err (nil for none) in changed, when there is one.
func joinChanged(changed, err error) error {
	switch {
	case changed == nil:
		return err
	case err == nil:
		return changed
	}
	return fmt.Errorf("%w: %w", changed, err)
}

// settle brings rec (a dealt game) under the current version of its
// rules, as described above, and reports whether it changed rec. A game
// under newer rules than this binary's (a rollback, or a newer process
// sharing the store during a deployment) is left as it is: the newer
// binary keeps it, and this one does not rewrite it down.
func settle(rec *storage.Game) bool {
	if len(rec.Setup.Crews) == 0 || rulesChanged(rec.Setup) == nil {
		return false
	}
	g, err := gameOf(rec.Setup)
	if err != nil || max(rec.Setup.Rules, 1) > g.Version() {
		return false
	}
	rec.Setup.Rules = g.Version()
	snap, err := Replay(rec.Setup, rec.Log)
	if err == nil && bytes.Equal(snap, rec.Snapshot) {
		return true
	}
	if _, rerr := g.Restore(rec.Snapshot); rerr != nil {
		// no state to keep (a snapshot of a layout this program cannot
		// read; it is only a cache): the log is all there is, and its
		// rebuild, when there is one, takes the snapshot's place
		if err == nil {
			rec.Snapshot = snap
		}
		return true
	}
	rec.Setup.Base, rec.Setup.BaseAt = bytes.Clone(rec.Snapshot), len(rec.Log)
	return true
}

// settled is rec settled (a copy, when settling changed it): for the
// replays of a game read, never written.
func settled(rec *storage.Game) *storage.Game {
	c := *rec
	if settle(&c) {
		return &c
	}
	return rec
}

// settleStored settles the active game rec of chat key and stores it so:
// it returns the record, the stored one when it could be written (or
// another process's, settled first), else rec settled in memory (a
// read-only store; a write that raced a move is settled again at the
// next load).
func (b *Bot) settleStored(key string, rec *storage.Game) *storage.Game {
	c := *rec
	if !settle(&c) {
		return rec
	}
	stored, err := b.store.Update(storage.Key(key), rec.Version, func(r *storage.Game) error {
		if len(r.Log) != len(rec.Log) {
			return storage.ErrStale
		}
		r.Setup.Rules, r.Setup.Base, r.Setup.BaseAt, r.Snapshot = c.Setup.Rules, c.Setup.Base, c.Setup.BaseAt, c.Snapshot
		return nil
	})
	if errors.Is(err, storage.ErrStale) {
		// another process settled it (or moved) first: take its record
		if fresh, ferr := b.store.Get(storage.Key(key)); ferr == nil && fresh.ID == rec.ID && rulesChanged(fresh.Setup) == nil {
			return fresh
		}
	}
	if err != nil {
		if !errors.Is(err, storage.ErrReadOnly) && !errors.Is(err, storage.ErrStale) {
			b.log.Warn("settle under the current rules", "game", rec.ID, "err", err)
		}
		return &c
	}
	b.log.Info("settled under the current rules", "game", rec.ID, "rules", c.Setup.Rules, "base", c.Setup.Base != nil)
	return stored
}

// beforeBase reports whether log entry i of g is before its base (a game
// settled under newer rules): its history only, never taken back.
func (g *game) beforeBase(i int) bool { return g.rec.Setup.Base != nil && i < g.rec.Setup.BaseAt }
