package render

import (
	"bytes"
	"image"
	"testing"

	"github.com/jackalbot/jackal/engine/cards"
)

// TestCardSeat: a player's private picture is their board with their hand
// under it, as wide as the board; it changes with their hand and not with
// another's, and the golden picture stays as it was.
func TestCardSeat(t *testing.T) {
	s := cardGame(t, 4, 40)
	v := cards.ViewFor(&s, 0)
	img := CardSeat(&v, CardBoardOptions{Size: 384}).(*image.RGBA)
	board := CardBoard(&v, CardBoardOptions{Size: 384}).Bounds()
	if b := img.Bounds(); b.Dx() != board.Dx() || b.Dy() <= board.Dy() {
		t.Fatalf("private picture %v, board %v", b, board)
	}
	checkGolden(t, []goldenCase{{"card-seat-384", func(*testing.T) *image.RGBA { return img }}})
	mine, theirs := s, s
	swap := func(h *[cards.NumKinds]uint8) {
		for c := range h {
			if h[c] > 0 {
				h[c]--
				h[(c+1)%len(h)]++
				return
			}
		}
		t.Fatal("no card to change")
	}
	swap(&mine.Hand[0])
	swap(&theirs.Hand[1])
	vm, vt := cards.ViewFor(&mine, 0), cards.ViewFor(&theirs, 0)
	a := encodeForTest(t, img)
	if bytes.Equal(a, encodeForTest(t, CardSeat(&vm, CardBoardOptions{Size: 384}).(*image.RGBA))) {
		t.Fatal("the picture does not show the player's own hand")
	}
	if !bytes.Equal(a, encodeForTest(t, CardSeat(&vt, CardBoardOptions{Size: 384}).(*image.RGBA))) {
		t.Fatal("the picture shows another seat's hand")
	}
	var full [cards.NumKinds]uint8
	for c := range full {
		full[c] = 2
	}
	v.Hand = full // every kind: the cards shrink to fit
	if w := CardSeat(&v, CardBoardOptions{Size: 256}).Bounds().Dx(); w != CardBoard(&v, CardBoardOptions{Size: 256}).Bounds().Dx() {
		t.Fatalf("a full hand widens the picture to %d", w)
	}
}

// TestHandRows: a hand is laid out in rows that each fit the picture's
// width, hold every kind once and keep their cards readable; a hand that
// fits stays one row at full height. (A full hand at 512 pixels was one
// row of tiny cards cut at the right edge.)
func TestHandRows(t *testing.T) {
	var full, few [cards.NumKinds]uint8
	for c := range full {
		full[c] = uint8(1 + c%3)
	}
	few[cards.Horse], few[cards.Rum] = 1, 2
	tests := []struct {
		name     string
		hand     [cards.NumKinds]uint8
		w, h     int
		rows     int // 0: any
		minCardH int
	}{
		{"few", few, 512, 128, 1, 128},
		{"none", [cards.NumKinds]uint8{}, 512, 128, 1, 128},
		{"full at 512", full, 512, 128, 0, 96},
		{"full at 256", full, 256, 64, 0, 64},
		{"full at 1024", full, 1024, 256, 0, 192},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			rows := handRows(tc.hand, tc.w, tc.h)
			if tc.rows > 0 && len(rows) != tc.rows {
				t.Errorf("%d rows, want %d", len(rows), tc.rows)
			}
			var seen [cards.NumKinds]uint8
			for i, r := range rows {
				kinds := 0
				for c, n := range r.hand {
					if n > 0 {
						kinds++
						if seen[c] > 0 {
							t.Errorf("kind %d in two rows", c)
						}
						seen[c] = n
					}
				}
				if w := CardHand(r.hand, CardHandOptions{Height: r.height}).Bounds().Dx(); w > tc.w {
					t.Errorf("row %d (%d kinds) is %d px wide, the picture %d", i, kinds, w, tc.w)
				}
				if r.height < tc.minCardH || r.height > tc.h {
					t.Errorf("row %d is %d px high, want %d…%d", i, r.height, tc.minCardH, tc.h)
				}
			}
			if seen != tc.hand {
				t.Errorf("the rows hold %v, the hand %v", seen, tc.hand)
			}
		})
	}
}

// TestCardReplay: a card game's replay has a frame per view given, the
// size asked, its strip names the seats as asked, and no frames is an
// error.
func TestCardReplay(t *testing.T) {
	var frames []CardFrame
	for _, n := range []int{0, 20, 60} {
		s := cardGame(t, 5, n)
		frames = append(frames, CardFrame{View: cards.ViewFor(&s, cards.Spectator)})
	}
	g, err := CardReplay(frames, ReplayOptions{Size: 256})
	if err != nil {
		t.Fatal(err)
	}
	if len(g.Image) < 2 || len(g.Image) > len(frames) || g.Config.Width != 256 {
		t.Fatalf("%d frames of width %d", len(g.Image), g.Config.Width)
	}
	named, err := CardReplay(frames, ReplayOptions{Size: 256, Names: []string{"Alice", "Bob", "Computer 3 (hard)"}})
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Equal(named.Image[0].Pix, g.Image[0].Pix) {
		t.Fatal("the names change nothing in the replay's first frame")
	}
	if _, err := CardReplay(nil, ReplayOptions{}); err == nil {
		t.Fatal("a replay of no frames")
	}
}
