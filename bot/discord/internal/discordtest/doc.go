// Package discordtest is a fake Discord, REST and gateway, for end-to-end
// tests of the bot's Discord adapter with the real discordgo client.
//
// A Server listens on 127.0.0.1. Its REST API answers under /api/v10: the
// gateway address, the bot user, application commands (global and per
// guild, bulk overwrite), interaction callbacks, interaction webhooks (the
// original response and follow-ups), channel messages with multipart file
// uploads, direct-message channels and guild members. Its gateway speaks
// the websocket protocol discordgo expects: hello, identify → READY,
// heartbeat acknowledgements, resume with replay of missed events.
//
// Tests inject what users do (SlashCommand, Autocomplete, Press, Select;
// PressForged, a custom id the message does not offer) and what Discord
// does (FailNext, ExpireToken, CloseDMs, SetAppPermissions, Restart), then
// assert what a user would see (Messages, VisibleTo, Message, Choices) or
// what the bot asked (Requests, each naming the one user it showed
// something to when that was an ephemeral or direct message), waiting
// with WaitFor. The server enforces the rules a real client trips over:
// the 3-second interaction deadline, a single acknowledgement, Discord's
// component and content limits (a link button has a url and no custom
// id), the first follow-up of a deferred command resolving its loading
// message, ephemeral messages seen, pressed and edited (through an
// interaction's token only) by their one user, channel permissions,
// attachments that stay on an edited message unless the edit lists which
// to keep, and an option picked in a select menu showing as picked
// (Option.Picked) until an edit sets the message's components again.
//
// Point the adapter at it with its REST base s.RESTBase() (or rewrite
// https://discord.com/api/v*/ to it) and the token discordtest.Token.
package discordtest
