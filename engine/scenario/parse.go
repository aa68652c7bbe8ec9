package scenario

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/jackalbot/jackal/engine"
	"go.yaml.in/yaml/v3"
)

// MaxSize bounds the scenario files Parse reads.
const MaxSize = 1 << 20

// maxActions bounds the actions one scenario may list.
const maxActions = 10000

// Parse reads a scenario file. name is used in error messages
// ("board.yaml:14: …"). It checks the form and the names; whether the
// position is possible is for Build to say.
func Parse(data []byte, name string) (*Scenario, error) {
	r := reader{name: name}
	if len(data) > MaxSize {
		return nil, at(name, 0, fmt.Errorf("%w: the file is larger than %d bytes", ErrMalformed, MaxSize))
	}
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil {
		return nil, at(name, yamlLine(err), fmt.Errorf("%w: %v", ErrMalformed, err))
	}
	root := &doc
	if root.Kind == yaml.DocumentNode {
		if len(root.Content) == 0 {
			return nil, at(name, 0, fmt.Errorf("%w: the file is empty", ErrMalformed))
		}
		root = root.Content[0]
	}
	pairs, err := r.mapping(root, "a scenario", ErrMalformed)
	if err != nil {
		return nil, err
	}
	sc := &Scenario{Name: name, Turn: engine.NoCrew, Fill: engine.Empty}
	if err := r.seaBoard(sc, pairs); err != nil {
		return nil, err
	}
	var crews, variants []string
	crewsLine, variantsLine := 0, 0
	for _, p := range pairs {
		switch strings.ToLower(p.Key) {
		case "variants":
			vs, _, err := r.strings(p.Value, "variants", ErrMalformed)
			if err != nil {
				return nil, err
			}
			variants = append(variants, vs...)
			variantsLine = p.KeyN.Line
		case "stall-rounds", "stall_rounds":
			n, err := r.integer(p.Value, "stall-rounds", 10000, ErrMalformed)
			if err != nil {
				return nil, err
			}
			variants = append(variants, fmt.Sprintf("%s=%d", engine.VariantStallRounds, n))
			if variantsLine == 0 {
				variantsLine = p.KeyN.Line
			}
		case "crews":
			if crews, _, err = r.strings(p.Value, "crews", ErrMalformed); err != nil {
				return nil, err
			}
			crewsLine = p.KeyN.Line
		case "turn":
			s, err := r.scalar(p.Value, "turn", ErrMalformed)
			if err != nil {
				return nil, err
			}
			if sc.Turn, err = engine.ParseCrew(s); err != nil {
				return nil, r.fail(p.Value, ErrMalformed, "turn: %v", err)
			}
			sc.TurnLine = p.Value.Line
		case "fill":
			s, err := r.scalar(p.Value, "fill", ErrMalformed)
			if err != nil {
				return nil, err
			}
			if sc.Fill, err = r.kind(s); err != nil {
				return nil, r.fail(p.Value, ErrMalformed, "fill: %v", err)
			}
		case "open":
			if sc.FillOpen, err = r.boolean(p.Value, "open", ErrMalformed); err != nil {
				return nil, err
			}
		case "tiles":
			if sc.Tiles, err = r.tiles(p.Value); err != nil {
				return nil, err
			}
		case "gold":
			if sc.Gold, err = r.gold(p.Value); err != nil {
				return nil, err
			}
		case "pieces":
			if sc.Pieces, err = r.pieces(p.Value); err != nil {
				return nil, err
			}
		case "island", "north":
			// read first, by seaBoard
		case "bear":
			if sc.Bear, err = r.bear(p.Value); err != nil {
				return nil, err
			}
		case "solo":
			if sc.Solo, err = r.solo(p.Value); err != nil {
				return nil, err
			}
		case "dice", "rolls":
			if sc.Dice.Set {
				return nil, r.fail(p.KeyN, ErrMalformed, "%s: give the die's state or its rolls, not both", p.Key)
			}
			read := r.dice
			if strings.EqualFold(p.Key, "rolls") {
				read = r.rolls
			}
			if sc.Dice, err = read(p.Value); err != nil {
				return nil, err
			}
		case "ships", "boats":
			if sc.Ships != nil {
				return nil, r.fail(p.KeyN, ErrMalformed, "%s: give the boats once", p.Key)
			}
			if sc.Ships, err = r.ships(p.Value); err != nil {
				return nil, err
			}
		case "bottles":
			if sc.Bottles, err = r.bottles(p.Value); err != nil {
				return nil, err
			}
		case "abilities":
			if sc.Abilities, err = r.abilities(p.Value); err != nil {
				return nil, err
			}
		case "actions":
			if sc.Actions, err = r.actions(p.Value); err != nil {
				return nil, err
			}
		case "expect":
			sc.expect = p.Value
		default:
			return nil, r.fail(p.KeyN, ErrMalformed, "unknown key %q (known: island, north, variants, crews, turn, fill, open, tiles, gold, pieces, ships, boats, bottles, bear, dice, rolls, solo, abilities, actions, expect)", p.Key)
		}
	}
	if sc.Solo != nil {
		if crews != nil || variants != nil {
			return nil, at(name, max(crewsLine, variantsLine), fmt.Errorf("%w: a solo game's crews are white, yellow and red, one pirate each, with no variant", ErrMalformed))
		}
		crews = []string{"white", "yellow", "red"}
	}
	if sc.Options, err = engine.OptionsFrom(crews, variants); err != nil {
		line := crewsLine
		if line == 0 || strings.Contains(err.Error(), "variant") || strings.Contains(err.Error(), "stall") {
			line = max(variantsLine, line)
		}
		return nil, at(name, line, err)
	}
	return sc, nil
}

// yamlLine digs the line number out of a YAML syntax error, 0 if none.
func yamlLine(err error) int {
	s := err.Error()
	i := strings.Index(s, "line ")
	if i < 0 {
		return 0
	}
	j := i + 5
	for j < len(s) && s[j] >= '0' && s[j] <= '9' {
		j++
	}
	n, _ := strconv.Atoi(s[i+5 : j])
	return n
}
