package bot

import (
	"slices"

	"github.com/jackalbot/jackal/storage"
)

// typedPrivate serves /move and /board typed in a Telegram private chat
// with the bot that holds no game of its own, from a player whose private
// boards it shows: the game is the newest of those (User.Secret) in which
// the user plays a seat. /board sends the player's private board again;
// /move plays the action for their seat, as its button would (the same
// checks: their own seat, one that may act, a legal action). Answers stay
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
	u, err := c.b.store.GetUser(userKey(c.req.Chat.Platform, c.req.User.ID))
	if err != nil {
		return false
	}
	for _, key := range u.Secret {
		rec, err := c.b.store.Get(key)
		if err != nil || rec.Status != storage.StatusActive || !slices.ContainsFunc(rec.Setup.Seats, func(s storage.Seat) bool {
			return s.UserID == c.req.User.ID && s.AI == ""
		}) {
			continue
		}
		unlock := c.b.lock(string(key))
		defer unlock()
		private := c.req
		c.reply = func(text string) {
			if err := c.out.Answer(c.ctx, private, text); err != nil {
				c.b.log.Warn("answer failed", "chat", private.Chat.Key, "err", err)
			}
		}
		_, chat := splitKey(string(key))
		chat.Platform = c.req.Chat.Platform
		c.req.Chat = chat
		// the change is stamped on the game, which a delivery again to the
		// private chat does not look at: it is marked handled too
		defer func() { c.stamped = false }()
		g, ok := c.active()
		if !ok {
			return true
		}
		sf, ok := secretOf(g)
		if !ok {
			c.answer(tr(c.lang, txtNoGame))
			return true
		}
		if cmd == "board" {
			for _, crew := range g.crewsOf(c.req.User.ID) {
				_ = c.showSecret(g, sf, crew)
			}
			return true
		}
		if args == "" {
			c.answer(tr(c.lang, txtMoveUsage))
			return true
		}
		c.fromPrivate = true
		c.moveSecret(g, sf, args)
		return true
	}
	return false
}
