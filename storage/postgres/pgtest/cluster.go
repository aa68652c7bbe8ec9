package pgtest

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"github.com/jackc/pgx/v5"
)

// ErrStart is wrapped by Start's errors after the binaries were found:
// initdb or the server failed (the error carries their output).
var ErrStart = errors.New("pgtest: cannot start PostgreSQL")

// startTimeout bounds the wait for the server to accept connections.
const startTimeout = 60 * time.Second

// Cluster is a running private PostgreSQL cluster.
type Cluster struct {
	dir  string
	bin  string
	cred *credential
	port int
	cmd  *exec.Cmd
	done chan error

	mu    sync.Mutex // guards admin
	admin *pgx.Conn
	next  atomic.Int64
}

// Start creates a cluster in a new temporary directory (initdb, trust
// authentication, superuser "postgres") and starts its server on a free
// loopback port, its socket in the same directory. Stop ends it.
func Start() (*Cluster, error) {
	bin, err := FindBin()
	if err != nil {
		return nil, err
	}
	cred, err := serverUser()
	if err != nil {
		return nil, err
	}
	dir, err := os.MkdirTemp("", "jackal-pg-")
	if err != nil {
		return nil, err
	}
	c := &Cluster{dir: dir, bin: bin, cred: cred}
	if err := c.start(); err != nil {
		_ = c.Stop()
		return nil, err
	}
	return c, nil
}

// start runs initdb and the server.
func (c *Cluster) start() error {
	if err := chown(c.dir, c.cred); err != nil {
		return err
	}
	initdb := exec.Command(filepath.Join(c.bin, "initdb"), "-D", c.data(), "-U", "postgres", "-A", "trust",
		"-E", "UTF8", "--locale=C", "--no-sync")
	initdb.Dir = c.dir
	runAs(initdb, c.cred)
	if out, err := initdb.CombinedOutput(); err != nil {
		return fmt.Errorf("%w: initdb: %v\n%s", ErrStart, err, out)
	}
	port, err := freePort()
	if err != nil {
		return err
	}
	c.port = port
	return c.run()
}

// data is the cluster's data directory.
func (c *Cluster) data() string { return filepath.Join(c.dir, "data") }

// run starts the server on the cluster's port and waits until it accepts
// connections.
func (c *Cluster) run() error {
	var log bytes.Buffer
	c.cmd = exec.Command(filepath.Join(c.bin, "postgres"), "-D", c.data(), "-p", strconv.Itoa(c.port),
		"-k", c.dir, "-c", "listen_addresses=127.0.0.1", "-c", "max_connections=200",
		"-c", "shared_buffers=64MB")
	c.cmd.Dir = c.dir
	c.cmd.Stdout, c.cmd.Stderr = &log, &log
	runAs(c.cmd, c.cred)
	if err := c.cmd.Start(); err != nil {
		return fmt.Errorf("%w: %v", ErrStart, err)
	}
	c.done = make(chan error, 1)
	go func() { c.done <- c.cmd.Wait() }()
	ctx, cancel := context.WithTimeout(context.Background(), startTimeout)
	defer cancel()
	for {
		conn, err := pgx.Connect(ctx, c.DSN("postgres"))
		if err == nil {
			c.admin = conn
			return nil
		}
		select {
		case werr := <-c.done:
			c.done <- werr
			return fmt.Errorf("%w: the server exited: %v\n%s", ErrStart, werr, log.String())
		case <-ctx.Done():
			return fmt.Errorf("%w: no connection after %v: %v", ErrStart, startTimeout, err)
		case <-time.After(50 * time.Millisecond):
		}
	}
}

// freePort returns a loopback TCP port nobody listens on now.
func freePort() (int, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port, nil
}

// DSN is the connection string of database db over loopback TCP.
func (c *Cluster) DSN(db string) string {
	return fmt.Sprintf("host=127.0.0.1 port=%d user=postgres dbname=%s sslmode=disable", c.port, db)
}

// NewDatabase creates an empty database and returns its connection
// string.
func (c *Cluster) NewDatabase(ctx context.Context) (string, error) {
	name := fmt.Sprintf("test_%d", c.next.Add(1))
	c.mu.Lock()
	defer c.mu.Unlock()
	if _, err := c.admin.Exec(ctx, "CREATE DATABASE "+name+" TEMPLATE template0"); err != nil {
		return "", fmt.Errorf("pgtest: create database %s: %w", name, err)
	}
	return c.DSN(name), nil
}

// ErrStop is returned when the server does not stop in time (it is then
// killed).
var ErrStop = errors.New("pgtest: the server did not stop in 30 s; killed")

// Restart stops the server (fast shutdown: the connections are cut, what
// runs is rolled back) and starts it again on the same port and data, as
// an operator restarting PostgreSQL does; clients must reconnect.
func (c *Cluster) Restart() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	err := c.halt()
	if rerr := c.run(); err == nil {
		err = rerr
	}
	return err
}

// halt closes the admin connection and shuts the server down.
func (c *Cluster) halt() error {
	if c.admin != nil {
		_ = c.admin.Close(context.Background())
		c.admin = nil
	}
	if c.cmd == nil || c.cmd.Process == nil {
		return nil
	}
	_ = c.cmd.Process.Signal(os.Interrupt)
	select {
	case <-c.done:
		return nil
	case <-time.After(30 * time.Second):
		_ = c.cmd.Process.Kill()
		<-c.done
		return ErrStop
	}
}

// Stop shuts the server down (fast shutdown: it rolls back what runs) and
// removes the cluster's directory.
func (c *Cluster) Stop() error {
	err := c.halt()
	if rerr := os.RemoveAll(c.dir); err == nil {
		err = rerr
	}
	return err
}
