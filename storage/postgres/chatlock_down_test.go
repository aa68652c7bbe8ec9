package postgres

import (
	"context"
	"net"
	"sync/atomic"
	"testing"

	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/jackalbot/jackal/storage"
)

// TestChatLockDatabaseDown: a database that takes connections and never
// answers is tried once, then the locks fail at once for chatRetry,
// instead of each lock (and each release, behind the same mutex) waiting
// chatConnect for another try.
func TestChatLockDatabaseDown(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	var accepted atomic.Int32
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			accepted.Add(1)
			defer c.Close() // held open, never answered
		}
	}()
	cfg, err := pgxpool.ParseConfig("postgres://jackal@" + ln.Addr().String() + "/jackal?sslmode=disable")
	if err != nil {
		t.Fatal(err)
	}
	pool, err := pgxpool.NewWithConfig(context.Background(), cfg) // connects lazily
	if err != nil {
		t.Fatal(err)
	}
	s := &Store{pool: pool}
	defer s.Close()
	if _, err := s.LockChat(context.Background(), "tg:1"); err == nil {
		t.Fatal("a chat locked on a database that does not answer")
	}
	tried := accepted.Load()
	if tried == 0 {
		t.Fatal("no connection was tried")
	}
	for _, key := range []string{"tg:2", "tg:3"} {
		if _, err := s.LockChat(context.Background(), storage.Key(key)); err == nil {
			t.Fatalf("%s locked on a database that does not answer", key)
		}
	}
	if n := accepted.Load(); n != tried {
		t.Fatalf("%d connections tried again within chatRetry of a failed one", n-tried)
	}
}
