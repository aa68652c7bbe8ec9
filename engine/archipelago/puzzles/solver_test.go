package puzzles_test

import (
	"hash/maphash"

	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/engine/archipelago/puzzle"
)

// The solver: an exhaustive search of a puzzle's game, turn by turn, for
// the fewest turns in which every coin reaches the bank (the engine ends a
// game that breaks the goal's turns or survivors before, so a game that
// ends with every coin banked meets the goal).
//
// Each turn's positions at its start (the frontier) are expanded through
// every sequence of actions the turn allows (the three pirates' actions,
// their choices, bottles, automatic passes) until the next turn starts;
// the first turn in which a sequence solves the puzzle is the par. A
// position met before, at the same turn or an earlier one, is not
// searched again: the turn number aside, it is the same game, and meeting
// it earlier is never worse (the goal's turns only run out sooner later).
// Positions are told apart by a hash of the whole state with the turn
// number and the quiet count (which no solo rule reads) cleared.

// maxSolveTurns bounds the search of a puzzle whose goal has no turns.
const maxSolveTurns = 40

// step is one position at the start of a turn: how it was reached.
type step struct {
	s      engine.State
	parent int             // index in the previous turn's frontier, -1 at the start
	acts   []engine.Action // the actions from the parent's position
}

// solution is what solve found.
type solution struct {
	par   int      // the fewest turns; 0 when the puzzle is unsolvable within the bound
	line  []string // the actions of one game meeting the goal in par turns
	nodes int      // positions searched
	wide  int      // the largest frontier
}

// solver holds one search.
type solver struct {
	seed  maphash.Seed
	seen  map[uint64]struct{}
	nodes int
	buf   [][]engine.Action // per depth, reused
	found []engine.Action   // the actions of the winning turn
}

// key is the hash of position s, the turn number aside.
func (sv *solver) key(s *engine.State) uint64 {
	x := *s
	x.Round, x.Quiet = 0, 0
	return maphash.Comparable(sv.seed, x)
}

// solve searches p's game for its par, giving up with par 0 after limit
// positions (0: no limit).
func solve(p *puzzle.Puzzle, limit int) (solution, error) {
	s0, err := p.Deal()
	if err != nil {
		return solution{}, err
	}
	sv := &solver{seed: maphash.MakeSeed(), seen: map[uint64]struct{}{}}
	bound := p.Turns
	if bound == 0 {
		bound = maxSolveTurns
	}
	var turns [][]step
	frontier := []step{{s: s0, parent: -1}}
	sv.seen[sv.key(&s0)] = struct{}{}
	var sol solution
	for turn := 1; turn <= bound && len(frontier) > 0; turn++ {
		sol.wide = max(sol.wide, len(frontier))
		turns = append(turns, frontier)
		var next []step
		for i := range frontier {
			won := sv.expand(&frontier[i].s, nil, func(x *engine.State, acts []engine.Action) {
				next = append(next, step{s: *x, parent: i, acts: acts})
			})
			if won {
				sol.par = turn
				sol.line = sv.line(turns, i)
				sol.nodes = sv.nodes
				return sol, nil
			}
			if limit > 0 && sv.nodes > limit {
				sol.nodes = sv.nodes
				return sol, nil
			}
		}
		frontier = next
	}
	sol.nodes = sv.nodes
	return sol, nil
}

// expand searches every sequence of actions from s (within its turn),
// acts the actions so far: each position that starts the next turn goes to
// emit; it reports true, with sv.found set, once a sequence solves the
// puzzle.
func (sv *solver) expand(s *engine.State, acts []engine.Action, emit func(*engine.State, []engine.Action)) bool {
	depth := len(acts)
	for len(sv.buf) <= depth {
		sv.buf = append(sv.buf, nil)
	}
	legal := s.LegalInto(sv.buf[depth])
	sv.buf[depth] = legal
	for i := range legal {
		a := sv.buf[depth][i]
		x := *s
		if err := x.Play(a, nil); err != nil {
			panic(err) // Legal listed it
		}
		sv.nodes++
		path := append(acts[:depth:depth], a)
		if x.Over {
			if x.Ending() == engine.EndBanked {
				sv.found = path
				return true
			}
			continue
		}
		k := sv.key(&x)
		if _, dup := sv.seen[k]; dup {
			continue
		}
		sv.seen[k] = struct{}{}
		if x.Round > s.Round {
			emit(&x, path)
			continue
		}
		if sv.expand(&x, path, emit) {
			return true
		}
	}
	return false
}

// line is the actions from the start to the solution found from position
// i of the last turn.
func (sv *solver) line(turns [][]step, i int) []string {
	var rev [][]engine.Action
	rev = append(rev, sv.found)
	for t := len(turns) - 1; t >= 0 && i >= 0; t-- {
		st := turns[t][i]
		if st.parent >= 0 {
			rev = append(rev, st.acts)
		}
		i = st.parent
	}
	var out []string
	for k := len(rev) - 1; k >= 0; k-- {
		for _, a := range rev[k] {
			out = append(out, a.String())
		}
	}
	return out
}
