package bot

import (
	"bytes"

	ar "github.com/jackalbot/jackal/engine/archipirata"
	"github.com/jackalbot/jackal/render"
)

// archPNG draws an Archipirata view as PNG, nil on failure.
func archPNG(v *ar.View, evs []ar.Event, marked []uint8, size int) []byte {
	img := render.Archipirata(v, render.ArchipirataOptions{Size: archWidth(size), Title: "Archipirata", Highlight: marked, Events: evs})
	var buf bytes.Buffer
	if err := render.EncodePNG(&buf, img); err != nil {
		return nil
	}
	return buf.Bytes()
}

// archWidth is the width of an Archipirata picture for the bot's board
// size: the picture is a third taller than wide, so a board of side n
// gets width 3n/4 and height n.
func archWidth(n int) int { return max(render.MinSize, n*3/4) }
