package bot

import (
	"strings"
	"sync"

	"github.com/jackalbot/jackal/storage"
)

// A group's title (Chat.Title) is kept with its settings
// (storage.ChatSettings.Title) so that what the bot writes privately about
// the group's game can name it by it ("🏴 Game in «Pirates»"): a private
// chat's request does not bring the group's title. It is display only,
// best effort: written when a request from the group brings another one
// (a renamed group), never per request.

// chatTitles are the titles this process knows a chat's settings hold,
// by chat key: a request bringing the same one reads and writes nothing.
// Another process renaming the chat meanwhile is not seen (best effort).
type chatTitles struct{ m sync.Map }

// known reports whether the settings of key are known to hold title.
func (t *chatTitles) known(key, title string) bool {
	v, ok := t.m.Load(key)
	return ok && v == title
}

// note records that the settings of key hold title.
func (t *chatTitles) note(key, title string) { t.m.Store(key, title) }

// keepTitle stores the title the request's chat brings with the chat's
// settings when they hold another one and the chat has a game (a lobby,
// a game in play): only a game's private boards and reminders read it,
// and a chat without one gets no settings from it (a Telegram supergroup
// a group's game is about to move to must have none). Private and inline
// chats have no title of their own. Call it holding the chat's lock.
func (b *Bot) keepTitle(ch Chat) {
	title := cleanTitle(ch.Title)
	if ch.Private || ch.InlineID != "" || title == "" || b.titles.known(ch.Key, title) {
		return
	}
	key := storage.Key(ch.Key)
	cs, err := b.store.GetChat(key)
	if err != nil && !isNotFound(err) {
		b.log.Warn("chat title", "chat", ch.Key, "err", err)
		return
	}
	if cs.Title != title {
		if _, err := b.store.Get(key); err != nil {
			if !isNotFound(err) {
				b.log.Warn("chat title", "chat", ch.Key, "err", err)
			}
			return
		}
		cs.Key, cs.Title = key, title
		if err := b.store.PutChat(cs); err != nil {
			b.log.Warn("chat title", "chat", ch.Key, "err", err)
			return
		}
	}
	b.titles.note(ch.Key, title)
}

// chatTitle is the title kept for the chat of key, "" when none is.
func (b *Bot) chatTitle(key storage.Key) string {
	cs, err := b.store.GetChat(key)
	if err != nil {
		return ""
	}
	return cleanTitle(cs.Title)
}

// cleanTitle is a chat's title safe to show on one line: control and
// invisible characters gone, spaces collapsed, at most maxNameRunes
// runes; "" when nothing visible is left.
func cleanTitle(title string) string {
	title = strings.Join(strings.Fields(cleanTyped(title)), " ")
	if !visible(title) {
		return ""
	}
	return ClipRunes(title, maxNameRunes)
}
