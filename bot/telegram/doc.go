// Package telegram is the Telegram transport of the Jackal bot: everything
// that talks to the Telegram Bot API, built on
// github.com/go-telegram-bot-api/telegram-bot-api/v5 (imported as tgbotapi).
//
// A Client receives updates either by long polling (Run, with its own
// getUpdates loop that is cancelled through the context) or through a webhook
// (WebhookHandler, ServeWebhook). Updates of one chat are handled one after
// another in order; different chats are handled concurrently by a small worker
// pool.
//
// Every outgoing call goes through one path that paces messages under
// Telegram's limits (one message a second per chat, twenty a minute per group,
// thirty a second overall), retries after "429 Too Many Requests" and maps
// Telegram's answers to sentinel errors: ErrBlocked, ErrMessageGone,
// *MigratedError, and success for "message is not modified".
//
// tgbotapi v5.5.1 predates forum topics: sends carry message_thread_id through
// raw requests, and the thread of an incoming update is read from its raw
// JSON (Client.ThreadID, ParseTopic).
//
// An Adapter (NewAdapter, Adapter.Run) puts the platform-neutral bot core
// (package bot) on Telegram: commands, button presses and inline queries
// become bot.Requests; the core's answers come back through a bot.Outbox
// made for each update, as pictures with HTML captions, text messages,
// edits, callback alerts and private messages. Games live in group chats
// (key "tg:<chat>"), forum topics ("tg:<chat>:<thread>") or inline messages
// ("tgi:<inline message id>"); a group that becomes a supergroup takes its
// game along.
//
// Package telegramtest provides a fake Bot API server for end-to-end tests.
package telegram
