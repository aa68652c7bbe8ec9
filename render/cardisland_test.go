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

// TestCardHand: a hand draws one card a kind held, each as wide as five
// eighths of the height, and an empty hand draws one blank; the golden
// picture of a hand of every kind stays as it was.
func TestCardHand(t *testing.T) {
	var hand [cards.NumKinds]uint8
	for c := range hand {
		hand[c] = uint8(c%3 + 1)
	}
	img := CardHand(hand, 160).(*image.RGBA)
	gap, cw := 160/24, 160*5/8
	if want := gap + int(cards.NumKinds)*(cw+gap); img.Bounds().Dx() != want || img.Bounds().Dy() != 160 {
		t.Fatalf("a full hand: %v, want %d wide", img.Bounds(), want)
	}
	checkGolden(t, []goldenCase{{"card-hand-160", func(*testing.T) *image.RGBA { return img }}})
	var two [cards.NumKinds]uint8
	two[cards.Horse], two[cards.Rum] = 1, 2
	if w := CardHand(two, 160).Bounds().Dx(); w != gap+2*(cw+gap) {
		t.Fatalf("a hand of two kinds is %d wide", w)
	}
	if w := CardHand([cards.NumKinds]uint8{}, 0).Bounds(); w.Dy() != CardHandHeight {
		t.Fatalf("an empty hand: %v", w)
	}
}
