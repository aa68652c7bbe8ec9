package postgres

import (
	"context"
	"fmt"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/jackalbot/jackal/storage"
)

var _ storage.ChatLocker = (*Store)(nil)

// chatLocks holds chats across processes with session-level advisory
// locks (pg_try_advisory_lock) on one connection of its own, outside the
// pool: a chat held costs no pooled connection, so requests holding chats
// can never starve the queries they make. The server lets go of every
// lock of a process whose connection ends (it died). A lock is taken by
// polling, never by a blocking call, so one chat waited on never holds up
// the others on the shared connection.
type chatLocks struct {
	mu   sync.Mutex
	conn *pgx.Conn // nil until first used, and after a failure
	gen  uint64    // counts the connections: a lock belongs to one
	// down is when a connection last failed to open: for chatRetry
	// after it, the locks fail at once instead of each waiting for
	// another try (a database that does not answer would hold every
	// chat's lock, and every release, chatConnect long each).
	down    time.Time
	downErr error
}

// Chat lock polling: the first pause, the longest, and the wait when the
// caller's context sets none; the longest a connection for the locks, or
// one of their statements, may take.
const (
	chatPollMin  = 5 * time.Millisecond
	chatPollMax  = 200 * time.Millisecond
	chatLockWait = 60 * time.Second
	chatLockIO   = 5 * time.Second
	chatConnect  = 2 * time.Second
	chatRetry    = time.Second
)

// LockChat implements storage.ChatLocker.
func (s *Store) LockChat(ctx context.Context, key storage.Key) (func(), error) {
	if s.closed.Load() {
		return nil, storage.ErrClosed
	}
	if _, ok := ctx.Deadline(); !ok {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, chatLockWait)
		defer cancel()
	}
	name := "chat:" + string(key)
	pause := chatPollMin
	for {
		if ctx.Err() != nil {
			return nil, fmt.Errorf("storage/postgres: lock chat %s: %w", key, storage.ErrBusy)
		}
		gen, ok, err := s.chats.try(s, name)
		if err != nil {
			return nil, fmt.Errorf("storage/postgres: lock chat %s: %w", key, mapErr(err))
		}
		if ok {
			var once sync.Once
			return func() { once.Do(func() { s.chats.unlock(s, gen, name) }) }, nil
		}
		t := time.NewTimer(pause)
		select {
		case <-ctx.Done():
			t.Stop()
			return nil, fmt.Errorf("storage/postgres: lock chat %s: %w", key, storage.ErrBusy)
		case <-t.C:
		}
		pause = min(2*pause, chatPollMax)
	}
}

// try takes the lock name if no other session holds it, connecting first
// when needed; gen is the connection it is held on. Its statements run
// under a time of their own (chatLockIO), never a caller's context: pgx
// closes a connection whose statement's context ends, and with it would
// go every lock of this process, held for other goroutines. An error is
// the connection's, which is then dropped (its locks went with it).
func (l *chatLocks) try(s *Store, name string) (gen uint64, ok bool, err error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if s.closed.Load() {
		return 0, false, storage.ErrClosed
	}
	if l.conn == nil {
		if time.Since(l.down) < chatRetry {
			return 0, false, l.downErr
		}
		cctx, cancel := context.WithTimeout(context.Background(), chatConnect)
		conn, err := pgx.ConnectConfig(cctx, s.pool.Config().ConnConfig.Copy())
		cancel()
		if err != nil {
			l.down, l.downErr = time.Now(), err
			return 0, false, err
		}
		l.conn = conn
		l.gen++
	}
	ctx, cancel := context.WithTimeout(context.Background(), chatLockIO)
	defer cancel()
	err = l.conn.QueryRow(ctx, "SELECT pg_try_advisory_lock(hashtextextended($1, 0))", name).Scan(&ok)
	if err != nil {
		l.drop()
		return 0, false, err
	}
	return l.gen, ok, nil
}

// unlock lets go of name held on connection gen; a lock of a connection
// since lost went with it.
func (l *chatLocks) unlock(s *Store, gen uint64, name string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.conn == nil || l.gen != gen {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), chatLockIO)
	defer cancel()
	var released bool
	err := l.conn.QueryRow(ctx, "SELECT pg_advisory_unlock(hashtextextended($1, 0))", name).Scan(&released)
	if err != nil {
		// the connection failed: its locks went with it
		l.drop()
	}
}

// drop closes the connection, and with it every lock it held.
func (l *chatLocks) drop() {
	if l.conn == nil {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Second)
	defer cancel()
	// closing a broken connection fails; it is gone either way
	_ = l.conn.Close(ctx)
	l.conn = nil
}

// close drops the connection for good (Close).
func (l *chatLocks) close() {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.drop()
}
