package web

import (
	"errors"
	"net/url"
	"strconv"
	"strings"
	"testing"
	"time"
)

const (
	testToken  = "123456:AAbot-token-of-this-bot"
	otherToken = "654321:AAbot-token-of-another-bot"
)

// initFields are a Mini App's init data fields signed at t.
func initFields(t time.Time) url.Values {
	return url.Values{
		"query_id":    {"AAHdF6IQAAAAAN0XohDhrOrc"},
		"user":        {`{"id":42,"first_name":"Anne","last_name":"Bonny","language_code":"en"}`},
		"auth_date":   {strconv.FormatInt(t.Unix(), 10)},
		"start_param": {"G7"},
	}
}

func TestCheckInitData(t *testing.T) {
	now := time.Unix(1_800_000_000, 0)
	valid := SignInitData(initFields(now.Add(-time.Minute)), testToken)
	tamper := func(raw, key, value string) string {
		v, _ := url.ParseQuery(raw)
		v.Set(key, value)
		return v.Encode()
	}
	for _, tc := range []struct {
		name  string
		raw   string
		token string
		want  error
	}{
		{"valid", valid, testToken, nil},
		{"another bot's token", SignInitData(initFields(now), otherToken), testToken, ErrForged},
		{"checked with another bot's token", valid, otherToken, ErrForged},
		{"forged hash", tamper(valid, "hash", strings.Repeat("ab", 32)), testToken, ErrForged},
		{"hash not hex", tamper(valid, "hash", "zz"), testToken, ErrForged},
		{"tampered user", tamper(valid, "user", `{"id":7,"first_name":"Mallory"}`), testToken, ErrForged},
		{"tampered game", tamper(valid, "start_param", "G8"), testToken, ErrForged},
		{"tampered date", tamper(valid, "auth_date", strconv.FormatInt(now.Unix(), 10)), testToken, ErrForged},
		{"added field", valid + "&chat_type=group", testToken, ErrForged},
		{"stale", SignInitData(initFields(now.Add(-2*time.Hour)), testToken), testToken, ErrStale},
		{"from the future", SignInitData(initFields(now.Add(time.Hour)), testToken), testToken, ErrStale},
		{"no hash", "user=%7B%7D&auth_date=1", testToken, ErrInitData},
		{"field twice", valid + "&user=x", testToken, ErrInitData},
		{"no user", SignInitData(url.Values{"auth_date": {strconv.FormatInt(now.Unix(), 10)}}, testToken), testToken, ErrInitData},
		{"no token configured", valid, "", ErrNoTelegram},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d, err := CheckInitData(tc.raw, tc.token, now, time.Hour)
			if !errors.Is(err, tc.want) {
				t.Fatalf("err = %v, want %v", err, tc.want)
			}
			if tc.want == nil && (d.User.ID != 42 || d.User.Name() != "Anne Bonny" || d.StartParam != "G7" || d.Hash == "") {
				t.Fatalf("read %+v", d)
			}
		})
	}
}

func TestReplaysRefuseSecondUse(t *testing.T) {
	now := time.Unix(1_800_000_000, 0)
	var r Replays
	steps := []struct {
		hash string
		at   time.Time
		want error
	}{
		{"a", now, nil},
		{"a", now.Add(time.Minute), ErrReplayed},
		{"b", now.Add(time.Minute), nil},
		{"a", now.Add(59 * time.Minute), ErrReplayed},
		{"a", now.Add(time.Hour), nil}, // forgotten once stale anyway
	}
	for i, s := range steps {
		if err := r.Use(s.hash, s.at, now.Add(time.Hour)); !errors.Is(err, s.want) {
			t.Fatalf("step %d (%s): err = %v, want %v", i, s.hash, err, s.want)
		}
	}
}
