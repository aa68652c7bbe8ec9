package postgres

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"time"

	"github.com/jackalbot/jackal/storage"
)

// ErrNotBackup is returned by ReadBackup for a document that is not one
// Backup wrote.
var ErrNotBackup = errors.New("not a " + BackupFormat + " file")

// ReadBackup reads a document Backup wrote back into the records it
// holds, for Import: a backup is restored by importing its dump (`jackal
// db migrate -from backup:FILE`). The derived columns Backup leaves out
// are rebuilt by Import; so are the key, status and version columns,
// from the records they were derived from. A backup of a newer schema
// than SchemaVersion is refused (a *SchemaError, storage.ErrSchemaTooNew):
// its records may hold what this program would drop.
func ReadBackup(r io.Reader) (*storage.Dump, error) {
	d, err := readBackup(r)
	if err != nil {
		return nil, fmt.Errorf("storage/postgres: read backup: %w", err)
	}
	return d, nil
}

// readBackup decodes the header, then the rows, one JSON value a line.
func readBackup(r io.Reader) (*storage.Dump, error) {
	dec := json.NewDecoder(bufio.NewReader(r))
	var header struct {
		Format *string `json:"format"`
		Schema int     `json:"schema"`
	}
	if err := dec.Decode(&header); err != nil || header.Format == nil || *header.Format != BackupFormat {
		return nil, ErrNotBackup
	}
	if want := SchemaVersion(); header.Schema > want {
		return nil, fmt.Errorf("the backup's %w", &SchemaError{Have: header.Schema, Want: want})
	}
	d := &storage.Dump{}
	for line := 2; ; line++ {
		var row backupLine
		err := dec.Decode(&row)
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, fmt.Errorf("line %d: %w", line, err)
		}
		if err := addRow(d, row.Table, row.Row); err != nil {
			return nil, fmt.Errorf("line %d: table %q: %w", line, row.Table, err)
		}
	}
	d.Sort()
	return d, nil
}

// backupRow is the columns of a backup's row (backupTables): the record,
// or the columns of the tables without one.
type backupRow struct {
	Record json.RawMessage `json:"record"`
	ID     string          `json:"id"`
	GameID string          `json:"game_id"`
	Game   string          `json:"game"`
	At     json.RawMessage `json:"at"`
}

// addRow decodes one row of table into d.
func addRow(d *storage.Dump, table string, data json.RawMessage) error {
	var row backupRow
	if err := json.Unmarshal(data, &row); err != nil {
		return err
	}
	switch table {
	case "games":
		return appendRecord(&d.Games, row.Record)
	case "results":
		return appendRecord(&d.Results, row.Record)
	case "users":
		return appendRecord(&d.Users, row.Record)
	case "chats":
		return appendRecord(&d.Chats, row.Record)
	case "ratings":
		return appendRecord(&d.Ratings, row.Record)
	case "puzzle_bests":
		return appendRecord(&d.Puzzles, row.Record)
	case "campaigns":
		return appendRecord(&d.Campaigns, row.Record)
	case "rated":
		var at time.Time
		if err := json.Unmarshal(row.At, &at); err != nil {
			return fmt.Errorf("at: %w", err)
		}
		d.Rated = append(d.Rated, storage.RatedGame{GameID: row.GameID, Game: row.Game, At: at.UTC()})
		return nil
	case "handled_updates":
		var at int64
		if err := json.Unmarshal(row.At, &at); err != nil {
			return fmt.Errorf("at: %w", err)
		}
		d.Handled = append(d.Handled, storage.HandledUpdate{ID: row.ID, At: at})
		return nil
	}
	return errors.New("no such table in a backup")
}

// appendRecord decodes a record's JSON and appends it to list.
func appendRecord[T any](list *[]T, record json.RawMessage) error {
	if len(record) == 0 || string(record) == "null" {
		return errors.New("a row without its record")
	}
	var v T
	if err := json.Unmarshal(record, &v); err != nil {
		return fmt.Errorf("record: %w", err)
	}
	*list = append(*list, v)
	return nil
}
