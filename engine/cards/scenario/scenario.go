package scenario

import (
	"bytes"
	"errors"
	"fmt"

	"github.com/jackalbot/jackal/engine/yamlerr"
	"go.yaml.in/yaml/v3"
)

// Errors of this package, wrapped with %w.
var (
	// ErrMalformed: the file is not a scenario, or asks for a position or
	// an expectation the game cannot have.
	ErrMalformed = errors.New("malformed scenario")
	// ErrMismatch: the run did not give what the file expects.
	ErrMismatch = errors.New("scenario mismatch")
)

// MaxSize bounds the files Parse reads.
const MaxSize = 1 << 16

// DefaultIslands is the number of islands of a file without islands:
// two, so that the round played does not end the game.
const DefaultIslands = 2

// File is a parsed scenario: the position (every field up to Seed), the
// actions and what must hold afterwards. Seats are named p1 to p4, cards
// by their ids (cards.ParseCard), cells as cards.Cell writes them ("c3").
type File struct {
	Name     string              `yaml:"name"`
	Seats    int                 `yaml:"seats"`     // 2 to 4
	Islands  int                 `yaml:"islands"`   // islands in the game, DefaultIslands when 0
	Round    int                 `yaml:"round"`     // index of the current island, 0 first
	Island   string              `yaml:"island"`    // the grid as cards.ParseIsland reads it (its name: line optional)
	IslandID int                 `yaml:"island-id"` // or a shipped island card by its number, 1 first
	First    string              `yaml:"first"`     // the first player; "" keeps the deal's (p1)
	Coins    map[string]int      `yaml:"coins"`     // each seat's coins, 0 when not named
	Hands    map[string][]string `yaml:"hands"`     // each seat's hand, empty when not named
	Deck     *[]string           `yaml:"deck"`      // the draw pile, top first; nil: the rest, shuffled
	Discard  []string            `yaml:"discard"`   // the discard pile
	Seed     uint64              `yaml:"seed"`      // the deal's seed: the islands to come, the shuffles
	Actions  []Entry             `yaml:"actions"`
	Expect   Expect              `yaml:"expect"`

	src yamlerr.Source // the text Parse read and its name, for Build's refusals
}

// Entry is one item of actions: its text and the line it is on.
type Entry struct {
	Text string
	Line int
}

// UnmarshalYAML reads an entry from a scalar, keeping its line.
func (e *Entry) UnmarshalYAML(n *yaml.Node) error {
	if n.Kind != yaml.ScalarNode {
		return fmt.Errorf("line %d: an action is a line of text", n.Line)
	}
	e.Text, e.Line = n.Value, n.Line
	return nil
}

// Expect is what must hold after the actions; an empty field is not
// checked. Maps are keyed by seat.
type Expect struct {
	Error       string              `yaml:"error"`        // illegal, syntax, not-acting, game-over: the last action's refusal
	Phase       string              `yaml:"phase"`        // plan, resolve, over
	Round       *int                `yaml:"round"`        // index of the current island
	First       string              `yaml:"first"`        // the first player
	Coins       map[string]int      `yaml:"coins"`        // coins
	Hands       map[string][]string `yaml:"hands"`        // the exact hand, in any order
	HandSize    map[string]int      `yaml:"hand-size"`    // cards in hand
	Rows        map[string][]string `yaml:"rows"`         // the exact row, left to right
	DeckSize    *int                `yaml:"deck-size"`    // cards in the deck
	DiscardSize *int                `yaml:"discard-size"` // cards in the discard
	Dug         map[string]string   `yaml:"dug"`          // the gold cell dug this round, "-" for none
	At          map[string]string   `yaml:"at"`           // where the pirate stands this round, "-" before it lands
	Acting      []string            `yaml:"acting"`       // the seats that may act (cards.Acting), in seat order
	Asked       string              `yaml:"asked"`        // the seat asked while resolving, "-" for none
	Pending     string              `yaml:"pending"`      // none, rum, dir, friday, weapon, double
	Events      []string            `yaml:"events"`       // in this order, others may come between
	Legal       map[string][]string `yaml:"legal"`        // actions LegalFor lists for the seat
	NotLegal    map[string][]string `yaml:"not-legal"`    // actions it does not list
	LegalCount  map[string]int      `yaml:"legal-count"`  // how many it lists
	Winners     []string            `yaml:"winners"`      // the exact winners; [] while the game goes on
}

// Parse reads a scenario file; unknown keys are refused. It checks the
// YAML only: Build checks the position, Run the actions and expectations.
// An error of a line of the file is a *LineError.
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
