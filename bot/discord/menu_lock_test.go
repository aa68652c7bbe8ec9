package discord

import (
	"context"
	"errors"
	"net/http"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/jackalbot/jackal/bot"
)

// roundTrip is an http.RoundTripper of a function.
type roundTrip func(*http.Request) (*http.Response, error)

func (f roundTrip) RoundTrip(r *http.Request) (*http.Response, error) { return f(r) }

// TestMenuResetKeepsAnEditMeanwhile: a refused pick's menu reset reads
// the message's components and sets them again once the core has let go
// of the chat, so another player's move may edit the same message right
// then. An edit that comes while the reset has read but not yet written
// is made after the reset, not undone by it: the message ends with the
// edit's buttons, nothing chosen. Before, the reset wrote back the
// components it had read, and the board kept the old board's menu.
func TestMenuResetKeepsAnEditMeanwhile(t *testing.T) {
	t.Parallel()
	var hook struct {
		sync.Mutex
		beforeWrite func() // run once, as the reset writes the message back
	}
	e := startWith(t, guild, func(next http.RoundTripper) http.RoundTripper {
		return roundTrip(func(r *http.Request) (*http.Response, error) {
			if r.Method == http.MethodPatch && strings.HasSuffix(r.URL.Path, "/messages/@original") {
				hook.Lock()
				f := hook.beforeWrite
				hook.beforeWrite = nil
				hook.Unlock()
				if f != nil {
					f()
				}
			}
			return next.RoundTrip(r)
		})
	})
	// six buttons in a row are a select menu
	menu := func(tag string) [][]bot.Button {
		var row []bot.Button
		for k := range 6 {
			row = append(row, bot.Button{Label: tag + " " + strconv.Itoa(k), Data: tag + strconv.Itoa(k)})
		}
		return [][]bot.Button{row}
	}
	var boardRef bot.MessageRef
	e.h.set("board", func(ctx context.Context, req bot.Request, out bot.Outbox) {
		var err error
		boardRef, err = out.SendText(ctx, req.Chat, "the board", menu("old"))
		e.h.report(err)
	})
	e.h.set("press", func(ctx context.Context, req bot.Request, out bot.Outbox) {
		e.h.report(out.Answer(ctx, req, "Not your turn.")) // refused: the message left alone
	})
	e.fake.SlashCommand(channel, guild, alice, "board", nil)
	e.h.next(t)
	if err := e.h.nextErr(t); err != nil {
		t.Fatal(err)
	}
	m, ok := e.fake.Message(channel, boardRef.MessageID)
	if !ok || len(m.Components) == 0 || m.Components[0].Select == nil {
		t.Fatalf("the board has no select menu: %+v", m)
	}
	sel := m.Components[0].Select

	// another player's move edits the board after the reset read it,
	// before it writes it back
	edited := make(chan error, 1)
	var waitErr error
	hook.Lock()
	hook.beforeWrite = func() {
		go func() { edited <- e.a.Outbox().EditButtons(context.Background(), boardRef, menu("new")) }()
		// the edit made, or waiting for the reset to be done with the
		// message (a wait the fake server is not told of: polled)
		for deadline := time.Now().Add(waitTimeout); len(edited) == 0 && !e.a.msgs.contended(boardRef.MessageID); {
			if time.Now().After(deadline) {
				waitErr = errors.New("timed out")
				return
			}
			runtime.Gosched()
		}
	}
	hook.Unlock()
	id := e.fake.Select(channel, boardRef.MessageID, bob, sel.CustomID, sel.Options[0].Value)
	e.h.next(t)
	if err := e.h.nextErr(t); err != nil {
		t.Fatal(err)
	}
	e.waitFor(t, "the menu reset", func() bool {
		for _, r := range e.fake.RequestsFor(id) {
			if r.Method == http.MethodPatch && strings.HasSuffix(r.Path, "/messages/@original") {
				return true
			}
		}
		return false
	})
	if err := <-edited; err != nil {
		t.Fatalf("the edit: %v", err)
	}
	if waitErr != nil {
		t.Fatalf("the edit neither made nor waiting: %v", waitErr)
	}
	m, _ = e.fake.Message(channel, boardRef.MessageID)
	var got []string
	for _, r := range m.Components {
		if r.Select == nil {
			continue
		}
		for _, o := range r.Select.Options {
			got = append(got, o.Value)
			if o.Picked || o.Default {
				t.Errorf("option %s still shows chosen", o.Value)
			}
		}
	}
	if len(got) != 6 || !strings.HasPrefix(got[0], "new") || !strings.HasPrefix(got[5], "new") {
		t.Errorf("the board's menu offers %q, want the edit's new0…new5", got)
	}
}
