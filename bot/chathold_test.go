package bot

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/storage"
)

// losingHolder is a store whose chat holds can be lost (as PostgreSQL's
// are when their connection breaks): while lost is set, every hold's Err
// says so.
type losingHolder struct {
	storage.Store
	lost  atomic.Bool
	holds atomic.Int32 // holds taken
}

func (s *losingHolder) LockChat(ctx context.Context, key storage.Key) (func(), error) {
	h, err := s.HoldChat(ctx, key)
	if err != nil {
		return nil, err
	}
	return h.Unlock, nil
}

func (s *losingHolder) HoldChat(context.Context, storage.Key) (storage.ChatHold, error) {
	s.holds.Add(1)
	return losingHold{s}, nil
}

type losingHold struct{ s *losingHolder }

func (h losingHold) Err() error {
	if h.s.lost.Load() {
		return fmt.Errorf("test: %w", storage.ErrLockLost)
	}
	return nil
}

func (losingHold) Unlock() {}

// TestLostHoldStoresNothing: a move made while this process's hold of the
// chat is lost (another process may hold it now) is not stored, and the
// player is told the game is unchanged; once held again, the same move
// is stored.
func TestLostHoldStoresNothing(t *testing.T) {
	f := newFixture(t)
	startDuel(f)
	st := &losingHolder{Store: f.store}
	b, err := New(Config{Store: st, Now: f.b.cfg.Now, Seed: f.b.cfg.Seed, BoardSize: 128})
	if err != nil {
		t.Fatal(err)
	}
	f.b.Close()
	f.b = b
	f.b.Attach(PlatformTelegram, f.out)
	g, err := f.b.loadGame(f.chat.Key)
	if err != nil {
		t.Fatal(err)
	}
	a := engine.Legal(*g.cl())[0]
	move := func() {
		req := Request{Chat: f.chat, User: *seatUser(g.actor()),
			Button: ButtonData{Tag: gameTag(g.rec.ID), Moves: g.moves(), Verb: VerbAct, Arg: a.String()}.String()}
		f.b.Handle(context.Background(), req, f.out)
	}
	before := f.game()
	st.lost.Store(true)
	move()
	after := f.game()
	if after.Version != before.Version || len(after.Log) != len(before.Log) {
		t.Fatalf("a move under a lost hold was stored: version %d → %d, log %d → %d", before.Version, after.Version, len(before.Log), len(after.Log))
	}
	if st.holds.Load() == 0 {
		t.Fatal("the bot never held the chat")
	}
	if got := f.out.lastAnswer(); !strings.Contains(got, "the game is unchanged") {
		t.Errorf("the player was told %q", got)
	}
	st.lost.Store(false)
	move()
	if got := f.game(); len(got.Log) != len(before.Log)+1 {
		t.Errorf("held again, the move was not stored: log %d → %d", len(before.Log), len(got.Log))
	}
	if _, loaded := f.b.holds.Load(f.chat.Key); loaded {
		t.Error("the hold is still listed after the request")
	}
}

// TestHeldErrIsLockLost: watchedStore refuses every write of a game under
// a lost hold with an error wrapping storage.ErrLockLost, and writes of
// other chats go on.
func TestHeldErrIsLockLost(t *testing.T) {
	st := &losingHolder{}
	st.lost.Store(true)
	b := &Bot{}
	hold, _ := st.HoldChat(context.Background(), "tg:1")
	b.holds.Store("tg:1", hold)
	w := watchedStore{holds: &b.holds}
	if err := w.held("tg:1"); !errors.Is(err, storage.ErrLockLost) {
		t.Errorf("held(tg:1) = %v", err)
	}
	if err := w.held("tg:2"); err != nil {
		t.Errorf("held(tg:2), not held here = %v", err)
	}
	if _, err := w.Update("tg:1", 1, nil); !errors.Is(err, storage.ErrLockLost) {
		t.Errorf("Update under a lost hold = %v", err)
	}
}
