package cards

import (
	"fmt"
	"strings"
)

// MaxSide is the largest width or height of an island card.
const MaxSide = 5

// Terrain is what a cell of an island holds.
type Terrain uint8

// Terrains. The zero value is water.
const (
	Water Terrain = iota
	Land
	Rough
	Bandit
	Gold1
	Gold2
	Gold3
	FlagWhite
	FlagR // red landing flag
	FlagB // blue landing flag
	NumTerrains
)

// terrainSymbols are the terrains' letters in island files.
var terrainSymbols = [NumTerrains]byte{'~', '.', '^', 'X', '1', '2', '3', 'W', 'R', 'B'}

// Gold is the coins of a gold cell (0 for other terrain).
func (t Terrain) Gold() int {
	if t >= Gold1 && t <= Gold3 {
		return int(t-Gold1) + 1
	}
	return 0
}

// Cell is a cell of an island: column x (0 is `a`, west) plus MaxSide
// times row y (0 is `1`, south). NoCell is none.
type Cell uint8

// NoCell is no cell.
const NoCell Cell = 255

// CellAt is the cell at column x, row y.
func CellAt(x, y int) Cell { return Cell(y*MaxSide + x) }

// XY are the cell's column and row.
func (c Cell) XY() (x, y int) { return int(c) % MaxSide, int(c) / MaxSide }

// String is the cell's name, e.g. "c2"; "-" for NoCell.
func (c Cell) String() string {
	if c >= MaxSide*MaxSide {
		return "-"
	}
	x, y := c.XY()
	return string(rune('a'+x)) + string(rune('1'+y))
}

// ParseCell reads a cell's name, "a1" to "e5" (String's form).
func ParseCell(text string) (Cell, bool) {
	if len(text) != 2 || text[0] < 'a' || text[0] >= 'a'+MaxSide || text[1] < '1' || text[1] >= '1'+MaxSide {
		return NoCell, false
	}
	return CellAt(int(text[0]-'a'), int(text[1]-'1')), true
}

// DirTo is the direction among card c's (Card.Dirs) whose move from
// cell from reaches cell to, water included (the move is then not made,
// CARDGAME.md §3.4, but the cell still names it); false when none does.
func DirTo(from Cell, c Card, to Cell) (Dir, bool) {
	if from >= MaxSide*MaxSide || to >= MaxSide*MaxSide {
		return 0, false
	}
	x, y := from.XY()
	for _, d := range c.Dirs() {
		dx, dy := d.Delta()
		if nx, ny := x+dx, y+dy; nx >= 0 && ny >= 0 && nx < MaxSide && ny < MaxSide && CellAt(nx, ny) == to {
			return d, true
		}
	}
	return 0, false
}

// Island is the grid of an island card, W columns by H rows.
type Island struct {
	W, H  uint8
	Cells [MaxSide * MaxSide]Terrain
}

// Has tells whether cell c is on the card (within its W columns and H
// rows).
func (is *Island) Has(c Cell) bool {
	x, y := c.XY()
	return c < MaxSide*MaxSide && x < int(is.W) && y < int(is.H)
}

// At is the terrain of cell c; Water off the card.
func (is *Island) At(c Cell) Terrain {
	x, y := c.XY()
	if c >= MaxSide*MaxSide || x >= int(is.W) || y >= int(is.H) {
		return Water
	}
	return is.Cells[c]
}

// Target is the cell a move in direction d from c reaches, and false when
// the move is not made: off the card or into water (CARDGAME.md §3.4). A
// horse jumps over whatever lies between.
func (is *Island) Target(c Cell, d Dir) (Cell, bool) {
	x, y := c.XY()
	dx, dy := d.Delta()
	x, y = x+dx, y+dy
	if x < 0 || y < 0 || x >= int(is.W) || y >= int(is.H) {
		return NoCell, false
	}
	t := CellAt(x, y)
	return t, is.At(t) != Water
}

// Find is the first cell (south to north, west to east) holding t,
// NoCell if none.
func (is *Island) Find(t Terrain) Cell {
	for y := range int(is.H) {
		for x := range int(is.W) {
			if is.Cells[CellAt(x, y)] == t {
				return CellAt(x, y)
			}
		}
	}
	return NoCell
}

// Count is the number of cells holding t.
func (is *Island) Count(t Terrain) int {
	n := 0
	for y := range int(is.H) {
		for x := range int(is.W) {
			if is.Cells[CellAt(x, y)] == t {
				n++
			}
		}
	}
	return n
}

// Gold is the coins of all the island's gold cells.
func (is *Island) Gold() int {
	n := 0
	for t := Gold1; t <= Gold3; t++ {
		n += is.Count(t) * t.Gold()
	}
	return n
}

// valid reports why the island breaks CARDGAME.md §1, or nil.
func (is *Island) valid() error {
	if is.W < 1 || is.H < 1 || is.W > MaxSide || is.H > MaxSide {
		return fmt.Errorf("size %dx%d (at most %dx%d)", is.W, is.H, MaxSide, MaxSide)
	}
	for c, t := range is.Cells {
		x, y := Cell(c).XY()
		if t >= NumTerrains || (x >= int(is.W) || y >= int(is.H)) && t != Water {
			return fmt.Errorf("cell %d", c)
		}
	}
	if is.Count(FlagWhite) != 1 {
		return fmt.Errorf("%d white flags (one wanted)", is.Count(FlagWhite))
	}
	if is.Count(FlagR) > 1 || is.Count(FlagB) > 1 {
		return fmt.Errorf("more than one red or blue flag")
	}
	return nil
}

// IslandCard is an island card of the catalogue: a name and its grid.
type IslandCard struct {
	Name string
	Island
}

// FormatIsland writes an island card as its file holds it: a `name:`
// line, then the rows north to south, one symbol a cell separated by
// spaces: `.` land, `~` water, `^` rough ground, `X` bandit, `1` `2` `3`
// gold, `W` the white flag, `R` the red flag, `B` the blue flag.
func FormatIsland(c IslandCard) string {
	var b strings.Builder
	b.WriteString("name: " + c.Name + "\n")
	for y := int(c.H) - 1; y >= 0; y-- {
		for x := range int(c.W) {
			if x > 0 {
				b.WriteByte(' ')
			}
			b.WriteByte(terrainSymbols[c.Cells[CellAt(x, y)]])
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// ParseError is an island file's error at a line and column (1-based).
type ParseError struct {
	Line, Col int
	Msg       string
}

func (e *ParseError) Error() string { return fmt.Sprintf("%d:%d: %s", e.Line, e.Col, e.Msg) }

// Unwrap makes a ParseError an ErrIsland.
func (e *ParseError) Unwrap() error { return ErrIsland }

// ParseIsland reads an island card written as FormatIsland writes it.
// Blank lines and lines starting with `#` are skipped; errors are
// *ParseError with the line and column.
func ParseIsland(text string) (IslandCard, error) {
	var c IslandCard
	var rows [][]Terrain
	var rowLine []int
	named := false
	for i, line := range strings.Split(text, "\n") {
		ln := i + 1
		line = strings.TrimRight(line, " \t\r")
		if strings.TrimSpace(line) == "" || strings.HasPrefix(strings.TrimSpace(line), "#") {
			continue
		}
		if rest, ok := strings.CutPrefix(line, "name:"); ok {
			if named || len(rows) > 0 {
				return c, &ParseError{ln, 1, "name: must come once, first"}
			}
			c.Name, named = strings.TrimSpace(rest), true
			if c.Name == "" {
				return c, &ParseError{ln, 6, "empty name"}
			}
			continue
		}
		if !named {
			return c, &ParseError{ln, 1, "the file must start with name:"}
		}
		var row []Terrain
		for col := 0; col < len(line); col++ {
			ch := line[col]
			if ch == ' ' || ch == '\t' {
				continue
			}
			t := Terrain(0)
			for t < NumTerrains && terrainSymbols[t] != ch {
				t++
			}
			if t == NumTerrains {
				return c, &ParseError{ln, col + 1, fmt.Sprintf("unknown cell %q", ch)}
			}
			if col+1 < len(line) && line[col+1] != ' ' && line[col+1] != '\t' {
				return c, &ParseError{ln, col + 2, "cells are separated by spaces"}
			}
			row = append(row, t)
		}
		if len(row) > MaxSide {
			return c, &ParseError{ln, 1, fmt.Sprintf("%d cells in a row (at most %d)", len(row), MaxSide)}
		}
		if len(rows) > 0 && len(row) != len(rows[0]) {
			return c, &ParseError{ln, 1, fmt.Sprintf("%d cells in a row, the first row has %d", len(row), len(rows[0]))}
		}
		rows, rowLine = append(rows, row), append(rowLine, ln)
	}
	if !named {
		return c, &ParseError{1, 1, "no name: line"}
	}
	if len(rows) == 0 || len(rows) > MaxSide {
		return c, &ParseError{1, 1, fmt.Sprintf("%d rows (1 to %d wanted)", len(rows), MaxSide)}
	}
	c.W, c.H = uint8(len(rows[0])), uint8(len(rows))
	for i, row := range rows {
		y := len(rows) - 1 - i
		for x, t := range row {
			c.Cells[CellAt(x, y)] = t
		}
	}
	if err := c.valid(); err != nil {
		return c, &ParseError{rowLine[0], 1, err.Error()}
	}
	return c, nil
}
