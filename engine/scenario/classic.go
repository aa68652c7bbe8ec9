package scenario

import "github.com/jackalbot/jackal/engine"

// classic is the board scenarios are played on (engine.Blank deals it),
// for the checks made while reading a file, before there is a state.
var classic = engine.ClassicBoard()
