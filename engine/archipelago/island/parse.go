package island

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"

	"github.com/jackalbot/jackal/engine/archipelago/internal/textfile"
)

// MaxFileSize bounds the island files Parse reads, in bytes.
const MaxFileSize = 64 << 10

// keys are the header keys of an island file, in the order Format writes
// them.
var keys = []string{"island", "name", "name.ru", "north", "remove", "boats", "map"}

// pos is a place in a file: a line and a column, both from 1.
type pos struct{ line, col int }

// parser holds what Parse has read so far.
type parser struct {
	file   string
	isl    Island
	seen   map[string]pos // each key given: where its value starts
	remove [NumBacks]int  // the remove: line's counts
	remAt  [NumBacks]pos  // where each count is, zero when not named
	boatAt []pos          // where each boat start is
	m      mapReader
	// minLand is the fewest island cells: MinLand, or ParseMin's.
	minLand int
}

// Parse reads an island file (see the package documentation for the
// format) and validates the island. name is the file's name, used in
// messages. Every mistake is an *Error giving the line and the column
// ("ring.island:7:12: …") and wrapping ErrSyntax, ErrHeader, ErrShape,
// ErrTiles, ErrBoat or ErrTooLarge.
func Parse(data []byte, name string) (*Island, error) { return ParseMin(data, name, MinLand) }

// ParseMin is Parse for formats built on island files whose islands are
// smaller (a solo puzzle's): the island needs minLand (at least 1) to
// MaxLand cells, as ValidateMin checks.
func ParseMin(data []byte, name string, minLand int) (*Island, error) {
	if name == "" {
		name = "island"
	}
	p := &parser{file: name, seen: map[string]pos{}, minLand: minLand}
	if len(data) > MaxFileSize {
		return nil, p.errAt(pos{1, 1}, fmt.Errorf("%w: %d bytes; an island file is at most %d", ErrTooLarge, len(data), MaxFileSize))
	}
	data = bytes.TrimPrefix(data, []byte("\uFEFF"))
	lines := strings.Split(string(data), "\n")
	for i, raw := range lines {
		line := strings.TrimSuffix(raw, "\r")
		if k := strings.IndexByte(line, '#'); k >= 0 {
			line = line[:k]
		}
		if strings.TrimSpace(line) == "" {
			continue
		}
		var err error
		if p.m.started {
			err = p.m.row(line, i+1)
		} else {
			err = p.header(line, i+1)
		}
		if err != nil {
			return nil, textfile.Wrap(p.file, err)
		}
	}
	end := pos{len(lines), 1}
	if err := p.finish(end); err != nil {
		return nil, textfile.Wrap(p.file, err)
	}
	return &p.isl, nil
}

// errAt is an *Error at a place of the file.
func (p *parser) errAt(at pos, err error) *Error {
	return &Error{File: p.file, Line: at.line, Col: at.col, Err: err}
}

// header reads one header line, "key: value".
func (p *parser) header(line string, n int) error {
	start := len(line) - len(strings.TrimLeft(line, " \t"))
	colon := strings.IndexByte(line, ':')
	if colon < 0 {
		return textfile.At(n, textfile.Column(line, start), fmt.Errorf("%w: expected \"key: value\" (keys: %s), then map: and the map's rows", ErrSyntax, strings.Join(keys, ", ")))
	}
	key := strings.TrimSpace(line[start:colon])
	if !known(key) {
		return textfile.At(n, textfile.Column(line, start), fmt.Errorf("%w: unknown key %q (keys: %s)", ErrHeader, key, strings.Join(keys, ", ")))
	}
	value, off := textfile.Value(line, colon)
	vat := pos{n, textfile.Column(line, off)}
	if first, dup := p.seen[key]; dup {
		return textfile.At(n, textfile.Column(line, start), fmt.Errorf("%w: %s: is given twice (first on line %d)", ErrHeader, key, first.line))
	}
	p.seen[key] = vat
	var err error
	switch key {
	case "island":
		p.isl.ID = value
		err = checkID(value)
	case "name":
		p.isl.Name = value
		if value == "" {
			err = fmt.Errorf("%w: name: is empty", ErrHeader)
		} else {
			err = checkName(value)
		}
	case "name.ru":
		p.isl.NameRU = value
		if value == "" {
			err = fmt.Errorf("%w: name.ru: is empty (leave the line out when there is no Russian name)", ErrHeader)
		} else {
			err = checkName(value)
		}
	case "north":
		p.isl.North, err = ParseDir(value)
	case "remove":
		return p.removeLine(line, off, n, value)
	case "boats":
		return p.boatsLine(line, off, n, value)
	case "map":
		if value != "" {
			return textfile.At(vat.line, vat.col, fmt.Errorf("%w: map: takes no value; the map's rows follow it, one a line", ErrSyntax))
		}
		p.m.start(n)
	}
	if err != nil {
		return textfile.At(vat.line, vat.col, err)
	}
	return nil
}

// known reports whether key is a header key.
func known(key string) bool {
	for _, k := range keys {
		if k == key {
			return true
		}
	}
	return false
}

// removeLine reads "remove: beach 2, forest 3, mountains 4", or "none".
func (p *parser) removeLine(line string, off, n int, value string) error {
	if value == "" {
		return textfile.At(n, textfile.Column(line, off), fmt.Errorf("%w: remove: is empty (write none, or e.g. beach 2, forest 3, mountains 4)", ErrSyntax))
	}
	if value == "none" {
		return nil
	}
	for _, it := range textfile.Items(line, off) {
		c := textfile.Column(line, it.Off)
		name, num, ok := strings.Cut(it.Text, " ")
		num = strings.TrimSpace(num)
		if !ok || num == "" {
			return textfile.At(n, c, fmt.Errorf("%w: %q is not \"back count\" (e.g. forest 3)", ErrSyntax, it.Text))
		}
		b, ok := parseBack(name)
		if !ok || b == Water {
			return textfile.At(n, c, fmt.Errorf("%w: %q is not a back (beach, forest or mountains)", ErrSyntax, name))
		}
		if p.remAt[b] != (pos{}) {
			return textfile.At(n, c, fmt.Errorf("%w: remove: names %s twice", ErrSyntax, b))
		}
		numOff := it.Off + len(it.Text) - len(num)
		v, err := strconv.Atoi(num)
		if err != nil || v < 0 || v > BoxTiles(b) || num[0] == '+' {
			return textfile.At(n, textfile.Column(line, numOff), fmt.Errorf("%w: %q is not a count of %s tiles (0 to %d)", ErrSyntax, num, b, BoxTiles(b)))
		}
		p.remove[b] = v
		p.remAt[b] = pos{n, textfile.Column(line, numOff)}
	}
	return nil
}

// boatsLine reads "boats: c2, m3, …".
func (p *parser) boatsLine(line string, off, n int, value string) error {
	if value == "" {
		return textfile.At(n, textfile.Column(line, off), fmt.Errorf("%w: boats: is empty (leave the line out when there are none)", ErrSyntax))
	}
	for _, it := range textfile.Items(line, off) {
		c, err := ParseCell(it.Text)
		if err != nil {
			return textfile.At(n, textfile.Column(line, it.Off), err)
		}
		p.isl.Boats = append(p.isl.Boats, c)
		p.boatAt = append(p.boatAt, pos{n, textfile.Column(line, it.Off)})
	}
	return nil
}

// finish checks what is missing, builds the island and validates it.
func (p *parser) finish(end pos) error {
	for _, k := range []string{"island", "name", "map"} {
		if _, ok := p.seen[k]; !ok {
			what := map[string]string{"island": "island: (its id)", "name": "name: (its English name)", "map": "map: (followed by the map's rows)"}[k]
			return textfile.At(end.line, end.col, fmt.Errorf("%w: the file has no %s", ErrHeader, what))
		}
	}
	if err := p.m.finish(); err != nil {
		return err
	}
	p.isl.Files, p.isl.Ranks = p.m.files, p.m.ranks
	p.isl.Backs = p.m.backs
	if f := check(&p.isl, p.minLand); f != nil {
		return textfile.At(p.where(f).line, p.where(f).col, f.err)
	}
	if _, ok := p.seen["remove"]; ok {
		for _, b := range Lands {
			if got := p.isl.Removed(b); got != p.remove[b] {
				w := p.remAt[b]
				said := fmt.Sprintf("removes %d %s", p.remove[b], b)
				if w == (pos{}) {
					w = p.seen["remove"]
					said = fmt.Sprintf("names no %s (none removed)", b)
				}
				return textfile.At(w.line, w.col, fmt.Errorf("%w: remove: %s, but the map has %d %s cells of the box's %d, so it removes %d",
					ErrTiles, said, p.isl.Count(b), b, BoxTiles(b), got))
			}
		}
	}
	return nil
}

// where is the place in the file a fault of the island lies.
func (p *parser) where(f *fault) pos {
	switch f.at {
	case atCell:
		if w, ok := p.m.cellAt[f.cell]; ok {
			return w
		}
	case atKey:
		if w, ok := p.seen[f.key]; ok {
			return w
		}
	case atBoat:
		if f.idx < len(p.boatAt) {
			return p.boatAt[f.idx]
		}
	}
	return pos{p.m.at, 1}
}
