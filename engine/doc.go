// Package engine holds the rules of the board game Jackal (Шакал, "Treasure
// Island") as this project plays them: the 2012 rulebook plus the rulings in
// shared/RULINGS.md. The same engine plays Jackal Archipelago
// (shared/ARCHIPELAGO.md: its islands as boards with a sea, boats, the new
// tiles, the bear and the abilities) and its solo puzzles (Solo); packages
// engine/archipelago and engine/archipelago/puzzle deal them.
//
// The package is pure: it imports only the standard library, does no I/O,
// reads no clock and uses no global random source. A game is a State value;
// New deals the 117 tiles from a seed kept in the state. Legal lists the
// actions of the crew to act and Apply accepts exactly those, returning the
// new state and the events the action produced. Events are data; front ends
// turn them into sentences.
//
// A game is played on a Board, which the state carries (State.Board): the
// island, the sea in play around it and the berths, as data over a 15×15
// grid of cells (a1–o15). Every rule reads the board from the state; New
// and Blank make games on classic's (ClassicBoard: the 117-tile island
// b2–l12 in the 13×13 corner a1–m13), BlankSea and NewSolo on a sea board
// (NewSeaBoard). Snapshots (MarshalBinary) write a game on classic's board
// in version 1, the layout it had before the grid grew, byte for byte, and
// a game on any other board in version 2, with its board (as is a classic
// state waiting for a gift after the action, which version 1 cannot hold).
//
// Every action has one text form (see Parse and Action.String), used by chat
// commands, buttons, logs, tests and scenario files.
//
// A front end never draws from a State: it asks for the public View of one
// crew, which hides face-down tiles and what another crew's lighthouse showed.
package engine
