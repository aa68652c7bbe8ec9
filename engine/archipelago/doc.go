// Package archipelago is Jackal Archipelago on the engine's rules core: it
// turns an island file (package island) into the engine's plain values
// (Board) and deals Archipelago's box onto it (Deal). The rules themselves
// live in package engine, switched on by a sea board (engine.Board.Boats);
// this package holds no copy of a tile's rule.
//
// Rules is the game as the game-neutral contract sees it (game.Ruleset):
// classic's contract with Archipelago's deal ("island=ring" picks the
// island). It is not yet a game the bot offers (engine/games): the stored
// form of a sea board's game (a second snapshot layout), the computer
// players and the bot's face come first.
//
// Its solo puzzles (§9) are packages puzzle (the puzzle file, its deal and
// judgement) and puzzles (the shipped puzzles and their game, id
// "puzzle"), on the engine's solo rules (engine.Solo).
package archipelago
