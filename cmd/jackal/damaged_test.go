package main

import (
	"encoding/binary"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestDamagedStoreTold: a store whose newest root page is scrambled (a
// disk fault) makes the db commands and play, each a process of its own,
// fail with a message, exit 1: before, bbolt read past its mapping and
// the process died with "fatal error: fault" and a stack trace.
func TestDamagedStoreTold(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "good.db")
	var out, errw strings.Builder
	if code := run([]string{"play", "--db", good, "--out", ""}, strings.NewReader(strings.Repeat("1\n", 20)+"quit\n"), &out, &errw); code != 0 {
		t.Fatalf("play: exit %d: %s", code, errw.String())
	}
	data, err := os.ReadFile(good)
	if err != nil {
		t.Fatal(err)
	}
	// bbolt's two meta pages: the newer (higher txid) names the root. The
	// page size is the file's own (the first meta page's), not 4 KiB on
	// every machine.
	page := int(binary.LittleEndian.Uint32(data[16+8:]))
	meta := func(m int) (root, txid uint64) {
		base := m*page + 16
		return binary.LittleEndian.Uint64(data[base+16:]), binary.LittleEndian.Uint64(data[base+48:])
	}
	root0, tx0 := meta(0)
	root1, tx1 := meta(1)
	root := root0
	if tx1 > tx0 {
		root = root1
	}
	for seed := uint64(1); seed <= 5; seed++ {
		bad := append([]byte(nil), data...)
		r := rand.New(rand.NewPCG(seed, 1))
		for i := int(root)*page + 16; i < int(root+1)*page; i += 7 {
			bad[i] = byte(r.Uint32())
		}
		path := filepath.Join(dir, "bad.db")
		if err := os.WriteFile(path, bad, 0o600); err != nil {
			t.Fatal(err)
		}
		for _, args := range [][]string{{"db", "list", "-db", path}, {"db", "check", "-db", path},
			{"db", "export", "-db", path, "term:local"}, {"play", "--db", path, "--out", ""}} {
			cmd := exec.Command(os.Args[0], "-test.run=^$")
			cmd.Env = append(os.Environ(), mainArgsEnv+"="+strings.Join(args, "\n"))
			cmd.Stdin = strings.NewReader("board\nquit\n")
			var errw strings.Builder
			cmd.Stderr = &errw
			err := cmd.Run()
			code := cmd.ProcessState.ExitCode()
			if code != 1 || strings.Contains(errw.String(), "fatal error") || strings.Contains(errw.String(), "internal error") ||
				!strings.Contains(errw.String(), "not a valid database file") {
				t.Errorf("seed %d, jackal %v: exit %d (%v), stderr:\n%.600s", seed, args, code, err, errw.String())
			}
		}
	}
}
