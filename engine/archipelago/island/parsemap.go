package island

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/jackalbot/jackal/engine/archipelago/internal/textfile"
)

// mapReader reads the rows of a file's map: block.
type mapReader struct {
	started bool
	at      int // the map: line
	header  bool
	files   int    // the grid's width, once the header or the first row tells
	from    string // what told the width
	labels  []int  // each row's rank label, north first
	labelAt []pos
	rows    [][]Back
	ranks   int
	backs   [NumCells]Back
	cellAt  map[Cell]pos // where each cell's character is
	cols    [][]int      // each row's cells' columns
	lines   []int        // each row's line
}

// start begins the map at line n.
func (m *mapReader) start(n int) {
	m.started, m.at = true, n
}

// mapHelp says what a map row is.
const mapHelp = "a map row is its rank number, then one character a file separated by single spaces: . water, b beach, f forest, m mountains"

// row reads one line of the map (comment already cut off, not blank).
func (m *mapReader) row(line string, n int) error {
	s := strings.TrimRight(line, " \t\r")
	i := len(s) - len(strings.TrimLeft(s, " "))
	col := func(off int) int { return textfile.Column(s, off) }
	c := s[i]
	if k := strings.IndexByte(s, ':'); k > 0 && known(strings.TrimSpace(s[:k])) {
		key := strings.TrimSpace(s[:k])
		if key == "map" {
			return textfile.At(n, col(i), fmt.Errorf("%w: map: is given twice (first on line %d)", ErrHeader, m.at))
		}
		return textfile.At(n, col(i), fmt.Errorf("%w: %s: comes after map:; header lines go above it (the map is last)", ErrHeader, key))
	}
	switch {
	case c == '\t':
		return textfile.At(n, col(i), fmt.Errorf("%w: a tab in the map: use spaces", ErrSyntax))
	case c >= '0' && c <= '9':
		return m.rankRow(s, i, n)
	case c == 'a' && (len(m.rows) == 0 || m.header):
		return m.letters(s, i, n)
	case c == '.' || c == 'b' || c == 'f' || c == 'm':
		return textfile.At(n, col(i), fmt.Errorf("%w: the row has no rank number: %s", ErrSyntax, mapHelp))
	}
	if c >= 'a' && c <= 'z' && len(m.rows) > 0 {
		return textfile.At(n, col(i), fmt.Errorf("%w: the file letters go above the first row", ErrSyntax))
	}
	return textfile.At(n, col(i), fmt.Errorf("%w: %s", ErrSyntax, mapHelp))
}

// cells reads single-space-separated one-character cells of s from byte
// off: each character and its byte offset.
func cells(s string, off, n int) ([]rune, []int, error) {
	var rs []rune
	var offs []int
	for k := off; ; {
		r, size := utf8.DecodeRuneInString(s[k:])
		if r == ' ' || r == '\t' {
			return nil, nil, textfile.At(n, textfile.Column(s, k), fmt.Errorf("%w: cells are separated by single spaces", ErrSyntax))
		}
		rs, offs = append(rs, r), append(offs, k)
		k += size
		if k == len(s) {
			return rs, offs, nil
		}
		switch s[k] {
		case ' ':
			k++
		case '\t':
			return nil, nil, textfile.At(n, textfile.Column(s, k), fmt.Errorf("%w: a tab in the map: separate cells by single spaces", ErrSyntax))
		default:
			next, _ := utf8.DecodeRuneInString(s[k:])
			return nil, nil, textfile.At(n, textfile.Column(s, k), fmt.Errorf("%w: %q follows %q without a space: cells are one character each, separated by single spaces", ErrSyntax, next, r))
		}
	}
}

// letters reads the optional header of file letters: a b c …
func (m *mapReader) letters(s string, off, n int) error {
	if m.header {
		return textfile.At(n, textfile.Column(s, off), fmt.Errorf("%w: the file letters are given twice", ErrSyntax))
	}
	rs, offs, err := cells(s, off, n)
	if err != nil {
		return err
	}
	for i, r := range rs {
		if i >= MaxSide {
			return textfile.At(n, textfile.Column(s, offs[i]), fmt.Errorf("%w: a grid has at most %d files (a to o)", ErrShape, MaxSide))
		}
		if want := rune('a' + i); r != want {
			return textfile.At(n, textfile.Column(s, offs[i]), fmt.Errorf("%w: file letter %q where %q belongs (the letters run a, b, c, … from the west)", ErrSyntax, r, want))
		}
	}
	m.header, m.files, m.from = true, len(rs), "the file letters name"
	return nil
}

// rankRow reads a row: its rank label at byte off, then its cells.
func (m *mapReader) rankRow(s string, off, n int) error {
	j := off
	for j < len(s) && s[j] >= '0' && s[j] <= '9' {
		j++
	}
	labelAt := pos{n, textfile.Column(s, off)}
	if j-off > 4 {
		return textfile.At(n, labelAt.col, fmt.Errorf("%w: %q is not a rank number (1 to %d)", ErrSyntax, s[off:j], MaxSide))
	}
	label, _ := strconv.Atoi(s[off:j]) // at most 4 digits
	if err := m.checkLabel(label, labelAt); err != nil {
		return err
	}
	if j == len(s) {
		return textfile.At(n, textfile.Column(s, j), fmt.Errorf("%w: rank %d has no cells: %s", ErrSyntax, label, mapHelp))
	}
	if s[j] != ' ' {
		return textfile.At(n, textfile.Column(s, j), fmt.Errorf("%w: a space goes between the rank number and the cells: %s", ErrSyntax, mapHelp))
	}
	for j < len(s) && s[j] == ' ' {
		j++
	}
	rs, offs, err := cells(s, j, n)
	if err != nil {
		return err
	}
	row := make([]Back, len(rs))
	cols := make([]int, len(rs))
	for i, r := range rs {
		if i >= MaxSide {
			return textfile.At(n, textfile.Column(s, offs[i]), fmt.Errorf("%w: a grid has at most %d files (a to o)", ErrShape, MaxSide))
		}
		b, ok := backOfChar(r)
		if !ok {
			return textfile.At(n, textfile.Column(s, offs[i]), fmt.Errorf("%w: %q is not a map character: . water, b beach, f forest, m mountains", ErrSyntax, r))
		}
		row[i], cols[i] = b, textfile.Column(s, offs[i])
	}
	switch {
	case m.files == 0:
		m.files, m.from = len(row), "the first row has"
	case len(row) < m.files:
		return textfile.At(n, textfile.Column(s, len(s)), fmt.Errorf("%w: rank %d has %d cells, but %s %d: every row has one character a file", ErrSyntax, label, len(row), m.from, m.files))
	case len(row) > m.files:
		return textfile.At(n, cols[m.files], fmt.Errorf("%w: rank %d has %d cells, but %s %d: every row has one character a file", ErrSyntax, label, len(row), m.from, m.files))
	}
	m.labels = append(m.labels, label)
	m.labelAt = append(m.labelAt, labelAt)
	m.rows = append(m.rows, row)
	m.cols = append(m.cols, cols)
	m.lines = append(m.lines, n)
	return nil
}

// checkLabel checks a row's rank label: the top row's is the number of
// rows, at most MaxSide, and each row below is labelled one less.
func (m *mapReader) checkLabel(label int, w pos) error {
	if len(m.labels) == 0 {
		switch {
		case label > MaxSide:
			return textfile.At(w.line, w.col, fmt.Errorf("%w: rank %d: a grid has at most %d ranks", ErrShape, label, MaxSide))
		case label < 1:
			return textfile.At(w.line, w.col, fmt.Errorf("%w: rank %d: ranks are numbered from 1 at the bottom", ErrSyntax, label))
		}
		return nil
	}
	want := m.labels[len(m.labels)-1] - 1
	switch {
	case want == 0:
		return textfile.At(w.line, w.col, fmt.Errorf("%w: a row below rank 1: rank 1 is the bottom row (number the top row with the count of rows)", ErrSyntax))
	case label != want:
		return textfile.At(w.line, w.col, fmt.Errorf("%w: rank %d where %d belongs: the rows count down by one from the top to rank 1", ErrSyntax, label, want))
	}
	return nil
}

// finish checks the map is whole and lays its rows on the grid.
func (m *mapReader) finish() error {
	if len(m.rows) == 0 {
		return textfile.At(m.at, 1, fmt.Errorf("%w: map: has no rows: %s", ErrSyntax, mapHelp))
	}
	last := len(m.labels) - 1
	if m.labels[last] != 1 {
		w := m.labelAt[last]
		return textfile.At(w.line, w.col, fmt.Errorf("%w: the bottom row is rank %d: the rows count down to rank 1 (number the top row with the count of rows)", ErrSyntax, m.labels[last]))
	}
	m.ranks = m.labels[0]
	m.cellAt = make(map[Cell]pos, m.ranks*m.files)
	for i, row := range m.rows {
		r := m.ranks - 1 - i
		for f, b := range row {
			c := CellAt(f, r)
			m.backs[c] = b
			m.cellAt[c] = pos{m.lines[i], m.cols[i][f]}
		}
	}
	return nil
}
