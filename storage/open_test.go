package storage

import (
	"bytes"
	"encoding/binary"
	"errors"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	bolt "go.etcd.io/bbolt"
)

func TestMigrationTable(t *testing.T) {
	if uint64(len(migrations)) != SchemaVersion {
		t.Fatalf("SchemaVersion %d but %d migrations", SchemaVersion, len(migrations))
	}
}

func TestOpenCreatesFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "new.db")
	s, err := Open(path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	info, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	if info.Mode().Perm() != 0o600 {
		t.Errorf("mode %v, want 0600", info.Mode().Perm())
	}
	if names := dirNames(t, dir); !slices.Equal(names, []string{"new.db"}) {
		t.Errorf("directory holds %v, want only new.db", names)
	}
	if err := s.db.View(func(tx *bolt.Tx) error {
		v, err := readSchema(tx)
		if v != SchemaVersion {
			t.Errorf("schema %d, want %d", v, SchemaVersion)
		}
		return err
	}); err != nil {
		t.Fatal(err)
	}
	if _, err := Open(filepath.Join(dir, "missing.db"), Options{ReadOnly: true}); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("read-only open of a missing file = %v, want not-exist", err)
	}
}

// realDB writes a closed store holding a few games and returns its bytes.
func realDB(t *testing.T) []byte {
	t.Helper()
	s, path := openTemp(t)
	for i := range 40 {
		g := mustCreate(t, s, newGame(Key("tg:"+string(rune('a'+i%26))+string(rune('a'+i/26))), uint64(i)))
		for m := range 20 {
			if _, err := s.Update(g.Key, AnyVersion, appendMove(string(rune('A'+m)))); err != nil {
				t.Fatal(err)
			}
		}
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// foreignDB returns the bytes of a bbolt file that is not a jackal store.
func foreignDB(t *testing.T) []byte {
	t.Helper()
	path := filepath.Join(t.TempDir(), "other.db")
	db, err := bolt.Open(path, 0o600, nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := db.Update(func(tx *bolt.Tx) error {
		_, err := tx.CreateBucket([]byte("someone-else"))
		return err
	}); err != nil {
		t.Fatal(err)
	}
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// highWater returns the size in bytes of the pages a database file uses
// (its newest meta page's high water mark); bbolt may allocate more.
func highWater(t *testing.T, data []byte) int {
	t.Helper()
	m0, ok0 := parseMeta(data)
	m1, ok1 := parseMeta(data[m0.pageSize:])
	if !ok0 || !ok1 {
		t.Fatal("test database has a broken meta page")
	}
	if m1.txid > m0.txid {
		m0 = m1
	}
	return int(m0.hwm * m0.pageSize)
}

// garbagePage overwrites the page that pick chooses from the newest meta.
func garbagePage(t *testing.T, data []byte, pick func(boltMeta) uint64) []byte {
	t.Helper()
	m0, _ := parseMeta(data)
	m1, _ := parseMeta(data[m0.pageSize:])
	if m1.txid > m0.txid {
		m0 = m1
	}
	out := bytes.Clone(data)
	off := pick(m0) * m0.pageSize
	copy(out[off:off+m0.pageSize], bytes.Repeat([]byte{0xA5}, int(m0.pageSize)))
	return out
}

// breakMeta flips a byte of the meta page at off, breaking its checksum.
func breakMeta(data []byte, off int) []byte {
	out := bytes.Clone(data)
	out[off+pageHeaderSize+48] ^= 0xff // txid
	return out
}

func TestOpenRefusesBadFiles(t *testing.T) {
	db := realDB(t)
	pageSize := int(binary.NativeEndian.Uint32(db[pageHeaderSize+8:]))
	random := make([]byte, 64<<10)
	rng := rand.New(rand.NewPCG(1, 2))
	for i := range random {
		random[i] = byte(rng.UintN(256))
	}
	tests := []struct {
		name string
		data []byte
	}{
		{"empty file", nil},
		{"text", bytes.Repeat([]byte("Ahoy, this is not a database.\n"), 300)},
		{"random bytes", random},
		{"sqlite header", append([]byte("SQLite format 3\x00"), make([]byte, 8192)...)},
		{"truncated to half", db[:len(db)/2]},
		{"truncated to one page", db[:pageSize]},
		{"truncated to the meta pages", db[:2*pageSize]},
		{"truncated one page below the high water mark", db[:highWater(t, db)-pageSize]},
		{"truncated inside the first meta", db[:40]},
		{"both meta pages broken", breakMeta(breakMeta(db, 0), pageSize)},
		{"foreign bbolt file", foreignDB(t)},
		{"garbage freelist page", garbagePage(t, db, func(m boltMeta) uint64 { return m.freelist })},
		{"garbage root page", garbagePage(t, db, func(m boltMeta) uint64 { return m.root })},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, "jackal.db")
			if err := os.WriteFile(path, tc.data, 0o600); err != nil {
				t.Fatal(err)
			}
			before := fileHash(t, path)
			for _, ro := range []bool{false, true} {
				s, err := Open(path, Options{ReadOnly: ro, Timeout: 200 * time.Millisecond})
				if !errors.Is(err, ErrNotDatabase) {
					if s != nil {
						_ = s.Close()
					}
					t.Fatalf("Open(readOnly=%v) = %v, want ErrNotDatabase", ro, err)
				}
			}
			if after := fileHash(t, path); after != before {
				t.Fatal("the refused file was modified")
			}
			if names := dirNames(t, dir); !slices.Equal(names, []string{"jackal.db"}) {
				t.Fatalf("directory holds %v", names)
			}
		})
	}
}

func TestOpenSurvivesOneBrokenMeta(t *testing.T) {
	db := realDB(t)
	pageSize := int(binary.NativeEndian.Uint32(db[pageHeaderSize+8:]))
	for _, off := range []int{0, pageSize} {
		path := filepath.Join(t.TempDir(), "jackal.db")
		if err := os.WriteFile(path, breakMeta(db, off), 0o600); err != nil {
			t.Fatal(err)
		}
		s, err := Open(path, Options{})
		if err != nil {
			t.Fatalf("meta at %d broken: %v", off, err)
		}
		problems, err := s.Check(fakeReplay)
		if err != nil || len(problems) > 0 {
			t.Errorf("meta at %d broken: Check = %v, %v", off, problems, err)
		}
		_ = s.Close()
	}
}

func TestOpenRefusesDirectory(t *testing.T) {
	if _, err := Open(t.TempDir(), Options{}); !errors.Is(err, ErrNotDatabase) {
		t.Fatalf("Open(directory) = %v, want ErrNotDatabase", err)
	}
	if _, err := Open("", Options{}); !errors.Is(err, ErrInvalid) {
		t.Fatalf(`Open("") = %v, want ErrInvalid`, err)
	}
}

// setSchema rewrites the schema version of a closed store file.
func setSchema(t *testing.T, path string, v uint64) {
	t.Helper()
	db, err := bolt.Open(path, 0o600, &bolt.Options{Timeout: time.Second})
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if err := db.Update(func(tx *bolt.Tx) error {
		return tx.Bucket(bucketMeta).Put(keySchema, binary.BigEndian.AppendUint64(nil, v))
	}); err != nil {
		t.Fatal(err)
	}
}

func TestOpenSchemaTooNew(t *testing.T) {
	s, path := openTemp(t)
	mustCreate(t, s, newGame("tg:1", 1))
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	setSchema(t, path, SchemaVersion+1)
	before := fileHash(t, path)
	for _, ro := range []bool{false, true} {
		if _, err := Open(path, Options{ReadOnly: ro}); !errors.Is(err, ErrSchemaTooNew) {
			t.Fatalf("Open(readOnly=%v) = %v, want ErrSchemaTooNew", ro, err)
		}
	}
	if fileHash(t, path) != before {
		t.Fatal("a file with a newer schema was modified")
	}
}

func TestOpenMigratesFromV1(t *testing.T) {
	path := filepath.Join(t.TempDir(), "v1.db")
	db, err := bolt.Open(path, 0o600, nil)
	if err != nil {
		t.Fatal(err)
	}
	fin := time.Date(2024, 5, 6, 7, 8, 9, 0, time.UTC)
	results := []Result{
		{GameID: "g1", Key: "tg:9", Finished: fin, Players: []PlayerResult{{UserID: "u1", Name: "Ann", Gold: 7, Won: true}, {UserID: "u2", Name: "Bob", Gold: 2}}},
		{GameID: "g2", Key: "tg:9", Finished: fin.Add(time.Hour), Players: []PlayerResult{{UserID: "u2", Name: "Bobby", Gold: 8, Won: true}, {UserID: "u1", Name: "Ann", Gold: 1}}},
		{GameID: "g3", Key: "dc:1", Finished: fin, Players: []PlayerResult{{UserID: "u1", Name: "Ann", Gold: 4, Won: true}}},
	}
	if err := db.Update(func(tx *bolt.Tx) error {
		if err := migrate(tx, 0, 1); err != nil {
			return err
		}
		active := newGame("tg:7", 3)
		active.ID, active.Status, active.Version, active.Log = "g4", StatusActive, 2, []string{"W1 a1"}
		active.Snapshot = mustSnap(active.Setup, active.Log)
		if err := putJSON(tx.Bucket(bucketActive), []byte(active.Key), active); err != nil {
			return err
		}
		for _, r := range results {
			g := newGame(r.Key, 1)
			g.ID, g.Status, g.Version = r.GameID, StatusFinished, 3
			if err := putJSON(tx.Bucket(bucketArchive), []byte(r.GameID), g); err != nil {
				return err
			}
			if err := putJSON(tx.Bucket(bucketResults), []byte(r.GameID), &r); err != nil {
				return err
			}
		}
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
	before := fileHash(t, path)
	if _, err := Open(path, Options{ReadOnly: true}); !errors.Is(err, ErrSchemaOld) {
		t.Fatalf("read-only Open of v1 = %v, want ErrSchemaOld", err)
	}
	if fileHash(t, path) != before {
		t.Fatal("read-only Open modified the file")
	}
	s, err := Open(path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	stats, err := s.StatsByChat("tg:9")
	if err != nil {
		t.Fatal(err)
	}
	want := []Stat{{UserID: "u2", Name: "Bobby", Games: 2, Wins: 1, Gold: 10}, {UserID: "u1", Name: "Ann", Games: 2, Wins: 1, Gold: 8}}
	if !slices.Equal(stats, want) {
		t.Fatalf("StatsByChat after migration = %+v, want %+v", stats, want)
	}
	list, err := s.ListActive()
	if err != nil || len(list) != 1 || list[0].ID != "g4" || list[0].Moves != 1 || !slices.Equal(list[0].Players, []string{"u1", "u2"}) {
		t.Fatalf("ListActive after migration = %+v, %v", list, err)
	}
	if problems, err := s.Check(fakeReplay); err != nil || len(problems) != 0 {
		t.Fatalf("Check after migration = %v, %v", problems, err)
	}
}

func TestOpenLocked(t *testing.T) {
	s, path := openTemp(t)
	mustCreate(t, s, newGame("tg:1", 1))
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	cmd, lines, stdin := startChild(t, "holder", path)
	if !lines.Scan() || lines.Text() != "ready" {
		t.Fatalf("holder did not start: %q", lines.Text())
	}
	holder, err := Open(path+".other", Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer holder.Close()
	tests := []struct {
		name string
		path string
		opts Options
	}{
		{"other process, read-write", path, Options{Timeout: 150 * time.Millisecond}},
		{"other process, read-only", path, Options{Timeout: 150 * time.Millisecond, ReadOnly: true}},
		{"same process, second open", path + ".other", Options{Timeout: 150 * time.Millisecond}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			before := fileHash(t, tc.path)
			start := time.Now()
			_, err := Open(tc.path, tc.opts)
			if !errors.Is(err, ErrLocked) {
				t.Fatalf("Open = %v, want ErrLocked", err)
			}
			if waited := time.Since(start); waited > 5*time.Second {
				t.Fatalf("Open hung for %v", waited)
			}
			if fileHash(t, tc.path) != before {
				t.Fatal("the locked file was modified")
			}
		})
	}
	if err := stdin.Close(); err != nil {
		t.Fatal(err)
	}
	if err := cmd.Wait(); err != nil {
		t.Fatalf("holder: %v", err)
	}
	again, err := Open(path, Options{Timeout: time.Second})
	if err != nil {
		t.Fatalf("Open after the holder left: %v", err)
	}
	_ = again.Close()
}

func TestDurabilitySettings(t *testing.T) {
	s, _ := openTemp(t)
	settings := []struct {
		name string
		bad  bool
	}{
		{"NoSync", s.db.NoSync},
		{"NoGrowSync", s.db.NoGrowSync},
		{"NoFreelistSync", s.db.NoFreelistSync},
	}
	for _, c := range settings {
		if c.bad {
			t.Errorf("%s is set: commits would not be durable", c.name)
		}
	}
}

// TestOpenWhileAnotherWrites opens a file another process is busy writing:
// the answer must be ErrLocked, never a false ErrNotDatabase.
func TestOpenWhileAnotherWrites(t *testing.T) {
	path := filepath.Join(t.TempDir(), "jackal.db")
	cmd, lines, _ := startChild(t, "writer", path, "JACKAL_STORAGE_ROUND=x")
	for range 20 { // let it get going
		if !lines.Scan() {
			t.Fatal("writer stopped early")
		}
	}
	go func() { // keep draining so the writer never blocks on its pipe
		for lines.Scan() {
		}
	}()
	for i := range 6 {
		_, err := Open(path, Options{Timeout: 60 * time.Millisecond, ReadOnly: i%2 == 1})
		if !errors.Is(err, ErrLocked) {
			t.Fatalf("attempt %d: Open = %v, want ErrLocked", i, err)
		}
	}
	if err := cmd.Process.Kill(); err != nil {
		t.Fatal(err)
	}
	_ = cmd.Wait()
}
