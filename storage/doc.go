// Package storage keeps Jackal games, players, chat settings and results
// safe across restarts, crashes and redeployments.
//
// The package is engine-agnostic: a game's action log is a list of strings
// in the game's action notation, its snapshot is opaque bytes, and anything
// that needs the rules (rebuilding a snapshot from a log) is injected as a
// [Replayer].
//
// The [Store] interface is what the bot uses; [Bolt], opened with [Open], is
// its embedded default on go.etcd.io/bbolt. Its habits:
//
//   - Event sourcing: a game can always be rebuilt from its Setup and Log;
//     the Snapshot is only a cache, verified by [Bolt.Check].
//   - One move, one transaction: [Bolt.Update] reads a game, checks the
//     version the caller saw (a stale button or a double press gets
//     [ErrStale]), runs the caller's closure, bumps the version and writes,
//     all in one fsynced bbolt transaction. An error from the closure rolls
//     everything back.
//   - One active (lobby or active) game per [Key]; finished and aborted games
//     move to an archive keyed by game ID, and results of finished games feed
//     the statistics: by chat, by user and by server (Result.Server).
//   - Ratings per player and game ([Bolt.RateGame]): the caller computes
//     them, the store keeps them and the games rated, so that a game is
//     rated once.
//   - A schema version with a table of migrations run in one transaction at
//     [Open]; a file with a newer schema is refused with [ErrSchemaTooNew]
//     before anything is written.
//   - A file that is not a database, or a truncated one, is refused with
//     [ErrNotDatabase] before bbolt touches it, so it is never modified; a
//     file locked by another process gives [ErrLocked] after
//     [Options.Timeout] instead of hanging.
//
// Package storage/postgres implements the same Store on PostgreSQL. What a
// write may become is decided here, not by the backends: the functions of
// backend.go ([PrepareCreate], [ApplyUpdate], [ApplyFinish], [Leaderboard],
// [ApplyRatings]…) are the rules both apply, and package storage/storetest
// is the contract suite both pass.
//
// Values are JSON inside bbolt buckets, so records are easy to export
// ([Bolt.Export]) and to migrate. Every error the package returns can be
// matched with errors.Is against one of its sentinel errors.
package storage
