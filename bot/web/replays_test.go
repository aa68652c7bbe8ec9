package web

import (
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strconv"
	"testing"
	"time"

	"github.com/jackalbot/jackal/bot"
)

// TestInitDataOnceAcrossProcesses: two servers (two processes' bots) on
// one store: init data exchanged at either is refused at both afterwards.
func TestInitDataOnceAcrossProcesses(t *testing.T) {
	r := newRig(t)
	quiet := slog.New(slog.NewTextHandler(io.Discard, nil))
	b2, err := bot.New(bot.Config{Store: r.store, Seed: func() uint64 { return 8 }, Log: quiet, BoardSize: 64})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(b2.Close)
	b2.Attach(bot.PlatformTelegram, &fakeOut{})
	srv2, err := New(Config{Bot: b2, Signer: r.signer, TelegramToken: testToken, Log: quiet, Marks: r.store,
		Now: func() time.Time { return r.now }})
	if err != nil {
		t.Fatal(err)
	}
	h2 := httptest.NewServer(srv2)
	t.Cleanup(h2.Close)
	initData := func(query string) string {
		return SignInitData(url.Values{"user": {`{"id":1,"first_name":"U1"}`}, "start_param": {r.id},
			"auth_date": {strconv.FormatInt(r.now.Unix(), 10)}, "query_id": {query}}, testToken)
	}
	first, second := initData("Q1"), initData("Q2")
	for i, step := range []struct {
		server, init string
		status       int
	}{
		{r.http.URL, first, http.StatusOK},
		{h2.URL, first, http.StatusUnauthorized},
		{h2.URL, second, http.StatusOK},
		{r.http.URL, second, http.StatusUnauthorized},
		{r.http.URL, first, http.StatusUnauthorized},
	} {
		resp, err := http.PostForm(step.server+"/tg/session", url.Values{"init_data": {step.init}})
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != step.status {
			t.Fatalf("step %d: status %d, want %d", i, resp.StatusCode, step.status)
		}
	}
	if used, err := r.store.Handled(marksPrefix + mustHash(t, first)); err != nil || !used {
		t.Fatalf("the store has not marked the init data: %v %v", used, err)
	}
}

// mustHash is the hash of init data raw.
func mustHash(t *testing.T, raw string) string {
	t.Helper()
	v, err := url.ParseQuery(raw)
	if err != nil || v.Get("hash") == "" {
		t.Fatalf("init data %q: %v", raw, err)
	}
	return v.Get("hash")
}
