package storage

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	bolt "go.etcd.io/bbolt"
)

// Backup writes a consistent copy of the database to w; see Store.Backup.
// It runs in a read transaction, so games go on while it copies.
func (s *Bolt) Backup(w io.Writer) (int64, error) {
	if w == nil {
		return 0, fmt.Errorf("storage: backup: %w: nil writer", ErrInvalid)
	}
	var n int64
	err := s.view(func(tx *bolt.Tx) error {
		var err error
		n, err = tx.WriteTo(w)
		return err
	})
	if err != nil {
		return n, fmt.Errorf("storage: backup: %w", err)
	}
	return n, nil
}

// BackupFile writes a consistent copy of the database to path, atomically:
// the copy is written and fsynced under a temporary name, then renamed over
// path, with mode 0600. A crash never leaves a half-written file at path.
// The result can be opened with Open. path must not be the live database.
func (s *Bolt) BackupFile(path string) (int64, error) {
	if path == "" {
		return 0, fmt.Errorf("storage: backup: %w: empty path", ErrInvalid)
	}
	if same, _ := sameFile(path, s.db.Path()); same {
		return 0, fmt.Errorf("storage: backup: %w: %s is the live database", ErrInvalid, path)
	}
	n, err := WriteFileAtomic(path, s.Backup)
	if err != nil {
		return 0, fmt.Errorf("storage: backup to %s: %w", path, err)
	}
	return n, nil
}

// WriteFileAtomic writes path with write, atomically: under a temporary
// name in the same directory (mode 0600), fsynced, then renamed over path
// and the directory synced. A failure or a crash never leaves a
// half-written file at path. It returns what write returns: the bytes
// written.
func WriteFileAtomic(path string, write func(io.Writer) (int64, error)) (int64, error) {
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	tmp, err := os.CreateTemp(dir, base+".tmp-*")
	if err != nil {
		return 0, err
	}
	defer os.Remove(tmp.Name())
	n, err := write(tmp)
	if err == nil {
		err = tmp.Sync()
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp.Name(), path)
	}
	if err == nil {
		err = syncDir(dir)
	}
	if err != nil {
		return 0, err
	}
	return n, nil
}

// sameFile reports whether two paths name the same existing file.
func sameFile(a, b string) (bool, error) {
	ia, err := os.Stat(a)
	if err != nil {
		return false, err
	}
	ib, err := os.Stat(b)
	if err != nil {
		return false, err
	}
	return os.SameFile(ia, ib), nil
}

// Export returns one game as indented JSON; see Store.Export. A ref with a
// ':' is a Key, otherwise a game ID (archived, else in play).
func (s *Bolt) Export(ref string) ([]byte, error) {
	doc := GameExport{Format: "jackal-game", Schema: SchemaVersion}
	var err error
	if strings.Contains(ref, ":") {
		err = Key(ref).Validate()
		if err == nil {
			err = s.view(func(tx *bolt.Tx) error {
				g, err := loadActive(tx, Key(ref))
				if errors.Is(err, ErrNotFound) {
					// no game in play there: the chat's last finished one
					if id := lastFinished(tx, Key(ref)); id != "" {
						return exportArchived(tx, id, &doc)
					}
				}
				doc.Game = g
				return err
			})
		}
	} else {
		err = checkGameID(ref)
		if err == nil {
			err = s.view(func(tx *bolt.Tx) error {
				err := exportArchived(tx, ref, &doc)
				if errors.Is(err, ErrNotFound) {
					// a game in play, as ListActive shows its id
					if g := activeByID(tx, ref); g != nil {
						doc.Game, err = g, nil
					}
				}
				return err
			})
		}
	}
	if err != nil {
		return nil, fmt.Errorf("storage: export %s: %w", ref, err)
	}
	out, err := doc.Encode()
	if err != nil {
		return nil, fmt.Errorf("storage: export %s: %w", ref, err)
	}
	return out, nil
}

// Encode writes d as Export returns it: indented JSON and a newline.
func (d *GameExport) Encode() ([]byte, error) {
	out, err := json.MarshalIndent(d, "", "  ")
	if err != nil {
		return nil, err
	}
	return append(out, '\n'), nil
}

// exportArchived fills doc with an archived game and its result, if any.
// activeByID is the lobby or active game with id, or nil: a scan of the
// active games, which are keyed by chat.
func activeByID(tx *bolt.Tx, id string) *Game {
	var found *Game
	_ = tx.Bucket(bucketActive).ForEach(func(_, v []byte) error {
		var g Game
		if decode(v, &g) == nil && g.ID == id {
			found = &g
			return errStopScan
		}
		return nil
	})
	return found
}

// errStopScan ends a ForEach early.
var errStopScan = errors.New("stop")

func exportArchived(tx *bolt.Tx, id string, doc *GameExport) error {
	var g Game
	if err := getJSON(tx.Bucket(bucketArchive), []byte(id), &g, "archived game"); err != nil {
		return err
	}
	doc.Game = &g
	if tx.Bucket(bucketResults).Get([]byte(id)) == nil {
		return nil
	}
	var r Result
	if err := getJSON(tx.Bucket(bucketResults), []byte(id), &r, "result"); err != nil {
		return err
	}
	doc.Result = &r
	return nil
}
