package telegram_test

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"
	"unicode"

	"github.com/jackalbot/jackal/bot"
	"github.com/jackalbot/jackal/bot/telegram/internal/telegramtest"
	"github.com/jackalbot/jackal/storage"
)

// record is what must not change when a request is refused.
type record struct {
	version uint64
	log     []string
	status  string
}

func recordOf(g *storage.Game) record {
	return record{version: g.Version, log: slices.Clone(g.Log), status: g.Status}
}

func (a record) equal(b record) bool {
	return a.version == b.version && a.status == b.status && slices.Equal(a.log, b.log)
}

// reply sends text as user and returns the bot's new text message in chat.
func (r *rig) reply(chat, user int64, text string, opts ...telegramtest.MessageOpts) telegramtest.Message {
	r.t.Helper()
	before := len(r.srv.Messages(chat))
	r.say(chat, user, text, opts...)
	msgs := r.srv.Messages(chat)
	if len(msgs) == before {
		r.t.Fatalf("no answer to %.40q", text)
	}
	return msgs[len(msgs)-1]
}

// TestBadInputGetsClearAnswers sends what a careless or malicious user
// might: each gets a clear answer and leaves the stored game as it was.
func TestBadInputGetsClearAnswers(t *testing.T) {
	r := newRig(t, rigOpts{})
	k := key(group)
	board := r.newGame(group, k)
	long := "/move " + strings.Repeat("W1 e5 ", 100<<10/6)
	tests := []struct {
		name    string
		prepare func()        // done before, changes what it may (a setting)
		do      func() string // returns what the user was told
		want    string        // in the answer
	}{
		{"unknown command", nil, func() string { return r.reply(group, alice, "/nosuch thing").Text }, "Unknown command"},
		{"move without notation", nil, func() string { return r.reply(group, alice, "/move").Text }, "Write the move"},
		{"malformed notation", nil, func() string { return r.reply(group, alice, "/move W9 zz99 ++").Text }, ""},
		{"a message of 100 KB", nil, func() string { return r.reply(group, alice, long).Text }, "too long"},
		{"typed out of turn", nil, func() string { return r.reply(group, bob, "/move B1 g12").Text }, "Not your turn"},
		{"pressed out of turn", nil, func() string { return alert(t, r.press(group, board.ID, bob, firstData(t, board))) }, "Not your turn"},
		{"pressed by a stranger", nil, func() string { return alert(t, r.press(group, board.ID, carol, firstData(t, board))) }, "Only the players"},
		{"forged move count", nil, func() string { return alert(t, r.press(group, board.ID, alice, "999:a:W1 g2")) }, "old board"},
		{"forged verb", nil, func() string { return alert(t, r.press(group, board.ID, alice, "0:zz:W1")) }, "understand"},
		{"truncated data", nil, func() string { return alert(t, r.press(group, board.ID, alice, "0:a:W")) }, "understand"},
		{"no verb", nil, func() string { return alert(t, r.press(group, board.ID, alice, "0")) }, "understand"},
		{"garbage", nil, func() string { return alert(t, r.press(group, board.ID, alice, "\x00\xff;DROP")) }, "understand"},
		{"over 64 bytes", nil, func() string {
			return alert(t, r.press(group, board.ID, alice, "0:a:"+strings.Repeat("W1 g2 ", 12)))
		}, "understand"},
		{"abort by a non-admin", nil, func() string { return r.reply(group, bob, "/abort").Text }, "Only the game's creator"},
		{"illegal move, in Russian", func() { r.say(group, alice, "/settings lang ru") }, func() string {
			return r.reply(group, alice, "/move W1 e5 +c").Text
		}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if tt.prepare != nil {
				tt.prepare()
			}
			before := recordOf(r.mustGame(k))
			got := tt.do()
			if strings.TrimSpace(got) == "" || !strings.Contains(got, tt.want) {
				t.Errorf("answer %q, want one saying %q", got, tt.want)
			}
			if after := recordOf(r.mustGame(k)); !after.equal(before) {
				t.Errorf("the game changed: %+v → %+v", before, after)
			}
			if b := r.message(group, board.ID); b.Keyboard == nil {
				t.Errorf("the board lost its buttons")
			}
		})
	}
	checkOneAnswerEach(t, r)
	if got := r.lastText(group).Text; !strings.ContainsFunc(got, func(c rune) bool { return unicode.Is(unicode.Cyrillic, c) }) {
		t.Errorf("the refusal after /settings lang ru is not in Russian: %q", got)
	}
}

// alert returns the text of a press's answer, which must be an alert.
func alert(t *testing.T, a telegramtest.CallbackAnswer) string {
	t.Helper()
	if !a.ShowAlert {
		t.Errorf("press %q answered %q without an alert", a.Data, a.Text)
	}
	return a.Text
}

// firstData is the data of a message's first button.
func firstData(t *testing.T, m telegramtest.Message) string {
	t.Helper()
	d := buttonData(m)
	if len(d) == 0 {
		t.Fatalf("message %d has no buttons", m.ID)
	}
	return d[0]
}

// TestLobbyRefusals: a full table, a taken colour, too few players to start
// and a command for another bot are refused; an admin may abort a lobby.
func TestLobbyRefusals(t *testing.T) {
	r := newRig(t, rigOpts{})
	duel, four := int64(-1001600), int64(-1001700)
	r.say(duel, carol, "/new duel")
	duelLobby := r.lastText(duel)
	r.say(four, alice, "/new 4")
	fourLobby := r.lastText(four)
	r.press(four, fourLobby.ID, bob, "0:j:black")
	tests := []struct {
		name string
		chat int64
		do   func() string
		want string
	}{
		{"start alone", duel, func() string { return alert(t, r.press(duel, duelLobby.ID, carol, "0:s")) }, "every crew"},
		{"start with 2 of 4", four, func() string { return alert(t, r.press(four, fourLobby.ID, alice, "0:s")) }, "every crew"},
		{"taken colour", four, func() string { return alert(t, r.press(four, fourLobby.ID, carol, "0:j:black")) }, "taken"},
		{"unknown colour", four, func() string { return alert(t, r.press(four, fourLobby.ID, carol, "0:j:purple")) }, "Free"},
		{"full table", duel, func() string {
			r.press(duel, duelLobby.ID, alice, "0:j:white")
			before := recordOf(r.mustGame(key(duel)))
			got := alert(t, r.press(duel, duelLobby.ID, bob, "0:j:black"))
			if after := recordOf(r.mustGame(key(duel))); !after.equal(before) {
				t.Errorf("a full table changed: %+v → %+v", before, after)
			}
			return got
		}, "full"},
		{"command for another bot", duel, func() string {
			n := r.core.served()
			r.srv.SendMessage(duel, carol, "/abort@another_bot", telegramtest.MessageOpts{})
			r.say(duel, carol, "/status")
			if got := r.core.served(); got != n+1 {
				t.Errorf("%d requests served for one command to this bot", got-n)
			}
			return r.lastText(duel).Text
		}, "Alice"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			before := recordOf(r.mustGame(key(tt.chat)))
			got := tt.do()
			if !strings.Contains(got, tt.want) {
				t.Errorf("answer %q, want one saying %q", got, tt.want)
			}
			after := recordOf(r.mustGame(key(tt.chat)))
			if tt.name != "full table" && !after.equal(before) {
				t.Errorf("the lobby changed: %+v → %+v", before, after)
			}
		})
	}
	r.srv.SetMember(four, carol, "administrator")
	r.say(four, carol, "/abort")
	if _, ok := r.game(key(four)); ok {
		t.Errorf("an admin's /abort left the lobby open: %q", r.lastText(four).Text)
	}
	if len(r.srv.Requests("getChatMember")) == 0 {
		t.Errorf("/abort did not ask who administers the chat")
	}
}

// TestBlockedUserCannotBeReached: a private message to a user who blocked
// the bot fails with bot.ErrCannotReach and is logged; nothing crashes.
func TestBlockedUserCannotBeReached(t *testing.T) {
	r := newRig(t, rigOpts{})
	r.srv.Block(bob)
	err := r.adapter.Outbox().SendPrivate(context.Background(), bot.User{ID: "1002", Name: "Bob"}, "psst", nil)
	if !errors.Is(err, bot.ErrCannotReach) {
		t.Fatalf("SendPrivate to a blocked user: %v, want ErrCannotReach", err)
	}
	if !strings.Contains(r.logs.String(), "cannot be written to privately") {
		t.Errorf("the blocked user was not logged:\n%s", r.logs.String())
	}
	err = r.adapter.Outbox().SendPrivate(context.Background(), bot.User{ID: "1001"}, "hello", smallPNG(t))
	if err != nil {
		t.Errorf("SendPrivate to a reachable user: %v", err)
	}
}
