package storage

import (
	"bufio"
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"
)

// startChild re-executes the test binary in a helper role.
// Closing the returned writer closes the child's standard input.
func startChild(t *testing.T, role, path string, extraEnv ...string) (*exec.Cmd, *bufio.Scanner, io.WriteCloser) {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), childEnv+"="+role, "JACKAL_STORAGE_DB="+path)
	cmd.Env = append(cmd.Env, extraEnv...)
	cmd.Stderr = os.Stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	in, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if cmd.ProcessState == nil {
			_ = cmd.Process.Kill()
			_ = cmd.Wait()
		}
	})
	return cmd, bufio.NewScanner(out), in
}

// TestKill9Writer kills a process committing moves as fast as it can, at
// several points, and checks after each kill that every acknowledged move
// is stored, in order, and that every game still rebuilds.
func TestKill9Writer(t *testing.T) {
	path := filepath.Join(t.TempDir(), "jackal.db")
	acked := map[string][]string{} // game ID -> acknowledged moves, in order
	finished := map[string]bool{}
	for round, killAfter := range []int{300, 800, 1500, 2100} {
		cmd, lines, _ := startChild(t, "writer", path, "JACKAL_STORAGE_ROUND="+string(rune('a'+round)))
		n := 0
		killed := false
		for lines.Scan() {
			f := strings.Fields(lines.Text())
			if len(f) != 3 || (f[0] != "ack" && f[0] != "fin") {
				t.Fatalf("round %d: unexpected child output %q", round, lines.Text())
			}
			acked[f[1]] = append(acked[f[1]], f[2])
			if f[0] == "fin" {
				finished[f[1]] = true
			}
			if n++; n == killAfter && !killed {
				if err := cmd.Process.Signal(syscall.SIGKILL); err != nil {
					t.Fatal(err)
				}
				killed = true
			}
		}
		err := cmd.Wait()
		var exit *exec.ExitError
		if !errors.As(err, &exit) || exit.Sys().(syscall.WaitStatus).Signal() != syscall.SIGKILL {
			t.Fatalf("round %d: child did not die by SIGKILL after %d acks: %v", round, n, err)
		}
		verifyAcked(t, path, acked, finished)
	}
}

// verifyAcked reopens the store and checks the acknowledged moves, then
// records what is stored as the acknowledged history.
func verifyAcked(t *testing.T, path string, acked map[string][]string, finished map[string]bool) {
	t.Helper()
	s, err := Open(path, Options{Timeout: time.Second})
	if err != nil {
		t.Fatalf("reopen after kill: %v", err)
	}
	defer s.Close()
	byID := map[string]*Game{}
	active, err := s.ListActive()
	if err != nil {
		t.Fatal(err)
	}
	for _, sum := range active {
		g, err := s.Get(sum.Key)
		if err != nil {
			t.Fatal(err)
		}
		byID[g.ID] = g
	}
	extra := 0
	for id, moves := range acked {
		g := byID[id]
		if g == nil {
			if g, err = s.Archived(id); err != nil {
				t.Fatalf("game %s with %d acknowledged moves is lost: %v", id, len(moves), err)
			}
		}
		if len(g.Log) < len(moves) || !slices.Equal(g.Log[:len(moves)], moves) {
			t.Fatalf("game %s: acknowledged %v, stored %v", id, moves, g.Log)
		}
		extra += len(g.Log) - len(moves)
		// A committed move the child had no time to acknowledge is now
		// part of the history the next round builds on.
		acked[id] = slices.Clone(g.Log)
		if finished[id] {
			if g.Status != StatusFinished {
				t.Fatalf("game %s acknowledged finished, status %q", id, g.Status)
			}
			if _, err := s.Result(id); err != nil {
				t.Fatalf("game %s: result lost: %v", id, err)
			}
		}
	}
	if extra > 1 {
		t.Fatalf("%d stored moves were never acknowledged; at most 1 may be in flight", extra)
	}
	problems, err := s.Check(fakeReplay)
	if err != nil || len(problems) > 0 {
		t.Fatalf("Check after kill: %v %v", problems, err)
	}
}
