// Package archipelago is Jackal Archipelago on the engine's rules core: it
// turns an island file (package island) into the engine's plain values
// (Board) and deals Archipelago's box onto it (Deal). The rules themselves
// live in package engine, switched on by a sea board (engine.Board.Boats);
// this package holds no copy of a tile's rule.
//
// It is not yet a game the bot offers: the new tiles' mechanics come first.
package archipelago
