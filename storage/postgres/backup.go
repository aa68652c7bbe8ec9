package postgres

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/jackc/pgx/v5"

	"github.com/jackalbot/jackal/storage"
)

// BackupFormat names the document Backup writes.
const BackupFormat = "jackal-postgres-backup"

// backupTables are the tables Backup writes, in order, and the columns of
// each (one JSON object per row, keyed by column).
// The first column (two for ratings and puzzle_bests) is the primary key.
var backupTables = []struct {
	table, columns, order string
}{
	{"games", "id, key, status, version, record", "id"},
	{"results", "game_id, record", "game_id"},
	{"users", "id, record", "id"},
	{"chats", "key, record", "key"},
	{"ratings", "game, user_id, record", "game, user_id"},
	{"rated", "game_id, game, at", "game_id"},
	{"puzzle_bests", "user_id, puzzle, record", "user_id, puzzle"},
	{"campaigns", "id, key, status, version, record", "id"},
	{"handled_updates", "id, at", "id"},
}

// Backup writes a consistent logical copy of the store to w while it
// stays usable, and returns the number of bytes written. It reads one
// snapshot (a repeatable-read, read-only transaction) and writes JSON
// lines: first {"format": "jackal-postgres-backup", "schema": N}, then one
// line per row, {"table": name, "row": {column: value…}}, table by table
// (games, results, users, chats, ratings, rated, puzzle_bests, campaigns,
// handled_updates), each in the order of its primary key. A record column
// is the record's JSON as package storage encodes it; the derived columns
// and tables (summary, result_users) are left out: they are derived from
// the records, so a restore can rebuild them.
func (s *Store) Backup(w io.Writer) (int64, error) {
	if w == nil {
		return 0, fmt.Errorf("storage/postgres: backup: %w: nil writer", storage.ErrInvalid)
	}
	cw := &countWriter{w: w}
	bw := bufio.NewWriter(cw)
	err := s.view(func(ctx context.Context, tx querier) error {
		enc := json.NewEncoder(bw)
		if err := enc.Encode(map[string]any{"format": BackupFormat, "schema": SchemaVersion()}); err != nil {
			return err
		}
		for _, t := range backupTables {
			if err := backupTable(ctx, tx, enc, t.table, t.columns, t.order); err != nil {
				return fmt.Errorf("table %s: %w", t.table, err)
			}
		}
		return bw.Flush()
	})
	if err != nil {
		return cw.n, fmt.Errorf("storage/postgres: backup: %w", err)
	}
	return cw.n, nil
}

// backupTable writes the rows of one table; to_json gives each column's
// JSON (a json record as it is).
func backupTable(ctx context.Context, tx querier, enc *json.Encoder, table, columns, order string) error {
	rows, err := tx.Query(ctx, fmt.Sprintf("SELECT json_build_object(%s) FROM %s t ORDER BY %s",
		jsonPairs(columns), table, order))
	if err != nil {
		return err
	}
	var row json.RawMessage
	_, err = pgx.ForEachRow(rows, []any{&row}, func() error {
		return enc.Encode(backupLine{table, row})
	})
	return err
}

// backupLine is a backup's line after the header: one row of a table.
type backupLine struct {
	Table string          `json:"table"`
	Row   json.RawMessage `json:"row"`
}

// jsonPairs turns "a, b" into "'a', t.a, 'b', t.b" for json_build_object.
func jsonPairs(columns string) string {
	var parts []string
	for _, c := range strings.Split(columns, ", ") {
		parts = append(parts, "'"+c+"', t."+c)
	}
	return strings.Join(parts, ", ")
}

// countWriter counts the bytes written through it.
type countWriter struct {
	w io.Writer
	n int64
}

// Write writes p and counts it.
func (c *countWriter) Write(p []byte) (int, error) {
	n, err := c.w.Write(p)
	c.n += int64(n)
	return n, err
}

// Export returns one game as an indented JSON storage.GameExport; see
// storage.Store.Export. Its Schema is this package's SchemaVersion.
func (s *Store) Export(ref string) ([]byte, error) {
	doc := storage.GameExport{Format: "jackal-game", Schema: uint64(SchemaVersion())}
	var err error
	if strings.Contains(ref, ":") {
		err = storage.Key(ref).Validate()
		if err == nil {
			err = s.view(func(ctx context.Context, tx querier) error {
				g, err := loadLive(ctx, tx, storage.Key(ref), "")
				if errors.Is(err, storage.ErrNotFound) {
					// no game in play there: the chat's last finished one
					if id, lerr := lastFinished(ctx, tx, storage.Key(ref)); lerr == nil {
						return exportArchived(ctx, tx, id, &doc)
					}
				}
				doc.Game = g
				return err
			})
		}
	} else {
		err = storage.ValidateGameID(ref)
		if err == nil {
			err = s.view(func(ctx context.Context, tx querier) error {
				err := exportArchived(ctx, tx, ref, &doc)
				if errors.Is(err, storage.ErrNotFound) {
					// a game in play, as ListActive shows its id
					var g *storage.Game
					if g, err = loadLiveByID(ctx, tx, ref); err == nil {
						doc.Game = g
					}
				}
				return err
			})
		}
	}
	var out []byte
	if err == nil {
		out, err = doc.Encode()
	}
	if err != nil {
		return nil, fmt.Errorf("storage/postgres: export %s: %w", ref, err)
	}
	return out, nil
}

// exportArchived fills doc with an archived game and its result, if any.
func exportArchived(ctx context.Context, tx querier, id string, doc *storage.GameExport) error {
	g, err := loadArchived(ctx, tx, id)
	if err != nil {
		return err
	}
	doc.Game = g
	var r storage.Result
	err = getRecord(ctx, tx, "SELECT record FROM results WHERE game_id = $1", id, &r)
	switch {
	case errors.Is(err, storage.ErrNotFound):
		return nil
	case err != nil:
		return err
	}
	doc.Result = &r
	return nil
}
