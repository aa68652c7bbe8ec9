// Package engine holds the rules of the board game Jackal (Шакал, "Treasure
// Island") as this project plays them: the 2012 rulebook plus the rulings in
// shared/RULINGS.md.
//
// The package is pure: it imports only the standard library, does no I/O,
// reads no clock and uses no global random source. A game is a State value;
// New deals the 117 tiles from a seed kept in the state. Legal lists the
// actions of the crew to act and Apply accepts exactly those, returning the
// new state and the events the action produced. Events are data; front ends
// turn them into sentences.
//
// Every action has one text form (see Parse and Action.String), used by chat
// commands, buttons, logs, tests and scenario files.
//
// A front end never draws from a State: it asks for the public View of one
// crew, which hides face-down tiles and what another crew's lighthouse showed.
package engine
