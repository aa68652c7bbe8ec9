package bot

import (
	"strings"

	"github.com/jackalbot/jackal/bot/narrate"
	"github.com/jackalbot/jackal/storage"
)

// press serves a button (ButtonData). The button must belong to the chat's
// game (its tag), and game buttons to the board now shown (its move count):
// anything else is refused without changing anything.
func (c *call) press() {
	d, err := ParseButtonData(c.req.Button)
	if err != nil {
		c.answer(tr(c.lang, txtBadButton))
		return
	}
	if d.Verb == VerbDraft {
		c.pressDraft(d)
		return
	}
	if d.Verb == VerbSeat && c.req.Chat.Private {
		c.pressSecretPrivate(d) // a private board in the chat with the bot
		return
	}
	rec, err := c.b.store.Get(storage.Key(c.req.Chat.Key))
	if err != nil && !isNotFound(err) {
		c.fail(err)
		return
	}
	if err != nil || d.Tag != gameTag(rec.ID) {
		// a button of the game that ended here last: over, and how
		if d.Tag != "" {
			if g, ok := c.lastFinished(d.Tag); ok {
				c.answer(c.overText(g))
				return
			}
		}
		if err != nil {
			c.answer(c.noGameText())
			return
		}
		// a button of another game: an older game of this chat, a button
		// made before tags, or data copied from another chat
		c.answer(tr(c.lang, txtOtherGame))
		return
	}
	verb, arg, moves := d.Verb, d.Arg, d.Moves
	switch verb {
	case VerbJoin:
		c.cmdJoin(arg)
		return
	case VerbAddAI:
		c.cmdAddAI(arg)
		return
	case VerbLeave:
		c.cmdLeave()
		return
	case VerbStart:
		c.cmdStart()
		return
	}
	g, ok := c.active()
	if !ok {
		return
	}
	switch verb {
	case VerbSeat:
		c.pressSeat(g, d) // its count is the seat's own (seatMoves)
		return
	case VerbHand:
		if sf, ok := secretOf(g); ok {
			c.pressHand(g, sf) // any board's: the hand is always the newest
			return
		}
		if _, ok := g.face().(archFace); ok {
			c.pressPrivate(g) // an Archipirata captain, any board's
			return
		}
	}
	if g.moves() != moves {
		c.stale(g)
		return
	}
	switch verb {
	case VerbVote:
		c.vote(g, arg)
		return
	case VerbKick:
		c.openKick(g, arg)
		return
	}
	if !c.mayAct(g) {
		return
	}
	if verb == VerbAct || verb == VerbConfirm {
		arg = g.resolve(arg)
	}
	switch verb {
	case VerbPick:
		c.editStep(g, arg)
	case VerbBack:
		c.editStep(g, "")
	case VerbConfirm:
		if g.m.Check(arg) != nil {
			c.answer(tr(c.lang, txtBadButton))
			return
		}
		rows := [][]Button{confirmPair(c.lang, g.button(VerbAct, arg), g.button(VerbBack, ""))}
		// the warning first: it is the press's answer, and the edit after
		// it may wait for the chat's pace
		c.answer(tr(c.lang, txtConfirmDeath, arg))
		if err := c.out.EditButtons(c.ctx, c.req.Message, rows); err != nil && !c.boardGone(g, c.req.Message, err) {
			c.b.log.Warn("confirm buttons", "err", err)
		}
	case VerbAct:
		c.act(g, arg)
	default:
		c.answer(tr(c.lang, txtBadButton))
	}
}

// editButtons replaces only the buttons of the pressed board: a step of
// a choice where the platform cannot show its words too (editStep), and
// never with a new picture drawn and uploaded.
func (c *call) editButtons(buttons [][]Button) {
	if err := c.out.EditButtons(c.ctx, c.pressedRef(), buttons); err != nil {
		c.b.log.Warn("edit buttons", "chat", c.req.Chat.Key, "err", err)
	}
}

// pressedRef is the message whose button was pressed: the inline
// message of a game played inline.
func (c *call) pressedRef() MessageRef {
	if c.req.Chat.InlineID != "" {
		return MessageRef{InlineID: c.req.Chat.InlineID}
	}
	return c.req.Message
}

// load reads the chat's game; when there is none it answers so and
// reports false.
func (c *call) load() (*game, bool) {
	g, err := c.b.loadGame(c.req.Chat.Key)
	if err != nil {
		if isNotFound(err) {
			c.answer(c.noGameText())
		} else {
			c.fail(err)
		}
		return nil, false
	}
	return g, true
}

// active loads the chat's game and checks it is being played.
func (c *call) active() (*game, bool) {
	g, ok := c.load()
	if !ok {
		return nil, false
	}
	if g.rec.Status != storage.StatusActive {
		c.answer(tr(c.lang, txtNotStarted))
		return nil, false
	}
	return g, true
}

// mayAct checks the user plays the turn now (the controller's seat).
func (c *call) mayAct(g *game) bool {
	seat := g.actor()
	if seat != nil && seat.AI == "" && seat.UserID == c.req.User.ID {
		return true
	}
	who := g.face().seatName(c.lang, toAct(g))
	if seat != nil {
		who += " (" + seatName(c.lang, seat) + ")"
	}
	if !g.isPlayer(c.req.User.ID) {
		// someone who plays no seat: no turn of theirs to wait for
		c.answer(tr(c.lang, txtNotPlayerTurn, who))
		return false
	}
	c.answer(tr(c.lang, txtNotYourTurn, who))
	return false
}

// act plays a after the checks, then lets computers play and shows the
// new board.
func (c *call) act(g *game, a string) {
	err := g.m.Check(a)
	if err != nil {
		if la, ok := byLabel(g.face(), g.m.Legal, a); ok {
			a, err = la, nil // a button's words typed: that button
		} else if lat := latinLookalikes.Replace(a); lat != a && g.m.Check(lat) == nil {
			a, err = lat, nil // typed on a Russian keyboard: W1 е5 with a Cyrillic е
		}
	}
	if err != nil {
		c.answer(g.face().explain(c.lang, err, a, g))
		return
	}
	c.ack()
	c.playTurn(g, a)
}

// latinLookalikes turns the Cyrillic letters a Russian keyboard types for
// the Latin ones they look like (the notation's cells and pieces: е5, В1,
// У2) into those.
var latinLookalikes = strings.NewReplacer(
	"а", "a", "с", "c", "е", "e", "к", "k", "о", "o", "р", "p", "у", "y", "х", "x",
	"А", "A", "В", "B", "С", "C", "Е", "E", "К", "K", "М", "M", "Н", "H", "О", "O", "Р", "P", "Т", "T", "У", "Y", "Х", "X")

// toAct is the name of the seat to act ("" once over).
func toAct(g *game) string {
	seat, _ := g.m.ToAct()
	return seat
}

// gameLang is the language a game's public messages use.
func (c *call) gameLang(g *game) string {
	if g.rec.Setup.Lang != "" {
		return g.rec.Setup.Lang
	}
	return c.lang
}

// fail reports an unexpected error: logged, and a short apology. Where
// the platform delivers the update again (askRetry), the redelivery may
// well make the move, so the apology says it will be tried again, and a
// chat is told once for all the deliveries of one message; a press is
// answered each time (its answer is its presser's alone, and stops the
// button's spinner).
func (c *call) fail(err error) {
	c.b.log.Error("request", "chat", c.req.Chat.Key, "err", err)
	c.failed = true
	if !askRetry(c.ctx) {
		c.answer(tr(c.lang, txtFailed))
		return
	}
	if c.req.Button != "" || c.req.UpdateID == "" || c.b.told.first(c.req.UpdateID, c.b.cfg.Now()) {
		c.answer(tr(c.lang, txtFailedRetrying))
	}
}

// ack acknowledges an accepted press at once where the platform shows it
// waiting (Acker): the work after it may take seconds.
func (c *call) ack() {
	if a, ok := c.out.(Acker); ok && c.req.Button != "" && c.reply == nil {
		a.Ack(c.ctx, c.req)
	}
}

// stale answers a press on an old board. When the newest board never
// reached the chat (a failed send, a crash), it is posted now; otherwise
// the answer points to it and to /board.
func (c *call) stale(g *game) {
	if g.rec.BoardOwed && c.req.Chat.InlineID == "" {
		c.answer(tr(c.lang, txtStaleResent))
		c.showOwed()
		return
	}
	c.answer(tr(c.lang, txtStale))
}

// lastFinished is the game finished last in the request's chat, its
// match rebuilt from its log (from its base, when settled under newer
// rules); with tag, only if its buttons carry that tag (gameTag). False
// when there is none such or it cannot be read.
func (c *call) lastFinished(tag string) (*game, bool) {
	id, err := c.b.store.LastFinished(storage.Key(c.req.Chat.Key))
	if err != nil || tag != "" && gameTag(id) != tag {
		return nil, false
	}
	rec, err := c.b.store.Archived(id)
	if err != nil || rec.Key != storage.Key(c.req.Chat.Key) || rec.Status != storage.StatusFinished {
		return nil, false
	}
	rec = settled(rec)
	m, err := replayMatch(rec.Setup, rec.Log)
	if err != nil {
		c.b.log.Warn("finished game", "game", rec.ID, "err", err)
		return nil, false
	}
	return &game{rec: rec, m: m}, true
}

// overText answers a press on a board of g, a game over: who won (the
// seats and their players) or a draw (winnersOf), and how to play again; short, as a
// press's answer is (Telegram cuts its alert at 200 characters).
func (c *call) overText(g *game) string {
	winners := winnersOf(g.m.Outcome())
	if len(winners) == 0 {
		return tr(c.lang, txtGameOverDraw)
	}
	names := make([]string, len(winners))
	for i, k := range winners {
		names[i] = g.seatAndPlayer(c.lang, k)
	}
	return tr(c.lang, txtGameOverWon, narrate.JoinAnd(nl(c.lang), names))
}

// noGameText says there is no game here, in the front end's words.
func (c *call) noGameText() string {
	if c.req.Chat.Platform == PlatformTerminal {
		return tr(c.lang, txtNoGameTerminal)
	}
	return tr(c.lang, txtNoGame)
}

// confirmPair is the row a deadly button's press shows: confirm (data
// act; the answer above names the move, so the label does not) and back.
func confirmPair(lang, act, back string) []Button {
	return []Button{
		{Label: tr(lang, txtBtnConfirm), Data: act, Danger: true},
		{Label: tr(lang, txtBtnBack), Data: back},
	}
}
