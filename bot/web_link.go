package bot

import (
	"strings"
)

// WebBoard is the live board in the browser (package bot/web) as the core
// offers it: the links to a game's page. The core never signs anything
// itself; it asks for the link fitting the place it posts in.
type WebBoard interface {
	// PlayerLink is the page of game id (of chat key) for user, who may
	// act there for their seats: to be given to that user alone.
	PlayerLink(key, id string, user User) string
	// WatchLink is a spectator's page of game id: public, read-only.
	WatchLink(key, id string) string
	// MiniApp is the Telegram Mini App's link opening game id, where the
	// user proves who they are through Telegram; "" when none is set up.
	MiniApp(id string) string
}

// SetWebBoard makes /web offer w's links (nil: the web board is off).
func (b *Bot) SetWebBoard(w WebBoard) {
	b.outMu.Lock()
	defer b.outMu.Unlock()
	b.web = w
}

// webBoard is the web board set, or nil.
func (b *Bot) webBoard() WebBoard {
	b.outMu.Lock()
	defer b.outMu.Unlock()
	return b.web
}

// cmdWeb offers the live board of the chat's game: in Telegram the Mini
// App's button in the chat (everyone opens it as themselves), else a
// spectator's link in the chat and each player's own link where only they
// see it (a Discord ephemeral answer, a private message). "/web watch"
// asks for the spectator's link only.
func (c *call) cmdWeb(args string) {
	w := c.b.webBoard()
	if w == nil {
		c.answer(tr(c.lang, txtWebOff))
		return
	}
	g, ok := c.active()
	if !ok {
		return
	}
	watch := strings.EqualFold(strings.TrimSpace(args), "watch")
	key, id := c.req.Chat.Key, g.rec.ID
	mine := g.isPlayer(c.req.User.ID) && !watch
	// the player's page speaks their language as the bot knows it
	me := c.req.User
	me.Lang = c.lang
	switch c.req.Chat.Platform {
	case PlatformTelegram:
		if app := w.MiniApp(id); app != "" && !watch && c.req.Chat.InlineID == "" {
			c.sayButtons(tr(c.lang, txtWebOpen), [][]Button{{{Label: tr(c.lang, txtWebOpen), URL: app}}})
			return
		}
		c.say(tr(c.lang, txtWebWatch, w.WatchLink(key, id)))
		if mine {
			if err := c.out.SendPrivate(c.ctx, c.req.User, tr(c.lang, txtWebYours, w.PlayerLink(key, id, me)), nil); err == nil {
				c.answer(tr(c.lang, txtWebPrivate))
			}
		}
	default:
		// the answer is the user's alone (Discord's ephemeral message, the
		// terminal's line)
		if mine {
			c.answer(tr(c.lang, txtWebYours, w.PlayerLink(key, id, me)))
			return
		}
		c.answer(tr(c.lang, txtWebWatch, w.WatchLink(key, id)))
	}
}

// sayButtons posts text with buttons in the request's chat.
func (c *call) sayButtons(text string, buttons [][]Button) {
	if _, err := c.out.SendText(c.ctx, c.req.Chat, text, buttons); err != nil {
		c.b.log.Warn("send failed", "chat", c.req.Chat.Key, "err", err)
	}
}
