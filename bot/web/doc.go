// Package web is the bot's live board in the browser: a small HTTP server
// that shows a game as it is played, to its players (each from their own
// seat's view) and to spectators (the public view), with the log and a
// replay, live updates as server-sent events, and play by tapping a piece
// and a target.
//
// It is a front end like the chat adapters: it reads games through the bot
// core (bot.Bot.LiveGame, the match's per-seat views and legal actions),
// and a move made in the page goes through the core as a press of the
// chat's button by that user (bot.Bot.Press): the same checks, the same
// stored transaction, and the chat gets the new board. It never reads a
// game's state behind its views, so nothing hidden from a viewer reaches
// their browser.
//
// Who is who: a page opened as a Telegram Mini App proves its user with
// the init data Telegram signed with the bot's token (CheckInitData), once
// (Replays: marked in the store, so once across processes), and gets a
// session token for it; elsewhere (Discord, a spectator) the link
// carries a token the bot signed (Signer): per game, per user or for
// spectators, and expiring. A spectator's token never acts.
//
// The page (static/) is plain JavaScript and SVG, embedded in the binary:
// nothing needs building.
package web
