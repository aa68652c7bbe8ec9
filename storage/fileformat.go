package storage

import (
	"encoding/binary"
	"errors"
	"fmt"
	"hash/fnv"
	"io"
	"os"
	"time"
)

// Layout of a bbolt file's meta pages (go.etcd.io/bbolt, file format
// version 2): a 16-byte page header, then magic, version, page size, flags
// (uint32 each), root bucket (pgid, sequence), freelist pgid, high water
// mark pgid, txid and an FNV-64a checksum of everything before it. bbolt
// writes these in the machine's byte order.
const (
	boltMagic      = 0xED0CDAED
	boltVersion    = 2
	pageHeaderSize = 16
	metaChecksumAt = 56
	metaEnd        = pageHeaderSize + metaChecksumAt + 8
	noFreelist     = ^uint64(0)
	minPageSize    = 1024
	maxPageSize    = 1 << 24

	branchPageFlag   = 0x01
	leafPageFlag     = 0x02
	freelistPageFlag = 0x10
)

// boltMeta is the part of a meta page checkFile needs.
type boltMeta struct {
	pageSize uint64
	root     uint64
	freelist uint64
	hwm      uint64
	txid     uint64
}

// parseMeta decodes and validates the meta page that starts at buf[0].
func parseMeta(buf []byte) (boltMeta, bool) {
	if len(buf) < metaEnd {
		return boltMeta{}, false
	}
	m := buf[pageHeaderSize:metaEnd]
	ne := binary.NativeEndian
	if ne.Uint32(m[0:]) != boltMagic || ne.Uint32(m[4:]) != boltVersion {
		return boltMeta{}, false
	}
	h := fnv.New64a()
	_, _ = h.Write(m[:metaChecksumAt])
	if h.Sum64() != ne.Uint64(m[metaChecksumAt:]) {
		return boltMeta{}, false
	}
	return boltMeta{
		pageSize: uint64(ne.Uint32(m[8:])),
		root:     ne.Uint64(m[16:]),
		freelist: ne.Uint64(m[32:]),
		hwm:      ne.Uint64(m[40:]),
		txid:     ne.Uint64(m[48:]),
	}, true
}

// readMetaAt reads and validates a meta page at offset off.
func readMetaAt(f io.ReaderAt, off int64) (boltMeta, bool) {
	var buf [metaEnd]byte
	if _, err := f.ReadAt(buf[:], off); err != nil {
		return boltMeta{}, false
	}
	return parseMeta(buf[:])
}

// checkFile verifies, reading only, that path is a complete bbolt file:
// a valid meta page (the newest one, as bbolt would choose) whose page size
// is sane, whose pages all lie inside the file, and whose root and freelist
// pages look like theirs. A truncated file fails here, before bbolt maps
// it, so it is never modified and never faults. The check holds a shared
// lock, so a live writer elsewhere cannot change the file under it; a
// writer that keeps the lock past timeout gives ErrLocked.
func checkFile(path string, timeout time.Duration) error {
	f, err := os.Open(path)
	if err != nil {
		return fmt.Errorf("open %s: %w", path, err)
	}
	defer f.Close()
	if err := lockShared(f, timeout); errors.Is(err, errLockTimeout) {
		return fmt.Errorf("%w: %s (waited %v; is the bot already running?)", ErrLocked, path, timeout)
	} else if err != nil {
		return fmt.Errorf("lock %s: %w", path, err)
	}
	info, err := f.Stat()
	if err != nil {
		return fmt.Errorf("stat %s: %w", path, err)
	}
	if !info.Mode().IsRegular() {
		return fmt.Errorf("%w: %s is not a regular file", ErrNotDatabase, path)
	}
	size := info.Size()
	if size == 0 {
		return fmt.Errorf("%w: %s is empty (remove it to start a new database)", ErrNotDatabase, path)
	}

	m0, ok0 := readMetaAt(f, 0)
	var m1 boltMeta
	var ok1 bool
	if ok0 && validPageSize(m0.pageSize) {
		m1, ok1 = readMetaAt(f, int64(m0.pageSize))
	} else {
		ok0 = false
		// Like bbolt: find the second meta page by trying every page size.
		for ps := int64(minPageSize); ps <= maxPageSize && ps < size; ps <<= 1 {
			if m1, ok1 = readMetaAt(f, ps); ok1 {
				break
			}
		}
	}
	best, ok := m0, ok0
	if ok1 && (!ok0 || m1.txid > m0.txid) {
		best, ok = m1, true
	}
	if !ok {
		return fmt.Errorf("%w: %s has no valid bbolt meta page", ErrNotDatabase, path)
	}
	if !validPageSize(best.pageSize) {
		return fmt.Errorf("%w: %s has page size %d", ErrNotDatabase, path, best.pageSize)
	}
	if best.hwm < 2 || best.root >= best.hwm ||
		(best.freelist != noFreelist && best.freelist >= best.hwm) {
		return fmt.Errorf("%w: %s has an inconsistent meta page", ErrNotDatabase, path)
	}
	if uint64(size)/best.pageSize < best.hwm {
		return fmt.Errorf("%w: %s is truncated: %d bytes, needs at least %d",
			ErrNotDatabase, path, size, best.hwm*best.pageSize)
	}
	if !pageOK(f, best, best.root, branchPageFlag|leafPageFlag) {
		return fmt.Errorf("%w: %s has a damaged root page", ErrNotDatabase, path)
	}
	if best.freelist != noFreelist && !pageOK(f, best, best.freelist, freelistPageFlag) {
		return fmt.Errorf("%w: %s has a damaged freelist page", ErrNotDatabase, path)
	}
	return nil
}

// pageOK reads the header of page pgid and reports whether it names
// itself, has one of the wanted type flags, and ends below the high water
// mark.
func pageOK(f io.ReaderAt, m boltMeta, pgid uint64, types uint16) bool {
	var h [pageHeaderSize]byte
	if _, err := f.ReadAt(h[:], int64(pgid*m.pageSize)); err != nil {
		return false
	}
	ne := binary.NativeEndian
	id, flags, overflow := ne.Uint64(h[0:]), ne.Uint16(h[8:]), uint64(ne.Uint32(h[12:]))
	return id == pgid && flags&types != 0 && flags&^types == 0 && pgid+overflow < m.hwm
}

// validPageSize reports whether ps is a power of two bbolt could have used.
func validPageSize(ps uint64) bool {
	return ps >= minPageSize && ps <= maxPageSize && ps&(ps-1) == 0
}
