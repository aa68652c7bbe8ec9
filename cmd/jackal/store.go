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

// dsnFromEnv reads the PostgreSQL DSN from the environment variable env.
func dsnFromEnv(env string) (string, error) {
	dsn := strings.TrimSpace(os.Getenv(env))
	if dsn == "" {
		return "", fmt.Errorf("%w: set the environment variable %s to the database's DSN (postgres://user:password@host/db)", errNoDSN, env)
	}
	return dsn, nil
}

// openPostgres connects to the PostgreSQL store whose DSN is in the
// environment variable env, migrating its schema; maxConns caps the pool
// (0: pgx's default).
func openPostgres(ctx context.Context, env string, maxConns int32) (*postgres.Store, error) {
	dsn, err := dsnFromEnv(env)
	if err != nil {
		return nil, err
	}
	ctx, cancel := context.WithTimeout(ctx, connectTimeout)
	defer cancel()
	return postgres.Open(ctx, dsn, postgres.Options{MaxConns: maxConns})
}

// openStore opens the store the configuration names: the bbolt file
// storage.path, or the PostgreSQL database whose DSN is in the
// environment variable storage.dsn_env. The caller closes it.
func openStore(ctx context.Context, cfg *Config) (storage.Store, error) {
	switch cfg.Storage.Driver {
	case DriverPostgres:
		s, err := openPostgres(ctx, cfg.Storage.DSNEnv, cfg.Storage.MaxConns)
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
		return "postgres ($" + cfg.Storage.DSNEnv + ")"
	}
	return cfg.Storage.Path
}

// journalOf is the Telegram update journal kept in store: the bbolt
// file's; nil (the client keeps one in memory) for a store without one.
func journalOf(store storage.Store, source string) telegram.Journal {
	if b, ok := store.(*storage.Bolt); ok {
		return b.UpdateJournal(source)
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
