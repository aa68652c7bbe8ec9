package web

import (
	"io"
	"net/http"
	"strings"
	"testing"
)

// TestPageAndFilesServed: the page and its embedded files are served
// without a token (they hold no game), each with its type.
func TestPageAndFilesServed(t *testing.T) {
	r := newRig(t)
	for _, tc := range []struct {
		path, typ, has string
	}{
		{"/g/" + r.id, "text/html", `src="/static/app.js"`},
		{"/app", "text/html", `id="board"`},
		{"/static/app.js", "javascript", "EventSource"},
		{"/static/board.js", "javascript", "drawClassic"},
		{"/static/style.css", "text/css", ".target"},
	} {
		t.Run(tc.path, func(t *testing.T) {
			resp, err := http.Get(r.http.URL + tc.path)
			if err != nil {
				t.Fatal(err)
			}
			defer resp.Body.Close()
			body, _ := io.ReadAll(resp.Body)
			if resp.StatusCode != http.StatusOK || !strings.Contains(resp.Header.Get("Content-Type"), tc.typ) || !strings.Contains(string(body), tc.has) {
				t.Fatalf("status %d, type %q, %d bytes", resp.StatusCode, resp.Header.Get("Content-Type"), len(body))
			}
			if resp.Header.Get("Referrer-Policy") != "no-referrer" || !strings.Contains(resp.Header.Get("Content-Security-Policy"), "default-src 'self'") {
				t.Fatalf("headers %v", resp.Header)
			}
		})
	}
	if resp, err := http.Get(r.http.URL + "/static/nope.js"); err != nil || resp.StatusCode != http.StatusNotFound {
		t.Fatalf("a missing file: %v %v", resp.StatusCode, err)
	}
}
