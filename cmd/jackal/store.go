package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"strings"
	"time"

	"github.com/jackalbot/jackal/bot/telegram"
	"github.com/jackalbot/jackal/storage"
	"github.com/jackalbot/jackal/storage/postgres"
)

// errNoDSN is returned when the environment variable that should hold the
// PostgreSQL DSN is unset or empty.
var errNoDSN = errors.New("no PostgreSQL DSN")

// connectTimeout bounds connecting to PostgreSQL and migrating its schema
// when a store is opened.
const connectTimeout = time.Minute

// dsnFromEnv reads the PostgreSQL DSN from the environment variable env,
// which the callers checked is a name (dsnEnvName): else it is refused
// without being quoted.
func dsnFromEnv(env string) (string, error) {
	if err := dsnEnvName("the PostgreSQL DSN's variable", env); err != nil {
		return "", err
	}
	dsn := strings.TrimSpace(os.Getenv(env))
	if dsn == "" {
		return "", fmt.Errorf("%w: set the environment variable %s to the database's DSN (postgres://user:password@host/db)", errNoDSN, env)
	}
	return dsn, nil
}

// openPostgres connects to the PostgreSQL store whose DSN is in the
// environment variable env, with opts: its schema migrated, or with
// opts.NoMigrate (the commands that only read) checked and left as it is.
func openPostgres(ctx context.Context, env string, opts postgres.Options) (*postgres.Store, error) {
	dsn, err := dsnFromEnv(env)
	if err != nil {
		return nil, err
	}
	ctx, cancel := context.WithTimeout(ctx, connectTimeout)
	defer cancel()
	return postgres.Open(ctx, dsn, opts)
}

// pgStoreName names the PostgreSQL store whose DSN is in the environment
// variable env, never with the DSN: "postgres ($JACKAL_POSTGRES_DSN)";
// plain "postgres" when env is no variable's name (it may be the DSN).
func pgStoreName(env string) string {
	if dsnEnvName("", env) != nil {
		return DriverPostgres
	}
	return "postgres ($" + env + ")"
}

// pgOpenError is the error of opening the PostgreSQL store named by env,
// in one line naming it: a schema this program does not read says what
// to run. A missing DSN names its variable already.
func pgOpenError(env string, err error) error {
	if errors.Is(err, errNoDSN) {
		return err
	}
	var se *postgres.SchemaError
	if !errors.As(err, &se) {
		return fmt.Errorf("%s: %w", pgStoreName(env), err)
	}
	var what string
	switch {
	case se.Have == 0:
		what = "the database has no jackal schema (run jackal serve or jackal db migrate to create it)"
	case se.Have < se.Want:
		what = fmt.Sprintf("schema version %d, this jackal reads %d: upgrade it by starting this version's jackal serve (the db commands change nothing)", se.Have, se.Want)
	default:
		what = fmt.Sprintf("schema version %d, this jackal reads %d: a newer jackal upgraded it; use that version", se.Have, se.Want)
	}
	return &toldError{msg: pgStoreName(env) + ": " + what, err: err}
}

// toldError is err told in other words.
type toldError struct {
	msg string
	err error
}

func (e *toldError) Error() string { return e.msg }

func (e *toldError) Unwrap() error { return e.err }

// openStore opens the store the configuration names: the bbolt file
// storage.path, or the PostgreSQL database whose DSN is in the
// environment variable storage.dsn_env. The caller closes it.
func openStore(ctx context.Context, cfg *Config) (storage.Store, error) {
	switch cfg.Storage.Driver {
	case DriverPostgres:
		s, err := openPostgres(ctx, cfg.Storage.DSNEnv, postgres.Options{MaxConns: cfg.Storage.MaxConns})
		if errors.Is(err, errNoDSN) {
			return nil, fmt.Errorf("%w: storage.dsn_env: %w", errConfig, err)
		}
		if err != nil {
			return nil, fmt.Errorf("storage (postgres, $%s): %w", cfg.Storage.DSNEnv, err)
		}
		return s, nil
	default:
		s, err := storage.Open(cfg.Storage.Path, storage.Options{Timeout: cfg.Storage.Timeout})
		if err != nil {
			return nil, fmt.Errorf("storage %s: %w", cfg.Storage.Path, err)
		}
		return s, nil
	}
}

// storeName names the configured store for the logs, never with a DSN.
func storeName(cfg *Config) string {
	if cfg.Storage.Driver == DriverPostgres {
		return pgStoreName(cfg.Storage.DSNEnv)
	}
	return cfg.Storage.Path
}

// journalOf is the Telegram update journal kept in store: the bbolt
// file's, or the PostgreSQL database's; nil (the client keeps one in
// memory) for a store without one.
func journalOf(store storage.Store, source string) telegram.Journal {
	switch s := store.(type) {
	case *storage.Bolt:
		return s.UpdateJournal(source)
	case *postgres.Store:
		return s.UpdateJournal(source)
	}
	return nil
}

// scheduledBackups returns the backups serve writes on a schedule
// (storage.backup_every), of a bbolt store only; ok is false when there
// are none.
func scheduledBackups(cfg *Config, store storage.Store) (bk backups, ok bool) {
	b, isBolt := store.(*storage.Bolt)
	if !isBolt || cfg.Storage.BackupEvery <= 0 {
		return backups{}, false
	}
	return backups{store: b, dir: cfg.Storage.BackupDir, keep: cfg.Storage.BackupKeep}, true
}
