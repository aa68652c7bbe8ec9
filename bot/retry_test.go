package bot

import (
	"context"
	"errors"
	"sync/atomic"
	"testing"

	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/storage"
)

// errUnreachable is the failure of an unreachable store.
var errUnreachable = errors.New("the store cannot be reached")

// unreachable is a real store whose writes fail while down is set (the
// database restarting).
type unreachable struct {
	storage.Store
	down atomic.Bool
}

func (u *unreachable) Update(key storage.Key, v uint64, fn func(*storage.Game) error) (*storage.Game, error) {
	if u.down.Load() {
		return nil, errUnreachable
	}
	return u.Store.Update(key, v, fn)
}

// TestFailedRequestDeliveredAgain: a move whose write fails asks for its
// update again (WithRetry) and is not marked handled; delivered again once
// the store is back, it is played, once, and asks nothing.
func TestFailedRequestDeliveredAgain(t *testing.T) {
	f := newFixture(t)
	startDuel(f)
	st := &unreachable{Store: f.store}
	b, g := f.botOver(st)
	before := len(g.rec.Log)
	a := engine.Legal(*g.cl())[0]
	req := Request{Chat: f.chat, User: *seatUser(g.actor()), UpdateID: "tg:90",
		Button: ButtonData{Tag: gameTag(g.rec.ID), Moves: g.moves(), Verb: VerbAct, Arg: a.String()}.String()}
	for _, tc := range []struct {
		name      string
		down      bool
		wantRetry bool
		wantMoves int
		wantMark  bool
	}{
		{"store down", true, true, before, false},
		{"delivered again", false, false, before + 1, false}, // stamped on the game instead
		{"delivered a third time", false, false, before + 1, false},
	} {
		st.down.Store(tc.down)
		ctx, retry := WithRetry(context.Background())
		b.Handle(ctx, req, f.out)
		marked, _ := f.store.Handled(req.UpdateID)
		if got := len(f.game().Log); retry.Again() != tc.wantRetry || got != tc.wantMoves || marked != tc.wantMark {
			t.Fatalf("%s: retry %v, %d moves, marked %v; want %v, %d, %v", tc.name, retry.Again(), got, marked, tc.wantRetry, tc.wantMoves, tc.wantMark)
		}
	}
}

// botOver starts a bot on st, a wrapper of the fixture's store, with the
// fixture's clock and seed, and loads the chat's game with it.
func (f *fixture) botOver(st storage.Store) (*Bot, *game) {
	f.t.Helper()
	b, err := New(Config{Store: st, Now: f.b.cfg.Now, Seed: f.b.cfg.Seed, BoardSize: 128})
	if err != nil {
		f.t.Fatal(err)
	}
	f.t.Cleanup(b.Close)
	g, err := b.loadGame(f.chat.Key)
	if err != nil {
		f.t.Fatal(err)
	}
	return b, g
}

// TestFailureToldOnce: while the store is down, a message delivered again
// and again (Telegram's webhook every few seconds) tells the chat once
// that it will be tried again, not once a delivery, and never "the game is
// unchanged, try again", which the redelivery would make untrue; a press
// is answered each time (its presser's alone); without redeliveries, each
// failure asks for a try again.
func TestFailureToldOnce(t *testing.T) {
	f := newFixture(t)
	startDuel(f)
	st := &unreachable{Store: f.store}
	b, g := f.botOver(st)
	a := engine.Legal(*g.cl())[0]
	typed := Request{Chat: f.chat, User: *seatUser(g.actor()), UpdateID: "tg:91", Command: "move", Args: a.String()}
	press := Request{Chat: f.chat, User: *seatUser(g.actor()), UpdateID: "tg:92",
		Button: ButtonData{Tag: gameTag(g.rec.ID), Moves: g.moves(), Verb: VerbAct, Arg: a.String()}.String()}
	retrying, plain := tr("en", txtFailedRetrying), tr("en", txtFailed)
	count := func(text string) int {
		n := 0
		for _, s := range append(append([]string(nil), f.out.texts...), f.out.answers...) {
			if s == text {
				n++
			}
		}
		return n
	}
	st.down.Store(true)
	for _, tc := range []struct {
		name            string
		req             Request
		redelivered     bool
		times           int
		retrying, plain int
	}{
		{"typed, delivered 3 times", typed, true, 3, 1, 0},
		{"pressed, delivered 3 times", press, true, 3, 4, 0},
		{"typed, no redelivery", typed, false, 2, 4, 2},
	} {
		for range tc.times {
			ctx := context.Background()
			if tc.redelivered {
				ctx, _ = WithRetry(ctx)
			}
			b.Handle(ctx, tc.req, f.out)
		}
		if r, p := count(retrying), count(plain); r != tc.retrying || p != tc.plain {
			t.Fatalf("%s: told %d times it will be retried, %d times to try again; want %d, %d (texts %q, answers %q)",
				tc.name, r, p, tc.retrying, tc.plain, f.out.texts, f.out.answers)
		}
	}
	st.down.Store(false)
	ctx, retry := WithRetry(context.Background())
	b.Handle(ctx, typed, f.out)
	if retry.Again() || len(f.game().Log) != len(g.rec.Log)+1 {
		t.Fatalf("delivered once the store is back: retry %v, log %q", retry.Again(), f.game().Log)
	}
}
