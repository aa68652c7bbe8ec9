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

// ErrChatClosed is wrapped (%w) by an Outbox's error when the platform
// will not let the bot post in the chat at all: a Telegram group that
// removed the bot or forbids it to write, a private chat whose user
// blocked it, a Discord channel deleted or one where the bot may not see
// or send messages. Nothing is wrong with the message: the chat's board
// stays owed, the refusal is logged once as a warning (then at Debug,
// until a board goes out there again), and the reminder check tries the
// chat less and less often (closedChats), until it takes the bot again.
var ErrChatClosed = errors.New("bot: the chat does not let the bot post")

// ErrMessageGone is wrapped (%w) by an Outbox's error when a message the
// bot edits is no longer there: deleted (by an admin cleaning the chat),
// or otherwise beyond editing (Telegram's "message to edit not found",
// Discord's 10008 Unknown Message). When it is the game's current board
// the core posts the board anew and records that one (boardGone); an old
// board gone needs nothing.
var ErrMessageGone = errors.New("bot: the message is gone")
