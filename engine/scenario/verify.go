package scenario

import (
	"bytes"
	"fmt"

	"github.com/jackalbot/jackal/engine"
)

// Verify checks one file of a rules suite and lists every problem, none
// when it passes: the file opens with a comment ("# …") quoting the rule
// it proves, parses, states an outcome (an expect block), and playing it
// meets that outcome; a game it ends says so (over: true), and no gold
// appears or vanishes between the start and the end.
func Verify(data []byte, name string) []string {
	var out []string
	if !bytes.HasPrefix(data, []byte("# ")) {
		out = append(out, name+": the file must open with a comment quoting the rule it proves")
	}
	sc, err := Parse(data, name)
	if err == nil {
		var exp *Expect
		if exp, err = sc.Expectation(); err == nil {
			if exp.Len() == 0 {
				return append(out, name+": no expect block: a scenario must state its outcome")
			}
			res, runErr := Run(sc)
			out = append(out, exp.Check(sc, res, runErr)...)
			if res.State.Over && !bytes.Contains(data, []byte("over: true")) {
				out = append(out, name+": the game ended; a scenario that ends it says so (over: true)")
			}
			if a, b := goldIn(&res.Start), goldIn(&res.State); a != b {
				out = append(out, fmt.Sprintf("%s: gold is not conserved: %d at the start, %d at the end", name, a, b))
			}
		}
	}
	if err != nil {
		out = append(out, err.Error())
	}
	return out
}

// goldIn is all gold of a position: lying or dragged on the island,
// banked, lost, and in chests still face down (the galleon's treasure
// counted at its worth).
func goldIn(s *engine.State) (v int) {
	for c := range s.Board.Island() {
		if t := s.Tiles[c]; !t.Open {
			v += t.Kind.Coins() + engine.TreasureValue*b2i(t.Kind == engine.Galleon)
		}
	}
	for _, c := range s.Crews() {
		v += s.Score(c)
	}
	return v + s.GoldOnIsland() + s.LostValue()
}

// b2i is 1 for true, 0 for false.
func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
