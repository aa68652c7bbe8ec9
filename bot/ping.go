package bot

import (
	"context"
	"strconv"
	"strings"
)

// mentionMark brackets the number of a user mentioned in a Pinger's text
// (Mention): a control character that no name (cleanName) nor text of
// the bot holds.
const mentionMark = "\x1f"

// Mention is the mark of users[i]'s mention in the text of
// Pinger.SendPing.
func Mention(i int) string { return mentionMark + strconv.Itoa(i) + mentionMark }

// MentionPart is a piece of a Pinger's text: literal text, or, when User
// is set, the mention of that user.
type MentionPart struct {
	Text string
	User *User
}

// MentionParts cuts a Pinger's text into its literal pieces and the
// mentions of users, in order. A mark naming no user of users (a number
// out of range, a mark left open) is dropped.
func MentionParts(text string, users []User) []MentionPart {
	var out []MentionPart
	literal := func(s string) {
		if s == "" {
			return
		}
		if n := len(out); n > 0 && out[n-1].User == nil {
			out[n-1].Text += s
			return
		}
		out = append(out, MentionPart{Text: s})
	}
	for {
		before, rest, ok := strings.Cut(text, mentionMark)
		literal(before)
		if !ok {
			return out
		}
		num, after, closed := strings.Cut(rest, mentionMark)
		if !closed {
			return out // a mark left open: what follows it is no text
		}
		if i, err := strconv.Atoi(num); err == nil && i >= 0 && i < len(users) {
			out = append(out, MentionPart{User: &users[i]})
		}
		text = after
	}
}

// PlainMentions is a Pinger's text with each mention written as its
// user's name: what SendText shows where the outbox is no Pinger.
func PlainMentions(text string, users []User) string {
	var b strings.Builder
	for _, p := range MentionParts(text, users) {
		if p.User != nil {
			b.WriteString(p.User.Name)
		} else {
			b.WriteString(p.Text)
		}
	}
	return b.String()
}

// mentions gathers the players a reminder names: their names as the text
// shows them, each person's (one with a user id) marked as a mention
// (Mention) of the user it adds to users; a person named twice (two
// seats) is named once.
type mentions struct {
	names []string
	users []User
}

// add names a player: name as the text shows it, id its user ("" for
// nobody to notify: a computer, a seat without a user).
func (m *mentions) add(name, id string) {
	if id == "" {
		m.names = append(m.names, name)
		return
	}
	for _, u := range m.users {
		if u.ID == id {
			return
		}
	}
	m.names = append(m.names, Mention(len(m.users)))
	m.users = append(m.users, User{ID: id, Name: name})
}

// joined is the names, comma separated.
func (m *mentions) joined() string { return strings.Join(m.names, ", ") }

// sendPing posts text in chat through out mentioning users (Pinger), or,
// where out cannot, with SendText and the users named.
func sendPing(ctx context.Context, out Outbox, chat Chat, users []User, text string, buttons [][]Button) (MessageRef, error) {
	if p, ok := out.(Pinger); ok && len(users) > 0 {
		return p.SendPing(ctx, chat, users, text, buttons)
	}
	return out.SendText(ctx, chat, PlainMentions(text, users), buttons)
}

// sayPing is say mentioning users (Pinger) where the text marks them.
func (c *call) sayPing(users []User, text string) {
	if c.req.Chat.InlineID != "" {
		c.say(PlainMentions(text, users))
		return
	}
	if _, err := sendPing(c.ctx, c.out, c.req.Chat, users, text, nil); err != nil {
		c.b.log.Warn("send failed", "chat", c.req.Chat.Key, "err", err)
	}
}
