package web

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"net/url"
	"sort"
	"strconv"
	"strings"
	"time"
)

// TelegramUser is the user a Mini App's init data names.
type TelegramUser struct {
	ID           int64  `json:"id"`
	FirstName    string `json:"first_name"`
	LastName     string `json:"last_name,omitempty"`
	Username     string `json:"username,omitempty"`
	LanguageCode string `json:"language_code,omitempty"`
}

// Name is how the user is called: first and last name, else the user
// name.
func (u TelegramUser) Name() string {
	n := strings.TrimSpace(u.FirstName + " " + u.LastName)
	if n == "" {
		n = u.Username
	}
	return n
}

// InitData is a Mini App's init data once its signature was checked.
type InitData struct {
	User TelegramUser
	// StartParam is the startapp parameter of the link that opened the
	// app: the game's id.
	StartParam string
	AuthDate   time.Time
	// Hash is the signature, unique to this init data: what Replays
	// remembers.
	Hash string
}

// futureSkew is how far in the future an init data's auth_date may lie
// (clocks differ a little).
const futureSkew = time.Minute

// CheckInitData verifies raw, the query string a Mini App reads from
// Telegram.WebApp.initData, as Telegram signs it for the bot with token
// botToken: the hash is HMAC-SHA256, keyed with HMAC-SHA256("WebAppData",
// botToken), of the data-check-string (every other field as key=value,
// sorted by key, joined by newlines). Data signed more than maxAge before
// now is ErrStale; a hash that does not match, ErrForged; a missing field,
// ErrInitData. Replays are the caller's to refuse (Replays).
func CheckInitData(raw, botToken string, now time.Time, maxAge time.Duration) (InitData, error) {
	var d InitData
	if botToken == "" {
		return d, ErrNoTelegram
	}
	vals, err := url.ParseQuery(raw)
	if err != nil {
		return d, fmt.Errorf("%w: %v", ErrInitData, err)
	}
	hash := vals.Get("hash")
	if hash == "" {
		return d, fmt.Errorf("%w: no hash", ErrInitData)
	}
	for k, v := range vals {
		if len(v) != 1 {
			return d, fmt.Errorf("%w: field %q given %d times", ErrInitData, k, len(v))
		}
	}
	want := initDataHash(dataCheckString(vals), botToken)
	got, err := hex.DecodeString(hash)
	if err != nil || !hmac.Equal(got, want) {
		return d, ErrForged
	}
	secs, err := strconv.ParseInt(vals.Get("auth_date"), 10, 64)
	if err != nil {
		return d, fmt.Errorf("%w: auth_date %q", ErrInitData, vals.Get("auth_date"))
	}
	d.AuthDate = time.Unix(secs, 0)
	if now.Sub(d.AuthDate) > maxAge || d.AuthDate.Sub(now) > futureSkew {
		return d, fmt.Errorf("%w: signed %s", ErrStale, d.AuthDate.UTC().Format(time.RFC3339))
	}
	if err := json.Unmarshal([]byte(vals.Get("user")), &d.User); err != nil || d.User.ID == 0 {
		return d, fmt.Errorf("%w: no user", ErrInitData)
	}
	d.StartParam, d.Hash = vals.Get("start_param"), hash
	return d, nil
}

// initDataHash is the signature Telegram gives the data-check-string dcs
// for the bot with token botToken.
func initDataHash(dcs, botToken string) []byte {
	k := hmac.New(sha256.New, []byte("WebAppData"))
	k.Write([]byte(botToken))
	m := hmac.New(sha256.New, k.Sum(nil))
	m.Write([]byte(dcs))
	return m.Sum(nil)
}

// SignInitData signs fields as Telegram would for the bot with token
// botToken and returns the init data's query string: for tests and the
// fake Telegram server, which stand in for Telegram's clients.
func SignInitData(fields url.Values, botToken string) string {
	out := url.Values{}
	for k := range fields {
		out.Set(k, fields.Get(k))
	}
	out.Del("hash")
	out.Set("hash", hex.EncodeToString(initDataHash(dataCheckString(out), botToken)))
	return out.Encode()
}

// dataCheckString is what init data's hash signs: every field but the
// hash as key=value, sorted by key, joined by newlines.
func dataCheckString(vals url.Values) string {
	keys := make([]string, 0, len(vals))
	for k := range vals {
		if k != "hash" {
			keys = append(keys, k)
		}
	}
	sort.Strings(keys)
	lines := make([]string, len(keys))
	for i, k := range keys {
		lines[i] = k + "=" + vals.Get(k)
	}
	return strings.Join(lines, "\n")
}
