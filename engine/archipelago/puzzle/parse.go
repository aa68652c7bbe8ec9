package puzzle

import (
	"bytes"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/engine/archipelago/internal/textfile"
	"github.com/jackalbot/jackal/engine/archipelago/island"
)

// MaxFileSize bounds the puzzle files Parse reads, in bytes.
const MaxFileSize = 64 << 10

// Header keys: those this package reads, those the island file's parser
// reads (map: starts the map), in the order Format writes them.
var (
	puzzleKeys = []string{"puzzle", "hint", "hint.ru", "bear", "gold", "turns", "survivors", "par"}
	islandKeys = []string{"island", "name", "name.ru", "north", "map"}
	allKeys    = []string{"puzzle", "island", "name", "name.ru", "hint", "hint.ru", "north", "bear", "gold",
		"turns", "survivors", "par", "map"}
)

// tilesKey starts the tiles' list, after the map.
const tilesKey = "tiles"

// pos is a place in a file: a line and a column, both from 1.
type pos struct{ line, col int }

// section is the part of the file a line belongs to.
type section uint8

const (
	inHeader section = iota
	inMap
	inTiles
)

// parser holds what Parse has read so far.
type parser struct {
	file    string
	p       Puzzle
	seen    map[string]pos // each header key given: where its value starts
	tileAt  map[engine.Cell]pos
	goldAt  map[engine.Cell]pos
	tilesAt pos // the tiles: line, zero when there is none
	in      section
}

// Parse reads a puzzle file (see the package documentation for the format)
// and validates the puzzle. name is the file's name, used in messages.
// Every mistake is an *Error giving the line and the column
// ("01-first-coin.puzzle:7:12: …") and wrapping ErrSyntax, ErrHeader,
// ErrIsland, ErrTile, ErrGoal or ErrTooLarge.
func Parse(data []byte, name string) (*Puzzle, error) {
	if name == "" {
		name = "puzzle"
	}
	ps := &parser{file: name, seen: map[string]pos{}, tileAt: map[engine.Cell]pos{}, goldAt: map[engine.Cell]pos{}}
	ps.p.Den = engine.NoCell
	if len(data) > MaxFileSize {
		return nil, ps.errAt(pos{1, 1}, fmt.Errorf("%w: %d bytes; a puzzle file is at most %d", ErrTooLarge, len(data), MaxFileSize))
	}
	data = bytes.TrimPrefix(data, []byte("\uFEFF"))
	lines := strings.Split(string(data), "\n")
	keep := make([]string, len(lines)) // the island file: this package's lines blanked
	for i, raw := range lines {
		line := strings.TrimSuffix(raw, "\r")
		code := line
		if k := strings.IndexByte(code, '#'); k >= 0 {
			code = code[:k]
		}
		if strings.TrimSpace(code) == "" {
			continue
		}
		mine, err := ps.line(code, i+1)
		if err != nil {
			return nil, textfile.Wrap(ps.file, err)
		}
		if !mine {
			keep[i] = line
		}
	}
	end := pos{len(lines), 1}
	isl, err := island.ParseMin([]byte(strings.Join(keep, "\n")), name, 1)
	if err != nil {
		var ie *island.Error
		if errors.As(err, &ie) {
			return nil, ps.errAt(pos{ie.Line, ie.Col}, fmt.Errorf("%w: %w", ErrIsland, ie.Err))
		}
		return nil, ps.errAt(end, fmt.Errorf("%w: %w", ErrIsland, err))
	}
	ps.p.Island = isl
	for _, k := range []string{"puzzle", "hint"} {
		if _, ok := ps.seen[k]; !ok {
			what := map[string]string{"puzzle": "puzzle: (its number)", "hint": "hint: (what it is about, in English)"}[k]
			return nil, ps.errAt(end, fmt.Errorf("%w: the file has no %s", ErrHeader, what))
		}
	}
	if f := check(&ps.p); f != nil {
		return nil, ps.errAt(ps.where(f, end), f.err)
	}
	return &ps.p, nil
}

// errAt is an *Error at a place of the file.
func (ps *parser) errAt(at pos, err error) *Error {
	return &Error{File: ps.file, Line: at.line, Col: at.col, Err: err}
}

// where is the place in the file a fault of the puzzle lies.
func (ps *parser) where(f *fault, end pos) pos {
	var w pos
	switch f.at {
	case atKey:
		w = ps.seen[f.key]
	case atTile:
		w = ps.tileAt[f.cell]
	case atGold:
		w = ps.goldAt[f.cell]
	case atTiles:
		w = ps.tilesAt
	}
	if w == (pos{}) {
		if w = ps.seen["map"]; w == (pos{}) {
			w = end
		}
	}
	return w
}

// line reads one line (comment cut off, not blank) of the section the
// parser is in, and reports whether it is this package's (not the island
// file's).
func (ps *parser) line(code string, n int) (bool, error) {
	start := len(code) - len(strings.TrimLeft(code, " \t"))
	key, _, hasColon := strings.Cut(code[start:], ":")
	key = strings.TrimSpace(key)
	switch ps.in {
	case inHeader:
		if !hasColon {
			return false, textfile.At(n, textfile.Column(code, start), fmt.Errorf("%w: expected \"key: value\" (keys: %s), then map: with the map's rows, then tiles:", ErrSyntax, strings.Join(allKeys, ", ")))
		}
		switch {
		case slices.Contains(islandKeys, key):
			if key == "map" {
				ps.in = inMap
				ps.seen["map"] = pos{n, textfile.Column(code, start)}
			}
			return false, nil
		case slices.Contains(puzzleKeys, key):
			return true, ps.header(code, n, start, key)
		case key == "remove" || key == "boats":
			return false, textfile.At(n, textfile.Column(code, start), fmt.Errorf("%w: %s: has no place in a puzzle: it lays every tile and has no boats", ErrHeader, key))
		case key == tilesKey:
			return false, textfile.At(n, textfile.Column(code, start), fmt.Errorf("%w: tiles: follows the map", ErrHeader))
		}
		return false, textfile.At(n, textfile.Column(code, start), fmt.Errorf("%w: unknown key %q (keys: %s, then tiles: after the map)", ErrHeader, key, strings.Join(allKeys, ", ")))
	case inMap:
		if hasColon && key == tilesKey {
			if rest := strings.TrimSpace(code[strings.IndexByte(code, ':')+1:]); rest != "" {
				return true, textfile.At(n, textfile.Column(code, strings.IndexByte(code, ':')+1), fmt.Errorf("%w: tiles: takes no value; the tiles follow it, one a line (c2: bank open)", ErrSyntax))
			}
			ps.in, ps.tilesAt = inTiles, pos{n, textfile.Column(code, start)}
			return true, nil
		}
		if hasColon && slices.Contains(puzzleKeys, key) {
			return true, textfile.At(n, textfile.Column(code, start), fmt.Errorf("%w: %s: comes after map:; header lines go above it (the map, then the tiles, are last)", ErrHeader, key))
		}
		return false, nil
	}
	return true, ps.tile(code, n, start)
}

// header reads one of this package's header lines, "key: value".
func (ps *parser) header(code string, n, start int, key string) error {
	colon := strings.IndexByte(code, ':')
	value, off := textfile.Value(code, colon)
	vat := pos{n, textfile.Column(code, off)}
	if first, dup := ps.seen[key]; dup {
		return textfile.At(n, textfile.Column(code, start), fmt.Errorf("%w: %s: is given twice (first on line %d)", ErrHeader, key, first.line))
	}
	ps.seen[key] = vat
	var err error
	switch key {
	case "puzzle":
		ps.p.Number, err = number(value, "puzzle", MaxNumber)
	case "hint":
		ps.p.Hint, err = text(value, "hint")
	case "hint.ru":
		ps.p.HintRU, err = text(value, "hint.ru")
	case "bear":
		ps.p.Den, err = parseCell(value)
	case "turns":
		ps.p.Turns, err = number(value, "turns", MaxTurns)
	case "survivors":
		ps.p.Survivors, err = number(value, "survivors", Pirates)
	case "par":
		ps.p.Par, err = number(value, "par", MaxTurns)
	case "gold":
		return ps.gold(code, off, n, value)
	}
	if err != nil {
		return textfile.At(vat.line, vat.col, err)
	}
	return nil
}

// number reads a whole number 1 to most.
func number(s, key string, most int) (int, error) {
	v, err := strconv.Atoi(s)
	if err != nil || v < 1 || v > most || s[0] == '+' {
		return 0, fmt.Errorf("%w: %s: %q is not a number 1 to %d", ErrSyntax, key, s, most)
	}
	return v, nil
}

// text reads a hint: not empty.
func text(s, key string) (string, error) {
	if s == "" {
		return "", fmt.Errorf("%w: %s: is empty (leave the line out when there is none)", ErrHeader, key)
	}
	return s, nil
}

// gold reads "gold: e6 2, f7": cells and their coins (1 when not given).
func (ps *parser) gold(code string, off, n int, value string) error {
	if value == "" {
		return textfile.At(n, textfile.Column(code, off), fmt.Errorf("%w: gold: is empty (write e.g. e6 2, f7 1)", ErrSyntax))
	}
	for _, it := range textfile.Items(code, off) {
		c := textfile.Column(code, it.Off)
		name, num, _ := strings.Cut(it.Text, " ")
		cell, err := parseCell(name)
		if err != nil {
			return textfile.At(n, c, err)
		}
		coins := 1
		if num = strings.TrimSpace(num); num != "" {
			if coins, err = number(num, "gold", engine.ArchipelagoCoins); err != nil {
				return textfile.At(n, textfile.Column(code, it.Off+len(it.Text)-len(num)), err)
			}
		}
		if first, dup := ps.goldAt[cell]; dup {
			return textfile.At(n, c, fmt.Errorf("%w: gold: %s is named twice (first at column %d)", ErrSyntax, cell, first.col))
		}
		ps.goldAt[cell] = pos{n, c}
		ps.p.Coins[cell] = uint8(coins)
	}
	return nil
}

// tile reads one entry of the tiles' list: "c2: bank open",
// "d4: arrow-1d@e", a tile as scenario files write it.
func (ps *parser) tile(code string, n, start int) error {
	colon := strings.IndexByte(code, ':')
	if colon < 0 {
		return textfile.At(n, textfile.Column(code, start), fmt.Errorf("%w: a tile is written cell: id[@rotation] [open], such as d4: arrow-1@e open", ErrSyntax))
	}
	cell, err := parseCell(strings.TrimSpace(code[start:colon]))
	if err != nil {
		return textfile.At(n, textfile.Column(code, start), err)
	}
	if first, dup := ps.tileAt[cell]; dup {
		return textfile.At(n, textfile.Column(code, start), fmt.Errorf("%w: %s is listed twice (first on line %d)", ErrTile, cell, first.line))
	}
	ps.tileAt[cell] = pos{n, textfile.Column(code, start)}
	words := fields(code, colon+1)
	if len(words) == 0 {
		return textfile.At(n, textfile.Column(code, colon+1), fmt.Errorf("%w: %s has no tile: write its id, such as %s: empty open", ErrSyntax, cell, cell))
	}
	t, err := ParseTile(words[0].Text)
	if err != nil {
		return textfile.At(n, textfile.Column(code, words[0].Off), err)
	}
	for i, w := range words[1:] {
		if w.Text != "open" || i > 0 {
			return textfile.At(n, textfile.Column(code, w.Off), fmt.Errorf("%w: %q: after the tile's id only open may follow (face up; face down without it)", ErrSyntax, w.Text))
		}
		t.Open = true
	}
	ps.p.Tiles[cell] = t
	return nil
}

// fields splits line from byte off at spaces: each word and its offset.
func fields(line string, off int) []textfile.Item {
	var out []textfile.Item
	for i := off; i < len(line); {
		if line[i] == ' ' || line[i] == '\t' {
			i++
			continue
		}
		j := i
		for j < len(line) && line[j] != ' ' && line[j] != '\t' {
			j++
		}
		out = append(out, textfile.Item{Text: line[i:j], Off: i})
		i = j
	}
	return out
}

// parseCell reads a cell name, "a1" to "o15".
func parseCell(s string) (engine.Cell, error) {
	c, err := island.ParseCell(s)
	if err != nil {
		return engine.NoCell, fmt.Errorf("%w: %q is not a cell (a1 to o15)", ErrSyntax, s)
	}
	return c, nil
}

// ParseTile reads a tile face down as puzzle (and scenario) files write
// it: Archipelago's tile id, then optionally @ and the direction its north
// points to ("arrow-2d@e"). "open" (face up) is read by the file's parser.
func ParseTile(s string) (engine.Tile, error) {
	var t engine.Tile
	id, rot, hasRot := strings.Cut(s, "@")
	k, err := engine.ParseArchipelagoKind(id)
	if err != nil {
		return t, fmt.Errorf("%w: %q is not one of Archipelago's tile ids (empty, arrow-1, chest-2, bank, …)", ErrSyntax, id)
	}
	t.Kind = k
	if hasRot {
		if t.Rot, err = engine.ParseRot(rot); err != nil {
			return t, fmt.Errorf("%w: %q is not a rotation (n, e, s or w)", ErrSyntax, rot)
		}
	}
	return t, nil
}
