package postgres

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/storage"
	"github.com/jackalbot/jackal/storage/storetest"
)

// TestBackupRestores: a backup of a database filled through the store's
// own writes, read back (ReadBackup) and imported into a fresh database,
// gives every record equal, a clean check and the same answers to the
// contract's reads.
func TestBackupRestores(t *testing.T) {
	ctx := context.Background()
	src, _ := openFresh(t)
	storetest.Fill(t, src)
	var buf bytes.Buffer
	if _, err := src.Backup(&buf); err != nil {
		t.Fatal(err)
	}
	d, err := ReadBackup(&buf)
	if err != nil {
		t.Fatalf("ReadBackup: %v", err)
	}
	want, err := src.Dump(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(d, want) {
		t.Fatalf("the backup reads back as\n%+v\nthe database holds\n%+v", d, want)
	}
	for kind, n := range map[string]int{"games": len(d.Games), "results": len(d.Results), "users": len(d.Users),
		"chats": len(d.Chats), "ratings": len(d.Ratings), "rated": len(d.Rated), "puzzles": len(d.Puzzles),
		"campaigns": len(d.Campaigns), "handled": len(d.Handled)} {
		if n != storetest.Filled[kind] || n == 0 {
			t.Errorf("%d %s read back, want %d", n, kind, storetest.Filled[kind])
		}
	}
	dst, _ := openFresh(t)
	if err := dst.Import(ctx, d, false); err != nil {
		t.Fatalf("Import: %v", err)
	}
	got, err := dst.Dump(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("the restored database differs:\n got %+v\nwant %+v", got, want)
	}
	if problems, err := dst.Check(storetest.Replay); err != nil || len(problems) > 0 {
		t.Fatalf("Check of the restored database: %v %v", problems, err)
	}
	for _, read := range []func(storage.Store) (any, error){
		func(st storage.Store) (any, error) { return st.ListActive() },
		func(st storage.Store) (any, error) { return st.ListArchived() },
		func(st storage.Store) (any, error) { return st.ListCampaigns() },
		func(st storage.Store) (any, error) { return st.StatsByChat("tg:10") },
		func(st storage.Store) (any, error) { return st.StatsByServer("dc:20") },
		func(st storage.Store) (any, error) { return st.StatsByUser("u2") },
		func(st storage.Store) (any, error) { return st.LastFinished("tg:10") },
	} {
		from, ferr := read(src)
		to, terr := read(dst)
		if ferr != nil || terr != nil || !reflect.DeepEqual(from, to) {
			t.Errorf("the database answers %+v (%v), its restored backup %+v (%v)", from, ferr, to, terr)
		}
	}
}

// TestReadBackupRefuses: what is not a backup, a backup of a newer
// schema and a damaged line are refused, each naming what is wrong.
func TestReadBackupRefuses(t *testing.T) {
	header := fmt.Sprintf(`{"format":%q,"schema":%d}`+"\n", BackupFormat, SchemaVersion())
	for _, tc := range []struct {
		name, doc string
		want      error
		text      string
	}{
		{"empty", "", ErrNotBackup, "not a jackal-postgres-backup file"},
		{"a bbolt file", "\x00\x00\x00\x00\xed\xda\x0c\xed", ErrNotBackup, "not a jackal-postgres-backup"},
		{"a game export", `{"format":"jackal-game","schema":4}`, ErrNotBackup, "not a jackal-postgres-backup"},
		{"a newer schema", fmt.Sprintf(`{"format":%q,"schema":%d}`, BackupFormat, SchemaVersion()+1), storage.ErrSchemaTooNew,
			fmt.Sprintf("the backup's schema version %d is newer than this program's %d", SchemaVersion()+1, SchemaVersion())},
		{"an unknown table", header + `{"table":"secrets","row":{"id":"x"}}`, nil, `line 2: table "secrets": no such table in a backup`},
		{"a row without its record", header + `{"table":"users","row":{"id":"u1"}}`, nil, `line 2: table "users": a row without its record`},
		{"a cut line", header + `{"table":"users","row":{"id":"u1","rec`, nil, "line 2: unexpected EOF"},
		{"a bad time", header + `{"table":"rated","row":{"game_id":"g","game":"classic","at":"yesterday"}}`, nil, `line 2: table "rated": at:`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d, err := ReadBackup(strings.NewReader(tc.doc))
			if err == nil || d != nil {
				t.Fatalf("ReadBackup = %v, %v; want an error", d, err)
			}
			if tc.want != nil && !errors.Is(err, tc.want) {
				t.Fatalf("ReadBackup: %v, want %v", err, tc.want)
			}
			if !strings.Contains(err.Error(), tc.text) || strings.Contains(err.Error(), "\n") {
				t.Fatalf("ReadBackup: %q, want one line naming %q", err, tc.text)
			}
		})
	}
}
