package telegram_test

import (
	"context"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/jackalbot/jackal/bot/telegram/internal/telegramtest"
)

// Environment variables of the fleet's processes.
const (
	fleetTokenEnv  = "JACKAL_TEST_TG_TOKEN"
	fleetSecretEnv = "JACKAL_TEST_TG_SECRET"
	fleetDSNEnv    = "JACKAL_TEST_DSN"
	fleetSecret    = "fleet-secret"
	fleetHookPath  = "/telegram"
)

// fleet is several `jackal serve` processes on one PostgreSQL database,
// each serving the webhook on its own loopback address.
type fleet struct {
	t     testing.TB
	bin   string
	dsn   string
	addrs []string
	cfgs  []string

	mu    sync.Mutex
	procs []*proc
	logs  []*logBuffer
}

// proc is one running process; done is closed once it exited.
type proc struct {
	cmd  *exec.Cmd
	done chan struct{}
}

// newFleet writes the configuration of n processes serving srv's bot by
// webhook on the database dsn; none runs yet.
func newFleet(t testing.TB, bin, dsn string, srv *telegramtest.Server, n int) *fleet {
	f := &fleet{t: t, bin: bin, dsn: dsn, procs: make([]*proc, n), logs: make([]*logBuffer, n)}
	dir := t.TempDir()
	for i := range n {
		addr := freeAddr(t)
		conf := fmt.Sprintf(`log_level: warn
storage:
  driver: postgres
  dsn_env: %s
defaults: {board_size: 256, reminder_check_every: 200ms}
telegram:
  enabled: true
  token_env: %s
  api_endpoint: %q
  poll_timeout: 1s
  http_timeout: 10s
  webhook:
    listen: %q
    path: %s
    public_url: https://jackal.example/telegram
    secret_env: %s
`, fleetDSNEnv, fleetTokenEnv, srv.Endpoint(), addr, fleetHookPath, fleetSecretEnv)
		path := filepath.Join(dir, fmt.Sprintf("jackal-%d.yaml", i))
		if err := os.WriteFile(path, []byte(conf), 0o600); err != nil {
			t.Fatal(err)
		}
		f.addrs = append(f.addrs, addr)
		f.cfgs = append(f.cfgs, path)
	}
	t.Cleanup(func() {
		f.mu.Lock()
		defer f.mu.Unlock()
		for i, p := range f.procs {
			if p != nil {
				_ = p.cmd.Process.Kill()
				<-p.done
			}
			if t.Failed() && f.logs[i] != nil {
				t.Logf("process %d's log:\n%s", i, tail(f.logs[i].String(), 4000))
			}
		}
	})
	return f
}

// urls are the processes' webhook URLs, as a load balancer knows them.
func (f *fleet) urls() []string {
	out := make([]string, len(f.addrs))
	for i, a := range f.addrs {
		out[i] = "http://" + a + fleetHookPath
	}
	return out
}

// start runs process i and waits until its webhook listens.
func (f *fleet) start(i int) {
	f.t.Helper()
	cmd := exec.Command(f.bin, "serve", "-config", f.cfgs[i])
	cmd.Env = append(os.Environ(), fleetTokenEnv+"="+telegramtest.Token, fleetSecretEnv+"="+fleetSecret, fleetDSNEnv+"="+f.dsn)
	log := &logBuffer{}
	if f.logs[i] != nil {
		fmt.Fprintf(log, "%s--- restarted\n", tail(f.logs[i].String(), 4000))
	}
	cmd.Stderr = log
	if err := cmd.Start(); err != nil {
		f.t.Fatal(err)
	}
	p := &proc{cmd: cmd, done: make(chan struct{})}
	go func() { _ = cmd.Wait(); close(p.done) }()
	f.mu.Lock()
	f.procs[i], f.logs[i] = p, log
	f.mu.Unlock()
	deadline := time.Now().Add(60 * time.Second)
	for !listening(f.addrs[i]) {
		select {
		case <-p.done:
			f.t.Fatalf("process %d exited at start:\n%s", i, log.String())
		default:
		}
		if time.Now().After(deadline) {
			f.t.Fatalf("process %d does not listen on %s after 60 s:\n%s", i, f.addrs[i], log.String())
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// kill ends process i with SIGKILL.
func (f *fleet) kill(i int) {
	f.t.Helper()
	f.mu.Lock()
	p := f.procs[i]
	f.procs[i] = nil
	f.mu.Unlock()
	if err := p.cmd.Process.Signal(syscall.SIGKILL); err != nil {
		f.t.Fatal(err)
	}
	<-p.done
}

// stop ends every process with SIGTERM and fails the test unless each
// stops cleanly.
func (f *fleet) stop() {
	f.t.Helper()
	f.mu.Lock()
	procs := f.procs
	f.procs = make([]*proc, len(procs))
	f.mu.Unlock()
	for i, p := range procs {
		if p == nil {
			continue
		}
		_ = p.cmd.Process.Signal(syscall.SIGTERM)
		<-p.done
		if !p.cmd.ProcessState.Success() {
			f.t.Errorf("process %d after SIGTERM: %v\n%s", i, p.cmd.ProcessState, tail(f.logs[i].String(), 4000))
		}
	}
}

// holder is the index of the process holding the timers' lease, read from
// the database (the holder's name carries its pid); -1 when none does.
func (f *fleet) holder(ctx context.Context) int {
	f.t.Helper()
	conn, err := pgx.Connect(ctx, f.dsn)
	if err != nil {
		f.t.Fatal(err)
	}
	defer conn.Close(ctx)
	var name string
	if err := conn.QueryRow(ctx, "SELECT holder FROM leases WHERE name = 'timers'").Scan(&name); err != nil {
		return -1
	}
	parts := strings.Split(name, "-")
	if len(parts) < 2 {
		return -1
	}
	pid, _ := strconv.Atoi(parts[len(parts)-2])
	f.mu.Lock()
	defer f.mu.Unlock()
	for i, p := range f.procs {
		if p != nil && p.cmd.Process.Pid == pid {
			return i
		}
	}
	return -1
}

// listening reports whether something accepts connections on addr.
func listening(addr string) bool {
	c, err := (&net.Dialer{Timeout: time.Second}).Dial("tcp", addr)
	if err != nil {
		return false
	}
	c.Close()
	return true
}

// tail is the end of s, at most n bytes.
func tail(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return "…" + s[len(s)-n:]
}
