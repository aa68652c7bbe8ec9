package bot

import (
	"context"
	"errors"
	"slices"
	"time"

	gm "github.com/jackalbot/jackal/engine/game"
	"github.com/jackalbot/jackal/storage"
)

// playTurn plays the request's action a (nil for none) and the computer
// replies in memory, posts the board that shows them, and then stores it
// all in one transaction: the log entries, the snapshot, the timers, the
// update id that carried them and the board's reference. A move costs one
// write. A board the platform did not take is stored as owed and sent
// again later (ResendOwed); a crash between the board and the write leaves
// the action unstored, and the update journal delivers the press again.
func (c *call) playTurn(g *game, a string) {
	if sf, ok := secretOf(g); ok {
		if a != "" {
			c.moveSecret(g, sf, a)
			return
		}
		c.playSecret(g, sf, "", "", false)
		return
	}
	key := c.req.Chat.Key
	if !c.resuming {
		c.b.alone.reset(key) // a human's request: the computers' count starts again
	}
	v := g.ahead()
	var evs gm.Events
	quiet := false // the action changed nothing the table sees
	if a != "" {
		if !gm.IsNote(a) {
			a = spelling(v.m, a) // the log keeps the notation's spelling, not the typed one
		}
		ev, err := v.m.Play(a)
		if err != nil {
			c.fail(err)
			return
		}
		v.rec.Log = append(v.rec.Log, a)
		evs = v.face().chain(v, g.m, ev)
		// what the player alone saw (a lookout's pile, a lighthouse's
		// tiles), shown as the action left the game: the computers'
		// replies below may take what was seen; this action's sights
		// only, each told once (not again with each look of a chain)
		v.face().private(c, v, ev)
		if q, ok := v.face().(quieter); ok {
			quiet = q.quiet(g.m, v.m, ev)
		}
	}
	evs, more := c.b.playComputers(key, v, evs)
	var ref MessageRef
	edited, shown := false, false
	if quiet && !more && len(v.rec.Log) == len(g.rec.Log)+1 {
		ref, edited = c.editBoard(g, v, evs)
		shown = edited
	}
	if !edited {
		ref, shown = c.postBoard(v, evs)
	}
	rec, err := c.b.storeTurn(key, c.req.UpdateID, g, v, ref, shown)
	if !c.stored(g, v, err) {
		return
	}
	if shown && ref.MessageID != "" && !edited {
		c.retireOld(boardRefs(g.rec.Boards))
	}
	if v.over() {
		c.ended(rec, v)
	} else if c.played {
		c.closeVotes(&game{rec: rec, m: v.m}, txtVoteClosedMoved) // a vote is on the state it was opened at
	}
	if more {
		c.b.background(func(ctx context.Context) { c.b.resumeComputers(ctx, key) })
	}
}

// stored answers a turn's failed store (false), else notes that the
// request's update was stored with the turn's entries.
func (c *call) stored(g, v *game, err error) bool {
	if err != nil {
		switch {
		case errors.Is(err, ErrStaleButton) && c.req.Button == "":
			c.answer(tr(c.lang, txtStaleTyped)) // typed: no old board's button
		case errors.Is(err, ErrStaleButton):
			c.answer(tr(c.lang, txtStale))
		default:
			c.fail(err)
		}
		return false
	}
	c.played = len(v.rec.Log) > len(g.rec.Log)
	c.stamped = c.req.UpdateID != "" && c.played
	return true
}

// retireOld removes the buttons of the boards old after a new one was
// posted. Where removing them costs a paced message each
// (OldButtonsKept), they stay: a press there is answered "old board".
func (c *call) retireOld(old []MessageRef) {
	if k, ok := c.out.(OldButtonsKept); !ok || !k.KeepsOldButtons() {
		c.retire(old)
	}
}

// quieter is a face some of whose actions change nothing the table sees
// (a lighthouse's look: only its player sees the tile; the table sees
// the same question, the same player to act): the board then shown is
// edited in place instead of posted again, the same caption repeated.
type quieter interface {
	// quiet reports whether the action that led from before to after
	// with events evs (its own, not its chain's) is such an action.
	quiet(before, after gm.Match, evs gm.Events) bool
}

// editBoard shows v's board after events evs by editing the board
// message g shows (quieter), and reports whether it did: false when g's
// board is owed, played inline (postBoard edits it), or the platform
// refused the edit.
func (c *call) editBoard(g, v *game, evs gm.Events) (MessageRef, bool) {
	boards := boardRefs(g.rec.Boards)
	if g.rec.BoardOwed || c.req.Chat.InlineID != "" || len(boards) != 1 || boards[0].MessageID == "" {
		return MessageRef{}, false
	}
	ref := boards[0]
	board := v.face().board(c.b, c.gameLang(v), v, evs, "", true)
	if err := c.out.EditBoard(c.ctx, ref, board); err != nil {
		c.b.log.Info("edit board in place", "chat", c.req.Chat.Key, "err", err)
		return MessageRef{}, false
	}
	c.b.shown.put(c.req.Chat.Key, ref, v.moves(), evs)
	return ref, true
}

// ahead is a copy of g to play on in memory: its own log slice.
func (g *game) ahead() *game {
	rec := *g.rec
	rec.Log = append([]string(nil), g.rec.Log...)
	return &game{rec: &rec, m: g.m.Clone()}
}

// postBoard posts the board of g after events evs (a new message, or the
// inline game's one message edited) and reports whether the platform took
// it.
func (c *call) postBoard(g *game, evs gm.Events) (MessageRef, bool) {
	board := g.face().board(c.b, c.gameLang(g), g, evs, "", true)
	if c.quiet {
		board.Ping = nil
	}
	if c.req.Chat.InlineID != "" {
		ref := MessageRef{InlineID: c.req.Chat.InlineID}
		if err := c.out.EditBoard(c.ctx, ref, board); err != nil {
			c.b.log.Warn("edit inline board", "chat", c.req.Chat.Key, "err", err)
			return ref, false
		}
		c.b.shown.put(c.req.Chat.Key, ref, g.moves(), evs)
		return ref, true
	}
	ref, err := c.out.SendBoard(c.ctx, c.req.Chat, board)
	if err != nil {
		c.boardRefused("send board", err)
		return MessageRef{}, false
	}
	c.boardPosted()
	c.b.shown.put(c.req.Chat.Key, ref, g.moves(), evs)
	if board.Ping != nil {
		c.b.boardPings.Store(c.req.Chat.Key, boardPing{user: board.Ping.ID, at: c.b.cfg.Now()})
	}
	return ref, true
}

// storeTurn stores what v played beyond g (its log entries and state) in
// one transaction with the update id upd and the board shown (ref), or the
// board owed when it was not shown. A game that ended is archived with its
// result.
func (b *Bot) storeTurn(key, upd string, g, v *game, ref MessageRef, shown bool) (*storage.Game, error) {
	return b.storeAhead(key, upd, g, v, func(r *storage.Game, now time.Time, played bool) {
		if played {
			b.schedule(r, now)
		}
		r.BoardOwed = !shown
		if shown && ref.InlineID == "" {
			r.Boards = withVotes(r.Boards, ref)
		}
	})
}

// storeAhead stores the log entries v played beyond g and v's state in
// one transaction with the update id upd, unless the stored game moved
// on (ErrStaleButton); also sets what else the record keeps (played:
// there were entries). A game that ended is archived with its result.
func (b *Bot) storeAhead(key, upd string, g, v *game, also func(r *storage.Game, now time.Time, played bool)) (*storage.Game, error) {
	snap, err := v.m.Snapshot()
	if err != nil {
		return nil, err
	}
	want := len(g.rec.Log)
	entries := v.rec.Log[want:]
	now := b.cfg.Now()
	fn := func(r *storage.Game) error {
		if len(r.Log) != want {
			return ErrStaleButton
		}
		if len(entries) > 0 {
			r.Log = append(r.Log, entries...)
			r.Snapshot = snap
			r.LastAction = now
			stampUpdate(r, upd)
		}
		also(r, now, len(entries) > 0)
		return nil
	}
	if v.over() {
		return b.store.Finish(storage.Key(key), storage.AnyVersion, func(r *storage.Game) (storage.Result, error) {
			if err := fn(r); err != nil {
				return storage.Result{}, err
			}
			return resultOf(r, v.m, now), nil
		})
	}
	return b.store.Update(storage.Key(key), storage.AnyVersion, fn)
}

// showBoard posts the board of g after events evs: a new message that
// retires the old board's buttons, or, for a game played inline, the one
// message edited in place.
func (c *call) showBoard(g *game, evs gm.Events) {
	ref, ok := c.postBoard(g, evs)
	if !ok || ref.InlineID != "" {
		return
	}
	c.retireOld(boardRefs(g.rec.Boards))
	if !g.over() {
		c.b.setBoards(c.req.Chat.Key, ref)
		return
	}
	c.ended(g.rec, g)
}

// boardGone mends a failed edit (err) of message ref on g's behalf: when
// ref is the board g's record lists as current and the platform says it
// is gone (ErrMessageGone: an admin deleted it), the board is posted anew
// the way /board posts it (showBoard) and recorded as the current one, so
// the players have buttons again; it then reports true. An old board
// gone, an inline game's message or any other failure is left to the
// caller (false).
func (c *call) boardGone(g *game, ref MessageRef, err error) bool {
	if !c.currentGone(g, ref, err) {
		return false
	}
	c.b.log.Info("board gone; posted anew", "chat", c.req.Chat.Key, "err", err)
	c.showBoard(g, nil)
	return true
}

// currentGone reports whether err says that message ref, the board g's
// record lists as current, is gone (ErrMessageGone: an admin deleted
// it), which boardGone and stepGone mend; never for an inline game's
// message.
func (c *call) currentGone(g *game, ref MessageRef, err error) bool {
	if !errors.Is(err, ErrMessageGone) || ref.InlineID != "" || ref.MessageID == "" || c.req.Chat.InlineID != "" {
		return false
	}
	return slices.ContainsFunc(boardRefs(g.rec.Boards), func(b MessageRef) bool {
		return b.ChatID == ref.ChatID && b.MessageID == ref.MessageID
	})
}

// ended does what follows a game's end, stored as rec (g is its match):
// the face's own (a puzzle's best), the replay, the players' ratings, and
// the campaign's next step when the game was one of a campaign's.
func (c *call) ended(rec *storage.Game, g *game) {
	c.closeVotes(&game{rec: rec, m: g.m}, txtVoteClosedOver)
	if f, ok := g.face().(finisher); ok {
		f.finished(c, rec, g)
	}
	c.postReplay(rec)
	c.rateGame(rec, g)
	if rec.Setup.Campaign != "" {
		c.campaignGameOver(rec, g)
	}
}
