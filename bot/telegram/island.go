package telegram

import (
	"bytes"
	"fmt"

	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/render"
)

// islandSize is the side of the default inline picture, in pixels.
const islandSize = 512

// drawIsland draws an unexplored island, the default inline picture, its
// words in lang ("ru" Russian, anything else English).
func drawIsland(size int, lang string) ([]byte, error) {
	s, err := engine.Blank(engine.Options{})
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrNoPicture, err)
	}
	v := engine.ViewFor(&s, engine.NoCrew)
	var buf bytes.Buffer
	if err := render.EncodePNG(&buf, render.Board(&v, render.Options{Size: size, Lang: lang})); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrNoPicture, err)
	}
	return buf.Bytes(), nil
}
