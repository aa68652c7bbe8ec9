package scenario

import (
	"fmt"

	"github.com/jackalbot/jackal/engine/cards"
	"github.com/jackalbot/jackal/engine/yamlerr"
)

// unknownCard is the refusal of a card id the game does not know, with
// where it is written ("hand of p1"; "" for nowhere in particular) and the
// id it is nearest to, when one is near enough (yamlerr.Nearest).
func unknownCard(name, where string) error {
	return fmt.Errorf("%w: %s", ErrMalformed, yamlerr.Unknown("card", name, where, cardNames))
}

// cardNames are the names of the game's cards, for a mistyped one's
// nearest (yamlerr.Nearest).
var cardNames = func() []string {
	var names []string
	for c := range cards.Card(cards.NumKinds) {
		names = append(names, c.String())
	}
	return names
}()
