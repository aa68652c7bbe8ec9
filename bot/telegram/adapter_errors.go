package telegram

import "errors"

// Errors of the adapter.
var (
	// ErrNoPicture reports that the inline result's picture could not be
	// drawn.
	ErrNoPicture = errors.New("telegram: cannot draw the inline picture")
	// ErrNoChat reports a text for a game played in an inline message when
	// no button press is waiting for an answer: such a game has no chat to
	// post in.
	ErrNoChat = errors.New("telegram: an inline game has no chat to post in")
	// ErrBadChatID reports a chat or message id that is not a Telegram id.
	ErrBadChatID = errors.New("telegram: not a Telegram chat or message id")
)
