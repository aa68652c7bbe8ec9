package main

import (
	"context"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"
)

// backupPrefix and backupExt frame a scheduled backup's file name:
// jackal-YYYYMMDD-HHMMSS.db, so that names sort as times do.
const (
	backupPrefix = "jackal-"
	backupExt    = ".db"
	backupStamp  = "20060102-150405"
)

// backups writes scheduled copies of a running bot's store (the file is
// locked while it runs): each into dir, named by its time, the keep
// newest kept.
type backups struct {
	store interface {
		BackupFile(path string) (int64, error)
	}
	dir  string
	keep int
	now  func() time.Time
	log  *slog.Logger
}

// run takes a backup at every tick, named by the tick's time, until ctx
// ends.
func (bk backups) run(ctx context.Context, tick <-chan time.Time) {
	for {
		select {
		case <-ctx.Done():
			return
		case at := <-tick:
			path, n, err := bk.once(at)
			if err != nil {
				bk.log.Error("backup", "dir", bk.dir, "err", err)
				continue
			}
			bk.log.Info("backup written", "path", path, "bytes", n)
		}
	}
}

// once writes the backup of time at and removes those past the keep
// newest; it returns the new file's path and size.
func (bk backups) once(at time.Time) (string, int64, error) {
	if err := os.MkdirAll(bk.dir, 0o755); err != nil {
		return "", 0, err
	}
	path := filepath.Join(bk.dir, backupPrefix+at.UTC().Format(backupStamp)+backupExt)
	n, err := bk.store.BackupFile(path)
	if err != nil {
		return "", 0, err
	}
	return path, n, bk.prune()
}

// prune removes the scheduled backups in dir but the keep newest; other
// files are left alone.
func (bk backups) prune() error {
	entries, err := os.ReadDir(bk.dir)
	if err != nil {
		return err
	}
	var names []string
	for _, e := range entries {
		n := e.Name()
		stamp, ok := strings.CutSuffix(strings.TrimPrefix(n, backupPrefix), backupExt)
		if _, perr := time.Parse(backupStamp, stamp); ok && perr == nil && strings.HasPrefix(n, backupPrefix) && e.Type().IsRegular() {
			names = append(names, n)
		}
	}
	slices.Sort(names)
	for len(names) > bk.keep {
		if err := os.Remove(filepath.Join(bk.dir, names[0])); err != nil {
			return fmt.Errorf("prune %s: %w", names[0], err)
		}
		names = names[1:]
	}
	return nil
}
