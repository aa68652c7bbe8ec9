// Package telegram puts the platform-neutral bot core (package bot) on
// Telegram. An Adapter (NewAdapter, Adapter.Run) turns commands, button
// presses and inline queries into bot.Requests; the core's answers come back
// through a bot.Outbox made for each update, as pictures with HTML captions,
// text messages, caption and keyboard edits (a choice's steps say what
// their buttons choose), callback alerts, animations (replays) and
// private messages. Games live in group chats (key "tg:<chat>"), forum
// topics ("tg:<chat>:<thread>") or inline messages ("tgi:<inline message
// id>"); a group that becomes a supergroup takes its game along.
// Keyboards are laid out for a phone's width (layout.go); one too tall for
// its screen is packed tighter, and a selection's shown a page at a time
// (pages.go).
//
// The Bot API client itself (receiving updates by long polling or webhook,
// per-chat queues, pacing under Telegram's limits, the update journal, the
// sentinel errors) is internal/tgapi; this package re-exports the few names
// `jackal serve` needs to build one (New, Config, WebhookConfig, Journal).
// internal/telegramtest is a fake Bot API server for the end-to-end tests.
package telegram
