package bot

import "errors"

// Errors of the bot core.
var (
	// ErrNoStore: Config.Store is missing.
	ErrNoStore = errors.New("bot: a store is required")
	// ErrStaleButton: a pressed button belongs to an older board.
	ErrStaleButton = errors.New("bot: stale button")
)
