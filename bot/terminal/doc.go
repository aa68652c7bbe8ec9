// Package terminal plays Jackal in a terminal: a hot-seat game through the
// same bot core as the chat platforms, with a text board after each action
// and the picture written to a file.
package terminal
