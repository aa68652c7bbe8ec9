package puzzle

import (
	"fmt"
	"strings"

	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/engine/archipelago/island"
)

// Format writes p as a puzzle file in canonical form: the header keys in
// a fixed order (puzzle, island, name, name.ru, hint, hint.ru, north,
// bear, gold, turns, survivors, par; those not given left out), the map as
// island files write it, then tiles: with every island cell's tile in
// reading order (north row first, west to east), indented by two spaces.
// Parse(Format(p)) gives back a puzzle Equal to p, whenever p is valid.
func Format(p *Puzzle) []byte {
	var b strings.Builder
	isl := p.Island
	fmt.Fprintf(&b, "puzzle: %d\n", p.Number)
	fmt.Fprintf(&b, "island: %s\n", isl.ID)
	fmt.Fprintf(&b, "name: %s\n", isl.Name)
	if isl.NameRU != "" {
		fmt.Fprintf(&b, "name.ru: %s\n", isl.NameRU)
	}
	fmt.Fprintf(&b, "hint: %s\n", p.Hint)
	if p.HintRU != "" {
		fmt.Fprintf(&b, "hint.ru: %s\n", p.HintRU)
	}
	fmt.Fprintf(&b, "north: %v\n", isl.North)
	if p.Den != engine.NoCell {
		fmt.Fprintf(&b, "bear: %s\n", p.Den)
	}
	var gold []string
	for _, c := range readingOrder(isl) {
		if p.Coins[c] > 0 {
			gold = append(gold, fmt.Sprintf("%s %d", c, p.Coins[c]))
		}
	}
	if len(gold) > 0 {
		fmt.Fprintf(&b, "gold: %s\n", strings.Join(gold, ", "))
	}
	for _, kv := range []struct {
		key string
		v   int
	}{{"turns", p.Turns}, {"survivors", p.Survivors}, {"par", p.Par}} {
		if kv.v != 0 {
			fmt.Fprintf(&b, "%s: %d\n", kv.key, kv.v)
		}
	}
	text := string(island.Format(isl))
	if k := strings.Index(text, "\nmap:\n"); k >= 0 {
		b.WriteString(text[k+1:]) // the map as island files write it
	}
	b.WriteString(tilesKey + ":\n")
	for _, c := range readingOrder(isl) {
		if isl.IsLand(c) {
			fmt.Fprintf(&b, "  %s: %s\n", c, TileText(p.Tiles[c]))
		}
	}
	return []byte(b.String())
}

// TileText is tile t as puzzle files write it: Archipelago's tile id, the
// rotation after @ when it is not n, and open when face up
// ("arrow-2d@e open").
func TileText(t engine.Tile) string {
	s := t.Kind.ArchipelagoID()
	if s == "" {
		s = t.Kind.String()
	}
	if t.Rot != 0 {
		s += "@" + t.Rot.String()
	}
	if t.Open {
		s += " open"
	}
	return s
}
