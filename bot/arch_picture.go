package bot

import (
	"bytes"

	ar "github.com/jackalbot/jackal/engine/archipirata"
	"github.com/jackalbot/jackal/render"
)

// archPNG draws an Archipirata view as PNG, nil on failure.
func archPNG(v *ar.View, evs []ar.Event, marked []uint8, size int) []byte {
	img := render.Archipirata(v, render.ArchipirataOptions{Size: size, Marked: marked, Events: evs})
	var buf bytes.Buffer
	if err := render.EncodePNG(&buf, img); err != nil {
		return nil
	}
	return buf.Bytes()
}
