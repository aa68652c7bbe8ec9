// Package scenario reads and runs Archipirata scenario files: a position,
// actions in the notation, and what must hold afterwards. See testdata/ for
// one file per rule.
//
// A file (YAML) reads:
//
//	name: sabre injures one enemy pirate
//	seats: 2            # 2 or 4
//	turn: 0             # the seat to act; seat s plays colour s%2 (0 red, 1 white)
//	compass: 0          # compasses already used this turn
//	quiet: 0            # actions in a row that took no card (stall rule)
//	piles:              # island: cards from top to bottom (at most 6)
//	  3: [sabre, rum]
//	perm: {5: fort}     # permanents already revealed
//	pirates: {1: [2, 1]}  # island: [red, white]; the rest are injured
//	held: {red: {rum: 1}}
//	captains: {0: ching-shih}   # seat: captain (advanced variant)
//	revealed: [0]       # seats whose captain is face up
//	actions: [take 1 cw R W R]
//	expect:
//	  error: illegal    # the last action must be refused with this error
//	  pirates: {3: [1, 0]}
//	  injured: [0, 1]
//	  held: {red: {sabre: 1}}
//	  top: {3: rum}     # "-" for an empty pile
//	  perm: {3: storm}
//	  turn: 1
//	  over: true
//	  gold: [0, 1]      # gold per team, captains worth one included
//	  winner: red       # red, white or draw
//	  ended: gold       # gold, eliminated, no-move, stall
//	  events: [injured 3 W]   # in this order, others may come between
//	  legal: [take 2 cw]   # read by archipirata.Resolve, as Apply reads them
//	  not-legal: [take 3 cw]
//	  legal-count: 4
package scenario

import (
	"bytes"
	"errors"
	"fmt"
	"strconv"

	"github.com/jackalbot/jackal/engine/archipirata"
	"github.com/jackalbot/jackal/engine/yamlerr"
	"go.yaml.in/yaml/v3"
)

// Errors of this package, wrapped with %w.
var (
	// ErrMalformed: the file is not a scenario.
	ErrMalformed = errors.New("malformed scenario")
	// ErrMismatch: the run did not give what the file expects.
	ErrMismatch = errors.New("scenario mismatch")
)

// MaxSize bounds the files Parse reads.
const MaxSize = 1 << 16

// File is a parsed scenario.
type File struct {
	Name    string `yaml:"name"`
	Seats   int    `yaml:"seats"`
	Turn    int    `yaml:"turn"`
	Compass int    `yaml:"compass"`
	Quiet   int    `yaml:"quiet"`
	// Captains gives seats their captain (advanced variant); Revealed
	// lists seats whose captain is already face up.
	Captains map[int]string            `yaml:"captains"`
	Revealed []int                     `yaml:"revealed"`
	Piles    map[int][]string          `yaml:"piles"`
	Perm     map[int]string            `yaml:"perm"`
	Pirates  map[int][2]int            `yaml:"pirates"`
	Held     map[string]map[string]int `yaml:"held"`
	Actions  []string                  `yaml:"actions"`
	Expect   Expect                    `yaml:"expect"`

	src yamlerr.Source // the text Parse read and its name, for Build's refusals
}

// Expect is what must hold after the actions.
type Expect struct {
	Error      string                    `yaml:"error"`
	Pirates    map[int][2]int            `yaml:"pirates"`
	Injured    *[2]int                   `yaml:"injured"`
	Held       map[string]map[string]int `yaml:"held"`
	Top        map[int]string            `yaml:"top"`
	Perm       map[int]string            `yaml:"perm"`
	Turn       *int                      `yaml:"turn"`
	Gold       *[2]int                   `yaml:"gold"`
	Over       *bool                     `yaml:"over"`
	Winner     string                    `yaml:"winner"`
	Ended      string                    `yaml:"ended"`
	Events     []string                  `yaml:"events"`
	Legal      []string                  `yaml:"legal"`
	NotLegal   []string                  `yaml:"not-legal"`
	LegalCount *int                      `yaml:"legal-count"`
}

// Parse reads a scenario file; unknown keys are refused. An error of a
// line of the file is a *LineError.
func Parse(data []byte) (*File, error) { return ParseFile("", data) }

// ParseFile is Parse of the file called name: its errors, and those of
// Build, Run and Play, are told as the classic scenarios' are, "name:line:
// reason" (LineError).
func ParseFile(name string, data []byte) (*File, error) {
	if len(data) > MaxSize {
		return nil, source(name, nil).Named(fmt.Errorf("%w: larger than %d bytes", ErrMalformed, MaxSize))
	}
	d := yaml.NewDecoder(bytes.NewReader(data))
	d.KnownFields(true)
	var f File
	if err := d.Decode(&f); err != nil {
		return nil, source(name, data).Decoded(err, ErrMalformed)
	}
	f.src = source(name, data)
	return &f, nil
}

var teams = map[string]uint8{"red": 0, "white": 1}

var endings = map[string]uint8{"gold": archipirata.EndGold, "eliminated": archipirata.EndEliminated,
	"no-move": archipirata.EndNoMove, "stall": archipirata.EndStall}

// Build makes the position the file describes.
func (f *File) Build() (archipirata.State, error) {
	s, err := f.build()
	return s, f.src.Named(err)
}

func (f *File) build() (archipirata.State, error) {
	var s archipirata.State
	// bad refuses the position, told with the line of the key path
	bad := func(path []string, format string, a ...any) (archipirata.State, error) {
		return archipirata.State{}, f.src.At(fmt.Errorf("%w: "+format, append([]any{ErrMalformed}, a...)...), path...)
	}
	if f.Seats != 2 && f.Seats != 4 {
		return bad([]string{"seats"}, "seats %d (2 or 4)", f.Seats)
	}
	switch {
	case f.Turn < 0 || f.Turn >= f.Seats:
		return bad([]string{"turn"}, "turn %d (0 to %d: the seat to play)", f.Turn, f.Seats-1)
	case f.Compass < 0 || f.Compass > 2:
		return bad([]string{"compass"}, "compass %d (0 to 2)", f.Compass)
	case f.Quiet < 0 || f.Quiet >= archipirata.StallTurns:
		return bad([]string{"quiet"}, "quiet %d (0 to %d)", f.Quiet, archipirata.StallTurns-1)
	}
	s.Quiet = uint8(f.Quiet)
	s.Seats, s.Turn, s.Compass, s.Winner = uint8(f.Seats), uint8(f.Turn), uint8(f.Compass), -1
	for i := range archipirata.NumIslands {
		s.Top[i] = archipirata.PileSize
	}
	for isl, cards := range f.Piles {
		if isl < 1 || isl > archipirata.NumIslands || len(cards) > archipirata.PileSize {
			return bad([]string{"piles", strconv.Itoa(isl)}, "pile %d of %d cards (islands 1 to %d, at most %d cards)",
				isl, len(cards), archipirata.NumIslands, archipirata.PileSize)
		}
		top := archipirata.PileSize - len(cards)
		s.Top[isl-1] = uint8(top)
		for k, name := range cards {
			c, ok := archipirata.ParseCard(name)
			if !ok {
				return archipirata.State{}, f.src.At(unknownCard(name, "pile of "+strconv.Itoa(isl)), "piles", strconv.Itoa(isl))
			}
			s.Pile[isl-1][top+k] = c
		}
		for k := range top {
			s.Pile[isl-1][k] = archipirata.Sabre // below the top index: gone, never read
		}
	}
	for i := range archipirata.NumIslands {
		if s.Top[i] == archipirata.PileSize {
			for k := range archipirata.PileSize {
				s.Pile[i][k] = archipirata.Sabre
			}
		}
	}
	for isl, name := range f.Perm {
		c, ok := archipirata.ParseCard(name)
		if !ok && isl >= 1 && isl <= archipirata.NumIslands {
			return archipirata.State{}, f.src.At(unknownCard(name, "permanent of "+strconv.Itoa(isl)), "perm", strconv.Itoa(isl))
		}
		if isl < 1 || isl > archipirata.NumIslands || !ok || !c.IsPermanent() {
			return bad([]string{"perm", strconv.Itoa(isl)}, "permanent %d: %q (islands 1 to %d, a permanent card)",
				isl, name, archipirata.NumIslands)
		}
		s.Perm[isl-1] = c
	}
	var on [2]int
	for isl, p := range f.Pirates {
		if isl < 1 || isl > archipirata.NumIslands || p[0] < 0 || p[1] < 0 {
			return bad([]string{"pirates", strconv.Itoa(isl)}, "pirates on %d (islands 1 to %d, no count below 0)",
				isl, archipirata.NumIslands)
		}
		for c := range 2 {
			on[c] += p[c]
			if on[c] > archipirata.NumPirates {
				return bad([]string{"pirates", strconv.Itoa(isl)}, "more than %d pirates of one colour", archipirata.NumPirates)
			}
			s.Pirates[isl-1][c] = uint8(p[c])
		}
	}
	s.Injured = [2]uint8{uint8(archipirata.NumPirates - on[0]), uint8(archipirata.NumPirates - on[1])}
	for seat, name := range f.Captains {
		c, ok := captainOf(name)
		if seat < 0 || seat >= f.Seats || !ok {
			return bad([]string{"captains", strconv.Itoa(seat)}, "captain %d: %q", seat, name)
		}
		s.Adv, s.Captain[seat] = true, c
	}
	for _, seat := range f.Revealed {
		if seat < 0 || seat >= f.Seats || s.Captain[seat] == archipirata.NoCaptain {
			return bad([]string{"revealed"}, "revealed seat %d has no captain", seat)
		}
		s.Revealed[seat] = true
	}
	held, err := heldOf(f.Held)
	if err != nil {
		return archipirata.State{}, f.src.At(err, "held")
	}
	s.Held = held
	return s, nil
}

func heldOf(m map[string]map[string]int) ([2][archipirata.NumHeld]uint8, error) {
	var h [2][archipirata.NumHeld]uint8
	for team, cards := range m {
		t, ok := teams[team]
		if !ok {
			return h, fmt.Errorf("%w: team %q (red or white)", ErrMalformed, team)
		}
		for name, n := range cards {
			c, ok := archipirata.ParseCard(name)
			if !ok {
				return h, unknownCard(name, "held by "+team)
			}
			if int(c) >= archipirata.NumHeld || n < 0 || n > archipirata.NumCards {
				return h, fmt.Errorf("%w: held %q: %d", ErrMalformed, name, n)
			}
			h[t][c] = uint8(n)
		}
	}
	return h, nil
}

func captainOf(name string) (archipirata.Captain, bool) {
	for c := archipirata.BenitoBonito; c <= archipirata.AnneBonny; c++ {
		if c.String() == name {
			return c, true
		}
	}
	return archipirata.NoCaptain, false
}
