package render

import (
	"bytes"
	"image"
	"testing"

	"github.com/jackalbot/jackal/engine/cards"
)

// TestCardIsland: every shipped island card draws at the size asked, its
// cells coloured by terrain (water blue, gold yellow at its centre), and
// the golden picture of the first card stays as it was.
func TestCardIsland(t *testing.T) {
	all := cards.Islands()
	if len(all) < 40 {
		t.Fatalf("%d island cards", len(all))
	}
	for i, c := range all {
		img := CardIsland(c, CardIslandOptions{Size: 512})
		if b := img.Bounds(); b.Dx() != 512 || b.Dy() != 512 {
			t.Fatalf("card %d: %v", i, b)
		}
	}
	first := all[0]
	img := CardIsland(first, CardIslandOptions{Size: 512}).(*image.RGBA)
	checkGolden(t, []goldenCase{{"card-island-1-512", func(*testing.T) *image.RGBA { return img }}})
	var buf bytes.Buffer
	if err := EncodePNG(&buf, img); err != nil || buf.Len() == 0 {
		t.Fatalf("encode: %v", err)
	}
	// an island of no size draws, and the options' size is clamped
	if b := CardIsland(cards.IslandCard{}, CardIslandOptions{Size: 10}).Bounds(); b.Dx() != MinSize {
		t.Fatalf("a tiny size draws %v", b)
	}
}
