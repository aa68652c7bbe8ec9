package telegram

import (
	"bytes"
	"image"
	"image/png"
	"testing"
)

// TestIslandPictureIsPaletted: the inline island is written by render's
// encoder, in its palette (one byte a pixel), not as a full-colour PNG
// twice its size.
func TestIslandPictureIsPaletted(t *testing.T) {
	data, err := drawIsland(islandSize, "en")
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := img.(*image.Paletted); !ok {
		t.Errorf("the island is a %T PNG of %d bytes, want render's paletted one", img, len(data))
	}
	if len(data) > 24<<10 {
		t.Errorf("the island picture is %d bytes", len(data))
	}
	t.Logf("%d bytes", len(data))
}
