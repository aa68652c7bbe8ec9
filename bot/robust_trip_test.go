package bot

// The robustness test's own checks made to fail, and the bugs it found
// kept as plain tests (robust_test.go).

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/jackalbot/jackal/engine/cards"
	"github.com/jackalbot/jackal/storage"
)

// TestRobustAssertionsTrip checks that the robustness test's own checks
// can fail: a recorded panic, an empty answer, a Go error, a log not
// continued, a snapshot not rebuilt.
func TestRobustAssertionsTrip(t *testing.T) {
	for _, tc := range []struct {
		name, want string
		hurt       func(x *robustRig)
	}{
		{"a panic recovered", "holds \"internal error\"", func(x *robustRig) {
			// a platform that panics on a text: /status's panic is
			// recovered, logged and apologised for
			x.b.Handle(context.Background(), Request{Chat: x.chat, User: x.players[0], Command: "status"}, robustPanicBox{x.box})
		}},
		{"a failure logged", "logged: ERROR request", func(x *robustRig) {
			// what c.fail logs of a store error
			x.b.log.Error("request", "chat", x.chat.Key, "err", storage.ErrStale)
		}},
		{"an empty answer", "an empty answer", func(x *robustRig) { _ = x.box.Answer(context.Background(), Request{}, "") }},
		{"a Go error", "holds \"%!\"", func(x *robustRig) {
			format := "no game %d" // a verb that disagrees with its argument
			_ = x.box.Answer(context.Background(), Request{}, fmt.Sprintf(format, "x"))
		}},
		{"a log rewritten", "the log of tg:-100 went from", func(x *robustRig) {
			// another first move, with its own snapshot: the game
			// rebuilds, but it is not the game that was played
			_, err := x.store.Update(storage.Key(x.chat.Key), storage.AnyVersion, func(r *storage.Game) error {
				m, err := replayMatch(r.Setup, nil)
				if err != nil {
					return err
				}
				for _, a := range m.Legal() {
					if a != r.Log[0] {
						r.Log = []string{a}
						r.Snapshot, err = Replay(r.Setup, r.Log)
						return err
					}
				}
				return errors.New("one legal action")
			})
			if err != nil {
				t.Fatal(err)
			}
		}},
		{"a snapshot not rebuilt", "snapshot differs", func(x *robustRig) {
			_, err := x.store.Update(storage.Key(x.chat.Key), storage.AnyVersion, func(r *storage.Game) error {
				var err error
				r.Snapshot, err = Replay(r.Setup, nil) // the deal's, not the log's
				return err
			})
			if err != nil {
				t.Fatal(err)
			}
		}},
		{"a game lost", "left the chat and is not archived", func(x *robustRig) {
			// moved away from its chat, not archived
			if err := x.store.Rekey(storage.Key(x.chat.Key), "tg:-200"); err != nil {
				t.Fatal(err)
			}
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ft := &robustFatal{TB: t}
			func() {
				defer func() {
					if r := recover(); r != nil && r != errRobustFatal {
						panic(r)
					}
				}()
				x := &robustRig{t: ft, tc: robustCase{kind: "classic", chat: "group", seed: 1}, src: &robustSrc{r: rand.New(rand.NewPCG(1, 2))},
					log: &robustLog{}, now: time.Date(2026, 11, 1, 12, 0, 0, 0, time.UTC), lastID: map[string]string{}, lastLog: map[string][]string{}}
				x.path = t.TempDir() + "/robust.db"
				x.chat = Chat{Key: "tg:-100", Platform: PlatformTelegram, ID: "-100"}
				x.box = newRobustBox(PlatformTelegram)
				x.out = x.box
				x.players, x.others = robustPeople(x.tc)
				x.keys = []string{x.chat.Key}
				x.open()
				defer func() {
					x.b.Close()
					x.store.Close()
				}()
				x.setup()
				x.send(Request{Chat: x.chat, User: x.players[0], Command: "move", Args: "ship h1"})
				x.serve(Request{Command: "(tick)"}, func() { tc.hurt(x) })
			}()
			if !ft.failed || !strings.Contains(ft.msg, tc.want) {
				t.Fatalf("the fault went unnoticed, or noticed otherwise: %q", ft.msg)
			}
			t.Logf("noticed: %s", strings.SplitN(ft.msg, "\n", 2)[0])
		})
	}
}

// robustFatal is a testing.TB whose Fatal is noted, not reported.
type robustFatal struct {
	testing.TB
	failed bool
	msg    string
}

var errRobustFatal = errors.New("fatal")

func (f *robustFatal) Fatalf(format string, args ...any) {
	f.failed, f.msg = true, fmt.Sprintf(format, args...)
	panic(errRobustFatal)
}

func (f *robustFatal) Fatal(args ...any) { f.Fatalf("%s", fmt.Sprint(args...)) }
func (f *robustFatal) Helper()           {}

// robustPanicBox is a platform whose texts panic.
type robustPanicBox struct{ *robustBox }

func (robustPanicBox) SendText(context.Context, Chat, string, [][]Button) (MessageRef, error) {
	panic("the platform broke")
}

// TestRobustFoundBugs pins the bugs the robustness test found, one plain
// case each.
func TestRobustFoundBugs(t *testing.T) {
	t.Run("a private board pressed in the private chat holding the game", func(t *testing.T) {
		// a card game against computers in the private chat: its private
		// board's press locked the chat it held, and hung it for ever
		f, box := cardsFixtureIn(t, robustPrivate("1"), "islands=1 ai:easy", 1)
		b, ref, ok := box.lastSecret("1")
		if !ok || len(flatten(b.Buttons)) == 0 {
			t.Fatal("no private board")
		}
		done := make(chan struct{})
		go func() {
			defer close(done)
			f.b.Handle(context.Background(), Request{Chat: robustPrivate("1"), User: user("1"), Button: flatten(b.Buttons)[0].Data, Message: ref}, box)
		}()
		select {
		case <-done:
		case <-time.After(robustPatience):
			t.Fatal("the press did not return")
		}
		if log := f.game().Log; !slices.ContainsFunc(log, func(e string) bool { return strings.HasPrefix(e, "@p1 ") }) {
			t.Fatalf("the press was not played: %q (answers %q)", log, box.answers)
		}
	})
	t.Run("an action typed in another spelling", func(t *testing.T) {
		// "/move UNDO", "/move PLAN HORSE": the rules read them, the
		// legal list holds another spelling; refused with an empty answer
		f, box := cardsFixtureIn(t, Chat{Key: "term:local", Platform: PlatformTerminal, ID: "local"}, "islands=1", 2)
		hand := cardsState(mustMatch(t, f)).Hand[0]
		card := ""
		for c := cards.ArrowNE; c < cards.Friday && card == ""; c++ {
			if hand[c] > 0 && !c.IsFlag() {
				card = c.String()
			}
		}
		for _, typed := range []string{"LAY " + strings.ToUpper(card), "UNDO", "  lay   " + card + " "} {
			f.b.Handle(context.Background(), Request{Chat: f.chat, User: user("1"), Command: "move", Args: typed}, box)
		}
		want := []string{"@p1 lay " + card, "@p1 undo", "@p1 lay " + card}
		if log := f.game().Log; !slices.Equal(log, want) {
			t.Fatalf("log %q, want %q (answers %q)", log, want, box.answers)
		}
	})
	t.Run("reminders off", func(t *testing.T) {
		f := newFixture(t)
		startDuel(f)
		f.cmd(user("1"), "settings", "remind off")
		if a := f.out.lastAnswer(); a != "Saved." {
			t.Fatalf("/settings remind off answered %q", a)
		}
		if g := f.game(); g.Setup.ReminderHours >= 0 || !g.NextReminder.IsZero() {
			t.Fatalf("the game's reminders: every %d h, next %v", g.Setup.ReminderHours, g.NextReminder)
		}
		f.cmd(user("1"), "settings", "")
		if got := f.out.lastText(); !strings.Contains(got, "Reminders: off") {
			t.Fatalf("/settings after off: %q", got)
		}
	})
	t.Run("the link of a game without a private view", func(t *testing.T) {
		f := newFixture(t)
		f.chat = robustPrivate("1")
		f.cmd(user("1"), "puzzle", "3")
		texts := len(f.out.texts)
		f.cmd(user("1"), "start", linkPayload(f.chat.Key))
		if len(f.out.texts) == texts || !strings.HasPrefix(f.out.lastText(), "Ahoy!") {
			t.Fatalf("/start with the puzzle's link: %q", f.out.texts[texts:])
		}
	})
}
