package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/storage"
	"github.com/jackalbot/jackal/storage/postgres"
)

// backupLines are the lines of a small backup as postgres.Backup writes
// it: its header, then rows of users, chats and handled updates.
var backupLines = []string{
	`{"format":"` + postgres.BackupFormat + `","schema":1}`,
	`{"table":"users","row":{"id":"u1","record":{"id":"u1","name":"Ann"}}}`,
	`{"table":"users","row":{"id":"u2","record":{"id":"u2","name":"Bob","lang":"ru"}}}`,
	`{"table":"chats","row":{"key":"tg:10","record":{"key":"tg:10","lang":"ru"}}}`,
	`{"table":"handled_updates","row":{"id":"tg:5","at":1700000000}}`,
}

// backupStore is a store whose Backup writes backupLines (a PostgreSQL
// store's, to backupFile: not a bbolt file).
type backupStore struct{ storage.Store }

func (backupStore) Backup(w io.Writer) (int64, error) {
	n, err := io.WriteString(w, strings.Join(backupLines, "\n")+"\n")
	return int64(n), err
}

// writeTestBackup writes a backup of backupStore with `db backup`'s
// writer and returns its path and bytes.
func writeTestBackup(t *testing.T) (string, []byte) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "whole.jsonl")
	n, err := backupFile(backupStore{}, path)
	if err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(path)
	if err != nil || int64(len(data)) != n {
		t.Fatalf("the backup: %v, %d bytes told, %d written", err, n, len(data))
	}
	return path, data
}

// writeCopy writes data to a new file named name and returns its path.
func writeCopy(t *testing.T, name string, data []byte) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, data, 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestBackupEndRoundTrip: `db backup` ends the file with an end line
// counting its records and summing its lines; the file reads back whole
// (every record), and db check calls it whole.
func TestBackupEndRoundTrip(t *testing.T) {
	path, data := writeTestBackup(t)
	lines := strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
	if len(lines) != len(backupLines)+1 || !strings.HasPrefix(lines[len(lines)-1], `{"end":"`+postgres.BackupFormat+`","records":4,"sha256":"`) {
		t.Fatalf("the backup's lines:\n%s", data)
	}
	d, err := readBackupFile(path, false)
	if err != nil {
		t.Fatal(err)
	}
	if len(d.Users) != 2 || d.Users[1].Lang != "ru" || len(d.Chats) != 1 || len(d.Handled) != 1 {
		t.Fatalf("read back: %+v", d)
	}
	code, out, errw := dbRun("db", "check", "-db", path)
	if code != 0 || errw != "" || !strings.HasPrefix(out, "ok: "+path+" is a whole backup: 4 record(s)") {
		t.Fatalf("db check of a whole backup: %d %q %q", code, out, errw)
	}
}

// TestBackupCutShortRefused: a backup cut short anywhere (at the end of
// any line before its end line, mid-line, inside the end line, its last
// newline) is refused by migrate, verify and check, each in one line
// naming the file and what is wrong; it used to restore as if whole.
func TestBackupCutShortRefused(t *testing.T) {
	_, data := writeTestBackup(t)
	var cuts []int
	for i, b := range data[:len(data)-1] {
		if b == '\n' {
			cuts = append(cuts, i+1) // at each line's end, the header's too
		}
	}
	ends := len(cuts)
	mid := bytes.Index(data, []byte(`"Bob"`))
	endLine := cuts[ends-1]
	cuts = append(cuts, mid, cuts[0]+3, endLine+5, endLine+30, len(data)-1)
	for i, cut := range cuts {
		want, what := errBackupNoEnd, "has no end line"
		if i >= ends {
			want, what = errBackupDamaged, "is damaged"
		}
		path := writeCopy(t, fmt.Sprintf("cut%d.jsonl", cut), data[:cut])
		if _, err := readBackupFile(path, false); !errors.Is(err, want) {
			t.Errorf("cut at byte %d of %d: read with %v, want %v", cut, len(data), err, want)
		}
		for _, args := range [][]string{
			{"db", "migrate", "-from", "backup:" + path, "-to", "postgres"},
			{"db", "verify", "-from", "backup:" + path, "-to", "postgres"},
			{"db", "migrate", "-from", path, "-to", "postgres"},
			{"db", "check", "-db", path},
		} {
			code, out, errw := dbRun(args...)
			prefix := "jackal db " + args[1] + ": " + path + ": the backup " + what
			if code != 1 || out != "" || !oneLine(errw) || !strings.HasPrefix(errw, prefix) {
				t.Errorf("%s of a backup cut at byte %d: exit %d, %q %q; want 1 and %q…", args[1], cut, code, out, errw, prefix)
			}
		}
	}
}

// TestBackupTamperedRefused: a backup whose lines are not those its end
// line sums (a record changed, one dropped, a line after the end line, an
// end line that does not read) is refused, even with -accept-unterminated.
func TestBackupTamperedRefused(t *testing.T) {
	_, data := writeTestBackup(t)
	lines := strings.SplitAfter(string(data), "\n")
	lines = lines[:len(lines)-1] // the empty string after the last newline
	end := lines[len(lines)-1]
	for _, tc := range []struct {
		name string
		text string
		want string
	}{
		{"a record changed", strings.Replace(string(data), `"Ann"`, `"Eve"`, 1), "its lines do not match its end line's checksum"},
		{"a record dropped", strings.Join(append(append([]string{}, lines[:2]...), lines[3:]...), ""), "its end line counts 4 record(s), the file holds 3"},
		{"a record added", strings.Join(append(append([]string{}, lines[:2]...), lines[1:]...), ""), "its end line counts 4 record(s), the file holds 5"},
		{"a line after the end", string(data) + lines[1], "lines follow its end line"},
		{"two end lines", string(data) + end, "lines follow its end line"},
		{"an end line that does not read", strings.Join(lines[:len(lines)-1], "") + `{"end": 5}` + "\n", "its end line (6) does not read"},
	} {
		path := writeCopy(t, "tampered.jsonl", []byte(tc.text))
		for _, accept := range []bool{false, true} {
			_, err := readBackupFile(path, accept)
			if !errors.Is(err, errBackupDamaged) || !strings.Contains(err.Error(), tc.want) || !strings.HasPrefix(err.Error(), path+": ") {
				t.Errorf("%s (accept %v): %v; want %q", tc.name, accept, err, tc.want)
			}
		}
		code, _, errw := dbRun("db", "verify", "-from", "backup:"+path, "-to", "postgres", "-accept-unterminated")
		if code != 1 || !oneLine(errw) || !strings.Contains(errw, tc.want) {
			t.Errorf("%s: verify -accept-unterminated exited %d: %q", tc.name, code, errw)
		}
	}
}

// TestBackupUnterminatedNeedsFlag: a backup written before end lines (no
// end line) is read only with -accept-unterminated, which the refusal
// names; a file cut mid-line is refused even with it.
func TestBackupUnterminatedNeedsFlag(t *testing.T) {
	old := writeCopy(t, "old.jsonl", []byte(strings.Join(backupLines, "\n")+"\n"))
	_, err := readBackupFile(old, false)
	if !errors.Is(err, errBackupNoEnd) || !strings.Contains(err.Error(), "-accept-unterminated") || !strings.HasPrefix(err.Error(), old+": ") {
		t.Fatalf("an old backup without the flag: %v", err)
	}
	d, err := readBackupFile(old, true)
	if err != nil || len(d.Users) != 2 || len(d.Handled) != 1 {
		t.Fatalf("an old backup with the flag: %v %+v", err, d)
	}
	cut := writeCopy(t, "cut.jsonl", []byte(strings.Join(backupLines, "\n")))
	if _, err := readBackupFile(cut, true); !errors.Is(err, errBackupDamaged) {
		t.Fatalf("a backup cut mid-line with the flag: %v", err)
	}
	var help strings.Builder
	run([]string{"db", "help"}, nil, &help, io.Discard)
	if !strings.Contains(help.String(), "-accept-unterminated") || !strings.Contains(help.String(), "end line") {
		t.Errorf("db help does not tell of end lines and -accept-unterminated:\n%s", help.String())
	}
}

// TestBackupFromPipe: a backup read from a pipe (backup:<(zcat …)) has its
// end line checked too: whole, it reads; cut short, it is refused.
func TestBackupFromPipe(t *testing.T) {
	_, data := writeTestBackup(t)
	for _, tc := range []struct {
		name string
		data []byte
		want error
	}{
		{"whole", data, nil},
		{"cut at a line's end", data[:bytes.LastIndexByte(data[:len(data)-1], '\n')+1], errBackupNoEnd},
	} {
		r, w, err := os.Pipe()
		if err != nil {
			t.Fatal(err)
		}
		go func() {
			_, _ = w.Write(tc.data)
			w.Close()
		}()
		d, err := readBackupFile("/dev/fd/"+strconv.Itoa(int(r.Fd())), false)
		r.Close()
		if !errors.Is(err, tc.want) || tc.want == nil && len(d.Users) != 2 {
			t.Errorf("%s: %v, want %v", tc.name, err, tc.want)
		}
	}
}
