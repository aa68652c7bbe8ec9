package postgres

import (
	"bufio"
	"bytes"
	"encoding/json"
	"testing"

	"github.com/jackalbot/jackal/storage"
	"github.com/jackalbot/jackal/storage/storetest"
)

// TestBackupFormat: a header line, then one line per row, each row's
// record the storage JSON of its record.
func TestBackupFormat(t *testing.T) {
	s, _ := openFresh(t)
	g := storetest.NewGame("tg:1", 1)
	if err := s.Create(g); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Finish("tg:1", storage.AnyVersion, func(*storage.Game) (storage.Result, error) {
		return storage.Result{Players: []storage.PlayerResult{{UserID: "u1", Won: true}}}, nil
	}); err != nil {
		t.Fatal(err)
	}
	if err := s.PutUser(storage.User{ID: "u1", Name: "Ann"}); err != nil {
		t.Fatal(err)
	}
	if err := s.MarkHandled("tg:7", 100); err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if _, err := s.Backup(&buf); err != nil {
		t.Fatal(err)
	}
	sc := bufio.NewScanner(&buf)
	sc.Buffer(nil, 1<<24)
	var header struct {
		Format string `json:"format"`
		Schema int    `json:"schema"`
	}
	if !sc.Scan() || json.Unmarshal(sc.Bytes(), &header) != nil || header.Format != BackupFormat || header.Schema != SchemaVersion() {
		t.Fatalf("header %s", sc.Bytes())
	}
	tables := map[string]int{}
	for sc.Scan() {
		var line struct {
			Table string `json:"table"`
			Row   struct {
				Record json.RawMessage `json:"record"`
			} `json:"row"`
		}
		if err := json.Unmarshal(sc.Bytes(), &line); err != nil {
			t.Fatalf("line %s: %v", sc.Bytes(), err)
		}
		tables[line.Table]++
		if line.Table == "games" {
			var back storage.Game
			if err := json.Unmarshal(line.Row.Record, &back); err != nil || back.ID != g.ID || back.Status != storage.StatusFinished {
				t.Fatalf("game record %s: %v", line.Row.Record, err)
			}
		}
	}
	want := map[string]int{"games": 1, "results": 1, "users": 1, "handled_updates": 1}
	for table, n := range want {
		if tables[table] != n {
			t.Fatalf("%d rows of %s, want %d (all: %v)", tables[table], table, n, tables)
		}
	}
}
