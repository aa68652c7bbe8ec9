package web

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"strings"
	"time"
)

// Role is what a token lets its bearer do.
type Role string

// The roles.
const (
	// RolePlay: a player's token; it may act for the user's seats.
	RolePlay Role = "play"
	// RoleWatch: a spectator's token; it sees only the public view and
	// never acts.
	RoleWatch Role = "watch"
)

// Claims are what a token says: the game, its chat, who holds it and
// until when.
type Claims struct {
	// Game is the game's id; Key its chat's key ("tg:…", "dc:…").
	Game string `json:"g"`
	Key  string `json:"k"`
	// User is the platform user's id ("" for a spectator) and Name their
	// name, for the page.
	User string `json:"u,omitempty"`
	Name string `json:"n,omitempty"`
	Role Role   `json:"r"`
	// Lang is the viewer's language for the page's words ("ru", "en";
	// "" the game's): a Mini App's from its init data, a link's its
	// user's as the bot knows it.
	Lang string `json:"l,omitempty"`
	// Expires is the token's end, in Unix seconds.
	Expires int64 `json:"e"`
}

// MayAct reports whether the token lets its bearer act (a player's, with
// a user).
func (c Claims) MayAct() bool { return c.Role == RolePlay && c.User != "" }

// Signer makes and checks the links' tokens with the server's secret.
type Signer struct {
	key []byte
}

// minSecret is the shortest secret a Signer takes.
const minSecret = 16

// NewSigner makes a Signer from the server's secret (at least 16 bytes;
// ErrWeakSecret otherwise). The tokens' key is derived from it, so the
// same secret used elsewhere signs nothing a token would accept.
func NewSigner(secret []byte) (*Signer, error) {
	if len(secret) < minSecret {
		return nil, ErrWeakSecret
	}
	m := hmac.New(sha256.New, secret)
	m.Write([]byte("jackal web link v1"))
	return &Signer{key: m.Sum(nil)}, nil
}

// enc is the tokens' encoding: URL-safe, unpadded base64.
var enc = base64.RawURLEncoding

// Sign makes the token of c: its claims in JSON, then their HMAC-SHA256,
// each in URL-safe base64, joined by a dot.
func (s *Signer) Sign(c Claims) string {
	body, _ := json.Marshal(c) // plain strings and numbers: never fails
	return enc.EncodeToString(body) + "." + enc.EncodeToString(s.mac(body))
}

// Verify checks a token and returns its claims: ErrToken when it is
// malformed, ErrForged when its signature does not match, ErrExpired when
// it ended before now.
func (s *Signer) Verify(token string, now time.Time) (Claims, error) {
	var c Claims
	b64, sig64, ok := strings.Cut(token, ".")
	if !ok {
		return c, ErrToken
	}
	body, err1 := enc.DecodeString(b64)
	sig, err2 := enc.DecodeString(sig64)
	if err1 != nil || err2 != nil {
		return c, ErrToken
	}
	if !hmac.Equal(sig, s.mac(body)) {
		return c, ErrForged
	}
	if err := json.Unmarshal(body, &c); err != nil || c.Game == "" || c.Key == "" {
		return Claims{}, ErrToken
	}
	if c.Role != RolePlay && c.Role != RoleWatch {
		return Claims{}, fmt.Errorf("%w: role %q", ErrToken, c.Role)
	}
	if now.Unix() >= c.Expires {
		return Claims{}, ErrExpired
	}
	return c, nil
}

func (s *Signer) mac(body []byte) []byte {
	m := hmac.New(sha256.New, s.key)
	m.Write(body)
	return m.Sum(nil)
}
