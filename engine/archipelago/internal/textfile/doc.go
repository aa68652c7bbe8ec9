// Package textfile holds what the readers of Jackal Archipelago's text
// files share (island files, and the puzzle files built on them): the
// error that names a file, a line and a column, errors located at a line
// and a column, columns counted in characters, a header line's value, a
// comma-separated value's entries, and the check of a name or a hint.
package textfile
