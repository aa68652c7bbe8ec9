package main

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestNoRegularFileRefused: a named pipe nobody writes to, or a
// directory, given where a file is read (config, scenario, island, game
// export, store) fails at once with the reason; before, a pipe blocked the
// command for good. A pipe with a writer is read (process substitution).
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
				if code == 0 || errw.Len() == 0 {
					t.Errorf("jackal %v: exit %d, stderr %q", args, code, errw.String())
				}
				if path == dir && !strings.Contains(errw.String(), "directory") && !strings.Contains(errw.String(), "not a regular file") {
					t.Errorf("jackal %v: a directory is told %q", args, errw.String())
				}
			case <-time.After(10 * time.Second):
				t.Fatalf("jackal %v still waiting after 10 s", args)
			}
		}
	}
	// a pipe with a writer, as bash's <(…) gives: the scenario comes through
	scen, err := os.ReadFile(filepath.Join("..", "..", "engine", "testdata", "issue-example.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	go func() {
		_, _ = w.Write(scen)
		w.Close()
	}()
	data, err := readFileMax("/dev/fd/"+strconv.Itoa(int(r.Fd())), maxScenarioFile)
	if err != nil || string(data) != string(scen) {
		t.Fatalf("reading a pipe with a writer: %v, %d of %d bytes", err, len(data), len(scen))
	}
}
