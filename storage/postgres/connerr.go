package postgres

import (
	"errors"
	"fmt"
	"strings"

	"github.com/jackc/pgx/v5/pgconn"
)

// oneLine returns err told in one line. pgx tells a failed connection
// one line per attempt under a line naming the user and database: with
// sslmode=prefer (the default when the DSN names none) it tries TLS,
// then plain, and reports both ("tls error: server refused TLS
// connection", then the real cause). Of the attempts at one address the
// last one's cause is kept; the addresses' are joined with "; ", as any
// other line break is. errors.Is and errors.As see err through it.
func oneLine(err error) error {
	if err == nil || !strings.Contains(err.Error(), "\n") {
		return err
	}
	msg := err.Error()
	var ce *pgconn.ConnectError
	if errors.As(err, &ce) {
		msg = strings.Replace(msg, ce.Error(), connectLine(ce), 1)
	}
	return &lineError{msg: joinLines(msg), err: err}
}

// connectLine is a ConnectError's text in one line: its head, then for
// each address attempted the cause of the last attempt there.
func connectLine(ce *pgconn.ConnectError) string {
	head, _, _ := strings.Cut(ce.Error(), "\n")
	head = strings.TrimSuffix(head, ":")
	var attempts []error
	if j, ok := ce.Unwrap().(interface{ Unwrap() []error }); ok {
		attempts = j.Unwrap()
	}
	if len(attempts) == 0 {
		return ce.Error()
	}
	var order []string
	last := map[string]string{}
	for _, a := range attempts {
		if a == nil {
			continue
		}
		text := joinLines(a.Error())
		// "127.0.0.1:5432 (db.example): cause": the address, then
		// the cause
		addr, _, ok := strings.Cut(text, "): ")
		if !ok {
			addr = text
		}
		if _, seen := last[addr]; !seen {
			order = append(order, addr)
		}
		last[addr] = text
	}
	parts := make([]string, len(order))
	for i, addr := range order {
		parts[i] = last[addr]
	}
	return fmt.Sprintf("%s: %s", head, strings.Join(parts, "; "))
}

// joinLines puts text's lines on one, joined with "; ".
func joinLines(text string) string {
	lines := strings.Split(text, "\n")
	out := lines[:0]
	for _, l := range lines {
		if l = strings.TrimSpace(l); l != "" {
			out = append(out, l)
		}
	}
	return strings.Join(out, "; ")
}

// lineError is an error whose text was put on one line.
type lineError struct {
	msg string
	err error
}

func (e *lineError) Error() string { return e.msg }

func (e *lineError) Unwrap() error { return e.err }
