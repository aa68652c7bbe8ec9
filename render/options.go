package render

import (
	"fmt"

	"github.com/jackalbot/jackal/engine"
)

// Picture sizes, in pixels of the image's side.
const (
	DefaultSize = 1024 // Board's size when Options.Size is 0
	MinSize     = 256  // the smallest board that stays legible
	MaxSize     = 4096 // the largest board drawn
)

// Target is one place the chosen piece may go, or one option of a pending
// choice, as the overlay marks it.
type Target struct {
	Cell engine.Cell
	// Label is the short text shown on the cell, the same the chat button
	// shows: the cell name ("e5"), or a spinner advance ("f6/2").
	Label string
	// Deadly marks a target whose move kills the piece (engine.Kills).
	Deadly bool
}

// Options choose what Board draws besides the position.
type Options struct {
	// Size is the side of the square picture in pixels; 0 means DefaultSize.
	// Board clamps other values into MinSize…MaxSize (Check reports them).
	Size int
	// Targets are marked and labelled on the board (the "where to go" overlay).
	Targets []Target
	// Events are the last action's events: its path is drawn as a trail,
	// revealed tiles are highlighted, beaten and killed pieces are marked.
	// Events the view's crew may not see are ignored.
	Events []engine.Event
	// Title is written at the head of the status strip (a game's name).
	Title string
	// Lang is the language of the picture's words: "ru" Russian, anything
	// else English.
	Lang string
}

// Check reports whether the options are drawable as given.
func (o Options) Check() error {
	return checkSize(o.Size)
}

// checkSize accepts 0 (the default) and MinSize…MaxSize.
func checkSize(n int) error {
	if n != 0 && (n < MinSize || n > MaxSize) {
		return fmt.Errorf("%w: %d is not between %d and %d", ErrSize, n, MinSize, MaxSize)
	}
	return nil
}

// side is the picture size the options ask for, clamped into range.
func (o Options) side() int { return clampSize(o.Size, DefaultSize) }

// clampSize is the size a picture asked for at n is drawn at, whatever the
// game: def for 0, else n clamped into MinSize…MaxSize (checkSize refuses
// what it clamps).
func clampSize(n, def int) int {
	switch {
	case n == 0:
		return def
	case n < MinSize:
		return MinSize
	case n > MaxSize:
		return MaxSize
	}
	return n
}
