package bot

// The robustness test: "bad input always gets a clear message, never a
// panic, and never loses or corrupts stored data". Each case starts a game
// of one kind in one kind of chat, the way the other tests do, then sends
// a long random sequence of requests from its players and from others:
// command words (every command, the Russian aliases, unknown words, none),
// arguments (the legal actions the bot's own buttons offer, mutated,
// truncated, huge, unicode, notation-like garbage) and button data (the
// recorded buttons pressed by the right player, replayed stale, forged for
// another user, truncated, random bytes), with legal presses often enough
// that games really progress (reveals, choices, votes, ends, the next game
// of a campaign). Now and then the clock runs on (reminders, deadlines,
// stand-ins, a campaign's lobby), an update is delivered again, the web
// board presses, a front end asks for completions, or the bot restarts on
// its store. After every request the invariants below are checked.
//
// TestRobustRequests runs the table (a few seconds); FuzzRequests has the
// same table as its seed corpus and turns its bytes into the choices of a
// sequence (go test -run '^$' -fuzz FuzzRequests ./bot).

import (
	"context"
	"encoding/binary"
	"flag"
	"fmt"
	"log/slog"
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/jackalbot/jackal/storage"
)

// robustCase is one table case: a game kind, a chat kind, a seed and the
// number of requests; data, when set, is a fuzzer's input kept as a
// regression (its bytes make the choices first, then the seed's
// generator).
type robustCase struct {
	kind  string // classic, archipelago, archipirata, archipirata-adv, cards, campaign, draft, puzzle
	chat  string // group, private, terminal
	seed  uint64
	steps int
	data  []byte
}

func (tc robustCase) name() string { return fmt.Sprintf("%s/%s/%d", tc.kind, tc.chat, tc.seed) }

// robustSteps is the length of a table case's sequence.
const robustSteps = 260

// robustCases is the table, and FuzzRequests' seed corpus.
var robustCases = func() []robustCase {
	var out []robustCase
	for i, kind := range []string{"classic", "archipelago", "archipirata", "archipirata-adv", "cards", "campaign", "puzzle"} {
		for j, chat := range []string{"group", "private", "terminal"} {
			out = append(out, robustCase{kind: kind, chat: chat, seed: uint64(100*i + j + 1), steps: robustSteps})
		}
	}
	// sequences that found bugs, kept (cards/private/402 above found the
	// first: a press of a private board in the private chat holding the
	// card game hung its chat for ever)
	return append(out,
		// /settings remind 0 answered "something went wrong": the chat's
		// "off" was stored as -1, which the store refuses
		robustCase{kind: "archipelago", chat: "group", seed: 4101, steps: 2},
		// "/move UNDO" at the terminal: a legal action in another
		// spelling was refused with an empty answer
		robustCase{kind: "cards", chat: "terminal", seed: 10403, steps: 8},
		// the same, a press in the group ("/move READY" and such)
		robustCase{kind: "cards", chat: "group", seed: 2401, steps: 44},
		// /start with the link of a puzzle's chat answered nothing
		robustCase{kind: "puzzle", chat: "private", seed: 4602, steps: 15},
	)
}()

// TestRobustRequests runs the table. JACKAL_ROBUST_SEEDS=N runs N more
// seeds of each case, JACKAL_ROBUST_STEPS=N makes each sequence N long:
// a longer search than the fuzzer's, on the same cases.
func TestRobustRequests(t *testing.T) {
	more, _ := strconv.Atoi(os.Getenv("JACKAL_ROBUST_SEEDS"))
	steps, _ := strconv.Atoi(os.Getenv("JACKAL_ROBUST_STEPS"))
	for _, tc := range robustCases {
		for k := 0; k <= more; k++ {
			tc := tc
			tc.seed += uint64(k) * 1000
			if steps > 0 {
				tc.steps = steps
			}
			t.Run(tc.name(), func(t *testing.T) {
				runRobust(t, tc, tc.data, false)
			})
		}
	}
}

// FuzzRequests turns bytes into a request sequence: the case (game and
// chat kind), the seed of the choices the bytes do not make, and the
// bytes, which make the choices first; the sequence ends with them. Its
// seed corpus is TestRobustRequests' table, whose entries (no bytes) play
// exactly the table's sequences: outside fuzzing they are left to that
// test, so that a plain go test runs them once.
func FuzzRequests(f *testing.F) {
	for i, tc := range robustCases {
		f.Add(uint8(i), tc.seed, tc.data)
	}
	fuzzing := false
	if fl := flag.Lookup("test.fuzz"); fl != nil && fl.Value.String() != "" {
		fuzzing = true
	}
	f.Fuzz(func(t *testing.T, which uint8, seed uint64, data []byte) {
		tc := robustCases[int(which)%len(robustCases)]
		if len(data) == 0 && seed == tc.seed && !fuzzing {
			t.Skip("a table case: TestRobustRequests runs it")
		}
		tc.seed = seed
		runRobust(t, tc, data, true)
	})
}

// robustSrc makes a sequence's choices: from the fuzzer's bytes while
// there are some, then from the seed's generator.
type robustSrc struct {
	data []byte
	r    *rand.Rand
}

func (s *robustSrc) intn(n int) int {
	if n <= 1 {
		return 0
	}
	if len(s.data) > 0 {
		var v int
		if n <= 256 || len(s.data) < 2 {
			v = int(s.data[0])
			s.data = s.data[1:]
		} else {
			v = int(binary.LittleEndian.Uint16(s.data))
			s.data = s.data[2:]
		}
		return v % n
	}
	return s.r.IntN(n)
}

// chance is true k times in n.
func (s *robustSrc) chance(k, n int) bool { return s.intn(n) < k }

func pick[T any](s *robustSrc, list []T) T { return list[s.intn(len(list))] }

// robustLog keeps the bot's log records at Warn and above.
type robustLog struct {
	mu   sync.Mutex
	recs []string
}

func (l *robustLog) Enabled(_ context.Context, lv slog.Level) bool { return lv >= slog.LevelWarn }

func (l *robustLog) Handle(_ context.Context, r slog.Record) error {
	var b strings.Builder
	fmt.Fprintf(&b, "%s %s", r.Level, r.Message)
	r.Attrs(func(a slog.Attr) bool {
		fmt.Fprintf(&b, " %s=%v", a.Key, a.Value)
		return true
	})
	l.mu.Lock()
	l.recs = append(l.recs, b.String())
	l.mu.Unlock()
	return nil
}

func (l *robustLog) WithAttrs([]slog.Attr) slog.Handler { return l }
func (l *robustLog) WithGroup(string) slog.Handler      { return l }

// take returns the records since the last take.
func (l *robustLog) take() []string {
	l.mu.Lock()
	defer l.mu.Unlock()
	out := l.recs
	l.recs = nil
	return out
}

// robustOut is one thing the bot showed: its kind and text.
type robustOut struct{ kind, text string }

// robustMsg is a message the bot posted with buttons: where, for whom (a
// private board's player), the player pinged, and its buttons now.
type robustMsg struct {
	ref   MessageRef
	chat  Chat
	owner string // the player of a private board
	ping  *User
	rows  [][]Button
}

// robustBox is the platform: it records every text the bot shows and
// every message with buttons. Telegram-like, it keeps old buttons and
// shows private boards in the player's private chat; at the terminal, the
// players share one screen and the replay GIF is posted as a file
// (robustFileBox).
type robustBox struct {
	mu       sync.Mutex
	n        int
	platform string
	terminal Chat // the terminal's one chat
	shared   bool
	outs     []robustOut
	msgs     map[string]*robustMsg // message id → message
	order    []string              // ids of messages with buttons, oldest first
	seen     []string              // every button data shown, oldest first
}

func newRobustBox(platform string) *robustBox {
	return &robustBox{platform: platform, msgs: map[string]*robustMsg{}}
}

func (x *robustBox) next(chatID string) MessageRef {
	x.n++
	return MessageRef{ChatID: chatID, MessageID: strconv.Itoa(x.n)}
}

// show records a text and the buttons of a message; mu is held.
func (x *robustBox) show(kind, text string, ref MessageRef, chat Chat, owner string, ping *User, rows [][]Button, edit bool) {
	x.outs = append(x.outs, robustOut{kind, text})
	if ping != nil {
		// the player pinged is named: a name the platform gave blank is
		// shown otherwise
		x.outs = append(x.outs, robustOut{kind + " ping", ping.Name})
	}
	for _, row := range rows {
		for _, b := range row {
			x.outs = append(x.outs, robustOut{kind + " button", b.Label})
			if b.Data != "" {
				x.seen = append(x.seen, b.Data)
			}
		}
	}
	if len(x.seen) > 600 {
		x.seen = slices.Clone(x.seen[len(x.seen)-400:])
	}
	id := ref.MessageID + ref.InlineID
	m, ok := x.msgs[id]
	if !ok {
		if edit {
			return // an edit of a message never recorded (none here)
		}
		m = &robustMsg{ref: ref, chat: chat, owner: owner}
		x.msgs[id] = m
	}
	if ping != nil || !edit {
		m.ping = ping
	}
	m.rows = rows
	x.order = slices.DeleteFunc(x.order, func(s string) bool { return s == id })
	if len(rows) > 0 {
		x.order = append(x.order, id)
	}
}

func (x *robustBox) SendBoard(_ context.Context, chat Chat, b Board) (MessageRef, error) {
	x.mu.Lock()
	defer x.mu.Unlock()
	ref := x.next(chat.ID)
	x.show("board", b.Caption+"\n"+b.Alt, ref, chat, "", b.Ping, b.Buttons, false)
	return ref, nil
}

func (x *robustBox) EditBoard(_ context.Context, ref MessageRef, b Board) error {
	x.mu.Lock()
	defer x.mu.Unlock()
	x.show("board edit", b.Caption+"\n"+b.Alt, ref, Chat{}, "", b.Ping, b.Buttons, true)
	return nil
}

func (x *robustBox) EditButtons(_ context.Context, ref MessageRef, rows [][]Button) error {
	x.mu.Lock()
	defer x.mu.Unlock()
	x.show("buttons edit", "-", ref, Chat{}, "", nil, rows, true)
	return nil
}

func (x *robustBox) SendText(_ context.Context, chat Chat, text string, rows [][]Button) (MessageRef, error) {
	x.mu.Lock()
	defer x.mu.Unlock()
	ref := x.next(chat.ID)
	x.show("text", text, ref, chat, "", nil, rows, false)
	return ref, nil
}

func (x *robustBox) EditText(_ context.Context, ref MessageRef, text string, rows [][]Button) error {
	x.mu.Lock()
	defer x.mu.Unlock()
	x.show("text edit", text, ref, Chat{}, "", nil, rows, true)
	return nil
}

func (x *robustBox) Answer(_ context.Context, _ Request, text string) error {
	x.mu.Lock()
	defer x.mu.Unlock()
	x.outs = append(x.outs, robustOut{"answer", text})
	return nil
}

func (x *robustBox) SendPrivate(_ context.Context, u User, text string, _ []byte) error {
	x.mu.Lock()
	defer x.mu.Unlock()
	if u.ID == robustBlocked {
		return ErrCannotReach
	}
	x.outs = append(x.outs, robustOut{"private", text})
	return nil
}

func (x *robustBox) SendSecret(_ context.Context, _ Request, u User, b Board) (MessageRef, error) {
	x.mu.Lock()
	defer x.mu.Unlock()
	if u.ID == robustBlocked {
		return MessageRef{}, ErrCannotReach
	}
	chat := x.terminal
	if x.platform == PlatformTelegram {
		chat = robustPrivate(u.ID)
	}
	ref := x.next(chat.ID)
	x.show("secret", b.Caption+"\n"+b.Alt, ref, chat, u.ID, nil, b.Buttons, false)
	return ref, nil
}

func (x *robustBox) SharedScreen() bool { return x.shared }

func (x *robustBox) KeepsOldButtons() bool { return x.platform == PlatformTelegram }

func (x *robustBox) Ack(context.Context, Request) {}

// robustFileBox is a robustBox that posts files.
type robustFileBox struct{ *robustBox }

func (x robustFileBox) SendFile(_ context.Context, chat Chat, f File) (MessageRef, error) {
	x.mu.Lock()
	defer x.mu.Unlock()
	if len(f.Data) == 0 || f.Name == "" {
		x.outs = append(x.outs, robustOut{"file", ""})
	}
	x.outs = append(x.outs, robustOut{"file", f.Caption})
	return x.next(chat.ID), nil
}

// robustBlocked is a user who never started the bot: the platform will
// not write to them privately.
const robustBlocked = "9"

// robustPrivate is user id's private chat with the bot on Telegram.
func robustPrivate(id string) Chat {
	return Chat{Key: "tg:" + id, Platform: PlatformTelegram, ID: id, Private: true}
}

// robustRig is one case being run.
type robustRig struct {
	t       testing.TB
	tc      robustCase
	src     *robustSrc
	path    string
	store   *storage.Bolt
	b       *Bot
	log     *robustLog
	box     *robustBox
	out     Outbox
	now     time.Time
	seeds   uint64
	chat    Chat   // the game's chat
	players []User // who plays
	others  []User // who does not
	keys    []string
	step    int
	served  int
	trail   []string // the requests so far, for a failure's report
	updates int
	sent    []Request // requests that carried an update id
	// what each chat key held after the last request: its game's id and log
	lastID  map[string]string
	lastLog map[string][]string
	fuzz    bool // a fuzzer's input: a known failure is skipped
	// strict adds the hostile input's checks (hostile_test.go): every text
	// clean of controls and bounded, whatever was typed
	strict bool
	// echo is what users gave the bot besides their requests (their
	// names), which it may show back
	echo string
}
