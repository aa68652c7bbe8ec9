package storage

import (
	"bytes"
	"encoding/binary"
	"fmt"

	bolt "go.etcd.io/bbolt"
)

// Result index entries have empty values and keys of the form
//
//	owner "\x00" finish-time (8 bytes, big-endian Unix nanoseconds) game ID
//
// where owner is a Key (results_by_chat), a user ID (results_by_user) or
// a Result.Server (results_by_server).
// Owners contain no control characters, so "\x00" ends them, and entries
// of one owner sort by finish time.

// indexKey builds an index entry key.
func indexKey(owner string, r Result) []byte {
	k := make([]byte, 0, len(owner)+1+8+len(r.GameID))
	k = append(k, owner...)
	k = append(k, 0)
	k = binary.BigEndian.AppendUint64(k, uint64(r.Finished.UnixNano()))
	return append(k, r.GameID...)
}

// indexPrefix is the common prefix of all entries of one owner.
func indexPrefix(owner string) []byte {
	return append([]byte(owner), 0)
}

// gameIDFromIndex extracts the game ID from an entry key with the given
// prefix.
func gameIDFromIndex(k, prefix []byte) (string, bool) {
	if len(k) <= len(prefix)+8 {
		return "", false
	}
	return string(k[len(prefix)+8:]), true
}

// resultUsers returns the distinct non-empty user IDs of a result.
func resultUsers(r Result) []string {
	var users []string
	seen := make(map[string]bool, len(r.Players))
	for _, p := range r.Players {
		if p.UserID != "" && !seen[p.UserID] {
			seen[p.UserID] = true
			users = append(users, p.UserID)
		}
	}
	return users
}

// indexResult adds r's entries to every index: its chat's, its users'
// and its server's.
func indexResult(tx *bolt.Tx, r Result) error {
	if err := indexServer(tx, r); err != nil {
		return err
	}
	if err := tx.Bucket(bucketByChat).Put(indexKey(string(r.Key), r), nil); err != nil {
		return fmt.Errorf("index result %s: %w", r.GameID, err)
	}
	byUser := tx.Bucket(bucketByUser)
	for _, u := range resultUsers(r) {
		if err := byUser.Put(indexKey(u, r), nil); err != nil {
			return fmt.Errorf("index result %s: %w", r.GameID, err)
		}
	}
	return nil
}

// indexServer adds r's entry to the server index, when r names a server.
func indexServer(tx *bolt.Tx, r Result) error {
	if r.Server == "" {
		return nil
	}
	if err := tx.Bucket(bucketByServer).Put(indexKey(r.Server, r), nil); err != nil {
		return fmt.Errorf("index result %s: %w", r.GameID, err)
	}
	return nil
}

// forEachIndexed calls fn with the result of every entry of owner in the
// index bucket b, oldest first.
func forEachIndexed(tx *bolt.Tx, b []byte, owner string, fn func(r Result) error) error {
	prefix := indexPrefix(owner)
	results := tx.Bucket(bucketResults)
	c := tx.Bucket(b).Cursor()
	for k, _ := c.Seek(prefix); k != nil && bytes.HasPrefix(k, prefix); k, _ = c.Next() {
		id, ok := gameIDFromIndex(k, prefix)
		if !ok {
			return fmt.Errorf("%w: malformed index entry %q", ErrNotDatabase, k)
		}
		var r Result
		if err := getJSON(results, []byte(id), &r, "result"); err != nil {
			return err
		}
		if err := fn(r); err != nil {
			return err
		}
	}
	return nil
}
