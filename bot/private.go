package bot

import (
	"errors"
	"fmt"
	"strings"

	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/storage"
)

// private sends what the lighthouse showed to the player of the crew that
// looked, and to nobody else: a direct message with that crew's view; if
// the platform cannot deliver one, a private alert to the presser, else a
// hint to open a private chat.
func (c *call) private(g *game, evs []engine.Event) {
	byCrew := map[engine.Crew][]engine.Event{}
	for _, e := range evs {
		if e.Type == engine.EvPeeked && e.Private != engine.NoCrew {
			byCrew[e.Private] = append(byCrew[e.Private], e)
		}
	}
	for k, peeks := range byCrew {
		seat := g.seatOf(k.String())
		if seat == nil || seat.AI != "" {
			continue
		}
		lang := seat.Lang
		if u, err := c.b.store.GetUser(userKey(c.req.Chat.Platform, seat.UserID)); err == nil && u.Lang != "" {
			lang = u.Lang
		}
		if _, ok := parseLang(lang); !ok {
			lang = c.gameLang(g)
		} else {
			lang, _ = parseLang(lang)
		}
		var parts []string
		for _, e := range peeks {
			parts = append(parts, fmt.Sprintf("%s %s", e.To, tileName(lang, e.Kind)))
		}
		list := strings.Join(parts, ", ")
		v := engine.ViewFor(g.cl(), k)
		png := c.b.drawBoard(&v, nil, nil)
		err := c.out.SendPrivate(c.ctx, User{ID: seat.UserID, Name: seat.Name}, tr(lang, txtPeekPrivate)+" "+list, png)
		if err == nil {
			continue
		}
		if !errors.Is(err, ErrCannotReach) {
			c.b.log.Warn("private message", "err", err)
		}
		if c.req.Button != "" && c.req.User.ID == seat.UserID {
			c.answer(tr(lang, txtPeekAlert, list))
			continue
		}
		c.say(tr(lang, txtPeekNodm, c.b.link(linkPayload(c.req.Chat.Key))))
	}
}

// linkPayload encodes a chat key for a deep link (letters, digits, _ and -).
func linkPayload(key string) string {
	return "g" + strings.NewReplacer(":", "_", "-", "m").Replace(key)
}

// keyOfPayload decodes linkPayload.
func keyOfPayload(p string) (string, bool) {
	if !strings.HasPrefix(p, "g") {
		return "", false
	}
	return strings.NewReplacer("_", ":", "m", "-").Replace(p[1:]), true
}

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
	for _, k := range crews {
		g.face().deepLink(c, g, k)
	}
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
