package postgres

import (
	"context"
	"fmt"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/jackalbot/jackal/storage"
)

// chatLocks holds chats across processes with session-level advisory
// locks (pg_try_advisory_lock) on one connection of its own, outside the
// pool: a chat held costs no pooled connection, so requests holding chats
// can never starve the queries they make. The server lets go of every
// lock of a process whose connection ends (it died). A lock is taken by
// polling, never by a blocking call, so one chat waited on never holds up
// the others on the shared connection.
//
// A connection that breaks while the process lives (a restarted server,
// a network cut, pg_terminate_backend) takes its locks with it: each
// connection has its number (gen), each hold the number of the one it
// was taken on, and a failure on the connection (of a lock statement, or
// of the check of a hold's Err) drops it and counts the next one, so the
// holds taken on it are lost (storage.ErrLockLost) while new locks are
// taken on a new connection.
type chatLocks struct {
	mu   sync.Mutex
	conn *pgx.Conn // nil until first used, and after a failure
	gen  uint64    // the connection's number: one more after each drop
	// broke is why the last connection dropped, for the lost holds' errors
	broke error
	// down is when a connection last failed to open: for chatRetry
	// after it, the locks fail at once instead of each waiting for
	// another try (a database that does not answer would hold every
	// chat's lock, and every release, chatConnect long each).
	down    time.Time
	downErr error
}

// try takes the lock name if no other session holds it, connecting first
// when needed; gen is the connection it is held on. Its statements run
// under a time of their own (chatLockIO), never a caller's context: pgx
// closes a connection whose statement's context ends, and with it would
// go every lock of this process, held for other goroutines. A connection
// that fails is dropped (its locks went with it); when it had served
// before (it broke since), the lock is tried once more on a new one, as
// this caller held nothing on the old.
func (l *chatLocks) try(s *Store, name string) (gen uint64, ok bool, err error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if s.closed.Load() {
		return 0, false, storage.ErrClosed
	}
	fresh := l.conn == nil
	if fresh {
		if err := l.connect(s); err != nil {
			return 0, false, err
		}
	}
	ok, err = l.tryOn(name)
	if err != nil && !fresh {
		l.drop(err)
		if err := l.connect(s); err != nil {
			return 0, false, err
		}
		ok, err = l.tryOn(name)
	}
	if err != nil {
		l.drop(err)
		return 0, false, err
	}
	return l.gen, ok, nil
}

// connect opens the locks' connection, unless one failed to open less
// than chatRetry ago.
func (l *chatLocks) connect(s *Store) error {
	if time.Since(l.down) < chatRetry {
		return l.downErr
	}
	cctx, cancel := context.WithTimeout(context.Background(), chatConnect)
	defer cancel()
	conn, err := pgx.ConnectConfig(cctx, s.pool.Config().ConnConfig.Copy())
	if err != nil {
		l.down, l.downErr = time.Now(), err
		return err
	}
	l.conn = conn
	return nil
}

// tryOn runs pg_try_advisory_lock for name on the connection.
func (l *chatLocks) tryOn(name string) (ok bool, err error) {
	ctx, cancel := context.WithTimeout(context.Background(), chatLockIO)
	defer cancel()
	err = l.conn.QueryRow(ctx, "SELECT pg_try_advisory_lock(hashtextextended($1, 0))", name).Scan(&ok)
	return ok, err
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
		l.drop(err) // the connection failed: its locks went with it
	}
}

// check reports whether the locks taken on connection gen are still
// held: nil while that connection answers a ping; storage.ErrLockLost
// once it was dropped, or fails now (then it is dropped).
func (l *chatLocks) check(s *Store, gen uint64) error {
	l.mu.Lock()
	defer l.mu.Unlock()
	if s.closed.Load() {
		return storage.ErrClosed
	}
	if l.conn == nil || l.gen != gen {
		return l.lost()
	}
	ctx, cancel := context.WithTimeout(context.Background(), chatLockIO)
	defer cancel()
	if err := l.conn.Ping(ctx); err != nil {
		l.drop(err)
		return l.lost()
	}
	return nil
}

// lost is the error of a hold whose connection was dropped.
func (l *chatLocks) lost() error {
	if l.broke == nil {
		return storage.ErrLockLost
	}
	return fmt.Errorf("%w: %w", storage.ErrLockLost, oneLine(l.broke))
}

// drop closes the connection, and with it every lock it held, for the
// reason why: the holds taken on it are lost.
func (l *chatLocks) drop(why error) {
	if l.conn == nil {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Second)
	defer cancel()
	// closing a broken connection fails; it is gone either way
	_ = l.conn.Close(ctx)
	l.conn = nil
	l.gen++
	l.broke = why
}

// close drops the connection for good (Close).
func (l *chatLocks) close() {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.drop(storage.ErrClosed)
}
