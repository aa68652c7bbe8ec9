package storage

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// maxNameLen bounds keys, game IDs and user IDs.
const maxNameLen = 200

// Key names the place a game is played: "platform:chat" or
// "platform:chat:thread", e.g. "tg:-100123:7", "dc:98765", "term:local".
type Key string

// NewKey builds a Key from a platform tag, a chat ID and an optional thread
// ID ("" for none).
func NewKey(platform, chat, thread string) Key {
	if thread == "" {
		return Key(platform + ":" + chat)
	}
	return Key(platform + ":" + chat + ":" + thread)
}

// Validate reports whether k is well formed: a non-empty platform and chat
// separated by ':', printable, at most 200 bytes. The error wraps ErrInvalid.
func (k Key) Validate() error {
	s := string(k)
	if err := checkName("key", s); err != nil {
		return err
	}
	platform, chat, ok := strings.Cut(s, ":")
	if !ok || platform == "" || chat == "" {
		return fmt.Errorf("%w: key %q is not of the form platform:chat[:thread]", ErrInvalid, s)
	}
	return nil
}

// checkName validates a key, game ID or user ID: non-empty, bounded, valid
// UTF-8 without control characters (so "\x00" can separate index parts).
func checkName(what, s string) error {
	switch {
	case s == "":
		return fmt.Errorf("%w: empty %s", ErrInvalid, what)
	case len(s) > maxNameLen:
		return fmt.Errorf("%w: %s longer than %d bytes", ErrInvalid, what, maxNameLen)
	case !utf8.ValidString(s):
		return fmt.Errorf("%w: %s %q is not valid UTF-8", ErrInvalid, what, s)
	case strings.IndexFunc(s, unicode.IsControl) >= 0:
		return fmt.Errorf("%w: %s %q contains a control character", ErrInvalid, what, s)
	}
	return nil
}

// checkGameID validates a game ID; IDs never contain ':' so that Export can
// tell them from keys.
func checkGameID(id string) error {
	if err := checkName("game ID", id); err != nil {
		return err
	}
	if strings.Contains(id, ":") {
		return fmt.Errorf("%w: game ID %q contains ':'", ErrInvalid, id)
	}
	return nil
}
