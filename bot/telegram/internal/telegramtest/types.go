package telegramtest

import (
	"time"

	tgbotapi "github.com/go-telegram-bot-api/telegram-bot-api/v5"
)

// Identity of the fake bot.
const (
	// Token is the only bot token the server accepts; others get 401.
	Token = "123456:TEST-jackal_fake_token"
	// BotID is the bot's user id.
	BotID int64 = 123456
	// BotUsername is the bot's username.
	BotUsername = "jackal_test_bot"
	// BotName is the bot's first name.
	BotName = "Jackal Test"
)

// Message is a message as users see it: one the bot sent to a chat, or an
// inline message. Values are copies; edits replace fields as a whole.
type Message struct {
	// ID is the message id within its chat; 0 for inline messages.
	ID int
	// ChatID is the chat; 0 for inline messages.
	ChatID int64
	// InlineID is the inline_message_id of an inline message.
	InlineID string
	// From is the sender's user id (BotID for the bot).
	From int64
	// Thread is the message_thread_id (forum topic); 0 outside topics.
	Thread int
	// Text is the text of a text message.
	Text string
	// Caption is the caption of a picture.
	Caption string
	// ParseMode is the parse mode of Text.
	ParseMode string
	// Photo holds the picture's bytes; nil for a text message.
	Photo []byte
	// Animation holds an animation's bytes (sendAnimation), with its file
	// name.
	Animation     []byte
	AnimationName string
	// FileID is the file_id of the picture's largest size.
	FileID string
	// Keyboard is the inline keyboard; nil when there is none.
	Keyboard *tgbotapi.InlineKeyboardMarkup
	// Edits counts successful edits.
	Edits int
	// Date is when the message was sent.
	Date time.Time

	width, height int
	deleted       bool
}

// Request is one call the bot made.
type Request struct {
	// Method is the Bot API method as called.
	Method string
	// Params are the plain parameters (JSON values as their JSON text).
	Params map[string]string
	// Files are the uploaded files by form field name.
	Files map[string][]byte
	// Time is when the server received the call.
	Time time.Time
}

// MessageOpts describes an injected user message.
type MessageOpts struct {
	// Thread is the forum topic (message_thread_id); it also sets
	// is_topic_message.
	Thread int
	// ChatType is "private", "group" or "supergroup"; by default private
	// for positive chat ids, group or supergroup (ids below
	// -1000000000000) for negative ones.
	ChatType string
	// Title is a group's title.
	Title string
	// FirstName, LastName and Username name the user; remembered for later
	// updates from the same user.
	FirstName, LastName, Username string
}

// CallbackAnswer is a button press and the bot's answer to it.
type CallbackAnswer struct {
	// ID is the callback query id.
	ID string
	// From is the user who pressed.
	From int64
	// Data is the button's callback data.
	Data string
	// Answered is set once the bot called answerCallbackQuery.
	Answered bool
	// Text is the answer's text.
	Text string
	// ShowAlert is set when the answer is a dialog rather than a toast.
	ShowAlert bool
}

// InlineAnswer is the bot's answer to an inline query.
type InlineAnswer struct {
	// QueryID is the inline query id.
	QueryID string
	// From is the user who asked.
	From int64
	// Query is the query text.
	Query string
	// Answered is set once the bot called answerInlineQuery.
	Answered bool
	// Results are the answered results as decoded JSON objects.
	Results []map[string]any
	// CacheTime is the answer's cache_time in seconds.
	CacheTime int
	// IsPersonal is set when the answer is cached for its user only.
	IsPersonal bool
}
