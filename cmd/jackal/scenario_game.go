package main

import (
	archscenario "github.com/jackalbot/jackal/engine/archipirata/scenario"
	cardscenario "github.com/jackalbot/jackal/engine/cards/scenario"
)

// scenarioGame names the game whose scenario file data is when it is not
// classic's (nor Archipelago's, which classic's runner reads): "cards" or
// "archipirata" when that game's runner builds its position, "" else.
func scenarioGame(data []byte) string {
	if f, err := cardscenario.Parse(data); err == nil {
		if _, err := f.Build(); err == nil {
			return "cards"
		}
	}
	if f, err := archscenario.Parse(data); err == nil {
		if _, err := f.Build(); err == nil {
			return "archipirata"
		}
	}
	return ""
}
