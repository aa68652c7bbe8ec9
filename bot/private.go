package bot

import (
	"encoding/base64"
	"errors"
	"strings"

	"github.com/jackalbot/jackal/storage"
)

// seatLang is the language to write to a seat's player in private: their
// own setting, else the seat's, else the game's.
func (c *call) seatLang(g *game, seat *storage.Seat) string {
	lang := seat.Lang
	if u, err := c.b.store.GetUser(userKey(c.req.Chat.Platform, seat.UserID)); err == nil && u.Lang != "" {
		lang = u.Lang
	}
	if l, ok := parseLang(lang); ok {
		return l
	}
	return c.gameLang(g)
}

// sendPrivate sends a seat's player what only they may see: a direct
// message with a picture; if the platform cannot deliver one, a private
// alert (alert, else msg) to the presser when it is them, else a hint in
// the chat to open a private chat with the bot.
func (c *call) sendPrivate(seat *storage.Seat, lang, msg string, png []byte, alert ...string) {
	err := c.out.SendPrivate(c.ctx, User{ID: seat.UserID, Name: seat.Name}, c.privateHead(seat, lang, msg), png)
	if err == nil {
		return
	}
	if !errors.Is(err, ErrCannotReach) {
		c.b.log.Warn("private message", "err", err)
	}
	if c.req.Button != "" && c.req.User.ID == seat.UserID {
		if len(alert) > 0 {
			msg = alert[0]
		}
		c.answer(msg)
		return
	}
	c.say(tr(lang, txtPeekNodm, c.b.link(linkPayload(c.req.Chat.Key))))
}

// privateHead is msg, written privately to seat's player about the game
// of the request's chat, headed by that game's players when the player
// plays another game on the same platform (Bot.playsElsewhere): their
// private chat with the bot (Telegram's, a Discord direct message) is
// one for all their games, and a lighthouse's look in one of two games
// otherwise does not say which.
func (c *call) privateHead(seat *storage.Seat, lang, msg string) string {
	platform := c.req.Chat.Platform
	if platform != PlatformTelegram && platform != PlatformDiscord {
		return msg
	}
	rec, err := c.b.store.Get(storage.Key(c.req.Chat.Key))
	if err != nil || !plays(rec.Setup.Seats, seat.UserID) || !c.b.playsElsewhere(platform, seat.UserID, rec.Key) {
		return msg
	}
	return c.b.gameLine(lang, &game{rec: rec}) + "\n" + msg
}

// linkPayload encodes a chat key for a deep link (letters, digits, _ and
// -): "g" and the key with ':' written '_' and '-' 'm' ("gtg_m100_7"),
// which reads back only when the key holds neither 'm' nor '_' nor '-'
// but a chat id's minus sign (Telegram's group keys: every link posted
// so far); any other key ("tgi:" and an inline message's id, which may
// hold all three) is "k" and the key in unpadded base64url.
func linkPayload(key string) string {
	if p := "g" + strings.NewReplacer(":", "_", "-", "m").Replace(key); decodeG(p[1:]) == key {
		return p
	}
	return "k" + base64.RawURLEncoding.EncodeToString([]byte(key))
}

// keyOfPayload decodes linkPayload.
func keyOfPayload(p string) (string, bool) {
	switch {
	case strings.HasPrefix(p, "g"):
		return decodeG(p[1:]), true
	case strings.HasPrefix(p, "k"):
		key, err := base64.RawURLEncoding.DecodeString(p[1:])
		return string(key), err == nil
	}
	return "", false
}

// decodeG reads the key of a "g" payload.
func decodeG(p string) string { return strings.NewReplacer("_", ":", "m", "-").Replace(p) }

// deepLink serves /start with a payload in a private chat: the user opened
// the bot from a game's hint, so the bot may write to them now; it sends
// that game's private view.
func (c *call) deepLink(payload string) {
	c.rememberDM()
	key, ok := keyOfPayload(payload)
	if !ok {
		c.say(tr(c.lang, txtDmReady))
		return
	}
	g, err := c.b.loadGame(key)
	if err != nil || g.rec.Status != storage.StatusActive {
		c.say(tr(c.lang, txtDmReady))
		return
	}
	crews := g.crewsOf(c.req.User.ID)
	if len(crews) == 0 {
		c.say(tr(c.lang, txtDmReady))
		return
	}
	if !c.showPrivateBoards(g, crews, true) {
		// a game with no private view (a puzzle): the link was answered
		// with nothing at all
		c.say(tr(c.lang, txtDmReady))
	}
}

// showPrivateBoards sends the private board of each of crews in g to the
// request's chat, the user's private chat with the bot, each headed by
// its game when the user plays another (headed); a card game's is
// remembered there (its buttons are pressed there). Unless greet, the
// greeting of a private chat just opened (txtDmReady) is left out. It
// reports whether one was shown.
func (c *call) showPrivateBoards(g *game, crews []string, greet bool) bool {
	shown := false
	for _, k := range crews {
		board, ok := g.face().privateBoard(c.b, c.lang, g, k)
		if !ok {
			continue
		}
		if !greet {
			board.Caption = strings.TrimPrefix(strings.TrimPrefix(board.Caption, tr(c.lang, txtDmReady)), "\n")
		}
		board = c.headed(g, g.seatOf(k), c.lang, board)
		if _, err := c.out.SendBoard(c.ctx, c.req.Chat, board); err != nil {
			c.b.log.Warn("private board", "err", err)
			continue
		}
		shown = true
		if _, secret := secretOf(g); secret {
			c.rememberSecret(c.req.User.ID, g.rec.Key) // its buttons are pressed here
		}
	}
	return shown
}

// privateStart greets a user who started the bot privately.
func (c *call) privateStart() {
	c.rememberDM()
	c.say(tr(c.lang, txtDmReady) + "\n\n" + tr(c.lang, txtHelp))
}

// rememberDM notes that the user's private chat is open to the bot.
func (c *call) rememberDM() {
	id := userKey(c.req.Chat.Platform, c.req.User.ID)
	u, err := c.b.store.GetUser(id)
	if err != nil && !isNotFound(err) {
		return
	}
	u.ID, u.Name, u.DMChat = id, c.req.User.Name, c.req.Chat.ID
	if err := c.b.store.PutUser(u); err != nil {
		c.b.log.Warn("remember private chat", "err", err)
	}
}
