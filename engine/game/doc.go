// Package game sketches the game-neutral contract every ruleset implements
// (issue "Many games, one bot"), so that the bot, storage, render and the
// computer players can drive any game the same way. It holds interfaces
// only; the classic rules (package engine) and Archipirata (package
// engine/archipirata) are meant to implement it. It is a proposal: the bot
// does not use it yet, and it may change when it does.
package game
