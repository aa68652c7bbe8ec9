package bot

import "github.com/jackalbot/jackal/storage"

// typedPrivate serves /move, /undo, /status, /history and /rules
// typed in a Telegram private chat with the bot that holds no game of its
// own, from a player whose private boards it shows: the game is the
// newest of those (User.Secret) in which the user plays a seat; for /move
// and /undo, the newest in which one of their seats may act, and when
// more than one may, the bot asks which rather than guess (/board there
// is boardsPrivate's: every game's board); /move plays the action for
// their seat, as its button would (the same checks: their own seat, one
// that may act, a legal action); /undo plays the game's take-back
// (secretFace.takeBack) so; /status, /history and /rules (of that game)
// tell there what they tell the group. Answers stay
// in the private chat; the game's boards go to its own chat. It reports
// false when there is no such game, and the command is served as usual
// ("there is no game in this chat").
func (c *call) typedPrivate(cmd, args string) bool {
	if !c.req.Chat.Private || c.req.Chat.InlineID != "" || c.req.Chat.Platform != PlatformTelegram {
		return false
	}
	if _, err := c.b.loadGame(c.req.Chat.Key); !isNotFound(err) {
		return false // the chat's own game (a lobby against computers), or a failure served as usual
	}
	private := c.req
	var acting storage.Key // an action goes first to the newest game that waits for the typist
	if cmd == "move" || cmd == "undo" {
		acting = c.actingGame()
	}
	leave, ok := c.enterSecretGame(func(rec *storage.Game) bool {
		return rec.Status == storage.StatusActive && plays(rec.Setup.Seats, private.User.ID) && (acting == "" || rec.Key == acting)
	})
	if !ok {
		return false
	}
	defer leave()
	if c.failed {
		return true // the game's chat could not be held: told
	}
	c.reply = func(text string) {
		if err := c.out.Answer(c.ctx, private, text); err != nil {
			c.b.log.Warn("answer failed", "chat", private.Chat.Key, "err", err)
		}
	}
	g, ok := c.active()
	if !ok {
		return true
	}
	switch cmd {
	case "status", "history", "rules":
		// what the group may read, told in the private chat
		c.req = private
		switch cmd {
		case "status":
			c.say(g.face().status(c.lang, g))
		case "history":
			c.say(tableHistory(c.lang, g))
		default:
			c.rulesOf(args, g.face())
		}
		return true
	}
	sf, ok := secretOf(g)
	if !ok {
		c.answer(tr(c.lang, txtNoGame))
		return true
	}
	if cmd == "undo" {
		if args = sf.takeBack(); args == "" {
			c.answer(tr(c.lang, txtSecretNoUndo))
			return true
		}
	}
	if args == "" {
		c.answer(moveUsage(c.lang, g.face()))
		return true
	}
	if games := c.actingElsewhere(g); games != "" {
		// the typist may act in more than one game: not guessed
		c.answer(tr(c.lang, txtSecretWhich, games))
		return true
	}
	c.fromPrivate = true
	c.moveSecret(g, sf, args)
	return true
}
