// Package discord plays Jackal on Discord: one /jackal slash command with
// subcommands and autocomplete, boards with buttons or select menus, and
// ephemeral answers, on top of the platform-neutral core in package bot.
//
// An Adapter holds one discordgo session (one shard). Run opens the
// gateway, registers the command (bulk overwrite: global, or in
// Config.DevGuildID for development, removing stale commands) and serves
// interactions until its context ends. Every interaction is acknowledged
// at once, before the core sees it — a deferred message for a command, a
// deferred update for a button or menu — so Discord's 3-second deadline is
// never missed. A command the core keeps unseen (bot.Handler's Unseen: a
// plan typed in a card game's channel) is deferred ephemerally and reaches
// the core as Request.Unseen: nobody else sees the command or its
// answers, and what it posts for everyone goes to the channel as a
// message of its own. Unseen reads the store: when it takes longer than
// 1.5 s, the command is deferred ephemerally all the same. The core's answers then complete the interaction
// through an Outbox bound to it:
//
//   - SendBoard and SendText complete the deferred response (the loading
//     message) with the first message for the interaction's channel, then
//     post follow-ups; other channels, and an interaction whose token has
//     expired (15 minutes, or Discord answers 10015/50027), get plain
//     channel messages. A board whose Ping is someone other than the
//     invoker replaces the loading message with a new one, since Discord
//     does not notify mentions added by an edit.
//   - EditBoard, EditText, EditButtons and EditStep edit through the webhook
//     when the message is the pressed one (or its own response or
//     follow-up), else through the channel; a new picture replaces the old
//     attachment (attachments: [] plus the one new file). EditText of a
//     text shown in several messages edits each piece, posting more when
//     it grew and deleting those left over when it shrank (the pieces are
//     kept in memory); EditButtons reaches its last piece. EditStep (a
//     step of a choice made in several presses) sets a board's content and
//     components in one edit and leaves its picture alone.
//   - A pick in a select menu that leaves the message picked on alone (a
//     refusal: not the player's turn, a stale board) sets that message's
//     components again as they stand, so the menu no longer shows the
//     option as chosen.
//   - Answer is an ephemeral follow-up; a loading message still showing is
//     deleted first (its first follow-up would otherwise be public). Away
//     from an interaction (or when its token no longer works: a press
//     that came after Discord's 3 s) it falls back to a direct message,
//     which starts by naming the server channel it is about (<#channel>,
//     no ping), and to a mention in the chat when the user's DMs are
//     closed.
//   - SendPrivate writes in a DM channel; Discord's 50007 is
//     bot.ErrCannotReach.
//   - SendSecret (bot.SecretSender: a player's hand in a game whose seats
//     act in secret) is an ephemeral follow-up with the board's picture
//     and buttons, for the interaction's invoker only; anyone else is
//     bot.ErrCannotReach, and presses "My hand" on the group's board to
//     see theirs. A press on that ephemeral message edits it through the
//     press's own token (@original); what such a press posts for everyone
//     goes to the channel, never as its follow-up.
//   - When Discord refuses for lack of a permission (50013, 50001), the
//     invoker gets an ephemeral message naming what is missing and where
//     ("I need the Attach Files permission in #channel").
//
// Adapter.Outbox is the Outbox for work outside interactions (reminders):
// channel and direct messages only. Only shard 0 registers the command.
//
// Requests: the chat key is "dc:<channel id>" (a thread is a channel, so a
// game lives in a channel or a thread); Chat.Private is a DM with the bot;
// IsAdmin is Administrator, Manage Server or Manage Channels (always in a
// DM). Request.Command is the subcommand and Request.Args its options in
// the order the core parses them:
//
//	new       "<crews> [plane-waits] [remind=<hours>|remind=off] [<seats>…]"
//	          e.g. "duel plane-waits remind=12 ai:easy"
//	join      "<colour>" (or "")
//	move      "<action>" as typed or picked from autocomplete
//	rules     "<tile id>" (or "")
//	stats     "" (the channel's leaderboard), "chat", "server", or
//	          "ratings [<game>]" (a game given alone means its ratings)
//	settings  one request per setting given, in this order:
//	          "lang <en|ru>", "mylang <en|ru>", "remind <hours>|remind off";
//	          "" (show the settings) when none is given
//	others    ""
//
// A button press or a menu choice is Request{Button: data, Message: the
// message it sits under}. Autocomplete (move's action, rules' tile) asks
// Handler.Complete with Request{Command: subcommand, Args: the typed text}
// and answers the suggestions that start with the typed text, at most 25.
//
// Text is plain: captions are escaped so Discord markdown does not apply
// (timestamp tokens and web addresses excepted, which a backslash would
// break), the commands the core names as Telegram's ("/board") are named
// as /jackal's ("/jackal board") — but for the display names met that
// hold a slash (a player called "/help"), left as they are — a text longer
// than a message (2000 characters) is sent as several messages rather
// than cut (never inside a web address that a cut beside fits), and every
// message sets allowed_mentions so that nobody but a board's Ping, or the
// users a reminder mentions (SendPing: <@id> where the core's text marks
// them), is ever notified. A chat's title is "Server · #channel" where
// the server's name can be learnt (GET /guilds/{id} once the interaction
// is acknowledged, kept an hour; a failure tried again after five
// minutes), else the channel's name. Buttons become action
// rows (≤ 5 × 5, Danger in red); rows that do not fit become string select
// menus whose options carry the same data, so nothing is lost; the last
// row (the controls: Back) stays buttons beside them where there is room.
// A button with a URL is a link button (it sends nothing back), kept out
// of menus.
//
// REST goes through an http.RoundTripper that sends every
// https://discord.com/api/v*/ request to Config.RESTBase (path kept) and
// retries a 429 after its retry_after, a bounded number of times; the
// gateway address can be overridden with Config.GatewayURL.
package discord
