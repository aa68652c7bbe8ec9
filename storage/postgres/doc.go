// Package postgres is the storage.Store on PostgreSQL (through
// github.com/jackc/pgx/v5), for a bot that runs as several processes or
// wants its data in a database server rather than a file.
//
// It keeps the contract of package storage exactly as the embedded bbolt
// store does (the same contract tests run against both, package
// storage/storetest), because the rules of a game's life are package
// storage's own (storage.ApplyUpdate, storage.ApplyFinish…) and this
// package only reads and writes the records:
//
//   - Every record is the JSON the bbolt store keeps, in a json column,
//     beside the columns derived from it (key, status, version…) that the
//     lookups, the order and the unique indexes need.
//   - One move, one transaction: Update reads the game with SELECT … FOR
//     UPDATE, checks the version the caller saw (storage.ErrStale), runs
//     the caller's function and writes the next version, so that of two
//     writers on one game the second waits, then sees the first's version.
//   - One lobby or active game per key, one running campaign per chat:
//     unique partial indexes, whose violation is storage.ErrExists.
//   - Versioned migrations, embedded SQL files run at Open, each in its own
//     transaction recorded in schema_migrations, under an advisory lock so
//     that processes opening the same database at once migrate it once.
//     A database migrated by a newer program is refused with
//     storage.ErrSchemaTooNew.
//   - Chats held across processes (storage.ChatLocker): session advisory
//     locks taken by polling on one connection outside the pool, so that a
//     request holding a chat never waits for a pooled connection another
//     holder keeps. The holds are storage.ChatHolder's: when that
//     connection breaks, the server drops them, and each hold's Err then
//     reports storage.ErrLockLost (the bot writes no game under it); the
//     next request reconnects.
//
// Open takes a connection string (a URL or key=value DSN, as pgx parses
// it), so that it can come from configuration or the environment.
package postgres
