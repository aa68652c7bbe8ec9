package telegram_test

import (
	"context"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/jackalbot/jackal/bot/telegram/internal/telegramtest"
)

// lastSend is the newest sendMessage call to chat.
func lastSend(t *testing.T, r *rig, chat int64) telegramtest.Request {
	t.Helper()
	reqs := r.srv.Requests("sendMessage")
	for i := len(reqs) - 1; i >= 0; i-- {
		if reqs[i].Params["chat_id"] == strconv.FormatInt(chat, 10) {
			return reqs[i]
		}
	}
	t.Fatalf("nothing sent to chat %d", chat)
	return telegramtest.Request{}
}

// linked lists the users a text's text mentions link to, in order.
func linked(text string) []int64 {
	var out []int64
	for _, m := range mentionRE.FindAllStringSubmatch(text, -1) {
		id, _ := strconv.ParseInt(m[1], 10, 64)
		out = append(out, id)
	}
	return out
}

// checkPinged fails unless q is a message in HTML whose text mentions
// exactly the users of want, each by a text mention showing their name,
// and which, as shown, says each of says.
func checkPinged(t *testing.T, q telegramtest.Request, want []int64, says ...string) {
	t.Helper()
	text := q.Params["text"]
	if q.Params["parse_mode"] != "HTML" {
		t.Errorf("parse_mode %q, want HTML: %q", q.Params["parse_mode"], text)
	}
	if got := linked(text); !slices.Equal(got, want) {
		t.Errorf("mentions %v, want %v: %q", got, want, text)
	}
	for _, id := range want {
		if link := `<a href="tg://user?id=` + strconv.FormatInt(id, 10) + `">` + names[id] + "</a>"; !strings.Contains(text, link) {
			t.Errorf("no mention %s in %q", link, text)
		}
	}
	shown, err := shownText(text, q.Params["parse_mode"])
	if err != nil {
		t.Fatalf("the reminder does not parse: %v: %q", err, text)
	}
	for _, s := range says {
		if !strings.Contains(shown, s) {
			t.Errorf("the reminder shows %q, want it to say %q", shown, s)
		}
	}
}

// TestPingTurnReminder: the turn reminder mentions the player to act with
// a text mention (a notification), in HTML, and nobody else.
func TestPingTurnReminder(t *testing.T) {
	r := newRig(t, rigOpts{})
	r.newGame(group, key(group))
	r.clock.advance(13 * time.Hour)
	if n := r.core.RemindOnce(context.Background()); n != 1 {
		t.Fatalf("RemindOnce sent %d reminders, want 1", n)
	}
	checkPinged(t, lastSend(t, r, group), []int64{alice}, "⏰ Your move in Jackal, Alice (")
}

// TestPingSecretReminder: the reminder half way through a card game's time
// limit mentions each late player, and not the computer playing a seat
// whose player resigned.
func TestPingSecretReminder(t *testing.T) {
	r := newRig(t, rigOpts{})
	r.say(group, alice, "/new cards islands=1 time=2h")
	r.say(group, bob, "/join")
	r.say(group, carol, "/join")
	r.say(group, alice, "/start")
	r.say(group, carol, "/resign") // a computer plans for carol's seat at once
	g := r.mustGame(key(group))
	if g.NextReminder.IsZero() {
		t.Fatalf("no reminder due; chat: %q", r.lastText(group).Text)
	}
	r.clock.advance(g.NextReminder.Sub(r.clock.Now()) + time.Minute)
	if n := r.core.RemindOnce(context.Background()); n != 1 {
		t.Fatalf("RemindOnce sent %d reminders, want 1", n)
	}
	q := lastSend(t, r, group)
	checkPinged(t, q, []int64{alice, bob}, "⏰ Waiting for Alice, Bob. If they do not act within")
	if strings.Contains(q.Params["text"], "Carol") {
		t.Errorf("the reminder names Carol, who is not late: %q", q.Params["text"])
	}
}
