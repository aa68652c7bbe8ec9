package bot

import "errors"

// Errors of the bot core.
var (
	// ErrNoStore: Config.Store is missing.
	ErrNoStore = errors.New("bot: a store is required")
	// ErrStaleButton: a pressed button belongs to an older board.
	ErrStaleButton = errors.New("bot: stale button")
)

// ErrNoLiveGame: a live front end asked for a game that is not there (or
// is another chat's).
var ErrNoLiveGame = errors.New("bot: no such game")

// ErrNotAttached: a front end pressed a button for a chat whose platform
// has no outbox attached, so its board could not be posted.
var ErrNotAttached = errors.New("bot: the chat's platform is not attached")

// ErrBeforeBase: a replay was asked to stop before a settled game's base
// (settle.go); the actions before it no longer replay under the current
// rules.
var ErrBeforeBase = errors.New("bot: the log before the game's base does not replay under the current rules")
