package web

import "errors"

// Errors of the web front end. The handlers answer them with a status
// code and the error's text; none of them says more than which check
// failed.
var (
	// ErrInitData: a Mini App's init data is malformed or lacks a field.
	ErrInitData = errors.New("web: malformed init data")
	// ErrForged: a signature (init data's hash, a link's token) does not
	// match.
	ErrForged = errors.New("web: bad signature")
	// ErrStale: init data signed too long ago (or in the future).
	ErrStale = errors.New("web: init data too old")
	// ErrReplayed: init data already exchanged for a session.
	ErrReplayed = errors.New("web: init data already used")
	// ErrExpired: a link's token is past its expiry.
	ErrExpired = errors.New("web: link expired")
	// ErrToken: a link's token is malformed.
	ErrToken = errors.New("web: malformed token")
	// ErrWrongGame: a token for another game than the page's.
	ErrWrongGame = errors.New("web: token for another game")
	// ErrReadOnly: a spectator's token asked to act.
	ErrReadOnly = errors.New("web: a spectator's link cannot act")
	// ErrWeakSecret: the server's link secret is too short.
	ErrWeakSecret = errors.New("web: link secret shorter than 16 bytes")
	// ErrNoTelegram: init data came to a server without the bot's token.
	ErrNoTelegram = errors.New("web: Telegram Mini App not configured")
	// ErrNoGame: the page's game is not there (or not the token's chat).
	ErrNoGame = errors.New("web: no such game")
	// ErrBadAction: an action the page sent is empty or too long.
	ErrBadAction = errors.New("web: bad action")
)

// ErrConfig: a Server's configuration lacks what it needs.
var ErrConfig = errors.New("web: incomplete configuration")
