package scenario

import (
	"fmt"
	"strings"

	"github.com/jackalbot/jackal/engine/archipirata"
)

// Report writes a position as text, one island a line (pirates red/white,
// the pile from the top, the permanent), then the airships, the teams'
// cards and whose turn it is: what `jackal scenario run --game
// archipirata` prints.
func Report(s *archipirata.State) []byte {
	var b strings.Builder
	for i := range uint8(archipirata.NumIslands) {
		fmt.Fprintf(&b, "island %d: red %d white %d", i+1, s.Pirates[i][archipirata.Red], s.Pirates[i][archipirata.White])
		var pile []string
		for k := int(s.Top[i]); k < archipirata.PileSize; k++ {
			pile = append(pile, s.Pile[i][k].String())
		}
		if len(pile) > 0 {
			fmt.Fprintf(&b, " pile %s", strings.Join(pile, ","))
		}
		if s.Perm[i] != archipirata.NoCard {
			fmt.Fprintf(&b, " permanent %s", s.Perm[i])
		}
		b.WriteString("\n")
	}
	for t, name := range []string{"red", "white"} {
		fmt.Fprintf(&b, "%s: injured %d gold %d", name, s.Injured[t], s.Gold(uint8(t)))
		for c := archipirata.Sabre; c <= archipirata.RumChest; c++ {
			if n := s.Held[t][c]; n > 0 {
				fmt.Fprintf(&b, " %s×%d", c, n)
			}
		}
		b.WriteString("\n")
	}
	if s.Over {
		w := "draw"
		if s.Winner >= 0 {
			w = []string{"red", "white"}[s.Winner]
		}
		fmt.Fprintf(&b, "over: %s\n", w)
	} else {
		fmt.Fprintf(&b, "turn: seat %d\n", s.Turn)
	}
	return []byte(b.String())
}
