package bot

import (
	"context"
	"sync/atomic"
	"testing"

	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/storage"
)

// counting counts a store's write transactions.
type counting struct {
	storage.Store
	writes atomic.Int32
}

func (s *counting) Update(k storage.Key, v uint64, fn func(*storage.Game) error) (*storage.Game, error) {
	s.writes.Add(1)
	return s.Store.Update(k, v, fn)
}

func (s *counting) MarkHandled(id string, at int64) error {
	s.writes.Add(1)
	return s.Store.MarkHandled(id, at)
}

// TestMoveWrites: a move pressed costs one write: the move, the update id
// that carried it and the reference of the board it posted, together (the
// update is not marked handled in a write of its own either).
func TestMoveWrites(t *testing.T) {
	f := newFixture(t)
	startDuel(f)
	cs := &counting{Store: f.store}
	b, g := f.botOver(cs)
	a := engine.Legal(*g.cl())[0]
	b.Handle(context.Background(), Request{Chat: f.chat, User: *seatUser(g.actor()), UpdateID: "tg:5",
		Button: g.button(VerbAct, a.String()), Message: f.out.last}, f.out)
	if len(f.game().Log) != 1 {
		t.Fatal("the move was not played")
	}
	if n := cs.writes.Load(); n != 1 {
		t.Fatalf("a move cost %d writes, want 1", n)
	}
}
