package postgres

import (
	"context"
	"errors"
	"net"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgconn"
)

// TestOpenConnectErrorOneLine: with sslmode=prefer (pgx's default when
// the DSN names none) a failed connection is tried with TLS, then
// without, and pgx reports both on lines of their own; Open tells it in
// one line, the last attempt's cause, and errors.As still finds pgx's
// error.
func TestOpenConnectErrorOneLine(t *testing.T) {
	closed, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	port := closed.Addr().(*net.TCPAddr).Port
	closed.Close() // nobody listens there now
	live := strings.Replace(cluster.DSN("no_such_db"), "sslmode=disable", "sslmode=prefer", 1)
	for _, tc := range []struct {
		name, dsn string
		want      string // the cause kept
		not       string // the cause dropped
	}{
		{"no server", "postgres://jackal:hunter2@127.0.0.1:" + strconv.Itoa(port) + "/jackal?connect_timeout=5", "connection refused", ""},
		{"no such database", live, `database "no_such_db" does not exist`, "server refused TLS"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
			defer cancel()
			_, err := Open(ctx, tc.dsn, Options{})
			if err == nil {
				t.Fatal("Open succeeded")
			}
			msg := err.Error()
			if strings.Contains(msg, "\n") || !strings.Contains(msg, tc.want) || strings.Count(msg, tc.want) != 1 {
				t.Fatalf("Open: %q, want one line naming %q once", msg, tc.want)
			}
			if tc.not != "" && strings.Contains(msg, tc.not) {
				t.Fatalf("Open: %q still names the first attempt's %q", msg, tc.not)
			}
			if strings.Contains(msg, "hunter2") {
				t.Fatalf("Open: %q names the password", msg)
			}
			var ce *pgconn.ConnectError
			if !errors.As(err, &ce) {
				t.Fatalf("Open: %v hides pgx's ConnectError", err)
			}
		})
	}
}
