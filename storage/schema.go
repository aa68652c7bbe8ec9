package storage

import (
	"encoding/binary"
	"fmt"

	bolt "go.etcd.io/bbolt"
)

// Bucket names. Values are JSON unless noted.
var (
	bucketMeta    = []byte("meta")    // "schema" -> 8-byte big-endian version
	bucketActive  = []byte("active")  // Key -> Game (lobby or active)
	bucketArchive = []byte("archive") // game ID -> Game (finished or aborted)
	bucketResults = []byte("results") // game ID -> Result
	bucketUsers   = []byte("users")   // user ID -> User
	bucketChats   = []byte("chats")   // Key -> ChatSettings
	// Result indexes, empty values: Key "\x00" finish-time "\x00" game ID,
	// and user ID "\x00" finish-time "\x00" game ID; see index.go.
	bucketByChat = []byte("results_by_chat")
	bucketByUser = []byte("results_by_user")
	// Key -> GameSummary of the active game, kept with it in every write
	// so ListActive need not decode whole games; see summary.go.
	bucketSummaries = []byte("active_summaries")
	// Updates received from a platform and not yet handled, one nested
	// bucket per source ("tg"): 8-byte big-endian update id -> raw update.
	bucketJournal = []byte("update_journal")
	// Handled update ids ("tg:123", "dc:456") -> 8-byte big-endian Unix
	// seconds when handled; see seen.go.
	bucketSeen = []byte("handled_updates")
	// bucketPuzzles keeps each player's best result per solo puzzle:
	// user ID, 0, puzzle number (4 bytes big-endian) -> PuzzleResult.
	bucketPuzzles = []byte("puzzle_bests")
	// bucketCampaigns holds the campaigns: campaign ID -> Campaign.
	bucketCampaigns = []byte("campaigns")
	// bucketCampaignByChat points a chat at its running campaign: Key ->
	// campaign ID.
	bucketCampaignByChat = []byte("campaign_by_chat")
	// bucketByServer indexes the results of a server's games (a Discord
	// guild, which holds many chats), as results_by_chat does a chat's:
	// Result.Server "\x00" finish-time "\x00" game ID, empty values.
	bucketByServer = []byte("results_by_server")
	// bucketRatings holds each player's rating in each game: game "\x00"
	// user ID -> PlayerRating.
	bucketRatings = []byte("ratings")
	// bucketRated lists the games already rated: game ID -> ratedGame.
	bucketRated = []byte("rated")

	keySchema = []byte("schema")
)

// migration upgrades the schema by one version inside the open-time
// transaction.
type migration struct {
	name  string
	apply func(tx *bolt.Tx) error
}

// migrations[n] upgrades a file from schema version n to n+1. Version 0 is
// an empty bbolt file. Append new entries; never edit released ones.
var migrations = []migration{
	{name: "create buckets", apply: migrateCreateBuckets},
	{name: "index results by chat and user", apply: migrateResultIndexes},
	{name: "summaries of active games", apply: migrateSummaries},
	{name: "update journal and handled updates", apply: migrateUpdates},
	// The summaries name their game (GameSummary.Game): written again.
	{name: "summaries name their game", apply: migrateSummaries},
	{name: "best results of the solo puzzles", apply: migratePuzzles},
	{name: "campaigns", apply: migrateCampaigns},
	{name: "ratings and results by server", apply: migrateRatings},
	// A game may be played on from a base (Setup.Base, the bot's settling
	// under newer rules). Nothing is rewritten; the version keeps an
	// older program, which would drop the base when it writes the game,
	// from opening the file.
	{name: "games played on from a base", apply: func(*bolt.Tx) error { return nil }},
}

// SchemaVersion is the schema version this code writes and understands; it
// equals len(migrations) (a test keeps them in step).
const SchemaVersion uint64 = 9

// migrateCreateBuckets is migration 0 -> 1.
func migrateCreateBuckets(tx *bolt.Tx) error {
	for _, name := range [][]byte{bucketMeta, bucketActive, bucketArchive, bucketResults, bucketUsers, bucketChats} {
		if _, err := tx.CreateBucketIfNotExists(name); err != nil {
			return fmt.Errorf("create bucket %s: %w", name, err)
		}
	}
	return nil
}

// migrateResultIndexes is migration 1 -> 2: it builds the per-chat and
// per-user result indexes from the stored results.
func migrateResultIndexes(tx *bolt.Tx) error {
	for _, name := range [][]byte{bucketByChat, bucketByUser} {
		if _, err := tx.CreateBucketIfNotExists(name); err != nil {
			return fmt.Errorf("create bucket %s: %w", name, err)
		}
	}
	return tx.Bucket(bucketResults).ForEach(func(k, v []byte) error {
		var r Result
		if err := decode(v, &r); err != nil {
			return fmt.Errorf("result %s: %w", k, err)
		}
		return indexResult(tx, r)
	})
}

// migrateSummaries is migration 2 -> 3, and again 4 -> 5: it stores a
// summary of every active game, as summarize now writes it.
func migrateSummaries(tx *bolt.Tx) error {
	if _, err := tx.CreateBucketIfNotExists(bucketSummaries); err != nil {
		return fmt.Errorf("create bucket %s: %w", bucketSummaries, err)
	}
	return tx.Bucket(bucketActive).ForEach(func(k, v []byte) error {
		var g Game
		if err := decode(v, &g); err != nil {
			return fmt.Errorf("game %s: %w", k, err)
		}
		return putJSON(tx.Bucket(bucketSummaries), k, summarize(&g))
	})
}

// migrateUpdates is migration 3 -> 4: the update journal and the handled
// update ids.
func migrateUpdates(tx *bolt.Tx) error { return createBuckets(tx, bucketJournal, bucketSeen) }

// createBuckets creates the buckets named that do not exist yet.
func createBuckets(tx *bolt.Tx, names ...[]byte) error {
	for _, name := range names {
		if _, err := tx.CreateBucketIfNotExists(name); err != nil {
			return fmt.Errorf("create bucket %s: %w", name, err)
		}
	}
	return nil
}

// migratePuzzles is migration 5 -> 6: the best results of the solo
// puzzles.
func migratePuzzles(tx *bolt.Tx) error { return createBuckets(tx, bucketPuzzles) }

// migrateCampaigns is migration 6 -> 7: the campaigns and their chats.
func migrateCampaigns(tx *bolt.Tx) error {
	return createBuckets(tx, bucketCampaigns, bucketCampaignByChat)
}

// migrateRatings is migration 7 -> 8: the players' ratings, the games
// rated, and the index of results by server (built from the results that
// name one).
func migrateRatings(tx *bolt.Tx) error {
	if err := createBuckets(tx, bucketByServer, bucketRatings, bucketRated); err != nil {
		return err
	}
	return tx.Bucket(bucketResults).ForEach(func(k, v []byte) error {
		var r Result
		if err := decode(v, &r); err != nil {
			return fmt.Errorf("result %s: %w", k, err)
		}
		return indexServer(tx, r)
	})
}

// readSchema returns the schema version of the file: 0 for a bbolt file
// with no buckets at all. A bbolt file holding other buckets but no schema
// is not ours.
func readSchema(tx *bolt.Tx) (uint64, error) {
	meta := tx.Bucket(bucketMeta)
	if meta == nil {
		if k, _ := tx.Cursor().First(); k != nil {
			return 0, fmt.Errorf("%w: bbolt file without a jackal schema (bucket %q)", ErrNotDatabase, k)
		}
		return 0, nil
	}
	v := meta.Get(keySchema)
	if len(v) != 8 {
		return 0, fmt.Errorf("%w: missing or malformed schema version", ErrNotDatabase)
	}
	return binary.BigEndian.Uint64(v), nil
}

// migrate upgrades the file from version from to target, inside tx.
func migrate(tx *bolt.Tx, from, target uint64) error {
	for v := from; v < target; v++ {
		m := migrations[v]
		if err := m.apply(tx); err != nil {
			return fmt.Errorf("storage: migration %d->%d (%s): %w", v, v+1, m.name, err)
		}
	}
	var buf [8]byte
	binary.BigEndian.PutUint64(buf[:], target)
	if err := tx.Bucket(bucketMeta).Put(keySchema, buf[:]); err != nil {
		return fmt.Errorf("storage: write schema version: %w", err)
	}
	return nil
}
