// Package bot is the platform-neutral core of the Jackal chat bot: commands,
// the lobby, seats, turn flow, permission checks, reminders and narration, on
// top of the engine, render and storage packages.
//
// A platform adapter (Telegram, Discord, the terminal) translates what a user
// did into a Request and calls Bot.Handle with an Outbox that carries the
// core's answers back to the platform. The core never speaks a platform's
// protocol, and an adapter never decides a rule.
package bot
