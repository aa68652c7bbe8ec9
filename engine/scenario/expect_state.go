package scenario

import (
	"fmt"
	"strings"

	"github.com/jackalbot/jackal/engine"
	"go.yaml.in/yaml/v3"
)

func expectTurn(r reader, e *Expect, p pair) error {
	s, err := r.scalar(p.Value, "turn", ErrExpect)
	if err != nil {
		return err
	}
	want := ""
	if s != "" && !strings.EqualFold(s, "none") {
		c, err := engine.ParseCrew(s)
		if err != nil {
			return r.fail(p.Value, ErrExpect, "turn: %v", err)
		}
		want = c.String()
	}
	e.add(p.KeyN.Line, "turn", func(f *facts) string {
		return differ(f.report.Turn, want)
	})
	return nil
}

func expectOver(r reader, e *Expect, p pair) error {
	want, err := r.boolean(p.Value, "over", ErrExpect)
	if err != nil {
		return err
	}
	e.add(p.KeyN.Line, "over", func(f *facts) string {
		return differ(fmt.Sprint(f.report.Over), fmt.Sprint(want))
	})
	return nil
}

func expectWinners(r reader, e *Expect, p pair) error {
	names, nodes, err := r.strings(p.Value, "winners", ErrExpect)
	if err != nil {
		return err
	}
	want := make([]string, 0, len(names))
	for i, n := range names {
		c, err := engine.ParseCrew(n)
		if err != nil {
			return r.fail(nodes[i], ErrExpect, "winners: %v", err)
		}
		want = append(want, c.String())
	}
	e.add(p.KeyN.Line, "winners", func(f *facts) string {
		return differSet(f.report.Winners, want)
	})
	return nil
}

func expectCrewInts(what string, get func(*facts, engine.Crew) int) func(reader, *Expect, pair) error {
	return func(r reader, e *Expect, p pair) error {
		pairs, err := r.mapping(p.Value, what, ErrExpect)
		if err != nil {
			return err
		}
		for _, q := range pairs {
			c, err := engine.ParseCrew(q.Key)
			if err != nil {
				return r.fail(q.KeyN, ErrExpect, "%s: %v", what, err)
			}
			want, err := r.integer(q.Value, what+": "+q.Key, 1000, ErrExpect)
			if err != nil {
				return err
			}
			e.add(q.KeyN.Line, what+" of "+c.String(), func(f *facts) string {
				return differ(fmt.Sprint(get(f, c)), fmt.Sprint(want))
			})
		}
		return nil
	}
}

func expectShips(r reader, e *Expect, p pair) error {
	pairs, err := r.mapping(p.Value, "ships", ErrExpect)
	if err != nil {
		return err
	}
	for _, q := range pairs {
		c, err := engine.ParseCrew(q.Key)
		if err != nil {
			return r.fail(q.KeyN, ErrExpect, "ships: %v", err)
		}
		s, err := r.scalar(q.Value, "ships: "+q.Key, ErrExpect)
		if err != nil {
			return err
		}
		b, err := engine.ParseCell(s)
		if err != nil {
			return r.fail(q.Value, ErrExpect, "ships: %v", err)
		}
		e.add(q.KeyN.Line, "ship of "+c.String(), func(f *facts) string {
			return differ(f.res.State.Ship(c).String(), b.String())
		})
	}
	return nil
}

func expectController(r reader, e *Expect, p pair) error {
	s, err := r.scalar(p.Value, "controller", ErrExpect)
	if err != nil {
		return err
	}
	c, err := engine.ParseCrew(s)
	if err != nil {
		return r.fail(p.Value, ErrExpect, "controller: %v", err)
	}
	e.add(p.KeyN.Line, "controller", func(f *facts) string {
		return differ(f.res.State.Controller().String(), c.String())
	})
	return nil
}

func expectRound(r reader, e *Expect, p pair) error {
	n, err := r.integer(p.Value, "round", 65535, ErrExpect)
	if err != nil {
		return err
	}
	e.add(p.KeyN.Line, "round", func(f *facts) string {
		return differ(fmt.Sprint(f.res.State.Round), fmt.Sprint(n))
	})
	return nil
}

func expectIslandGold(r reader, e *Expect, p pair) error {
	n, err := r.integer(p.Value, "island_gold", engine.TotalGold, ErrExpect)
	if err != nil {
		return err
	}
	e.add(p.KeyN.Line, "island_gold", func(f *facts) string {
		return differ(fmt.Sprint(f.res.State.GoldOnIsland()), fmt.Sprint(n))
	})
	return nil
}

func expectGold(r reader, e *Expect, p pair) error {
	pairs, err := r.mapping(p.Value, "gold", ErrExpect)
	if err != nil {
		return err
	}
	for _, q := range pairs {
		c, err := engine.ParseCell(q.Key)
		if err != nil || !r.board.InPlay(c) {
			return r.fail(q.KeyN, ErrExpect, "gold: %q is not a cell in play (the island, or water where a swimmer holds a coin)", q.Key)
		}
		s, err := r.scalar(q.Value, "gold: "+q.Key, ErrExpect)
		if err != nil {
			return err
		}
		coins, galleon, err := ParseGold(s)
		if err != nil {
			return r.fail(q.Value, ErrExpect, "gold: %v", err)
		}
		want := goldText(coins, galleon)
		e.add(q.KeyN.Line, "gold on "+c.String(), func(f *facts) string {
			g := f.report.Gold[c.String()]
			return differ(goldText(g.Coins, g.Galleon), want)
		})
	}
	return nil
}

// goldText writes gold as scenario files do.
func goldText(coins int, galleon bool) string {
	switch {
	case galleon && coins > 0:
		return fmt.Sprintf("%d+galleon", coins)
	case galleon:
		return "galleon"
	}
	return fmt.Sprint(coins)
}

func expectLost(r reader, e *Expect, p pair) error {
	var coins, galleon *yaml.Node
	pairs, err := r.mapping(p.Value, "lost", ErrExpect)
	if err != nil {
		return err
	}
	for _, q := range pairs {
		switch strings.ToLower(q.Key) {
		case "coins":
			coins = q.Value
		case "galleon":
			galleon = q.Value
		default:
			return r.fail(q.KeyN, ErrExpect, "lost: %q is not coins or galleon", q.Key)
		}
	}
	if coins != nil {
		n, err := r.integer(coins, "lost: coins", engine.TotalGold, ErrExpect)
		if err != nil {
			return err
		}
		e.add(coins.Line, "lost coins", func(f *facts) string { return differ(fmt.Sprint(f.report.Lost.Coins), fmt.Sprint(n)) })
	}
	if galleon != nil {
		b, err := r.boolean(galleon, "lost: galleon", ErrExpect)
		if err != nil {
			return err
		}
		e.add(galleon.Line, "lost galleon", func(f *facts) string {
			return differ(fmt.Sprint(f.report.Lost.Galleon), fmt.Sprint(b))
		})
	}
	return nil
}

func expectTiles(r reader, e *Expect, p pair) error {
	pairs, err := r.mapping(p.Value, "tiles", ErrExpect)
	if err != nil {
		return err
	}
	for _, q := range pairs {
		c, err := engine.ParseCell(q.Key)
		if err != nil || !r.board.IsIsland(c) {
			return r.fail(q.KeyN, ErrExpect, "tiles: %q is not an island cell", q.Key)
		}
		s, err := r.scalar(q.Value, "tiles: "+q.Key, ErrExpect)
		if err != nil {
			return err
		}
		t, err := r.tile(s)
		if err != nil {
			return r.fail(q.Value, ErrExpect, "tiles: %v", err)
		}
		withRot := strings.Contains(s, "@")
		want := tileText(t, withRot)
		e.add(q.KeyN.Line, "tile "+c.String(), func(f *facts) string {
			got := f.res.State.Tiles[c]
			if spentAsEmpty(&f.res.State, got, t) {
				return ""
			}
			return differ(tileText(got, withRot), want)
		})
	}
	return nil
}

// spentAsEmpty reports whether tile got, on s's board, is what an
// expected want of kind empty names: ARCHIPELAGO.md §6 says a musket and
// an airplane are "then `empty`" once used, which the engine keeps as the
// tile marked used (engine/musket.go's RULING: the box's count of what is
// still unseen stays right), acting as empty. Face up or down must agree.
func spentAsEmpty(s *engine.State, got, want engine.Tile) bool {
	return s.Board.Boats() && want.Kind == engine.Empty && !want.Used && got.Used && got.Open == want.Open &&
		(got.Kind == engine.Musket || got.Kind == engine.Plane)
}

// tileText writes a tile as scenario files do, face up or down and used.
func tileText(t engine.Tile, withRot bool) string {
	s := t.Kind.String()
	if withRot {
		s += "@" + t.Rot.String()
	}
	if t.Open {
		s += " open"
	}
	if t.Used {
		s += " used"
	}
	return s
}

// expectBear reads where the bear must stand: a cell, or none (asleep).
func expectBear(r reader, e *Expect, p pair) error {
	s, err := r.scalar(p.Value, "bear", ErrExpect)
	if err != nil {
		return err
	}
	want := ""
	if !strings.EqualFold(s, "none") {
		c, err := engine.ParseCell(s)
		if err != nil || !r.board.IsIsland(c) {
			return r.fail(p.Value, ErrExpect, "bear: %q is neither an island cell nor none", s)
		}
		want = c.String()
	}
	e.add(p.KeyN.Line, "bear", func(f *facts) string {
		return differ(f.report.Bear, want)
	})
	return nil
}
