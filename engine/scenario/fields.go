package scenario

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/jackalbot/jackal/engine"
	"go.yaml.in/yaml/v3"
)

// tiles reads the tiles mapping: cell: "kind[@rot] [open] [used]".
func (r reader) tiles(n *yaml.Node) ([]TileSpec, error) {
	pairs, err := r.mapping(n, "tiles", ErrMalformed)
	if err != nil {
		return nil, err
	}
	out := make([]TileSpec, 0, len(pairs))
	for _, p := range pairs {
		c, err := r.islandCell(p.KeyN, "tiles")
		if err != nil {
			return nil, err
		}
		s, err := r.scalar(p.Value, "tiles: "+p.Key, ErrMalformed)
		if err != nil {
			return nil, err
		}
		t, err := r.tile(s)
		if err != nil {
			return nil, r.fail(p.Value, ErrMalformed, "tiles: %s: %v", p.Key, err)
		}
		out = append(out, TileSpec{Line: p.KeyN.Line, Cell: c, Tile: t})
	}
	return out, nil
}

// ParseTile reads a tile as scenario files write it: "kind[@rot] [open]
// [used]", such as "arrow-1@e open" or "plane open used".
func ParseTile(s string) (engine.Tile, error) { return parseTile(s, engine.ParseKind) }

// tile reads a tile, its kind by the board's game: Archipelago's tile ids
// on a sea board.
func (r reader) tile(s string) (engine.Tile, error) { return parseTile(s, r.kind) }

// kind reads a tile kind by the board's game.
func (r reader) kind(s string) (engine.Kind, error) {
	if r.board != nil && r.board.Boats() {
		return engine.ParseArchipelagoKind(s)
	}
	return engine.ParseKind(s)
}

// parseTile reads a tile, its kind by parseKind.
func parseTile(s string, parseKind func(string) (engine.Kind, error)) (engine.Tile, error) {
	var t engine.Tile
	f := strings.Fields(s)
	if len(f) == 0 {
		return t, fmt.Errorf("%w: a tile is written kind[@rot] [open] [used]", engine.ErrSyntax)
	}
	kind, rot, hasRot := strings.Cut(f[0], "@")
	k, err := parseKind(kind)
	if err != nil {
		return t, err
	}
	t.Kind = k
	if hasRot {
		if t.Rot, err = engine.ParseRot(rot); err != nil {
			return t, err
		}
	}
	seen := map[string]bool{}
	for _, w := range f[1:] {
		w = strings.ToLower(w)
		if seen[w] {
			return t, fmt.Errorf("%w: %q is written twice", engine.ErrSyntax, w)
		}
		seen[w] = true
		switch w {
		case "open":
			t.Open = true
		case "used":
			t.Used = true
		default:
			return t, fmt.Errorf("%w: %q is not open or used", engine.ErrSyntax, w)
		}
	}
	return t, nil
}

// islandCell reads a key naming an island cell.
func (r reader) islandCell(n *yaml.Node, what string) (engine.Cell, error) {
	return r.cellOn(n, what, n.Value)
}

// cellOn reads text, from node n, naming an island cell of the board.
func (r reader) cellOn(n *yaml.Node, what, text string) (engine.Cell, error) {
	c, err := engine.ParseCell(strings.TrimSpace(text))
	if err != nil {
		return engine.NoCell, r.fail(n, ErrMalformed, "%s: %v", what, err)
	}
	if !r.board.IsIsland(c) {
		return engine.NoCell, r.fail(n, ErrMalformed, "%s: %s is not on the island", what, c)
	}
	return c, nil
}

// gold reads the gold mapping: cell: n | galleon | n+galleon.
func (r reader) gold(n *yaml.Node) ([]GoldSpec, error) {
	pairs, err := r.mapping(n, "gold", ErrMalformed)
	if err != nil {
		return nil, err
	}
	out := make([]GoldSpec, 0, len(pairs))
	for _, p := range pairs {
		c, err := r.islandCell(p.KeyN, "gold")
		if err != nil {
			return nil, err
		}
		s, err := r.scalar(p.Value, "gold: "+p.Key, ErrMalformed)
		if err != nil {
			return nil, err
		}
		coins, galleon, err := ParseGold(s)
		if err != nil {
			return nil, r.fail(p.Value, ErrMalformed, "gold: %s: %v", p.Key, err)
		}
		out = append(out, GoldSpec{Line: p.KeyN.Line, Cell: c, Coins: coins, Galleon: galleon})
	}
	return out, nil
}

// ParseGold reads gold as scenario files write it: a number of coins,
// "galleon", or both as "2+galleon".
func ParseGold(s string) (coins int, galleon bool, err error) {
	for _, part := range strings.Split(strings.ToLower(strings.ReplaceAll(s, " ", "")), "+") {
		switch {
		case part == "galleon" && !galleon:
			galleon = true
		case part == "":
			return 0, false, fmt.Errorf("%w: write coins as a number, such as 2, galleon or 2+galleon", engine.ErrSyntax)
		default:
			n, e := strconv.Atoi(part)
			if e != nil || n < 0 || n > engine.TotalGold || coins > 0 {
				return 0, false, fmt.Errorf("%w: %q is not gold (a number of coins, galleon or 2+galleon)", engine.ErrSyntax, s)
			}
			coins = n
		}
	}
	return coins, galleon, nil
}

// pieces reads the pieces mapping.
func (r reader) pieces(n *yaml.Node) ([]PieceSpec, error) {
	pairs, err := r.mapping(n, "pieces", ErrMalformed)
	if err != nil {
		return nil, err
	}
	out := make([]PieceSpec, 0, len(pairs))
	for _, p := range pairs {
		id, err := engine.ParsePiece(p.Key)
		if err != nil {
			return nil, r.fail(p.KeyN, ErrMalformed, "pieces: %v", err)
		}
		s, err := r.scalar(p.Value, "pieces: "+p.Key, ErrMalformed)
		if err != nil {
			return nil, err
		}
		ps, err := ParsePiece(s)
		if err != nil {
			return nil, r.fail(p.Value, ErrMalformed, "pieces: %s: %v", id, err)
		}
		ps.Line, ps.Piece = p.KeyN.Line, id
		out = append(out, ps)
	}
	return out, nil
}

// ParsePiece reads where a piece stands as scenario files write it:
// "cell|ship|dead|gone [crew] [held|lost|drunk|converted]", a spinner step
// as "f6/2". The Piece and Line fields are left for the caller.
func ParsePiece(s string) (PieceSpec, error) {
	ps := PieceSpec{Status: engine.Alive, At: engine.NoCell, Crew: engine.NoCrew}
	f := strings.Fields(s)
	if len(f) == 0 {
		return ps, fmt.Errorf("%w: write cell|ship|dead|gone [crew] [held|lost|drunk|converted]", engine.ErrSyntax)
	}
	switch where := strings.ToLower(f[0]); where {
	case "ship", "boat":
		ps.Aboard = true
	case "dead":
		ps.Status = engine.Dead
	case "gone":
		ps.Status = engine.Gone
	default:
		cell, step, hasStep := strings.Cut(where, "/")
		c, err := engine.ParseCell(cell)
		if err != nil {
			return ps, err
		}
		ps.At = c
		if hasStep {
			if len(step) != 1 || step[0] < '1' || step[0] > '5' {
				return ps, fmt.Errorf("%w: %q is not a spinner step (1 to 5)", engine.ErrSyntax, where)
			}
			ps.Step = step[0] - '0'
		}
	}
	seen := map[string]bool{}
	for _, w := range f[1:] {
		lw := strings.ToLower(w)
		if seen[lw] {
			return ps, fmt.Errorf("%w: %q is written twice", engine.ErrSyntax, w)
		}
		seen[lw] = true
		switch lw {
		case "held":
			ps.Flags |= engine.Held
		case "lost":
			ps.Flags |= engine.Lost
		case "converted":
			ps.Flags |= engine.Converted
		case "drunk":
			ps.Drunk = true
		default:
			c, err := engine.ParseCrew(w)
			if err != nil || ps.Crew != engine.NoCrew {
				return ps, fmt.Errorf("%w: %q is neither a crew nor held, lost, drunk or converted", engine.ErrSyntax, w)
			}
			ps.Crew = c
		}
	}
	return ps, nil
}

// ships reads the ships mapping: crew: berth.
func (r reader) ships(n *yaml.Node) ([]ShipSpec, error) {
	pairs, err := r.mapping(n, "ships", ErrMalformed)
	if err != nil {
		return nil, err
	}
	out := make([]ShipSpec, 0, len(pairs))
	for _, p := range pairs {
		c, err := engine.ParseCrew(p.Key)
		if err != nil {
			return nil, r.fail(p.KeyN, ErrMalformed, "ships: %v", err)
		}
		s, err := r.scalar(p.Value, "ships: "+p.Key, ErrMalformed)
		if err != nil {
			return nil, err
		}
		b, err := engine.ParseCell(s)
		if err != nil {
			return nil, r.fail(p.Value, ErrMalformed, "ships: %s: %v", c, err)
		}
		out = append(out, ShipSpec{Line: p.KeyN.Line, Crew: c, At: b})
	}
	return out, nil
}

// bottles reads the bottles mapping: crew: n.
func (r reader) bottles(n *yaml.Node) ([]BottleSpec, error) {
	pairs, err := r.mapping(n, "bottles", ErrMalformed)
	if err != nil {
		return nil, err
	}
	out := make([]BottleSpec, 0, len(pairs))
	for _, p := range pairs {
		c, err := engine.ParseCrew(p.Key)
		if err != nil {
			return nil, r.fail(p.KeyN, ErrMalformed, "bottles: %v", err)
		}
		v, err := r.integer(p.Value, "bottles: "+p.Key, 255, ErrMalformed)
		if err != nil {
			return nil, err
		}
		out = append(out, BottleSpec{Line: p.KeyN.Line, Crew: c, N: v})
	}
	return out, nil
}

// voteEnd is the agreed end as ARCHIPELAGO.md §10 writes it, "`end`
// (vote)": every crew agrees. Written once or once for each crew, it ends
// the game by agreement; the entries after the first change nothing.
const voteEnd = "end"

// actions reads the actions list, each entry in the engine's notation or
// the agreed end: engine.LogEnd, or `end` as ARCHIPELAGO.md §10 writes the
// vote.
func (r reader) actions(n *yaml.Node) ([]ActionSpec, error) {
	texts, nodes, err := r.strings(n, "actions", ErrMalformed)
	if err != nil {
		return nil, err
	}
	if len(texts) > maxActions {
		return nil, r.fail(n, ErrMalformed, "actions: at most %d", maxActions)
	}
	out := make([]ActionSpec, 0, len(texts))
	for i, t := range texts {
		as := ActionSpec{Line: nodes[i].Line, Text: t}
		if t == engine.LogEnd || strings.EqualFold(strings.TrimSpace(t), voteEnd) {
			as.End = true
		} else if as.Action, err = engine.Parse(t); err != nil {
			return nil, r.fail(nodes[i], ErrMalformed, "action %q: %v", t, err)
		}
		out = append(out, as)
	}
	return out, nil
}
