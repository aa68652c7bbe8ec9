package narrate

import "github.com/jackalbot/jackal/engine"

// classic is the board told when no view comes with the events.
var classic = engine.ClassicBoard()

// boardOf is the board of view v, or classic's without a view.
func boardOf(v *engine.View) *engine.Board {
	if v != nil {
		return &v.Board
	}
	return &classic
}
