package web

import (
	"errors"
	"strings"
	"testing"
	"time"
)

func TestSignerTokens(t *testing.T) {
	now := time.Unix(1_800_000_000, 0)
	s, err := NewSigner([]byte("a server secret of 32 bytes long"))
	if err != nil {
		t.Fatal(err)
	}
	other, _ := NewSigner([]byte("another server's secret, as long"))
	player := Claims{Game: "G1", Key: "dc:55", User: "7", Name: "Anne", Role: RolePlay, Expires: now.Add(time.Hour).Unix()}
	watcher := Claims{Game: "G1", Key: "dc:55", Role: RoleWatch, Expires: now.Add(time.Hour).Unix()}
	tok := s.Sign(player)
	body, sig, _ := strings.Cut(tok, ".")
	forgedBody := s.Sign(Claims{Game: "G1", Key: "dc:55", User: "8", Role: RolePlay, Expires: player.Expires})
	fb, _, _ := strings.Cut(forgedBody, ".")
	for _, tc := range []struct {
		name    string
		token   string
		at      time.Time
		want    error
		mayAct  bool
		wantUsr string
	}{
		{"player", tok, now, nil, true, "7"},
		{"spectator", s.Sign(watcher), now, nil, false, ""},
		{"spectator who names a user", s.Sign(Claims{Game: "G1", Key: "dc:55", User: "7", Role: RoleWatch, Expires: player.Expires}), now, nil, false, "7"},
		{"expired", tok, now.Add(time.Hour), ErrExpired, false, ""},
		{"another server's", other.Sign(player), now, ErrForged, false, ""},
		{"claims swapped under a signature", fb + "." + sig, now, ErrForged, false, ""},
		{"signature cut", body + "." + sig[:10], now, ErrForged, false, ""},
		{"no dot", body, now, ErrToken, false, ""},
		{"not base64", "!!." + sig, now, ErrToken, false, ""},
		{"unknown role", s.Sign(Claims{Game: "G1", Key: "k", Role: "admin", Expires: player.Expires}), now, ErrToken, false, ""},
		{"no game", s.Sign(Claims{Key: "k", Role: RolePlay, Expires: player.Expires}), now, ErrToken, false, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c, err := s.Verify(tc.token, tc.at)
			if !errors.Is(err, tc.want) {
				t.Fatalf("err = %v, want %v", err, tc.want)
			}
			if c.MayAct() != tc.mayAct || c.User != tc.wantUsr {
				t.Fatalf("claims %+v: may act %v, want %v", c, c.MayAct(), tc.mayAct)
			}
		})
	}
}

func TestNewSignerRefusesWeakSecret(t *testing.T) {
	for _, tc := range []struct {
		secret string
		want   error
	}{{"", ErrWeakSecret}, {"short", ErrWeakSecret}, {"sixteen bytes ok", nil}} {
		if _, err := NewSigner([]byte(tc.secret)); !errors.Is(err, tc.want) {
			t.Errorf("NewSigner(%q) = %v, want %v", tc.secret, err, tc.want)
		}
	}
}
