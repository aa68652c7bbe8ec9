package main

import (
	"context"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/jackalbot/jackal/storage"
)

// TestScheduledBackups: a running bot's store is copied at every tick
// into the backup folder, named by the time; each copy opens and holds
// the store's games; only the newest keep are kept, and files that are
// not scheduled backups are left alone.
func TestScheduledBackups(t *testing.T) {
	dir := t.TempDir()
	store, err := storage.Open(filepath.Join(dir, "live.db"), storage.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	g := &storage.Game{Key: "tg:1", Setup: storage.Setup{Seed: 1}}
	if err := store.Create(g); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "backups")
	if err := os.MkdirAll(out, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(out, "notes.txt"), []byte("mine"), 0o644); err != nil {
		t.Fatal(err)
	}
	clock := time.Date(2026, 11, 25, 10, 0, 0, 0, time.UTC)
	bk := backups{store: store, dir: out, keep: 2, log: slog.New(slog.NewTextHandler(io.Discard, nil))}
	tick := make(chan time.Time)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { bk.run(ctx, tick); close(done) }()
	for i := 0; i < 4; i++ {
		tick <- clock // the loop takes a tick only after the last backup
		clock = clock.Add(time.Hour)
	}
	cancel()
	<-done // the last tick's backup is written before the loop ends
	entries, err := os.ReadDir(out)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	if want := []string{"jackal-20261125-120000.db", "jackal-20261125-130000.db", "notes.txt"}; !slices.Equal(names, want) {
		t.Fatalf("backups folder: %v, want %v", names, want)
	}
	for _, n := range names {
		if !strings.HasSuffix(n, ".db") {
			continue
		}
		b, err := storage.Open(filepath.Join(out, n), storage.Options{ReadOnly: true})
		if err != nil {
			t.Fatalf("%s: %v", n, err)
		}
		got, err := b.Get("tg:1")
		b.Close()
		if err != nil || got.ID != g.ID {
			t.Fatalf("%s: the game: %v", n, err)
		}
	}
}

// TestBackupSettings: backup_every is off or at least a minute, and at
// least one backup is kept.
func TestBackupSettings(t *testing.T) {
	base := "telegram:\n  enabled: true\nstorage:\n"
	for _, tc := range []struct {
		yaml string
		ok   bool
	}{
		{"  backup_every: 0s\n", true},
		{"  backup_every: 6h\n  backup_keep: 3\n", true},
		{"  backup_every: 30s\n", false},
		{"  backup_every: 1h\n  backup_keep: 0\n", false},
	} {
		_, err := parseConfig([]byte(base+tc.yaml), "test.yaml")
		if (err == nil) != tc.ok {
			t.Errorf("%q: %v", tc.yaml, err)
		}
	}
}
