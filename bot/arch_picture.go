package bot

import (
	ar "github.com/jackalbot/jackal/engine/archipirata"
	"github.com/jackalbot/jackal/render"
)

// archWidth is the width of an Archipirata picture for the bot's board
// size: the picture is a third taller than wide, so a board of side n
// gets width 3n/4 and height n.
func archWidth(n int) int { return max(render.MinSize, n*3/4) }

// archLobbyPics keeps the Archipirata lobby's picture, by language.
var archLobbyPics langPicture

// archLobbyPNG is the picture of a table of islands for Archipirata
// lobbies played inline, its words in lang: a spectator's view of a fixed
// deal (no game's).
func (b *Bot) archLobbyPNG(lang string) []byte {
	return archLobbyPics.get(lang, func() []byte {
		s, err := ar.Deal(ar.Options{Seats: 2}, 1)
		if err != nil {
			return nil
		}
		v := ar.ViewFor(&s, ar.Spectator)
		return b.drawArch(lang, &v, nil, nil)
	})
}
