package main

import (
	archscenario "github.com/jackalbot/jackal/engine/archipirata/scenario"
	cardscenario "github.com/jackalbot/jackal/engine/cards/scenario"
)

// scenarioGame names the game whose scenario file data is when it is not
// classic's (nor Archipelago's, which classic's runner reads): "cards" or
// "archipirata" when that game's runner builds its position, or, when
// neither does, when only that game's keys read the file (a card-game
// file with a bad value is still the card game's, and its runner names
// the line); "" else.
func scenarioGame(data []byte) string {
	var read []string
	if f, err := cardscenario.Parse(data); err == nil {
		if _, err := f.Build(); err == nil {
			return "cards"
		}
		read = append(read, "cards")
	}
	if f, err := archscenario.Parse(data); err == nil {
		if _, err := f.Build(); err == nil {
			return "archipirata"
		}
		read = append(read, "archipirata")
	}
	if len(read) == 1 {
		return read[0]
	}
	return ""
}
