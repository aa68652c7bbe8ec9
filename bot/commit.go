package bot

import (
	"cmp"
	"context"
	"errors"
	"time"

	gm "github.com/jackalbot/jackal/engine/game"
	"github.com/jackalbot/jackal/storage"
)

// store1 plays log entries (notes such as an agreed end or a
// resignation) on g's match and stores them with the state they lead to,
// and the update id upd that carried them (if any). It returns the game
// after them and their events.
func (b *Bot) store1(key, upd string, g *game, entries ...string) (*game, gm.Events, error) {
	m := g.m.Clone()
	var evs gm.Events
	for _, e := range entries {
		ev, err := m.Play(e)
		if err != nil {
			return nil, nil, err
		}
		evs = m.Game().Join(evs, ev)
	}
	snap, err := m.Snapshot()
	if err != nil {
		return nil, nil, err
	}
	_, over := m.ToAct()
	now := b.cfg.Now()
	want := len(g.rec.Log)
	fn := func(r *storage.Game) error {
		if len(r.Log) != want {
			return ErrStaleButton
		}
		r.Log = append(r.Log, entries...)
		r.Snapshot = snap
		r.BoardOwed = true // until setBoards records the board sent
		stampUpdate(r, upd)
		r.LastAction = now
		b.schedule(r, now)
		return nil
	}
	version := g.rec.Version
	for try := 0; ; try++ {
		var rec *storage.Game
		if over {
			rec, err = b.store.Finish(storage.Key(key), version, func(r *storage.Game) (storage.Result, error) {
				if err := fn(r); err != nil {
					return storage.Result{}, err
				}
				return resultOf(r, m, now), nil
			})
		} else {
			rec, err = b.store.Update(storage.Key(key), version, fn)
		}
		if err == nil {
			return &game{rec: rec, m: m}, evs, nil
		}
		if !errors.Is(err, storage.ErrStale) || try > 0 {
			if errors.Is(err, storage.ErrStale) {
				err = ErrStaleButton
			}
			return nil, nil, err
		}
		// Something else changed the record (a board reference, a vote):
		// take the fresh version if no action came in between.
		cur, gerr := b.store.Get(storage.Key(key))
		if gerr != nil || len(cur.Log) != want {
			return nil, nil, ErrStaleButton
		}
		version = cur.Version
	}
}

// resultOf is the record of a finished game for the statistics: one row per
// human player, with the score of the seats they played.
func resultOf(r *storage.Game, m gm.Match, now time.Time) storage.Result {
	res := storage.Result{GameID: r.ID, Key: r.Key, Server: r.Setup.Server, Finished: now}
	if u, ok := faceOf(r.Setup.Game).(unranker); ok && u.unranked() {
		return res
	}
	out := m.Outcome()
	won := map[string]bool{}
	for _, w := range winnersOf(out) {
		won[w] = true
	}
	idx := map[string]int{}
	for _, s := range r.Setup.Seats {
		if s.AI != "" || s.UserID == "" {
			continue
		}
		if _, ok := out.Scores[s.Crew]; !ok {
			continue
		}
		i, ok := idx[s.UserID]
		if !ok {
			i = len(res.Players)
			idx[s.UserID] = i
			res.Players = append(res.Players, storage.PlayerResult{UserID: s.UserID, Name: s.Name})
		}
		p := &res.Players[i]
		if p.Crew != "" {
			p.Crew += "+"
		}
		p.Crew += s.Crew
		p.Gold += out.Scores[s.Crew]
		p.Won = p.Won || won[s.Crew]
	}
	return res
}

// schedule sets the reminder and deadline timers of a game after an action.
func (b *Bot) schedule(r *storage.Game, now time.Time) {
	r.Reminders = 0
	h := r.Setup.ReminderHours
	if h <= 0 {
		r.NextReminder = time.Time{}
		r.Deadline = time.Time{}
		return
	}
	r.NextReminder = now.Add(time.Duration(h) * time.Hour)
	r.Deadline = now.Add(time.Duration(h*(b.cfg.MaxReminders+1)) * time.Hour)
}

// setBoards records the messages that show the game now (an open
// vote's message is kept beside them: see refVote).
func (b *Bot) setBoards(key string, refs ...MessageRef) {
	_, err := b.store.Update(storage.Key(key), storage.AnyVersion, func(r *storage.Game) error {
		r.BoardOwed = false
		r.Boards = withVotes(r.Boards, refs...)
		return nil
	})
	if err != nil && !isNotFound(err) {
		b.log.Warn("store board refs", "chat", key, "err", err)
	}
}

// retire removes the buttons of old board messages.
func (c *call) retire(refs []storage.MessageRef) {
	for _, r := range refs {
		if r.InlineID != "" {
			continue // an inline game lives in one message, edited in place
		}
		if err := c.out.EditButtons(c.ctx, r, nil); err != nil {
			c.b.log.Debug("retire buttons", "err", err)
		}
	}
}

// advance lets the computer crews play while it is their turn, then shows
// the board to the player to act and stores it all in one write (settle).
func (c *call) advance(g *game) { c.playTurn(g, "") }

// playComputers plays, in memory on g, the computer crews' actions while it
// is their turn, at most AIRun of them; more reports that a computer is
// still to act (the computers then go on in the background, so a game
// never waits on a computer that stopped).
func (b *Bot) playComputers(key string, g *game, evs gm.Events) (gm.Events, bool) {
	for i := 0; !g.over(); i++ {
		seat := g.actor()
		if seat == nil || seat.AI == "" {
			return evs, false
		}
		if i >= b.cfg.AIRun {
			return evs, true
		}
		a, err := b.aiDecide(g, seat)
		if err != nil {
			b.log.Error("computer crew", "chat", key, "err", err)
			return evs, false
		}
		ev, err := g.m.Play(a)
		if err != nil {
			b.log.Error("computer move", "chat", key, "action", a, "err", err)
			return evs, false
		}
		evs = g.m.Game().Join(evs, ev)
		g.rec.Log = append(g.rec.Log, a)
	}
	return evs, false
}

// resumeComputers lets the computers of the game under key play on when a
// request left them to act (AIRun reached, or a restart came in between),
// and posts the board after each run.
func (b *Bot) resumeComputers(ctx context.Context, key string) {
	for ctx.Err() == nil {
		if !b.resumeOnce(ctx, key) {
			return
		}
	}
}

// resumeOnce plays one run of computer actions of the game under key;
// it reports whether a computer is still to act after it.
func (b *Bot) resumeOnce(ctx context.Context, key string) bool {
	c, unlock := b.chatCall(ctx, key)
	if c == nil {
		return false
	}
	defer unlock()
	g, err := b.loadGame(key)
	if err != nil || g.rec.Status != storage.StatusActive || g.over() {
		return false
	}
	if seat := g.actor(); seat == nil || seat.AI == "" {
		return false
	}
	c.lang = cmp.Or(g.rec.Setup.Lang, c.lang)
	switch runs, limit := b.alone.add(key), b.aloneLimit(); {
	case runs == limit+1:
		// RULING: the computers pause and ask (aloneRuns)
		c.say(tr(c.lang, txtComputersPause, counted(c.lang, runs*b.cfg.AIRun, "move", "moves", "ход", "хода", "ходов")))
		return false
	case runs > limit:
		return false
	}
	c.resuming = true
	c.playTurn(g, "")
	return false // playTurn starts the next run in the background when one is due
}

// aloneLimit is the computers' background runs in a row before they pause
// (Config.AIAlone actions, AIRun a run).
func (b *Bot) aloneLimit() int { return max(1, (b.cfg.AIAlone+b.cfg.AIRun-1)/b.cfg.AIRun) }

// playOnAlone lets the computers of the game under key play on after
// they paused (aloneRuns): /board in that chat. It reports whether they
// had paused.
func (b *Bot) playOnAlone(key string) bool {
	if !b.alone.paused(key, b.aloneLimit()) {
		return false
	}
	b.alone.reset(key)
	b.background(func(ctx context.Context) { b.resumeComputers(ctx, key) })
	return true
}
