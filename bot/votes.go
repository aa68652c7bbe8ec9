package bot

import (
	"strconv"
	"strings"

	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/storage"
)

// Vote kinds.
const (
	voteUndo = "undo"
	voteEnd  = "end"
	voteKick = "kick"
)

// undoSpan finds what /undo by user would take back: the last human action,
// which must be user's ("" for any human: the players of a hot-seat game
// share one keyboard), and the computer actions after it. It returns the
// log index where that action starts, or a reason it cannot be taken
// back. One rule for every front end and every table: only the last human
// action, once (an undo cannot be followed by another before a new move),
// never one that revealed something.
func undoSpan(g *game, user string) (int, text) {
	if g.rec.UndoneAt == len(g.rec.Log)+1 {
		return -1, txtUndoTwice
	}
	type entry struct {
		start   bool
		seat    *storage.Seat
		reveals bool
	}
	o, err := optionsOf(g.rec.Setup)
	if err != nil {
		return -1, txtUndoNone
	}
	entries := make([]entry, len(g.rec.Log))
	var before engine.State
	s, err := engine.New(g.rec.Setup.Seed, o)
	if err != nil {
		return -1, txtUndoNone
	}
	before = s
	_, err = engine.Replay(g.rec.Setup.Seed, o, g.rec.Log, func(i int, a engine.Action, st *engine.State, evs []engine.Event) {
		e := entry{start: !before.Pending.Active && a.Kind != engine.ActNone}
		if a.Kind != engine.ActNone && !before.Over {
			e.seat = g.seatOf(before.Controller())
		}
		for _, ev := range evs {
			if ev.Type == engine.EvRevealed || ev.Type == engine.EvPeeked || ev.Type == engine.EvSwapped {
				e.reveals = true
			}
		}
		entries[i] = e
		before = *st
	})
	if err != nil {
		return -1, txtUndoNone
	}
	for i := len(entries) - 1; i >= 0; i-- {
		e := entries[i]
		if e.reveals {
			return -1, txtUndoRevealed
		}
		if e.seat == nil {
			return -1, txtUndoNone
		}
		if e.seat.AI != "" {
			continue
		}
		if user != "" && e.seat.UserID != user {
			return -1, txtUndoNotYours
		}
		if e.start {
			return i, txtNone
		}
	}
	return -1, txtUndoNone
}

// cmdUndo asks the other players to take back the user's last action; with
// no other human at the table it is taken back at once.
func (c *call) cmdUndo() {
	g, ok := c.active()
	if !ok {
		return
	}
	if !g.isPlayer(c.req.User.ID) {
		c.answer(tr(c.lang, txtNotPlayer))
		return
	}
	user := c.req.User.ID
	if c.req.Chat.Platform == PlatformTerminal {
		user = "" // hot seat: the players share the keyboard, and agree there
	}
	start, why := undoSpan(g, user)
	if why != txtNone {
		c.answer(tr(c.lang, why))
		return
	}
	if len(g.humans()) == 1 || user == "" {
		c.doUndo(g, start, txtUndoSolo)
		return
	}
	c.openVote(g, storage.Vote{Kind: voteUndo, Target: strconv.Itoa(start)}, tr(c.lang, txtVoteUndo, strings.Join(g.rec.Log[start:], ", ")))
}

// doUndo cuts the log back to start and shows the board again.
func (c *call) doUndo(g *game, start int, msg text) {
	log := append([]string(nil), g.rec.Log[:start]...)
	st, err := replayState(g.rec.Setup, log)
	if err != nil {
		c.fail(err)
		return
	}
	snap, err := st.MarshalBinary()
	if err != nil {
		c.fail(err)
		return
	}
	taken := strings.Join(g.rec.Log[start:], ", ")
	rec, err := c.b.store.Update(storage.Key(c.req.Chat.Key), g.rec.Version, func(r *storage.Game) error {
		stampUpdate(r, c.req.UpdateID)
		if len(r.Log) != len(g.rec.Log) {
			return ErrStaleButton
		}
		r.Log, r.Snapshot, r.Votes = log, snap, nil
		r.UndoneAt = len(log) + 1
		c.b.schedule(r, c.b.cfg.Now())
		return nil
	})
	if err != nil {
		c.fail(err)
		return
	}
	c.say(tr(c.gameLang(g), msg, taken))
	c.showBoard(&game{rec: rec, st: st}, nil, nil)
}

// cmdEnd asks every player to agree to end the game now.
func (c *call) cmdEnd() {
	g, ok := c.active()
	if !ok {
		return
	}
	if !g.isPlayer(c.req.User.ID) {
		c.answer(tr(c.lang, txtNotPlayer))
		return
	}
	if len(g.humans()) == 1 {
		c.endAgreed(g, nil)
		return
	}
	c.openVote(g, storage.Vote{Kind: voteEnd}, tr(c.lang, txtVoteEnd))
}

// endAgreed records the agreed end (and any notes) and shows the result.
func (c *call) endAgreed(g *game, notes []string) {
	st, evs := engine.Conclude(g.st)
	entries := append(append([]string(nil), notes...), engine.LogEnd)
	ng, evs, err := c.b.store1(c.req.Chat.Key, c.req.UpdateID, g, st, evs, entries...)
	if err != nil {
		c.fail(err)
		return
	}
	c.showBoard(ng, evs, nil)
}

// openKick opens the vote to let a computer replace an absent player.
func (c *call) openKick(g *game, crew string) {
	if !g.isPlayer(c.req.User.ID) {
		c.answer(tr(c.lang, txtNotPlayer))
		return
	}
	seat := g.actor()
	if seat == nil || seat.AI != "" || seat.Crew != crew {
		c.answer(tr(c.lang, txtStale))
		return
	}
	if seat.UserID == c.req.User.ID {
		c.answer(tr(c.lang, txtNotPlayer))
		return
	}
	if now := c.b.cfg.Now(); g.rec.Deadline.IsZero() || now.Before(g.rec.Deadline) {
		c.answer(tr(c.lang, txtKickEarly, seat.Name, g.rec.Deadline.Sub(g.rec.LastAction).Round(1e9).String()))
		return
	}
	c.openVote(g, storage.Vote{Kind: voteKick, Target: seat.UserID}, tr(c.lang, txtVoteKick, seat.Name))
}

// openVote stores a vote opened by the user (who agrees) and posts its
// buttons.
func (c *call) openVote(g *game, v storage.Vote, what string) {
	v.By = c.req.User.ID
	v.Yes = []string{c.req.User.ID}
	v.AtVersion = uint64(g.moves())
	rec, err := c.b.store.Update(storage.Key(c.req.Chat.Key), g.rec.Version, func(r *storage.Game) error {
		stampUpdate(r, c.req.UpdateID)
		r.Votes = []storage.Vote{v}
		return nil
	})
	if err != nil {
		c.fail(err)
		return
	}
	g.rec = rec
	if c.settle(g) {
		return
	}
	lang := c.gameLang(g)
	buttons := [][]Button{{
		{Label: tr(lang, txtBtnYes), Data: g.button(VerbVote, "y")},
		{Label: tr(lang, txtBtnNo), Data: g.button(VerbVote, "n")},
	}}
	if _, err := c.out.SendText(c.ctx, c.req.Chat, tr(lang, txtVoteOpen, c.req.User.Name, what), buttons); err != nil {
		c.b.log.Warn("send vote", "err", err)
	}
}

// vote counts a player's answer to the open vote.
func (c *call) vote(g *game, arg string) {
	if len(g.rec.Votes) == 0 || g.rec.Votes[0].AtVersion != uint64(g.moves()) {
		c.answer(tr(c.lang, txtVoteNone))
		return
	}
	if !g.isPlayer(c.req.User.ID) {
		c.answer(tr(c.lang, txtNotPlayer))
		return
	}
	v := g.rec.Votes[0]
	if v.Kind == voteKick && v.Target == c.req.User.ID {
		c.answer(tr(c.lang, txtNotPlayer))
		return
	}
	yes := arg == "y"
	rec, err := c.b.store.Update(storage.Key(c.req.Chat.Key), g.rec.Version, func(r *storage.Game) error {
		stampUpdate(r, c.req.UpdateID)
		if len(r.Votes) == 0 {
			return ErrStaleButton
		}
		w := &r.Votes[0]
		w.Yes, w.No = without(w.Yes, c.req.User.ID), without(w.No, c.req.User.ID)
		if yes {
			w.Yes = append(w.Yes, c.req.User.ID)
		} else {
			w.No = append(w.No, c.req.User.ID)
		}
		return nil
	})
	if err != nil {
		c.fail(err)
		return
	}
	g.rec = rec
	if !c.settle(g) {
		c.answer(tr(c.lang, txtVoteCounted))
	}
	if c.req.Message.MessageID != "" && (len(g.rec.Votes) == 0) {
		_ = c.out.EditButtons(c.ctx, c.req.Message, nil)
	}
}

// settle carries out or drops the open vote once every voter has spoken;
// it reports whether the vote is over.
func (c *call) settle(g *game) bool {
	v := g.rec.Votes[0]
	lang := c.gameLang(g)
	voters := 0
	for _, h := range g.humans() {
		if v.Kind == voteKick && h.UserID == v.Target {
			continue
		}
		voters++
	}
	what := v.Kind
	if len(v.No) > 0 {
		c.clearVotes(g)
		c.say(tr(lang, txtVoteFailed, what))
		return true
	}
	if len(v.Yes) < voters {
		return false
	}
	c.clearVotes(g)
	c.say(tr(lang, txtVotePassed, what))
	switch v.Kind {
	case voteUndo:
		start, err := strconv.Atoi(v.Target)
		if err == nil && start >= 0 && start <= len(g.rec.Log) {
			c.doUndo(g, start, txtUndoDone)
		}
	case voteEnd:
		c.endAgreed(g, nil)
	case voteKick:
		c.replaceByComputer(g, v.Target, "")
	}
	return true
}

func (c *call) clearVotes(g *game) {
	rec, err := c.b.store.Update(storage.Key(c.req.Chat.Key), storage.AnyVersion, func(r *storage.Game) error {
		stampUpdate(r, c.req.UpdateID)
		r.Votes = nil
		return nil
	})
	if err == nil {
		g.rec = rec
	}
}

// replaceByComputer gives every seat of user to a computer crew and lets it
// play; note is logged first when set.
func (c *call) replaceByComputer(g *game, user, msg string) {
	rec, err := c.b.store.Update(storage.Key(c.req.Chat.Key), storage.AnyVersion, func(r *storage.Game) error {
		stampUpdate(r, c.req.UpdateID)
		for i := range r.Setup.Seats {
			if r.Setup.Seats[i].UserID == user && r.Setup.Seats[i].AI == "" {
				r.Setup.Seats[i].AI = "easy"
			}
		}
		return nil
	})
	if err != nil {
		c.fail(err)
		return
	}
	if msg != "" {
		c.say(msg)
	}
	c.advance(&game{rec: rec, st: g.st})
}

// cmdResign: in a game of two sides the resigning side loses at once; with
// more sides a computer takes the resigning player's crews.
func (c *call) cmdResign() {
	g, ok := c.active()
	if !ok {
		return
	}
	crews := g.crewsOf(c.req.User.ID)
	if len(crews) == 0 {
		c.answer(tr(c.lang, txtNotPlayer))
		return
	}
	lang := c.gameLang(g)
	var names []string
	for _, k := range crews {
		names = append(names, crewName(lang, k.String()))
	}
	who := strings.Join(names, ", ")
	if sides(&g.st) > 2 {
		c.replaceByComputer(g, c.req.User.ID, tr(lang, txtResignAi, who))
		return
	}
	c.say(tr(lang, txtResigned, who))
	// In a game of two sides the resigning side loses at once (engine.Resign).
	var set engine.CrewSet
	for _, k := range crews {
		set = set.With(k)
	}
	st, evs := engine.Resign(g.st, set)
	notes := []string{engine.ResignEntry(set)}
	if !st.Over {
		// the player's crews were not a whole side (with two sides every
		// crew of a player is on one side): end by agreement, as before
		var e []engine.Event
		st, e = engine.Conclude(st)
		evs = append(evs, e...)
		notes = append(notes, engine.LogEnd)
	}
	ng, evs, err := c.b.store1(c.req.Chat.Key, c.req.UpdateID, g, st, evs, notes...)
	if err != nil {
		c.fail(err)
		return
	}
	c.showBoard(ng, evs, nil)
}

// sides counts the teams in play.
func sides(st *engine.State) int {
	seen := map[engine.CrewSet]bool{}
	for _, k := range st.Crews() {
		seen[st.Rules.Allied[k]] = true
	}
	return len(seen)
}

func without(list []string, x string) []string {
	out := list[:0:0]
	for _, s := range list {
		if s != x {
			out = append(out, s)
		}
	}
	return out
}
