package scenario

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/engine/archipelago"
	"github.com/jackalbot/jackal/engine/archipelago/island"
	"github.com/jackalbot/jackal/engine/archipelago/islands"
	"go.yaml.in/yaml/v3"
)

// A scenario of Jackal Archipelago names its island; everything else is
// written as in classic's scenarios, on the island's sea board:
//
//	island: first             # a shipped island's id, or an island file
//	                          # (or only its map rows) as a YAML block
//	north: e                  # the island's north, overriding the file's
//	crews: [white, black]
//	tiles: {e5: pit open, f5: labyrinth-3@e open}   # Archipelago's tile ids
//	boats: {white: c1}        # (or ships:) any sea cell; unplaced if left out
//	pieces: {W1: e5, W2: boat, W3: d2}               # "boat" = aboard
//	bear: f6 black            # the bear's cell and the crew that woke it
//	dice: 7                   # the crossroads' die (State.Dice), or
//	rolls: [2, 5, 1]          # the faces the next rolls show
//	abilities: {W2: strongman, B1: scout used}   # §8; "used": spent
//
// and expect may also give bear (a cell or none), boats and speed
// ({white: 3}, the boats' speeds).

// maxRolls bounds a rolls list: the die is searched for a seed that shows
// the faces, 6^n seeds on average.
const maxRolls = 6

// seaKeys are the keys only a scenario with an island reads.
var seaKeys = []string{"north", "boats", "bear", "dice", "rolls", "solo", "abilities"}

// BearSpec places the awake bear.
type BearSpec struct {
	Line  int
	At    engine.Cell
	Waker engine.Crew // NoCrew: the first crew in play
	Fresh bool        // woken this turn: its first step waits for the waker's next turn
}

// DiceSpec sets the crossroads' die: a state, or the faces it must show.
type DiceSpec struct {
	Line  int
	Set   bool
	State uint64
	Rolls []int
}

// seaBoard reads the island and north keys, before the other keys, so
// that cells are checked against the island's board. With no island the
// board is classic's and the sea keys are refused.
func (r *reader) seaBoard(sc *Scenario, pairs []pair) error {
	var isl, north *pair
	for i := range pairs {
		switch strings.ToLower(pairs[i].Key) {
		case "island":
			isl = &pairs[i]
		case "north":
			north = &pairs[i]
		}
	}
	if isl == nil {
		for _, p := range pairs {
			for _, k := range seaKeys {
				if strings.EqualFold(p.Key, k) {
					return r.fail(p.KeyN, ErrMalformed, "%s: only a scenario on an island (island: ID) has %s", p.Key, k)
				}
			}
		}
		r.board = &sc.Board
		sc.Board = classic
		return nil
	}
	i, err := r.island(isl.Value)
	if err != nil {
		return err
	}
	if north != nil {
		s, err := r.scalar(north.Value, "north", ErrMalformed)
		if err != nil {
			return err
		}
		d, err := island.ParseDir(s)
		if err != nil {
			return r.fail(north.Value, ErrMalformed, "north: %v", err)
		}
		i.North = d
	}
	b, err := archipelago.Board(i)
	if err != nil {
		return r.fail(isl.Value, ErrMalformed, "island: %v", err)
	}
	sc.Island, sc.Board = i, b
	r.board = &sc.Board
	return nil
}

// island reads the island key: a shipped island's id, or an island file
// written as a YAML block; a block of map rows alone gets a header.
func (r reader) island(n *yaml.Node) (*island.Island, error) {
	s, err := r.scalar(n, "island", ErrMalformed)
	if err != nil {
		return nil, err
	}
	if !strings.Contains(s, "\n") {
		i, err := islands.Lookup(strings.ToLower(s))
		if err != nil {
			return nil, r.fail(n, ErrMalformed, "island: %v", err)
		}
		return i, nil
	}
	const header = "island: scenario\nname: Scenario\nmap:\n"
	text, skip := s+"\n", 0
	if !strings.Contains(s, "map:") {
		text, skip = header+text, strings.Count(header, "\n")
	}
	i, err := island.Parse([]byte(text), r.name)
	if err != nil {
		line := n.Line
		var ie *island.Error
		if errors.As(err, &ie) {
			line += max(ie.Line-skip, 0) // a block's first line follows the key's
			err = ie.Err
		}
		return nil, at(r.name, line, fmt.Errorf("%w: island: %v", ErrMalformed, err))
	}
	return i, nil
}

// bear reads the bear: "cell [waker] [fresh]".
func (r reader) bear(n *yaml.Node) (*BearSpec, error) {
	s, err := r.scalar(n, "bear", ErrMalformed)
	if err != nil {
		return nil, err
	}
	f := strings.Fields(s)
	if len(f) == 0 {
		return nil, r.fail(n, ErrMalformed, "bear: write its cell, such as \"f6 white\"")
	}
	c, err := r.cellOn(n, "bear", f[0])
	if err != nil {
		return nil, err
	}
	bs := &BearSpec{Line: n.Line, At: c, Waker: engine.NoCrew}
	for _, w := range f[1:] {
		if strings.EqualFold(w, "fresh") && !bs.Fresh {
			bs.Fresh = true
			continue
		}
		k, err := engine.ParseCrew(w)
		if err != nil || bs.Waker != engine.NoCrew {
			return nil, r.fail(n, ErrMalformed, "bear: %q is neither the crew that woke it nor fresh", w)
		}
		bs.Waker = k
	}
	return bs, nil
}

// dice reads the die's state: a whole number.
func (r reader) dice(n *yaml.Node) (DiceSpec, error) {
	s, err := r.scalar(n, "dice", ErrMalformed)
	if err != nil {
		return DiceSpec{}, err
	}
	v, err := strconv.ParseUint(s, 10, 64)
	if err != nil {
		return DiceSpec{}, r.fail(n, ErrMalformed, "dice: %q is not a whole number", s)
	}
	return DiceSpec{Line: n.Line, Set: true, State: v}, nil
}

// rolls reads the faces the die must show next, 1 to 6 each.
func (r reader) rolls(n *yaml.Node) (DiceSpec, error) {
	items, err := r.sequence(n, "rolls", ErrMalformed)
	if err != nil {
		return DiceSpec{}, err
	}
	if len(items) == 0 || len(items) > maxRolls {
		return DiceSpec{}, r.fail(n, ErrMalformed, "rolls: give 1 to %d faces", maxRolls)
	}
	ds := DiceSpec{Line: n.Line, Set: true}
	for _, it := range items {
		v, err := r.integer(it, "rolls", 6, ErrMalformed)
		if err != nil {
			return ds, err
		}
		if v < 1 {
			return ds, r.fail(it, ErrMalformed, "rolls: a face is 1 to 6")
		}
		ds.Rolls = append(ds.Rolls, v)
	}
	ds.State = diceFor(ds.Rolls)
	return ds, nil
}

// diceFor is the first die state from which the die shows faces, in order.
func diceFor(faces []int) uint64 {
	for seed := uint64(0); ; seed++ {
		s := engine.State{Dice: seed}
		ok := true
		for _, f := range faces {
			if s.RollDie() != f {
				ok = false
				break
			}
		}
		if ok {
			return seed
		}
	}
}

// sea lays out what only a sea board has: the bear and the die.
func (b builder) sea() error {
	if bs := b.sc.Bear; bs != nil {
		w := bs.Waker
		if w == engine.NoCrew {
			w = b.s.Crews()[0]
		}
		if !b.s.InPlay(w) {
			return b.fail(bs.Line, "bear: %s is not in play", w)
		}
		b.s.Bear = engine.Bear{Awake: true, At: bs.At, Waker: w, Fresh: bs.Fresh}
		if b.sc.Solo != nil {
			if bs.Waker != engine.NoCrew || bs.Fresh {
				return b.fail(bs.Line, "bear: a solo game's bear steps after every turn; give its cell only")
			}
			b.s.Bear = engine.SoloBear(bs.At)
		}
	}
	if b.sc.Dice.Set {
		b.s.Dice = b.sc.Dice.State
	}
	for _, as := range b.sc.Abilities {
		if err := b.s.SetAbility(as.Piece, as.Ability, as.Used); err != nil {
			return b.fail(as.Line, "abilities: %v", err)
		}
	}
	return nil
}

// AbilitySpec writes one ability on one pirate (Archipelago, §8).
type AbilitySpec struct {
	Line    int
	Piece   engine.PieceID
	Ability engine.Ability
	Used    bool // a once-per-island ability already spent
}

// abilities reads the abilities mapping: pirate: "ability [used]".
func (r reader) abilities(n *yaml.Node) ([]AbilitySpec, error) {
	pairs, err := r.mapping(n, "abilities", ErrMalformed)
	if err != nil {
		return nil, err
	}
	out := make([]AbilitySpec, 0, len(pairs))
	for _, p := range pairs {
		id, err := engine.ParsePiece(p.Key)
		if err != nil || !id.IsPirate() {
			return nil, r.fail(p.KeyN, ErrMalformed, "abilities: %q is not a pirate (W1 … R3)", p.Key)
		}
		s, err := r.scalar(p.Value, "abilities: "+p.Key, ErrMalformed)
		if err != nil {
			return nil, err
		}
		f := strings.Fields(s)
		if len(f) == 0 || len(f) > 2 || len(f) == 2 && !strings.EqualFold(f[1], "used") {
			return nil, r.fail(p.Value, ErrMalformed, "abilities: %s: write its ability, and used when spent, such as \"scout used\"", id)
		}
		a, err := engine.ParseAbility(f[0])
		if err != nil {
			return nil, r.fail(p.Value, ErrMalformed, "abilities: %s: %v", id, err)
		}
		for _, o := range out {
			if o.Piece == id {
				return nil, r.fail(p.KeyN, ErrMalformed, "abilities: %s is named twice", id)
			}
		}
		out = append(out, AbilitySpec{Line: p.KeyN.Line, Piece: id, Ability: a, Used: len(f) == 2})
	}
	return out, nil
}
