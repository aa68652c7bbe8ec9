// Package narrate tells a game of Jackal in words, in English and Russian.
//
// The engine reports what happened as data (engine.Event). This package turns
// those events into short, lively sentences for captions and alt texts
// (Event, Describe; EventAfter and DescribeAfter read them against the view
// after them: on Archipelago's sea board a crew's ship is its boat, and an
// impossible move says why), and holds every other player-facing text that depends on
// the rules: names of crews, pieces and tiles (CrewName, PieceName, TileName),
// the pirate curses of the Caramba tile (Curse), tile rules and the rules
// summary (TileRule, Rules), why an action was refused (Explain), the prompts
// of pending choices (Choice, Prompt), whose turn it is (ToAct) and the
// game-over text (Ending).
//
// Every function is pure: no I/O, no clock, no randomness. Anything that looks
// random (which curse a pirate shouts) is chosen from the event itself, so the
// same game always reads the same.
//
// Describe is safe for public captions: a lighthouse sight (engine.EvPeeked)
// is told without the tile it showed. Event tells an event in full, so a
// private event should only go to the crew it is private to (Peeks collects
// those sentences for one crew).
package narrate
