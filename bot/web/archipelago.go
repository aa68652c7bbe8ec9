package web

import "github.com/jackalbot/jackal/engine/archipelago"

// Jackal Archipelago plays on the classic engine with its own board (its
// islands in a larger sea): its views are the engine's (engine.View) and
// the page draws them as classic's, cell by cell of the board's real
// shape, with its own actions (the boat placed and sailed, a sharpshooter's
// shot, a scout's look, a bottle spent) offered by classicDrawing.action.
func init() { drawings[archipelago.ID] = classicDrawing{} }
