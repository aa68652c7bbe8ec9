// Package game is the game-neutral contract every ruleset implements, so
// that the bot, storage replay, `jackal db check`, the arena and the
// scenario runner drive any game the same way.
//
// A ruleset implements Ruleset over its own state, action, event and view
// types; Erase turns it (with its computer players and scenario runner)
// into a Game, the type-erased form the front ends hold. A Game deals
// Matches; a Match is one game in play, spoken to in the ruleset's action
// notation: Legal lists the actions of the seat to act as text, Play
// accepts exactly those (and the log notes NoteEnd and ResignNote), and
// Replay rebuilds a match from its options, seed and log.
//
// Seats are named ("white", "red2"): the names are what front ends store
// with the players, and what Outcome and ToAct report.
//
// The package imports only the standard library; every method is pure (no
// I/O, no clock); chance comes only from the seed.
package game
