package main

import (
	"fmt"
	"io"
	"strconv"

	"github.com/jackalbot/jackal/bot/narrate"
	"github.com/jackalbot/jackal/bot/narrate/cardsn"
	"github.com/jackalbot/jackal/engine/cards"
	"github.com/jackalbot/jackal/render"
)

// renderCardIsland draws island card N (1-based) of the card game.
func renderCardIsland(args []string, stdout, stderr io.Writer) error {
	fs, out := newRenderFlags("card-island")
	size := fs.Int("size", render.CardIslandDefaultSize, "the picture's side in pixels")
	lang := langFlag(fs)
	pos, err := renderFlags(fs, args, 1)
	if err != nil {
		return err
	}
	if err := checkLang(*lang); err != nil {
		return err
	}
	all := cards.Islands()
	n, err := strconv.Atoi(pos[0])
	if err != nil || n < 1 || n > len(all) {
		return fmt.Errorf("%w: card-island %q: the island cards are numbered 1 to %d", errRenderUsage, pos[0], len(all))
	}
	opts := render.CardIslandOptions{Size: *size}
	if err := opts.Check(); err != nil {
		return fmt.Errorf("%w: --size: %v", errRenderUsage, err)
	}
	if *out == "" {
		*out = "card-island.png"
	}
	card := all[n-1]
	// the card's name is its only word, named in the language asked
	opts.Title = cardsn.IslandName(narrate.Lang(*lang), uint8(n-1))
	img := render.CardIsland(card, opts)
	if err := writePNG(*out, img, stdout); err != nil {
		return err
	}
	if *out != "-" {
		b := img.Bounds()
		fmt.Fprintf(stdout, "%s: island card %d, %s, %d×%d px\n", *out, n, card.Name, b.Dx(), b.Dy())
	}
	return nil
}
