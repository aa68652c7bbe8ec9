// Package tgapi is the Jackal bot's client of the Telegram Bot API, built on
// github.com/go-telegram-bot-api/telegram-bot-api/v5 (imported as tgbotapi).
//
// A Client receives updates either by long polling (Run, with its own
// getUpdates loop that is cancelled through the context) or through a
// webhook (WebhookHandler, ServeWebhook). Every update is kept in a Journal
// before Telegram is told it arrived and forgotten once handled, so a crash
// or a stop loses none. Updates of one chat are handled one after another in
// order; each chat with work has its own goroutine, so a chat waiting on its
// send limit never holds up another.
//
// Every outgoing call goes through one path that paces messages under
// Telegram's limits (one message a second per chat, twenty a minute per
// group, thirty a second overall), retries after "429 Too Many Requests" and
// maps Telegram's answers to sentinel errors: ErrBlocked, ErrMessageGone,
// *MigratedError, and success for "message is not modified".
//
// tgbotapi v5.5.1 predates forum topics: sends carry message_thread_id
// through raw requests, and the thread of an incoming update is read from
// its raw JSON (Client.ThreadID, ParseTopic).
package tgapi
