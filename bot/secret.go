package bot

import (
	"errors"
	"slices"
	"strings"
	"time"

	gm "github.com/jackalbot/jackal/engine/game"
	"github.com/jackalbot/jackal/storage"
)

// secretFace is the face of a game whose seats act at once and in secret
// (the card game: every player lays a row of cards unseen, then all rows
// are revealed). The group's board shows only what everyone may know and
// a button that opens each player's own private board (VerbHand); a
// player acts there (VerbSeat), a seat entry in the log (gm.SeatEntry).
// The computers act for their seats as soon as they may, and a stand-in
// computer for a player still silent when the game's time limit passes.
type secretFace interface {
	// handBoard is seat's private board in lang: what it holds and has
	// laid, what it is asked, and its legal actions as VerbSeat buttons.
	handBoard(b *Bot, lang string, g *game, seat string) Board
	// news tells what events evs mean for the group's board: news, a new
	// board (a reveal, a step of the resolution, a new round, the end);
	// progress, the board's account of who has acted changed (a row
	// confirmed) and its message is edited; neither, nothing to show (a
	// card laid in secret).
	news(evs gm.Events) (news, progress bool)
	// round numbers the game's rounds: a stand-in computer acts for an
	// absent player until the round ends.
	round(m gm.Match) int
	// roundOver is, when events evs (played from before to g) ended a
	// round and began the next, the board that tells the round ended
	// (drawn on its own island, not the next) and the events left for the
	// new round's board; ok is false when no round ended so.
	roundOver(b *Bot, lang string, before, g *game, evs gm.Events) (board Board, rest gm.Events, ok bool)
	// limits are the time a player has to act before the stand-in acts
	// for them, and the stand-in's level, as the game's /new chose them.
	limits(setup storage.Setup) (time.Duration, string)
	// split is the actions a typed action of seat in m stands for, played
	// in order and all or none: the card game's whole plan (plan arrow-ew
	// horse) is the seat's row: the cards laid before taken back, its
	// cards laid one by one, then ready; anything else is itself.
	split(m gm.Match, seat, action string) []string
	// completions are the texts seat may type that go on from typed,
	// beyond its legal actions (which /move's autocomplete lists too):
	// the card game's whole plans (plan arrow-ew horse).
	completions(m gm.Match, seat, typed string) []string
	// takeBack is the action taking back a seat's last secret step (the
	// card game's undo: the last card laid), which /undo plays where the
	// seat acts unseen; "" for none.
	takeBack() string
}

// secretOf is g's face as a secretFace, if its seats act in secret.
func secretOf(g *game) (secretFace, bool) {
	sf, ok := g.face().(secretFace)
	return sf, ok
}

// seatMoves counts the log entries played for seat: the version of its
// private board's buttons, which the others' secret actions leave as it
// is.
func seatMoves(g *game, seat string) int {
	n := 0
	for _, e := range g.rec.Log {
		if strings.HasPrefix(e, "@"+seat+" ") {
			n++
		}
	}
	return n
}

// seatButton is the data of a private board's button playing action for
// seat, whose own entries number moves (seatMoves, counted once a board).
func seatButton(g *game, seat string, moves int, action string) string {
	return ButtonData{Tag: gameTag(g.rec.ID), Moves: moves, Verb: VerbSeat, Arg: seat + ":" + action}.String()
}

// onTelegram reports whether g's chat is a Telegram one.
func onTelegram(g *game) bool {
	platform, _ := splitKey(string(g.rec.Key))
	return platform == PlatformTelegram
}

// handButton is the group board's button that opens a player's private
// board: a deep link into the private chat with the bot where the
// platform has one (Telegram), else a press the bot answers privately.
func (b *Bot) handButton(lang string, g *game) Button {
	label := tr(lang, txtBtnHand)
	if onTelegram(g) {
		if link, ok := b.privateChatLink(g); ok {
			return Button{Label: label, URL: link}
		}
	}
	return Button{Label: label, Data: g.button(VerbHand, "")}
}

// privateChatLink is the deep link that opens the private chat with the
// bot on g's private view, when it is a web address (a platform's bot
// name is known once connected); false when there is none.
func (b *Bot) privateChatLink(g *game) (string, bool) {
	b.outMu.Lock()
	defer b.outMu.Unlock()
	if b.deepLink == nil {
		return "", false
	}
	link := b.deepLink(linkPayload(string(g.rec.Key)))
	return link, strings.HasPrefix(link, "https://")
}

// pressHand shows the presser their private boards in g.
func (c *call) pressHand(g *game, sf secretFace) {
	seats := g.crewsOf(c.req.User.ID)
	if len(seats) == 0 {
		c.answer(tr(c.lang, txtNoHand))
		return
	}
	for _, s := range seats {
		c.showSecret(g, sf, s)
	}
}

// pressPrivate shows the presser, answering privately where the platform
// can (SecretSender: Discord's ephemeral messages), the private board of
// each of their seats in g: an Archipirata player's own captain, which
// the group's board never names.
func (c *call) pressPrivate(g *game) {
	seats := g.crewsOf(c.req.User.ID)
	ss, ok := c.out.(SecretSender)
	switch {
	case len(seats) == 0:
		c.answer(tr(c.lang, txtNoSeat))
		return
	case !ok:
		c.answer(tr(c.lang, txtBadButton))
		return
	}
	for _, name := range seats {
		seat := g.seatOf(name)
		if seat == nil || seat.AI != "" {
			continue
		}
		lang := c.seatLang(g, seat)
		board, ok := g.face().privateBoard(c.b, lang, g, name)
		if !ok {
			continue
		}
		// no private chat was opened: its greeting does not belong here
		board.Caption = strings.TrimPrefix(board.Caption, tr(lang, txtDmReady)+"\n")
		if _, err := ss.SendSecret(c.ctx, c.req, User{ID: seat.UserID, Name: seat.Name, Lang: seat.Lang}, board); err != nil {
			c.b.log.Warn("private board", "chat", g.rec.Key, "err", err)
			c.answer(tr(c.lang, txtFailed))
			return
		}
	}
}

// showSecret shows seat's player their private board; ErrCannotReach
// when it could not. A player who cannot be reached and is the presser is
// told how to open the private chat.
func (c *call) showSecret(g *game, sf secretFace, name string) error {
	seat := g.seatOf(name)
	if seat == nil || seat.AI != "" {
		return ErrCannotReach
	}
	lang := c.seatLang(g, seat)
	board := c.headed(g, seat, lang, sf.handBoard(c.b, lang, g, name))
	ss, ok := c.out.(SecretSender)
	err := ErrCannotReach
	if ok {
		_, err = ss.SendSecret(c.ctx, c.req, User{ID: seat.UserID, Name: seat.Name, Lang: seat.Lang}, board)
	}
	if err == nil {
		c.rememberSecret(seat.UserID, g.rec.Key)
		return nil
	}
	if !errors.Is(err, ErrCannotReach) {
		c.b.log.Warn("private board", "chat", g.rec.Key, "err", err)
	}
	if c.req.User.ID == seat.UserID && (c.req.Button != "" || c.req.Command != "") {
		if c.req.Button == "" {
			// a command's answer is posted in the game's chat: in its
			// language, not the player's own
			lang = c.gameLang(g)
		}
		c.answer(tr(lang, txtHandNodm, c.b.link(linkPayload(string(g.rec.Key)))))
	}
	return err
}

// rememberSecret notes that user's private chat shows a board of the game
// of chat key, so that its buttons pressed there find the game.
func (c *call) rememberSecret(userID string, key storage.Key) {
	if c.req.Chat.Platform != PlatformTelegram {
		return // elsewhere a private board's press comes from the game's own chat
	}
	id := userKey(c.req.Chat.Platform, userID)
	u, err := c.b.store.GetUser(id)
	if err != nil && !isNotFound(err) {
		return
	}
	if len(u.Secret) > 0 && u.Secret[0] == key {
		return
	}
	u.ID = id
	u.Secret = append([]storage.Key{key}, slices.DeleteFunc(u.Secret, func(k storage.Key) bool { return k == key })...)
	if len(u.Secret) > storage.MaxUserSecret {
		u.Secret = u.Secret[:storage.MaxUserSecret]
	}
	if err := c.b.store.PutUser(u); err != nil {
		c.b.log.Warn("remember private board", "err", err)
	}
}

// enterSecretGame finds, among the games whose private boards the user's
// private chat with the bot shows (User.Secret, newest first), the first
// whose record match accepts, locks its chat and makes it the request's
// chat (boards go there; the message pressed stays the private one). The
// caller defers leave, which unlocks it and marks the request's update
// handled when served: a change stamps the update on the game, which a
// delivery again to the private chat does not look at. ok is false when
// no game matches (nothing is locked); when the game's chat cannot be held
// (Bot.lock), ok is true, the failure told and c.failed set.
func (c *call) enterSecretGame(match func(rec *storage.Game) bool) (leave func(), ok bool) {
	u, err := c.b.store.GetUser(userKey(c.req.Chat.Platform, c.req.User.ID))
	if err != nil {
		return nil, false
	}
	for _, key := range u.Secret {
		if rec, err := c.b.store.Get(key); err != nil || !match(rec) {
			continue
		}
		if string(key) == c.req.Chat.Key {
			// the private chat's own game (a card game against computers
			// played there): this request holds its chat's lock already,
			// and locking it again would wait for ever (and hang every
			// request of the chat after it); its update is stamped on
			// that game, where a delivery again looks
			return func() {}, true
		}
		unlock, err := c.b.lock(c.ctx, string(key))
		if err != nil {
			c.fail(err)
			return func() {}, true
		}
		_, chat := splitKey(string(key))
		chat.Platform = c.req.Chat.Platform
		c.req.Chat = chat
		return func() {
			c.stamped = false
			unlock()
		}, true
	}
	return nil, false
}

// pressSecretPrivate serves a press on a private board in the private
// chat with the bot: the game is the one of the user's private boards
// whose tag the button carries (enterSecretGame).
func (c *call) pressSecretPrivate(d ButtonData) {
	leave, ok := c.enterSecretGame(func(rec *storage.Game) bool { return gameTag(rec.ID) == d.Tag })
	if !ok {
		c.answer(tr(c.lang, txtOtherGame))
		return
	}
	defer leave()
	if c.failed {
		return // the game's chat could not be held: told
	}
	g, ok := c.active()
	if !ok {
		return
	}
	if gameTag(g.rec.ID) != d.Tag {
		c.answer(tr(c.lang, txtOtherGame))
		return
	}
	c.pressSeat(g, d)
}

// pressSeat serves a private board's button: only the seat's own player
// may press it (a forged press for another's hand is refused), only on
// the seat's newest board, and only for an action the seat may take now.
func (c *call) pressSeat(g *game, d ButtonData) {
	sf, ok := secretOf(g)
	if !ok {
		c.answer(tr(c.lang, txtBadButton))
		return
	}
	name, action, ok := strings.Cut(d.Arg, ":")
	seat := g.seatOf(name)
	if !ok || seat == nil {
		c.answer(tr(c.lang, txtBadButton))
		return
	}
	if seat.AI != "" || seat.UserID != c.req.User.ID {
		c.answer(tr(c.lang, txtNotYourHand))
		return
	}
	if seatMoves(g, name) != d.Moves {
		c.answer(tr(c.lang, txtHandStale))
		return
	}
	entry := gm.SeatEntry(name, spelling(g.m, action))
	if err := g.m.Check(entry); err != nil {
		if len(g.m.LegalFor(name)) == 0 {
			c.answer(tr(c.lang, txtHandWait))
			return
		}
		c.answer(g.face().explain(c.lang, err, entry, g))
		return
	}
	c.ack()
	c.playSecret(g, sf, name, action, true)
}

// retractTyped deletes the request's own message (Request.Sent), a plan
// typed where the others read it, where the platform lets the bot
// (Retractor), and says so; otherwise it only points to the private
// board.
func (c *call) retractTyped() text {
	r, ok := c.out.(Retractor)
	if !ok || c.req.Sent.MessageID == "" {
		return txtSecretTyped
	}
	if err := r.Retract(c.ctx, c.req.Sent); err != nil {
		c.b.log.Info("typed plan not removed", "chat", c.req.Chat.Key, "err", err)
		return txtSecretTyped
	}
	return txtSecretTypedGone
}

// moveSecret plays a typed action in a game whose seats act in secret:
// only where no one else sees it (the terminal, the player's private
// chat: typedPrivate, a command the adapter kept unseen: Request.Unseen);
// elsewhere the player is sent to their private board. The action is the user's seat's that may act now; a whole row
// typed (secretFace.split) is played all or none.
func (c *call) moveSecret(g *game, sf secretFace, action string) {
	if !g.isPlayer(c.req.User.ID) {
		// no seat, no hand: not sent to a private board they do not have
		c.answer(tr(c.lang, txtNoSeat))
		return
	}
	if c.req.Chat.Platform != PlatformTerminal && !c.fromPrivate {
		c.answer(tr(c.lang, c.retractTyped()))
		return
	}
	for _, name := range g.m.Acting() {
		if s := g.seatOf(name); s != nil && s.AI == "" && s.UserID == c.req.User.ID {
			c.secretStep(g, sf, name, sf.split(g.m, name, action), false, nil)
			return
		}
	}
	c.answer(tr(c.lang, txtHandWait))
}
