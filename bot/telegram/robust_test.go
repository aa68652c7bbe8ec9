package telegram_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"net/http"
	"os"
	"runtime"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/jackalbot/jackal/bot"
	"github.com/jackalbot/jackal/bot/internal/leakcheck"
	"github.com/jackalbot/jackal/bot/telegram/internal/telegramtest"
	"github.com/jackalbot/jackal/bot/telegram/internal/tgapi"
	"github.com/jackalbot/jackal/engine/ai"
)

// The robustness tests inject what Telegram may send although the bot
// never asks for it in so many words: messages without a sender or text,
// presses without a message, data that is no button's, kinds of update
// the bot does not serve, repeats. Each update must be served (or
// dropped) within robustLimit, without a panic — the client recovers a
// handler's panic and logs it, so the log is checked too — and without a
// raw Go error shown to anyone; the game in the group stays as it was, and
// a normal command still works afterwards.

// robustLimit bounds the serving of one odd update.
const robustLimit = 10 * time.Second

// rawMarks betray this adapter's errors shown to a user as they are
// (beside leakcheck's).
var rawMarks = []string{"tgapi", "telegram:", "bot:", "bad request"}

// anonymousAdmin is the user Telegram puts as the sender of a message an
// anonymous group admin writes (sender_chat is then the group).
const anonymousAdmin int64 = 1087968824

// robust is a rig with the bookkeeping of the robustness tests.
type robust struct {
	*rig
	nextMsg atomic.Int64
}

func newRobust(t *testing.T, opts rigOpts) *robust {
	rb := &robust{rig: newRig(t, opts)}
	rb.nextMsg.Store(500000)
	return rb
}

// msg is a Message object from user in chat (user 0: no from) with text
// ("" for none).
func (rb *robust) msg(chat, user int64, text string) map[string]any {
	m := map[string]any{"message_id": int(rb.nextMsg.Add(1)), "date": time.Now().Unix(), "chat": rb.srv.ChatObject(chat)}
	if user != 0 {
		m["from"] = rb.srv.UserObject(user)
	}
	if text != "" {
		m["text"] = text
	}
	return m
}

// with returns m with fields set (a nil value deletes the field).
func with(m map[string]any, fields map[string]any) map[string]any {
	for k, v := range fields {
		if v == nil {
			delete(m, k)
			continue
		}
		m[k] = v
	}
	return m
}

// callback builds a callback_query from user with data and the fields
// given, registered so that the bot can answer it; it returns the body
// and the query id.
func (rb *robust) callback(user int64, data string, fields map[string]any) (map[string]any, string) {
	id := rb.srv.NewCallbackID(user, data)
	body := map[string]any{"id": id, "chat_instance": "ci-robust", "data": data}
	if user != 0 {
		body["from"] = rb.srv.UserObject(user)
	}
	return with(body, fields), id
}

// rawString is s as a JSON string whose bytes above 0x7f are written as
// they are: invalid UTF-8 stays invalid on the wire.
func rawString(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '"' || c == '\\':
			b.WriteByte('\\')
			b.WriteByte(c)
		case c < 0x20:
			fmt.Fprintf(&b, `\u%04x`, c)
		default:
			b.WriteByte(c)
		}
	}
	b.WriteByte('"')
	return b.String()
}

// rawBody is m as JSON with its string field key replaced by the raw JSON
// value raw (which json.Marshal could not make: invalid UTF-8, lone
// surrogate escapes).
func rawBody(t *testing.T, m map[string]any, key, raw string) json.RawMessage {
	t.Helper()
	const mark = "\x00robust-mark\x00"
	m[key] = mark
	b, err := json.Marshal(m)
	if err != nil {
		t.Fatalf("marshal: %v", err)
	}
	quoted, _ := json.Marshal(mark)
	out := strings.Replace(string(b), string(quoted), raw, 1)
	if out == string(b) {
		t.Fatalf("no field %q to replace in %s", key, b)
	}
	return json.RawMessage(out)
}

// served waits until the updates ids were fetched and their handling
// ended (the update journal forgets an update once its handler returns);
// with no ids, until the journal holds nothing.
func (rb *robust) served(t *testing.T, ids ...int) {
	t.Helper()
	journal := rb.store.UpdateJournal(bot.PlatformTelegram)
	deadline := time.Now().Add(robustLimit)
	for {
		kept, _, err := journal.Pending()
		if err != nil {
			t.Fatalf("journal: %v", err)
		}
		inHand := slices.ContainsFunc(ids, func(id int) bool { return slices.Contains(kept, id) })
		if rb.srv.PendingUpdates() == 0 && !inHand && (len(ids) > 0 || len(kept) == 0) {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("updates %v not served within %v (queued %d, in hand %v)", ids, robustLimit, rb.srv.PendingUpdates(), kept)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// shown lists what the bot showed to anyone in the calls from the
// seq-th on: texts, captions, press answers and inline results.
func (rb *robust) shown(from int) []string {
	var out []string
	calls := rb.srv.Requests("")
	for _, q := range calls[min(from, len(calls)):] {
		for _, k := range []string{"text", "caption", "results"} {
			if v := q.Params[k]; v != "" {
				out = append(out, q.Method+": "+v)
			}
		}
	}
	return out
}

// sends counts the calls that show something (sends, edits, answers).
func (rb *robust) sends() int {
	n := 0
	for _, q := range rb.srv.Requests("") {
		if strings.HasPrefix(q.Method, "send") || strings.HasPrefix(q.Method, "edit") ||
			strings.HasPrefix(q.Method, "answer") || q.Method == "deleteMessage" {
			n++
		}
	}
	return n
}

// posts counts the calls that send, edit or delete a message.
func (rb *robust) posts() int {
	n := 0
	for _, q := range rb.srv.Requests("") {
		if strings.HasPrefix(q.Method, "send") || strings.HasPrefix(q.Method, "edit") || q.Method == "deleteMessage" {
			n++
		}
	}
	return n
}

// oddCase is one odd update (or a few).
type oddCase struct {
	name string
	// inject queues the update(s) and returns their ids.
	inject func(t *testing.T) []int
	// press is the callback query that must be answered ("" none); query
	// the inline query.
	press, query string
	// silent: the bot must not show anything; quiet: nothing but the
	// answer to the press (no message sent, edited or deleted).
	silent, quiet bool
	// want is a text the bot must show ("" none in particular).
	want string
	// mayChange: the group's game may change (else it must not).
	mayChange bool
	// check checks more afterwards.
	check func(t *testing.T)
}

// runOdd runs the cases one after the other on rb, whose group game
// is under key k, then checks that no goroutine they started is left.
func runOdd(t *testing.T, rb *robust, k string, cases []oddCase) {
	t.Helper()
	baseline := runtime.NumGoroutine()
	defer leakcheck.Settled(t, baseline, "odd updates")
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			before := recordOf(rb.mustGame(k))
			calls, sent, posted, logAt := len(rb.srv.Requests("")), rb.sends(), rb.posts(), len(rb.logs.String())
			start := time.Now()
			var ids []int
			if tc.inject != nil {
				ids = tc.inject(t)
			}
			rb.served(t, ids...)
			if tc.press != "" {
				rb.waitT(t, "the answer to press "+tc.press, func() bool {
					a, _ := rb.srv.CallbackAnswer(tc.press)
					return a.Answered
				})
			}
			if tc.query != "" {
				rb.waitT(t, "the answer to inline query "+tc.query, func() bool {
					a, _ := rb.srv.InlineAnswer(tc.query)
					return a.Answered
				})
			}
			if d := time.Since(start); d > robustLimit {
				t.Errorf("served in %v, over %v", d, robustLimit)
			}
			leakcheck.NoPanic(t, rb.logs.String()[logAt:])
			if os.Getenv("ROBUST_DEBUG") != "" {
				for _, l := range strings.Split(rb.logs.String()[logAt:], "\n") {
					if strings.Contains(l, "level=WARN") || strings.Contains(l, "level=ERROR") || strings.Contains(l, "level=INFO") {
						t.Logf("log: %.300s", l)
					}
				}
				t.Logf("shown: %.400q", rb.shown(calls))
			}
			shown := rb.shown(calls)
			leakcheck.NoRaw(t, shown, rawMarks...)
			if tc.silent && rb.sends() != sent {
				t.Errorf("the bot answered what it should ignore: %q", shown)
			}
			if tc.quiet && rb.posts() != posted {
				t.Errorf("the bot posted or edited for a press it should only answer: %q", shown)
			}
			if tc.want != "" && !slices.ContainsFunc(shown, func(s string) bool { return strings.Contains(s, tc.want) }) {
				t.Errorf("nothing shown says %q; shown: %q", tc.want, shown)
			}
			if g, ok := rb.game(k); !ok {
				t.Errorf("the game %s is gone", k)
			} else if after := recordOf(g); !tc.mayChange && !after.equal(before) {
				t.Errorf("the game changed: %+v → %+v", before, after)
			}
			if tc.check != nil {
				tc.check(t)
			}
		})
	}
}

// waitT is rig.wait failing t (a subtest) rather than the rig's test.
func (rb *robust) waitT(t *testing.T, what string, cond func() bool) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), robustLimit)
	defer cancel()
	if err := rb.srv.WaitFor(ctx, cond); err != nil {
		t.Fatalf("waiting for %s: %v", what, err)
	}
}

// stillWorks checks that the bot still serves the group: /status is
// answered, and a legal move typed by the player to act is played once.
func stillWorks(t *testing.T, rb *robust, chat int64, k string) {
	t.Helper()
	if got := rb.reply(chat, alice, "/status").Text; !strings.Contains(got, "Alice") {
		t.Errorf("/status after the odd updates answered %q", got)
	}
	g := rb.mustGame(k)
	a := newPlayer(rb.rig, ai.Easy, 5).choose(g)
	user := mentioned(rb.lastBoard(chat))
	rb.say(chat, user, "/move "+a.String())
	if got := len(rb.mustGame(k).Log); got != len(g.Log)+1 {
		t.Errorf("/move %s after the odd updates: log %d → %d; last text %q", a, len(g.Log), got, rb.lastText(chat).Text)
	}
}

// TestRobustOddMessages: messages without a sender, from bots, without
// text, with odd text, to other bots, in a topic gone, migrations that go
// nowhere or in a circle, undecodable ones, and one sent twice.
func TestRobustOddMessages(t *testing.T) {
	rb := newRobust(t, rigOpts{})
	k := key(group)
	rb.newGame(group, k)
	const forum, other, twice, cycleA, cycleB = int64(-1001900), int64(-1001901), int64(-1001902), int64(-6001), int64(-1006001)
	msg := func(chat, user int64, text string, fields map[string]any) func(t *testing.T) []int {
		return func(t *testing.T) []int {
			return []int{rb.srv.Inject("message", with(rb.msg(chat, user, text), fields))}
		}
	}
	sender := map[string]any{"sender_chat": rb.srv.ChatObject(group)}
	botFrom := map[string]any{"from": map[string]any{"id": 777000999, "is_bot": true, "first_name": "Other", "username": "other_bot"}}
	anon := map[string]any{"from": map[string]any{"id": anonymousAdmin, "is_bot": true, "first_name": "Group", "username": "GroupAnonymousBot"},
		"sender_chat": rb.srv.ChatObject(group)}
	photo := []map[string]any{{"file_id": "AgAD-robust", "file_unique_id": "u1", "width": 90, "height": 90}}
	long := "/move " + strings.Repeat("ж", 4090)
	var cycleLobby bool
	cases := []oddCase{
		{name: "no sender (a channel writing in the group)", inject: msg(group, 0, "/abort", sender), silent: true},
		{name: "from another bot", inject: msg(group, 0, "/abort", botFrom), silent: true},
		{name: "from an anonymous admin", inject: msg(group, 0, "/abort", anon), want: "Remain anonymous"},
		{name: "a photo with a command as caption", inject: msg(group, alice, "",
			map[string]any{"photo": photo, "caption": "/abort", "caption_entities": []map[string]any{{"type": "bot_command", "offset": 0, "length": 6}}}), silent: true},
		{name: "a sticker", inject: msg(group, alice, "", map[string]any{"sticker": map[string]any{
			"file_id": "CAAD", "file_unique_id": "s1", "type": "regular", "width": 512, "height": 512, "is_animated": false, "is_video": false}}), silent: true},
		{name: "no text at all", inject: msg(group, alice, "", nil), silent: true},
		{name: "a lone slash", inject: msg(group, alice, "/", nil), silent: true},
		{name: "a slash and the bot's name", inject: msg(group, alice, "/@"+telegramtest.BotUsername, nil), silent: true},
		{name: "a command to no bot", inject: msg(group, alice, "/abort@", nil), silent: true},
		{name: "a command to another bot", inject: msg(group, alice, "/abort@other_bot", nil), silent: true},
		{name: "a command to this bot in capitals", inject: msg(group, alice, "/STATUS@"+strings.ToUpper(telegramtest.BotUsername), nil), want: "Alice"},
		{name: "4096 characters of Cyrillic", inject: msg(group, alice, long, nil), want: "too long"},
		{name: "a command word in Cyrillic", inject: msg(group, alice, "/ходи W1 e5", nil), want: "Unknown command"},
		{name: "entities past the end of the text", inject: msg(group, alice, "/status",
			map[string]any{"entities": []map[string]any{{"type": "bot_command", "offset": 40, "length": 900}, {"type": "mention", "offset": -3, "length": 2}}}), want: "Alice"},
		{name: "NUL, RTL override and zero-width joiners", inject: msg(group, alice, "/move \x00\u202e\u200dW1\u200d e5\u202c", nil)},
		{name: "invalid UTF-8 in the text", inject: func(t *testing.T) []int {
			return []int{rb.srv.Inject("message", rawBody(t, rb.msg(group, alice, "x"), "text", rawString("/move \xff\xfe W1 \xc3")))}
		}},
		{name: "lone surrogate escapes in the text", inject: func(t *testing.T) []int {
			return []int{rb.srv.Inject("message", rawBody(t, rb.msg(group, alice, "x"), "text", `"/move \ud800 W1 \udc80"`))}
		}},
		{name: "a chat of null", inject: msg(group, alice, "/abort", map[string]any{"chat": json.RawMessage("null")}), silent: true},
		{name: "a chat id that is no number (undecodable)", inject: msg(group, alice, "/abort",
			map[string]any{"chat": map[string]any{"id": "not a number", "type": "group"}}), silent: true},
		{name: "a text that is no string (undecodable)", inject: msg(group, alice, "", map[string]any{"text": map[string]any{"a": 1}}), silent: true},
		{name: "a sender id of 0", inject: msg(other, 0, "/status", map[string]any{"from": map[string]any{"id": 0, "is_bot": false, "first_name": ""}})},
		{name: "a date far off and a negative message id", inject: msg(group, alice, "/status", map[string]any{"date": int64(1) << 40, "message_id": -5}), want: "Alice"},
		{name: "a private chat whose id is not the sender's", inject: msg(carol, alice, "/status", nil)},
		{name: "a forum topic that no longer exists", inject: func(t *testing.T) []int {
			rb.srv.FailNext("sendMessage", 400, "Bad Request: message thread not found", 0)
			return []int{rb.srv.Inject("message", with(rb.msg(forum, alice, "/status"), map[string]any{
				"chat":              map[string]any{"id": forum, "type": "supergroup", "title": "Forum", "is_forum": true},
				"message_thread_id": 99, "is_topic_message": true}))}
		}},
		{name: "a closed forum topic", inject: func(t *testing.T) []int {
			rb.srv.FailNext("sendMessage", 400, "Bad Request: TOPIC_CLOSED", 0)
			return []int{rb.srv.Inject("message", with(rb.msg(forum, alice, "/status"), map[string]any{
				"message_thread_id": 98, "is_topic_message": true}))}
		}},
		{name: "a deep link of NUL, RTL and 4000 characters", inject: msg(carol, carol, "/start \x00\u202e"+strings.Repeat("deep_", 800), nil)},
		{name: "/abort when asking who administers fails", inject: func(t *testing.T) []int {
			rb.srv.FailNext("getChatMember", 400, "Bad Request: user not found", 0)
			return []int{rb.srv.Inject("message", rb.msg(group, bob, "/abort"))}
		}, want: "Only the game's creator"},
		{name: "a command where the bot was kicked", inject: func(t *testing.T) []int {
			rb.srv.FailNext("sendMessage", 403, "Forbidden: bot was kicked from the supergroup chat", 0)
			return []int{rb.srv.Inject("message", rb.msg(group, carol, "/status"))}
		}},
		{name: "a migration to the group itself", inject: msg(group, alice, "", map[string]any{"migrate_to_chat_id": group}), silent: true},
		{name: "a migration from a chat that never was", inject: msg(other, alice, "", map[string]any{"migrate_from_chat_id": int64(-4242)}), silent: true},
		{name: "a migration of the group to 0", inject: msg(group, alice, "", map[string]any{"migrate_to_chat_id": 0, "migrate_from_chat_id": 0}), silent: true},
		{name: "migrations in a circle", inject: func(t *testing.T) []int {
			rb.served(t, rb.srv.Inject("message", rb.msg(cycleA, bob, "/new duel")))
			_, cycleLobby = rb.game(key(cycleA))
			a := rb.srv.Inject("message", with(rb.msg(cycleA, bob, ""), map[string]any{"migrate_to_chat_id": cycleB}))
			rb.served(t, a)
			b := rb.srv.Inject("message", with(rb.msg(cycleB, bob, ""), map[string]any{"migrate_to_chat_id": cycleA}))
			rb.served(t, b)
			return []int{rb.srv.Inject("message", rb.msg(cycleA, bob, "/status"))}
		}, check: func(t *testing.T) {
			_, inA := rb.game(key(cycleA))
			_, inB := rb.game(key(cycleB))
			if cycleLobby && inA == inB {
				t.Errorf("after migrations in a circle the lobby is in A: %v, in B: %v", inA, inB)
			}
		}},
		{name: "a command sent twice under one update id", inject: func(t *testing.T) []int {
			return []int{rb.srv.InjectTwice("message", rb.msg(twice, carol, "/new duel"))}
		}, check: func(t *testing.T) {
			if n := len(rb.srv.Messages(twice)); n != 1 {
				t.Errorf("/new sent twice under one id got %d answers", n)
			}
		}},
	}
	runOdd(t, rb, k, cases)
	stillWorks(t, rb, group, k)
}

// TestRobustOddPresses: presses without a message or a sender, on an
// inaccessible or unknown message, with data no button has (random
// bytes, invalid UTF-8, none at all), from a stranger, twice; inline
// queries long and odd, chosen results nobody offered, and the bot
// kicked, promoted, or restricted.
func TestRobustOddPresses(t *testing.T) {
	rb := newRobust(t, rigOpts{})
	k := key(group)
	board := rb.newGame(group, k)
	boardMsg, ok := rb.srv.MessageObject(group, board.ID)
	if !ok {
		t.Fatal("the board is not on the server")
	}
	data := firstData(t, board)
	rnd := rand.New(rand.NewPCG(1, 2))
	random := func() string {
		b := make([]byte, 64)
		for i := range b {
			b[i] = byte(rnd.IntN(256))
		}
		return string(b)
	}
	press := func(user int64, d string, fields map[string]any) (func(t *testing.T) []int, string) {
		body, id := rb.callback(user, d, fields)
		return func(t *testing.T) []int { return []int{rb.srv.Inject("callback_query", body)} }, id
	}
	rawPress := func(user int64, raw string, fields map[string]any) (func(t *testing.T) []int, string) {
		body, id := rb.callback(user, "x", fields)
		return func(t *testing.T) []int { return []int{rb.srv.Inject("callback_query", rawBody(t, body, "data", raw))} }, id
	}
	onBoard := map[string]any{"message": boardMsg}
	inaccessible := map[string]any{"message": map[string]any{"message_id": board.ID, "date": 0, "chat": rb.srv.ChatObject(group)}}
	caseOf := func(name string, f func(t *testing.T) []int, id string, c oddCase) oddCase {
		c.name, c.inject, c.press = name, f, id
		return c
	}
	inline := func(user int64, query string, fields map[string]any) (func(t *testing.T) []int, string) {
		id := rb.srv.NewInlineQueryID(user, query)
		body := with(map[string]any{"id": id, "from": rb.srv.UserObject(user), "query": query, "offset": ""}, fields)
		return func(t *testing.T) []int { return []int{rb.srv.Inject("inline_query", body)} }, id
	}
	member := func(chat map[string]any, status string, extra map[string]any) func(t *testing.T) []int {
		return func(t *testing.T) []int {
			return []int{rb.srv.Inject("my_chat_member", map[string]any{"chat": chat, "from": rb.srv.UserObject(alice), "date": time.Now().Unix(),
				"old_chat_member": map[string]any{"user": rb.srv.UserObject(telegramtest.BotID), "status": "member"},
				"new_chat_member": with(map[string]any{"user": rb.srv.UserObject(telegramtest.BotID), "status": status}, extra)})}
		}
	}
	var cases []oddCase
	add := func(name string, f func(t *testing.T) []int, id string, c oddCase) {
		cases = append(cases, caseOf(name, f, id, c))
	}
	f, id := press(alice, data, nil)
	add("no message and no inline message", f, id, oddCase{quiet: true})
	f, id = press(0, data, onBoard)
	add("no sender", f, id, oddCase{quiet: true})
	f, id = press(carol, data, inaccessible)
	add("an inaccessible message, by a stranger", f, id, oddCase{quiet: true, want: "Only the players"})
	f, id = press(alice, random(), onBoard)
	add("64 random bytes", f, id, oddCase{quiet: true})
	f, id = rawPress(alice, rawString("\xff\xfe0:a:W1 \xc3"), onBoard)
	add("invalid UTF-8", f, id, oddCase{quiet: true})
	f, id = rawPress(alice, `"0:a:\udc80\ud800"`, onBoard)
	add("lone surrogate escapes", f, id, oddCase{quiet: true})
	f, id = press(alice, "", with(map[string]any{"data": nil, "game_short_name": "jackal"}, onBoard))
	add("no data (a game's button)", f, id, oddCase{quiet: true})
	f, id = press(alice, "", map[string]any{"data": nil, "game_short_name": "jackal", "inline_message_id": "nowhere"})
	add("no data on an inline message", f, id, oddCase{quiet: true})
	f, id = press(alice, strings.Repeat("0:a:W1 g2;", 400), onBoard)
	add("4000 bytes of data", f, id, oddCase{quiet: true})
	f, id = press(alice, data, map[string]any{"message": with(maps(boardMsg), map[string]any{"chat": rb.srv.ChatObject(alice)})})
	add("the group's button in a private chat", f, id, oddCase{quiet: true})
	f, id = press(alice, data, map[string]any{"message": with(maps(boardMsg), map[string]any{"message_id": 777777})})
	add("a message the bot never sent", f, id, oddCase{mayChange: true})
	f, id = press(alice, data, map[string]any{"message": with(maps(boardMsg), map[string]any{"chat": nil})})
	add("a message without a chat", f, id, oddCase{quiet: true})
	f, id = press(alice, data, map[string]any{"message": with(maps(boardMsg), map[string]any{"message_thread_id": 99, "is_topic_message": true})})
	add("the board in a forum topic gone", f, id, oddCase{quiet: true})
	f, id = press(alice, data, map[string]any{"inline_message_id": "nowhere"})
	add("an unknown inline message", f, id, oddCase{quiet: true})
	f, id = press(alice, "0:open", map[string]any{"inline_message_id": "nowhere-open"})
	add("open on an unknown inline message", f, id, oddCase{})
	f, id = press(alice, data, with(map[string]any{"inline_message_id": "both"}, onBoard))
	add("both a message and an inline message", f, id, oddCase{quiet: true})
	cases = append(cases, oddCase{name: "a press sent twice under one update id", quiet: true, inject: func(t *testing.T) []int {
		body, _ := rb.callback(carol, data, onBoard)
		return []int{rb.srv.InjectTwice("callback_query", body)}
	}})
	f, id = inline(alice, strings.Repeat("🏴‍☠️ жук ", 1200), nil)
	add("an inline query of 10 000 characters", f, "", oddCase{query: id})
	f, id = inline(bob, "\x00\u202e/abort\u200d", map[string]any{"offset": "garbage", "chat_type": "channel",
		"location": map[string]any{"latitude": 91.5, "longitude": -181}})
	add("an inline query with NUL, an odd offset and a location", f, "", oddCase{query: id})
	f, _ = inline(alice, "x", map[string]any{"from": nil})
	add("an inline query without a sender", f, "", oddCase{})
	add("a chosen result nobody offered", func(t *testing.T) []int {
		return []int{rb.srv.Inject("chosen_inline_result", map[string]any{"result_id": "no-such", "from": rb.srv.UserObject(alice), "query": "q", "inline_message_id": "ghost"})}
	}, "", oddCase{silent: true})
	add("a chosen result without an inline message", func(t *testing.T) []int {
		return []int{rb.srv.Inject("chosen_inline_result", map[string]any{"result_id": "jackal-new", "from": rb.srv.UserObject(bob), "query": ""})}
	}, "", oddCase{silent: true})
	add("the bot kicked from the group", member(rb.srv.ChatObject(group), "kicked", map[string]any{"until_date": 0}), "", oddCase{silent: true})
	add("the bot promoted", member(rb.srv.ChatObject(group), "administrator", map[string]any{"can_be_edited": false, "can_manage_chat": true}), "", oddCase{silent: true})
	add("the bot restricted", member(rb.srv.ChatObject(group), "restricted", map[string]any{"can_send_messages": false}), "", oddCase{silent: true})
	add("the bot added to a channel", member(map[string]any{"id": int64(-1002000), "type": "channel", "title": "News"}, "administrator", nil), "", oddCase{silent: true})
	add("a member change with an unknown status", member(rb.srv.ChatObject(group), "ascended", nil), "", oddCase{silent: true})
	runOdd(t, rb, k, cases)
	stillWorks(t, rb, group, k)
}

// maps copies a map one level deep.
func maps(m map[string]any) map[string]any {
	out := make(map[string]any, len(m))
	for k, v := range m {
		out[k] = v
	}
	return out
}

// TestRobustWebhookOddPosts posts to the webhook what polling never
// fetches, since the bot does not ask for it (an older webhook
// registration may still send it): edited messages, channel posts,
// reactions, business messages, kinds yet unknown, no kind at all; and
// bodies that are no update. Each is answered at once and handled, or
// refused, without a panic, and never acted on.
func TestRobustWebhookOddPosts(t *testing.T) {
	addr := freeAddr(t)
	rb := newRobust(t, rigOpts{webhook: addr})
	rb.wait("the webhook", func() bool { url, _ := rb.srv.Webhook(); return url != "" })
	k := key(group)
	// the lobby is opened through the webhook: the fake's queue is not read
	nextID := 9000
	post := func(t *testing.T, body []byte) int {
		t.Helper()
		req, err := http.NewRequest(http.MethodPost, "http://"+addr+tgapi.DefaultWebhookPath, bytes.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set(tgapi.SecretHeader, webhookSecret)
		resp, err := (&http.Client{Timeout: robustLimit}).Do(req)
		if err != nil {
			t.Fatalf("post: %v", err)
		}
		resp.Body.Close()
		return resp.StatusCode
	}
	update := func(kind string, body any) []byte {
		nextID++
		b, err := json.Marshal(map[string]any{"update_id": nextID, kind: body})
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	n := rb.core.served()
	if code := post(t, update("message", rb.msg(group, alice, "/new duel"))); code != http.StatusOK {
		t.Fatalf("/new posted: %d", code)
	}
	rb.core.waitServed(t, n+1)
	abort := func() map[string]any { return rb.msg(group, alice, "/abort") }
	tests := []struct {
		name string
		body []byte
		want int // the webhook's answer
	}{
		{"an edited /abort", update("edited_message", abort()), http.StatusOK},
		{"an /abort in a channel post", update("channel_post", with(abort(), map[string]any{"from": nil, "sender_chat": rb.srv.ChatObject(group)})), http.StatusOK},
		{"an edited channel post", update("edited_channel_post", abort()), http.StatusOK},
		{"a business message", update("business_message", abort()), http.StatusOK},
		{"a reaction", update("message_reaction", map[string]any{"chat": rb.srv.ChatObject(group), "message_id": 1, "date": 1,
			"user": rb.srv.UserObject(alice), "old_reaction": []any{}, "new_reaction": []any{map[string]any{"type": "emoji", "emoji": "👍"}}}), http.StatusOK},
		{"a member of the group changed", update("chat_member", map[string]any{"chat": rb.srv.ChatObject(group), "from": rb.srv.UserObject(alice), "date": 1,
			"old_chat_member": map[string]any{"user": rb.srv.UserObject(bob), "status": "member"},
			"new_chat_member": map[string]any{"user": rb.srv.UserObject(bob), "status": "left"}}), http.StatusOK},
		{"a join request", update("chat_join_request", map[string]any{"chat": rb.srv.ChatObject(group), "from": rb.srv.UserObject(carol), "user_chat_id": carol, "date": 1}), http.StatusOK},
		{"a poll", update("poll", map[string]any{"id": "p1", "question": "/abort", "options": []any{}, "total_voter_count": 0,
			"is_closed": false, "is_anonymous": true, "type": "regular", "allows_multiple_answers": false}), http.StatusOK},
		{"a pre-checkout query", update("pre_checkout_query", map[string]any{"id": "pc", "from": rb.srv.UserObject(alice), "currency": "XTR",
			"total_amount": 1, "invoice_payload": "/abort"}), http.StatusOK},
		{"a kind not yet invented", update("quantum_entanglement", map[string]any{"chat": rb.srv.ChatObject(group), "text": "/abort"}), http.StatusOK},
		{"no kind at all", []byte(fmt.Sprintf(`{"update_id":%d}`, 9500)), http.StatusOK},
		{"an update id of 0", []byte(`{"update_id":0,"message":{"message_id":1,"date":1,"chat":{"id":-1001500,"type":"supergroup","title":"G"}}}`), http.StatusOK},
		{"a negative update id", []byte(`{"update_id":-7,"edited_message":{"message_id":1,"date":1,"chat":{"id":-1001500,"type":"supergroup","title":"G"}}}`), http.StatusOK},
		{"not JSON", []byte("<html>hello</html>"), http.StatusBadRequest},
		{"a JSON array", []byte(`[1,2,3]`), http.StatusBadRequest},
		{"a message of the wrong type", []byte(`{"update_id":9601,"message":"/abort"}`), http.StatusBadRequest},
		{"invalid UTF-8", append(append([]byte(`{"update_id":9602,"message":{"message_id":1,"date":1,"chat":{"id":-1001500,"type":"supergroup"},"from":{"id":1003,"is_bot":false,"first_name":"C"},"text":"/status `), 0xff, 0xfe), []byte(`"}}`)...), http.StatusOK},
		{"2 MB", append([]byte(`{"update_id":9603,"message":{"text":"`), bytes.Repeat([]byte("a"), 2<<20)...), http.StatusRequestEntityTooLarge},
	}
	baseline := runtime.NumGoroutine()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			before := recordOf(rb.mustGame(k))
			logAt, calls := len(rb.logs.String()), len(rb.srv.Requests(""))
			if code := post(t, tt.body); code != tt.want {
				t.Errorf("answered %d, want %d", code, tt.want)
			}
			rb.served(t)
			leakcheck.NoPanic(t, rb.logs.String()[logAt:])
			leakcheck.NoRaw(t, rb.shown(calls), rawMarks...)
			if after := recordOf(rb.mustGame(k)); !after.equal(before) {
				t.Errorf("the lobby changed: %+v → %+v", before, after)
			}
		})
	}
	leakcheck.Settled(t, baseline, "odd updates")
	n, msgs := rb.core.served(), len(rb.srv.Messages(group))
	if code := post(t, update("message", rb.msg(group, bob, "/status"))); code != http.StatusOK {
		t.Fatalf("/status posted: %d", code)
	}
	rb.core.waitServed(t, n+1)
	if got := rb.srv.Messages(group); len(got) == msgs || !strings.Contains(got[len(got)-1].Text, "A new game") {
		t.Errorf("/status after the odd posts: no answer showing the lobby")
	}
	if g := rb.mustGame(k); len(g.Setup.Seats) != 1 {
		t.Errorf("the lobby's seats after the odd posts: %+v", g.Setup.Seats)
	}
}
