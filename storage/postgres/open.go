package postgres

import (
	"context"
	"errors"
	"fmt"
	"sync/atomic"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/jackalbot/jackal/storage"
)

// DefaultTimeout bounds one method's work when Options.Timeout is zero.
const DefaultTimeout = 30 * time.Second

// Options configures Open. The zero value is ready to use.
type Options struct {
	// Timeout bounds each method's work on the database (waiting for a
	// connection, a lock, the server); zero means DefaultTimeout.
	Timeout time.Duration
	// MaxConns caps the connection pool; zero keeps pgx's default (the
	// greater of 4 and the number of CPUs).
	MaxConns int32
	// Now is the clock used for creation and finish times; nil means
	// time.Now.
	Now func() time.Time
	// NoMigrate opens the database as it is, creating and changing
	// nothing, for the commands that only read it (`jackal db check`,
	// list, export, backup, verify): its schema must be SchemaVersion
	// already, else Open fails with a *SchemaError (errors.Is sees
	// ErrNoSchema, storage.ErrSchemaOld or storage.ErrSchemaTooNew
	// through it). Without it Open migrates the schema.
	NoMigrate bool
}

// Store is the storage.Store on a PostgreSQL database. It is safe for
// concurrent use, by several goroutines and several processes.
type Store struct {
	pool   *pgxpool.Pool
	opts   Options
	closed atomic.Bool
	chats  chatLocks // the chats this process holds (LockChat)
}

var _ storage.Store = (*Store)(nil)

// Open connects to the database named by dsn (a postgres:// URL or a
// key=value string; pgx also reads the PG* environment variables for what
// it leaves out) and migrates its schema to SchemaVersion before it
// returns, or with Options.NoMigrate checks that it is SchemaVersion. ctx
// bounds the connection and the migration. A failed connection is told
// in one line (see oneLine).
func Open(ctx context.Context, dsn string, opts Options) (*Store, error) {
	cfg, err := pgxpool.ParseConfig(dsn)
	if err != nil {
		return nil, fmt.Errorf("storage/postgres: open: %w: %w", storage.ErrInvalid, err)
	}
	if opts.MaxConns > 0 {
		cfg.MaxConns = opts.MaxConns
	}
	pool, err := pgxpool.NewWithConfig(ctx, cfg)
	if err != nil {
		return nil, fmt.Errorf("storage/postgres: open: %w", err)
	}
	prepare := migrate
	if opts.NoMigrate {
		prepare = checkSchema
	}
	if err := prepare(ctx, pool); err != nil {
		pool.Close()
		return nil, fmt.Errorf("storage/postgres: open: %w", oneLine(err))
	}
	return &Store{pool: pool, opts: opts}, nil
}

// Close releases the connections. It is safe to call more than once;
// later calls of other methods return storage.ErrClosed.
func (s *Store) Close() error {
	if !s.closed.Swap(true) {
		s.chats.close()
		s.pool.Close()
	}
	return nil
}

// now returns the current time from the configured clock.
func (s *Store) now() time.Time {
	if s.opts.Now == nil {
		return time.Now()
	}
	return s.opts.Now()
}

// context returns the context of one method's work.
func (s *Store) context() (context.Context, context.CancelFunc) {
	t := s.opts.Timeout
	if t <= 0 {
		t = DefaultTimeout
	}
	return context.WithTimeout(context.Background(), t)
}

// querier runs statements: a transaction, or the pool for one statement
// on its own.
type querier interface {
	Exec(ctx context.Context, sql string, args ...any) (pgconn.CommandTag, error)
	Query(ctx context.Context, sql string, args ...any) (pgx.Rows, error)
	QueryRow(ctx context.Context, sql string, args ...any) pgx.Row
}

// read runs fn's one statement on the pool, outside a transaction (a
// single statement sees one snapshot anyway): a round trip, where a
// transaction costs three.
func (s *Store) read(fn func(ctx context.Context, tx querier) error) error {
	if s.closed.Load() {
		return storage.ErrClosed
	}
	ctx, cancel := s.context()
	defer cancel()
	return mapErr(fn(ctx, s.pool))
}

// tx runs fn in one read-write transaction, committed when fn returns nil.
func (s *Store) tx(fn func(ctx context.Context, tx querier) error) error {
	return s.begin(pgx.TxOptions{}, fn)
}

// view runs fn in one read-only transaction that sees one snapshot, for
// reads of more than one statement.
func (s *Store) view(fn func(ctx context.Context, tx querier) error) error {
	return s.begin(pgx.TxOptions{IsoLevel: pgx.RepeatableRead, AccessMode: pgx.ReadOnly}, fn)
}

// begin runs fn in a transaction with opts.
func (s *Store) begin(opts pgx.TxOptions, fn func(ctx context.Context, tx querier) error) error {
	if s.closed.Load() {
		return storage.ErrClosed
	}
	ctx, cancel := s.context()
	defer cancel()
	return mapErr(pgx.BeginTxFunc(ctx, s.pool, opts, func(tx pgx.Tx) error { return fn(ctx, tx) }))
}

// mapErr turns the driver's errors into package storage's sentinels: no
// row is storage.ErrNotFound, a unique index violated storage.ErrExists;
// a failed connection is told in one line (oneLine).
func mapErr(err error) error {
	var pgErr *pgconn.PgError
	switch {
	case err == nil:
		return nil
	case errors.Is(err, pgx.ErrNoRows):
		return fmt.Errorf("%w: %w", storage.ErrNotFound, err)
	case errors.As(err, &pgErr) && pgErr.Code == "23505":
		return fmt.Errorf("%w: %s", storage.ErrExists, pgErr.Message)
	}
	return oneLine(err)
}
