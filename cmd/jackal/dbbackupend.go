package main

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"hash"
	"io"
	"os"

	"github.com/jackalbot/jackal/storage"
	"github.com/jackalbot/jackal/storage/postgres"
)

// A PostgreSQL backup file (`jackal db backup -postgres`) ends with an end
// line written after every record: {"end": "jackal-postgres-backup",
// "records": N, "sha256": "…"}, N the lines between the header and it,
// the checksum that of every byte before it (header and records, their
// newlines too). A file cut short (a full disk, a killed process) has
// none, or one that does not match: restore, verify and check refuse it,
// rather than restore part of a database as if it were whole. A backup
// written before end lines existed is read only when the command is given
// -accept-unterminated.

// Errors of a backup file that is not whole.
var (
	// errBackupNoEnd: the file has no end line (cut short at a line's
	// end, or written before backups had one).
	errBackupNoEnd = errors.New("the backup has no end line")
	// errBackupDamaged: the file was cut mid-line, or its lines do not
	// match its end line.
	errBackupDamaged = errors.New("the backup is damaged")
)

// backupEnd is a backup's end line.
type backupEnd struct {
	End     string `json:"end"`
	Records int    `json:"records"`
	SHA256  string `json:"sha256"`
}

// backupEndHead is how a backup's end line begins.
var backupEndHead = []byte(`{"end":`)

// acceptUnterminatedHelp documents the flag that reads an old backup.
const acceptUnterminatedHelp = "read a backup:FILE without an end line (one written before backups had one); only when it is known whole: a file cut short at a line's end reads as a smaller database"

// lineSum counts the lines written through it and sums their bytes.
type lineSum struct {
	w     io.Writer
	h     hash.Hash
	lines int
	last  byte
}

// newLineSum sums what is written to w.
func newLineSum(w io.Writer) *lineSum { return &lineSum{w: w, h: sha256.New()} }

// Write writes p to the writer and sums what it took.
func (s *lineSum) Write(p []byte) (int, error) {
	n, err := s.w.Write(p)
	s.h.Write(p[:n])
	s.lines += bytes.Count(p[:n], []byte{'\n'})
	if n > 0 {
		s.last = p[n-1]
	}
	return n, err
}

// end writes the end line of what was written and returns its size.
func (s *lineSum) end() (int64, error) {
	if s.lines == 0 || s.last != '\n' {
		return 0, fmt.Errorf("%w: the backup written does not end a line", errBackupDamaged)
	}
	line, err := json.Marshal(backupEnd{End: postgres.BackupFormat, Records: s.lines - 1, SHA256: hex.EncodeToString(s.h.Sum(nil))})
	if err != nil {
		return 0, err
	}
	n, err := s.w.Write(append(line, '\n'))
	return int64(n), err
}

// backupWithEnd is write (a store's Backup) followed by the end line.
func backupWithEnd(write func(io.Writer) (int64, error)) func(io.Writer) (int64, error) {
	return func(w io.Writer) (int64, error) {
		sum := newLineSum(w)
		n, err := write(sum)
		if err != nil {
			return n, err
		}
		m, err := sum.end()
		return n + m, err
	}
}

// backupBody is what a backup's end line says of the lines before it.
type backupBody struct {
	// size is the bytes before the end line (the whole file when it has
	// none), records the lines after the header.
	size    int64
	records int
	// ended reports whether the file has its end line; head whether its
	// first line begins as a backup's header does.
	ended, head bool
}

// scanBackup reads a backup file to its end and checks its end line
// against the lines before it: errBackupNoEnd when it has none,
// errBackupDamaged when a line is cut off or the end line's count or
// checksum is not the lines'.
func scanBackup(r io.Reader) (backupBody, error) {
	br := bufio.NewReaderSize(r, 1<<16)
	h := sha256.New()
	var body backupBody
	var prev []byte // the line read last, summed once the next is read
	lines := 0
	for {
		line, err := br.ReadBytes('\n')
		if len(line) > 0 {
			if prev != nil {
				if bytes.HasPrefix(prev, backupEndHead) {
					return body, fmt.Errorf("%w: lines follow its end line (line %d)", errBackupDamaged, lines)
				}
				h.Write(prev)
				body.size += int64(len(prev))
			}
			if lines == 0 {
				body.head = bytes.HasPrefix(line, backupHead)
			}
			prev = line
			lines++
		}
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return body, err
		}
	}
	switch {
	case prev == nil:
		return body, fmt.Errorf("%w: the file is empty", errBackupNoEnd)
	case prev[len(prev)-1] != '\n':
		return body, fmt.Errorf("%w: it was cut short: its last line (%d) is cut off", errBackupDamaged, lines)
	case !bytes.HasPrefix(prev, backupEndHead):
		body.size += int64(len(prev))
		body.records = lines - 1
		return body, fmt.Errorf("%w: it was cut short after line %d, or written before backups had one", errBackupNoEnd, lines)
	}
	var end backupEnd
	if err := json.Unmarshal(prev, &end); err != nil || end.End != postgres.BackupFormat {
		return body, fmt.Errorf("%w: its end line (%d) does not read", errBackupDamaged, lines)
	}
	body.records, body.ended = lines-2, true
	if end.Records != body.records {
		return body, fmt.Errorf("%w: its end line counts %d record(s), the file holds %d", errBackupDamaged, end.Records, body.records)
	}
	if end.SHA256 != hex.EncodeToString(h.Sum(nil)) {
		return body, fmt.Errorf("%w: its lines do not match its end line's checksum", errBackupDamaged)
	}
	return body, nil
}

// readBackupFile reads the records of a backup file once its end line
// says it is whole; acceptUnterminated reads one without an end line too
// (a backup older than end lines). A file that does not begin as a
// backup is refused as postgres.ReadBackup refuses it. A regular file is
// read twice (its end line checked first); anything else, a pipe, is
// read into memory once.
func readBackupFile(path string, acceptUnterminated bool) (*storage.Dump, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var src io.ReadSeeker = f
	if info, err := f.Stat(); err != nil || !info.Mode().IsRegular() {
		data, err := io.ReadAll(f)
		if err != nil {
			return nil, fmt.Errorf("read %s: %w", path, err)
		}
		src = bytes.NewReader(data)
	}
	b, err := backupBodyOf(src, acceptUnterminated)
	if err != nil {
		if errors.Is(err, errBackupNoEnd) && !acceptUnterminated {
			return nil, fmt.Errorf("%s: %w (-accept-unterminated reads an old backup known whole)", path, err)
		}
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	d, err := postgres.ReadBackup(b)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return d, nil
}

// backupBodyOf checks the end line of the backup in src and returns its
// lines before it, to read from the start; a file without an end line
// only with acceptUnterminated. Anything that does not begin as a backup
// is returned whole, for postgres.ReadBackup to refuse.
func backupBodyOf(src io.ReadSeeker, acceptUnterminated bool) (io.Reader, error) {
	b, err := scanBackup(src)
	switch {
	case !b.head, err == nil, acceptUnterminated && errors.Is(err, errBackupNoEnd):
	default:
		return nil, err
	}
	if _, err := src.Seek(0, io.SeekStart); err != nil {
		return nil, err
	}
	if !b.head {
		return src, nil
	}
	return io.LimitReader(src, b.size), nil
}

// dbCheckBackup is `db check` of a backup file (-db FILE beginning as
// one): it checks that the file is whole (its end line) and that every
// record reads; it returns 1 when either fails.
func dbCheckBackup(path string, stdout, stderr io.Writer) int {
	f, err := os.Open(path)
	if err != nil {
		fmt.Fprintf(stderr, "jackal db check: %v\n", err)
		return 1
	}
	defer f.Close()
	b, err := scanBackup(f)
	if err == nil {
		_, err = f.Seek(0, io.SeekStart)
	}
	if err == nil {
		_, err = postgres.ReadBackup(io.LimitReader(f, b.size))
	}
	if err != nil {
		fmt.Fprintf(stderr, "jackal db check: %s: %v\n", path, err)
		return 1
	}
	fmt.Fprintf(stdout, "ok: %s is a whole backup: %d record(s), its end line's count and checksum match (restore it with db migrate -from backup:FILE to check its games)\n", path, b.records)
	return 0
}
