package bot

import (
	"slices"
	"strconv"
	"strings"

	gm "github.com/jackalbot/jackal/engine/game"
	"github.com/jackalbot/jackal/storage"
)

// Vote kinds.
const (
	voteUndo = "undo"
	voteEnd  = "end"
	voteKick = "kick"
)

// endConfirm is the Target of an end "vote" that is the one human's
// confirmation (the computers agree at once): nobody has said yes yet.
const endConfirm = "confirm"

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
	entries := make([]entry, len(g.rec.Log))
	f := g.face()
	err := g.replayLog(func(i int, before gm.Match, evs gm.Events) {
		var e entry
		seat, over := before.ToAct()
		if !gm.IsNote(g.rec.Log[i]) && !over {
			e.seat = g.seatOf(seat)
			e.start, e.reveals = f.entry(before, evs)
		}
		entries[i] = e
	})
	if err != nil {
		return -1, txtUndoNone
	}
	// the computers' replies after the last human action go with it,
	// unless one revealed something: the reply, not the action, is then
	// why it stays; but only once the action is known to be user's (to
	// anyone else the answer is that only its player may ask)
	replyRevealed := false
	revealed, revealedReply := undoRevealedTexts(g)
	for i := len(entries) - 1; i >= 0; i-- {
		e := entries[i]
		if g.beforeBase(i) {
			return -1, txtUndoSettled // before the rules changed (settle.go)
		}
		if e.seat == nil {
			if replyRevealed {
				return -1, revealedReply
			}
			return -1, txtUndoNone
		}
		if e.seat.AI != "" {
			replyRevealed = replyRevealed || e.reveals
			continue
		}
		switch {
		case user != "" && e.seat.UserID != user:
			return -1, txtUndoNotYours
		case replyRevealed:
			return -1, revealedReply // the computer's reply, not the player's own move
		case e.reveals:
			return -1, revealed
		case e.start:
			return i, txtNone
		}
	}
	if replyRevealed {
		return -1, revealedReply
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
	if sf, ok := secretOf(g); ok {
		// at the terminal or typed unseen (Request.Unseen), /undo is the
		// game's own take-back (the card game's undo: the last card laid;
		// the private chat's /undo is typedPrivate's); no vote undoes a
		// secret step
		if a := sf.takeBack(); a != "" && (c.req.Chat.Platform == PlatformTerminal || c.fromPrivate) {
			c.moveSecret(g, sf, a)
			return
		}
		c.answer(tr(c.lang, txtSecretNoUndo))
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
	c.openVote(g, storage.Vote{Kind: voteUndo, Target: strconv.Itoa(start)})
}

// doUndo cuts the log back to start and shows the board again; not
// before a settled game's base (a vote opened before the rules changed).
func (c *call) doUndo(g *game, start int, msg text) {
	if g.beforeBase(start) {
		c.say(tr(c.gameLang(g), txtUndoSettled))
		return
	}
	log := append([]string(nil), g.rec.Log[:start]...)
	m, err := replayMatch(g.rec.Setup, log)
	if err != nil {
		c.fail(err)
		return
	}
	snap, err := m.Snapshot()
	if err != nil {
		c.fail(err)
		return
	}
	lang := c.gameLang(g)
	taken := undoWhat(lang, g, start) // told before the log is cut
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
	c.say(tr(lang, msg, taken))
	c.showBoard(&game{rec: rec, m: m}, nil)
}

// cmdEnd asks every player to agree to end the game now. With one human
// at the table the computers agree at once: the player is first told
// what ending now would mean (who would win and why) and confirms, by
// the button or by end again.
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
		if v := openEnd(g); v != nil && v.Target == endConfirm {
			c.clearVotes(g) // end again: confirmed
			c.endAgreed(g, nil)
			return
		}
		c.confirmEnd(g)
		return
	}
	if openEnd(g) != nil {
		// the end is asked already: typed again, it is this player's yes
		// (a vote opened anew would drop the yes of the player who asked)
		c.vote(g, "y")
		return
	}
	c.openVote(g, storage.Vote{Kind: voteEnd})
}

// openEnd is g's end vote (or the one human's confirmation) opened at
// the state g is in; nil when none is.
func openEnd(g *game) *storage.Vote {
	if v := g.rec.Votes; len(v) > 0 && v[0].Kind == voteEnd && v[0].AtVersion == uint64(g.moves()) {
		return &v[0]
	}
	return nil
}

// confirmEnd asks the one human at the table to confirm the end, told
// what it would mean: an end vote nobody has said yes to yet.
func (c *call) confirmEnd(g *game) {
	if !c.storeVote(g, storage.Vote{Kind: voteEnd, Target: endConfirm, By: c.req.User.ID, AtVersion: uint64(g.moves())}) {
		return
	}
	lang := c.gameLang(g)
	msg := tr(lang, txtEndConfirm)
	if p := c.endPreview(lang, g); p != "" {
		msg += "\n" + p
	}
	buttons := [][]Button{{
		{Label: tr(lang, txtBtnEndNow), Data: g.button(VerbVote, "y")},
		{Label: tr(lang, txtBtnPlayOn), Data: g.button(VerbVote, "n")},
	}}
	ref, err := c.out.SendText(c.ctx, c.req.Chat, msg, buttons)
	if err != nil {
		c.b.log.Warn("send end confirmation", "err", err)
		return
	}
	c.keepVote(g, ref)
}

// endPreviewer is a face that tells itself what ending its game now by
// agreement would mean, told only as the table may know it (Archipirata:
// a winner named only when no face-down chest decides it).
type endPreviewer interface {
	endPreview(lang string, g *game) string
}

// endPreview is what ending g now by agreement would mean: the face's
// own account, else the caption of the board that ending now would show.
func (c *call) endPreview(lang string, g *game) string {
	if p, ok := g.face().(endPreviewer); ok {
		return p.endPreview(lang, g)
	}
	try := g.m.Clone()
	evs, err := try.Play(gm.NoteEnd)
	if err != nil {
		return ""
	}
	rec := *g.rec
	rec.ID = "" // no game id: it did not end
	return tr(lang, txtEndWouldBe, g.face().board(c.b, lang, &game{rec: &rec, m: try}, evs, "", false).Caption)
}

// endAgreed records the agreed end (and any notes) and shows the result.
func (c *call) endAgreed(g *game, notes []string) {
	entries := append(append([]string(nil), notes...), gm.NoteEnd)
	ng, evs, err := c.b.store1(c.req.Chat.Key, c.req.UpdateID, g, entries...)
	if err != nil {
		c.fail(err)
		return
	}
	c.showBoard(ng, evs)
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
		c.answer(tr(c.lang, txtKickEarly, seatName(c.lang, seat), limitText(c.lang, g.rec.Deadline.Sub(g.rec.LastAction).Round(60e9))))
		return
	}
	c.openVote(g, storage.Vote{Kind: voteKick, Target: seat.UserID})
}

// openVote stores a vote opened by the user (who agrees) and posts it,
// told as voteWhat tells it, with its buttons.
func (c *call) openVote(g *game, v storage.Vote) {
	v.By = c.req.User.ID
	v.Yes = []string{c.req.User.ID}
	v.AtVersion = uint64(g.moves())
	if !c.storeVote(g, v) {
		return
	}
	if c.settle(g) {
		return
	}
	lang := c.gameLang(g)
	buttons := [][]Button{{
		{Label: tr(lang, txtBtnYes), Data: g.button(VerbVote, "y")},
		{Label: tr(lang, txtBtnNo), Data: g.button(VerbVote, "n")},
	}}
	ref, err := c.out.SendText(c.ctx, c.req.Chat, tr(lang, txtVoteOpen, c.req.User.Name, voteWhat(lang, g, &v)), buttons)
	if err != nil {
		c.b.log.Warn("send vote", "err", err)
		return
	}
	c.keepVote(g, ref)
}

// storeVote stores v as g's one vote (any vote before it is dropped), in
// the update of the request, and takes the game record written into g;
// false (the user told the error) when it cannot be stored.
func (c *call) storeVote(g *game, v storage.Vote) bool {
	old := &game{rec: g.rec, m: g.m}
	rec, err := c.b.store.Update(storage.Key(c.req.Chat.Key), g.rec.Version, func(r *storage.Game) error {
		stampUpdate(r, c.req.UpdateID)
		r.Votes = []storage.Vote{v}
		r.Boards = boardRefs(r.Boards) // the vote it replaces is closed below
		return nil
	})
	if err != nil {
		c.fail(err)
		return false
	}
	g.rec = rec
	c.showVotesClosed(old, txtVoteClosedNew)
	return true
}

// refVote is the Kind of a reference in Game.Boards to the message of
// the open vote (its question and buttons), kept beside the board's
// until the vote is over: it is then closed (closeVotes), its buttons
// gone, and the text telling why when the game ended or moved on.
const refVote = "vote"

// boardRefs are the references of refs to the game's boards: not those
// to a vote's message (refVote).
func boardRefs(refs []MessageRef) []MessageRef { return refsOf(refs, false) }

// voteRefs are the references of refs to a vote's message (refVote).
func voteRefs(refs []MessageRef) []MessageRef { return refsOf(refs, true) }

// refsOf are the references of refs to a vote's message (vote) or not.
func refsOf(refs []MessageRef, vote bool) []MessageRef {
	var out []MessageRef
	for _, r := range refs {
		if (r.Kind == refVote) == vote {
			out = append(out, r)
		}
	}
	return out
}

// withVotes is boards followed by the vote messages old refers to: the
// boards a record keeps once new ones were posted.
func withVotes(old []MessageRef, boards ...MessageRef) []MessageRef {
	return append(append([]MessageRef(nil), boards...), voteRefs(old)...)
}

// keepVote records ref, the message that shows g's open vote, so that the
// vote's end closes it.
func (c *call) keepVote(g *game, ref MessageRef) {
	if ref.MessageID == "" {
		// none, or the one message of a game played inline (Telegram
		// answers the press there): that is the board, not the vote's
		return
	}
	ref.Kind = refVote
	at := g.rec.Votes
	rec, err := c.b.store.Update(storage.Key(c.req.Chat.Key), storage.AnyVersion, func(r *storage.Game) error {
		if len(r.Votes) == 0 || len(at) == 0 || r.Votes[0].AtVersion != at[0].AtVersion || r.Votes[0].Kind != at[0].Kind {
			return ErrStaleButton // the vote is over already
		}
		r.Boards = append(r.Boards, ref)
		return nil
	})
	if err != nil {
		c.b.log.Debug("keep vote message", "chat", c.req.Chat.Key, "err", err)
		return
	}
	g.rec = rec
}

// closeVotes closes the messages of g's votes (refVote) once the game
// ended or moved on (why says which): each says so, its buttons gone,
// under the question it asked; an active game's record forgets them.
func (c *call) closeVotes(g *game, why text) {
	if g == nil || g.rec == nil {
		return
	}
	if !c.showVotesClosed(g, why) || g.rec.Status != storage.StatusActive {
		return // archived with the game
	}
	rec, err := c.b.store.Update(storage.Key(c.req.Chat.Key), storage.AnyVersion, func(r *storage.Game) error {
		r.Boards = boardRefs(r.Boards)
		return nil
	})
	if err == nil {
		g.rec = rec
	}
}

// showVotesClosed edits the messages of g's votes (refVote) to say why
// they are closed, under the question they asked, without their
// buttons; false when g has none.
func (c *call) showVotesClosed(g *game, why text) bool {
	refs := voteRefs(g.rec.Boards)
	if len(refs) == 0 {
		return false
	}
	lang := c.gameLang(g)
	msg := tr(lang, why)
	if q := voteQuestion(lang, g); q != "" {
		msg = q + "\n" + msg
	}
	for _, r := range refs {
		if err := c.out.EditText(c.ctx, r, msg, nil); err != nil {
			c.b.log.Debug("close vote", "chat", c.req.Chat.Key, "err", err)
			c.retire([]MessageRef{r})
		}
	}
	return true
}

// voteQuestion is what g's vote asked, as its message said it; "" when
// the record no longer says.
func voteQuestion(lang string, g *game) string {
	if len(g.rec.Votes) == 0 {
		return ""
	}
	v := &g.rec.Votes[0]
	if v.Kind == voteEnd && v.Target == endConfirm {
		return tr(lang, txtEndConfirm)
	}
	if at := int(v.AtVersion); at < len(g.rec.Log) {
		// the log as the vote found it: an undo's question names the
		// entries it proposed, not the moves made since
		rec := *g.rec
		rec.Log = rec.Log[:at]
		g = &game{rec: &rec, m: g.m}
	}
	what := voteWhat(lang, g, v)
	if what == "" {
		return ""
	}
	who := v.By
	for i := range g.rec.Setup.Seats {
		if s := &g.rec.Setup.Seats[i]; s.UserID == v.By && s.AI == "" {
			who = seatName(lang, s)
			break
		}
	}
	return tr(lang, txtVoteOpen, who, what)
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
	shown := voteRefs(g.rec.Boards)
	if !c.settle(g) {
		c.answer(tr(c.lang, txtVoteCounted))
	}
	if m := c.req.Message; m.MessageID != "" && len(g.rec.Votes) == 0 && !slices.ContainsFunc(shown, func(r MessageRef) bool {
		return r.ChatID == m.ChatID && r.MessageID == m.MessageID
	}) {
		_ = c.out.EditButtons(c.ctx, m, nil) // a vote's message the record did not keep (clearVotes closed those)
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
	passed, failed := tr(lang, txtVotePassedBare), tr(lang, txtVoteFailedBare)
	if what := voteWhat(lang, g, &v); what != "" {
		passed, failed = tr(lang, txtVotePassed, what), tr(lang, txtVoteFailed, what)
	}
	confirm := v.Kind == voteEnd && v.Target == endConfirm
	if confirm {
		passed, failed = "", tr(lang, txtEndPlayOn) // one player's own choice, no vote to report
	}
	if v.Kind == voteUndo {
		passed = "" // doUndo tells what was taken back: once, not "Agreed: take back" first
	}
	if len(v.No) > 0 {
		c.clearVotes(g)
		c.say(failed)
		if confirm {
			c.showBoard(g, nil) // its buttons again (the terminal's were the question's)
		}
		return true
	}
	if len(v.Yes) < voters {
		return false
	}
	c.clearVotes(g)
	if passed != "" {
		c.say(passed)
	}
	switch v.Kind {
	case voteUndo:
		start, err := strconv.Atoi(v.Target)
		if err == nil && start >= 0 && start <= len(g.rec.Log) {
			c.doUndo(g, start, txtUndoDone)
		}
	case voteEnd:
		c.endAgreed(g, nil)
	case voteKick:
		c.replaceByComputer(g, v.Target, "", true)
	}
	return true
}

// voteWhat is what vote v asks, in lang, as its opening said it: "take
// back “W1 went from e4 to e5”" (the move in the board's words,
// undoWhat), "end the game now", "let a computer replace Bob"; "" when
// the record no longer says (a seat or a move gone).
func voteWhat(lang string, g *game, v *storage.Vote) string {
	switch v.Kind {
	case voteUndo:
		if start, err := strconv.Atoi(v.Target); err == nil && start >= 0 && start <= len(g.rec.Log) {
			return tr(lang, txtVoteUndo, undoWhat(lang, g, start))
		}
	case voteEnd:
		return tr(lang, txtVoteEnd)
	case voteKick:
		for _, seat := range g.rec.Setup.Seats {
			if seat.UserID == v.Target {
				return tr(lang, txtVoteKick, seatName(lang, &seat))
			}
		}
	}
	return ""
}

// clearVotes ends g's vote: the record forgets it, and its message keeps
// its question without the buttons (what was decided follows it).
func (c *call) clearVotes(g *game) {
	shown := voteRefs(g.rec.Boards)
	rec, err := c.b.store.Update(storage.Key(c.req.Chat.Key), storage.AnyVersion, func(r *storage.Game) error {
		stampUpdate(r, c.req.UpdateID)
		r.Votes = nil
		r.Boards = boardRefs(r.Boards)
		return nil
	})
	if err == nil {
		g.rec = rec
	}
	c.retire(shown)
}

// replaceByComputer gives every seat of user to a computer crew and lets it
// play; msg is said first when set. absent tells why: the vote on an
// absent player (a campaign keeps the computer in the player's seat for
// its next games, campaignReplaced), not a resignation (which gives up
// this game only: the campaign's next game seats the player again).
func (c *call) replaceByComputer(g *game, user, msg string, absent bool) {
	rec, err := c.b.store.Update(storage.Key(c.req.Chat.Key), storage.AnyVersion, func(r *storage.Game) error {
		stampUpdate(r, c.req.UpdateID)
		for i := range r.Setup.Seats {
			if r.Setup.Seats[i].UserID == user && r.Setup.Seats[i].AI == "" {
				r.Setup.Seats[i].AI = standInLevel
			}
		}
		return nil
	})
	if err != nil {
		c.fail(err)
		return
	}
	if absent && rec.Setup.Campaign != "" {
		// before the computer plays: its moves may end the game, and the
		// campaign's next game is seated at the end
		c.campaignReplaced(rec.Setup.Campaign, user)
	}
	if msg != "" {
		c.say(msg)
	}
	c.advance(&game{rec: rec, m: g.m})
}

// standInLevel is the level of the computer that takes a player's seats
// mid-game (replaceByComputer).
const standInLevel = "easy"

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
		names = append(names, g.seatAndPlayer(lang, k))
	}
	who := strings.Join(names, ", ")
	// One rule for every game: when the resignation ends the game (the
	// player's side was one of two), the other side wins; otherwise (more
	// sides play on) a computer takes the player's seats.
	note := gm.ResignNote(crews...)
	try := g.m.Clone()
	if _, err := try.Play(note); err != nil {
		c.fail(err)
		return
	}
	if _, over := try.ToAct(); !over {
		c.replaceByComputer(g, c.req.User.ID, tr(lang, txtResignAi, who), false)
		return
	}
	c.say(tr(lang, txtResigned, who))
	ng, evs, err := c.b.store1(c.req.Chat.Key, c.req.UpdateID, g, note)
	if err != nil {
		c.fail(err)
		return
	}
	c.showBoard(ng, evs)
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
