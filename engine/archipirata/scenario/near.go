package scenario

import (
	"fmt"

	"github.com/jackalbot/jackal/engine/archipirata"
	"github.com/jackalbot/jackal/engine/yamlerr"
)

// unknownCard is the refusal of a card name the game does not know, with
// where it is written ("pile of 3") and the name it is nearest to, when
// one is near enough (yamlerr.Nearest).
func unknownCard(name, where string) error {
	return fmt.Errorf("%w: %s", ErrMalformed, yamlerr.Unknown("card", name, where, cardNames))
}

// cardNames are the names of the game's cards, for a mistyped one's
// nearest (yamlerr.Nearest).
var cardNames = func() []string {
	var names []string
	for c := archipirata.Sabre; c <= archipirata.Kraken; c++ {
		names = append(names, c.String())
	}
	return names
}()
