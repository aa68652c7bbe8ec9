package puzzles

import (
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/jackalbot/jackal/engine/archipelago/puzzle"
)

//go:embed *.puzzle
var files embed.FS

// ErrUnknown reports a number that names no shipped puzzle.
var ErrUnknown = errors.New("no such puzzle")

// shipped is every file parsed once: the puzzles by number, or the first
// file's error.
var shipped = sync.OnceValues(load)

// load parses every embedded file; each is named after its puzzle's
// number and island: "01-first-coin.puzzle". The numbers run 1 to N.
func load() ([]*puzzle.Puzzle, error) {
	names, err := fs.Glob(files, "*.puzzle")
	if err != nil {
		return nil, err
	}
	var out []*puzzle.Puzzle
	for _, name := range names {
		data, err := files.ReadFile(name)
		if err != nil {
			return nil, err
		}
		p, err := puzzle.Parse(data, name)
		if err != nil {
			return nil, err
		}
		if want := fmt.Sprintf("%02d-%s.puzzle", p.Number, p.Island.ID); name != want {
			return nil, fmt.Errorf("%s holds puzzle %d, %q: a shipped file is named %s", name, p.Number, p.Island.ID, want)
		}
		out = append(out, p)
	}
	slices.SortFunc(out, func(a, b *puzzle.Puzzle) int { return a.Number - b.Number })
	for i, p := range out {
		if p.Number != i+1 {
			return nil, fmt.Errorf("puzzle %d follows puzzle %d: the numbers run 1 to %d", p.Number, i, len(out))
		}
	}
	return out, nil
}

// All returns every shipped puzzle, by number (1 first). The puzzles are
// copies: changing them changes nothing here. The error is a shipped file
// that does not parse, which the package's tests rule out.
func All() ([]*puzzle.Puzzle, error) {
	list, err := shipped()
	if err != nil {
		return nil, err
	}
	out := make([]*puzzle.Puzzle, len(list))
	for i, p := range list {
		out[i] = p.Clone()
	}
	return out, nil
}

// Count is the number of shipped puzzles.
func Count() int {
	list, _ := shipped()
	return len(list)
}

// Get returns a copy of the shipped puzzle number n (1 to Count), or an
// error wrapping ErrUnknown.
func Get(n int) (*puzzle.Puzzle, error) {
	list, err := shipped()
	if err != nil {
		return nil, err
	}
	if n < 1 || n > len(list) {
		return nil, fmt.Errorf("%w: %d (the puzzles are 1 to %d)", ErrUnknown, n, len(list))
	}
	return list[n-1].Clone(), nil
}

// Lookup returns the shipped puzzle named by text: its number ("3") or its
// island's id ("the-ford"), or an error wrapping ErrUnknown.
func Lookup(text string) (*puzzle.Puzzle, error) {
	text = strings.ToLower(strings.TrimSpace(text))
	if n, err := strconv.Atoi(text); err == nil {
		return Get(n)
	}
	list, err := shipped()
	if err != nil {
		return nil, err
	}
	for _, p := range list {
		if p.Island.ID == text {
			return p.Clone(), nil
		}
	}
	return nil, fmt.Errorf("%w: %q (the puzzles are 1 to %d)", ErrUnknown, text, len(list))
}

// Source returns the text of shipped puzzle number n as shipped (comments
// and all), to copy and change.
func Source(n int) ([]byte, error) {
	p, err := Get(n)
	if err != nil {
		return nil, err
	}
	return files.ReadFile(fmt.Sprintf("%02d-%s.puzzle", p.Number, p.Island.ID))
}
