package main

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestNoRegularFileRefused: a FIFO or a directory given where a file is
// read (config, scenario, island, game export, store) is refused at once
// with the reason; before, a FIFO blocked the command for good.
func TestNoRegularFileRefused(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Fatal(err)
	}
	for _, path := range []string{fifo, dir} {
		for _, args := range [][]string{
			{"serve", "-config", path},
			{"scenario", "run", path},
			{"render", "island", path, "--out", filepath.Join(dir, "i.png")},
			{"render", "replay", "--game", path, "--out", filepath.Join(dir, "r.gif")},
			{"db", "check", "-db", path},
			{"play", "--db", path, "--out", ""},
		} {
			done := make(chan int, 1)
			var out, errw strings.Builder
			go func() { done <- run(args, strings.NewReader("quit\n"), &out, &errw) }()
			select {
			case code := <-done:
				if code == 0 || !strings.Contains(errw.String(), "not a regular file") {
					t.Errorf("jackal %v: exit %d, stderr %q", args, code, errw.String())
				}
			case <-time.After(10 * time.Second):
				t.Fatalf("jackal %v still waiting after 10 s", args)
			}
		}
	}
	if _, err := os.Stat(fifo); err != nil {
		t.Fatal(err)
	}
}
