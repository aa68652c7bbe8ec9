package storage

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sync"
	"testing"
	"time"
)

// TestBackupWhileWriting takes backups while moves are committed and checks
// each copy opens, passes Check, and holds a prefix of the moves.
func TestBackupWhileWriting(t *testing.T) {
	s, _ := openTemp(t)
	g := mustCreate(t, s, newGame("tg:1", 1))
	var wg sync.WaitGroup
	wg.Add(1)
	writeErr := make(chan error, 1)
	go func() {
		defer wg.Done()
		for i := range 200 {
			if _, err := s.Update(g.Key, AnyVersion, appendMove(fmt.Sprint(i))); err != nil {
				writeErr <- err
				return
			}
		}
	}()
	dir := t.TempDir()
	for i := range 5 {
		var buf bytes.Buffer
		n, err := s.Backup(&buf)
		if err != nil || n != int64(buf.Len()) {
			t.Fatalf("Backup = %d, %v (wrote %d)", n, err, buf.Len())
		}
		path := filepath.Join(dir, fmt.Sprintf("copy%d.db", i))
		if err := os.WriteFile(path, buf.Bytes(), 0o600); err != nil {
			t.Fatal(err)
		}
		verifyCopy(t, path, g.Key)
	}
	wg.Wait()
	close(writeErr)
	if err := <-writeErr; err != nil {
		t.Fatal(err)
	}
}

// verifyCopy opens a backup read-only and checks its game.
func verifyCopy(t *testing.T, path string, key Key) {
	t.Helper()
	c, err := Open(path, Options{ReadOnly: true})
	if err != nil {
		t.Fatalf("open backup: %v", err)
	}
	defer c.Close()
	if problems, err := c.Check(fakeReplay); err != nil || len(problems) > 0 {
		t.Fatalf("backup Check = %v, %v", problems, err)
	}
	cg, err := c.Get(key)
	if err != nil {
		t.Fatal(err)
	}
	for i, m := range cg.Log {
		if m != fmt.Sprint(i) {
			t.Fatalf("backup log %v is not a prefix of the moves", cg.Log)
		}
	}
}

func TestBackupFile(t *testing.T) {
	s, live := openTemp(t)
	mustCreate(t, s, newGame("tg:1", 1))
	dir := t.TempDir()
	tests := []struct {
		name string
		path string
		want error
	}{
		{"new file", filepath.Join(dir, "a.db"), nil},
		{"replace old backup", filepath.Join(dir, "a.db"), nil},
		{"live database", live, ErrInvalid},
		{"empty path", "", ErrInvalid},
		{"missing directory", filepath.Join(dir, "no", "a.db"), os.ErrNotExist},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			n, err := s.BackupFile(tc.path)
			if !errors.Is(err, tc.want) || (tc.want == nil) != (err == nil) {
				t.Fatalf("BackupFile = %v, want %v", err, tc.want)
			}
			if tc.want != nil {
				return
			}
			info, err := os.Stat(tc.path)
			if err != nil || info.Size() != n || info.Mode().Perm() != 0o600 {
				t.Fatalf("backup file %v (%d bytes written), %v", info, n, err)
			}
			verifyCopy(t, tc.path, "tg:1")
		})
	}
	if names := dirNames(t, dir); !slices.Equal(names, []string{"a.db"}) {
		t.Fatalf("backup directory holds %v", names)
	}
}

func TestExport(t *testing.T) {
	s, _ := openTemp(t)
	fin := time.Date(2025, 6, 1, 0, 0, 0, 0, time.UTC)
	id := finishGame(t, s, "dc:1", fin, PlayerResult{UserID: "u1", Gold: 3, Won: true})
	active := mustCreate(t, s, newGame("tg:1:5", 1))
	tests := []struct {
		name       string
		ref        string
		want       error
		wantID     string
		wantResult bool
	}{
		{name: "active game by key", ref: "tg:1:5", wantID: active.ID},
		{name: "archived game by id", ref: id, wantID: id, wantResult: true},
		{name: "unknown key", ref: "tg:2", want: ErrNotFound},
		{name: "unknown id", ref: "20250101T000000Z-00", want: ErrNotFound},
		{name: "empty ref", ref: "", want: ErrInvalid},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			data, err := s.Export(tc.ref)
			if !errors.Is(err, tc.want) || (tc.want == nil) != (err == nil) {
				t.Fatalf("Export = %v, want %v", err, tc.want)
			}
			if tc.want != nil {
				return
			}
			var doc GameExport
			if err := json.Unmarshal(data, &doc); err != nil {
				t.Fatal(err)
			}
			if doc.Format != "jackal-game" || doc.Schema != SchemaVersion || doc.Game == nil || doc.Game.ID != tc.wantID ||
				(doc.Result != nil) != tc.wantResult || !bytes.Contains(data, []byte("\n  \"game\": {")) {
				t.Fatalf("export = %s", data)
			}
			if tc.wantResult && !doc.Result.Finished.Equal(fin) {
				t.Fatalf("exported result = %+v", doc.Result)
			}
		})
	}
}
