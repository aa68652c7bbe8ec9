package render

import (
	"image"
	"image/draw"
	"image/gif"

	"github.com/jackalbot/jackal/engine/cards"
)

// CardSeat draws a player's private picture of the card game: the board
// from their seat's view (CardBoard, with bo's events) and under it their
// hand as a row of cards (CardHand), as wide as the board at most. It is
// sent only to that player: the hand is theirs alone.
func CardSeat(v *cards.View, bo CardBoardOptions) image.Image {
	board := CardBoard(v, bo)
	w := board.Bounds().Dx()
	h := max(w/4, 64)
	hand := CardHand(v.Hand, CardHandOptions{Height: h, Lang: bo.Lang})
	if hw := hand.Bounds().Dx(); hw > w {
		// a hand of many kinds: smaller cards, so that the row fits
		hand = CardHand(v.Hand, CardHandOptions{Height: max(h*w/hw, 64), Lang: bo.Lang})
	}
	hb := hand.Bounds()
	img := image.NewRGBA(image.Rect(0, 0, w, board.Bounds().Dy()+hb.Dy()))
	fillRect(img, img.Rect, colBackground)
	draw.Draw(img, board.Bounds().Sub(board.Bounds().Min), board, board.Bounds().Min, draw.Src)
	at := image.Pt(max((w-hb.Dx())/2, 0), board.Bounds().Dy())
	draw.Draw(img, image.Rectangle{Min: at, Max: at.Add(hb.Size())}, hand, hb.Min, draw.Src)
	return img
}

// CardFrame is one picture of a card game's replay: a view and the events
// that led to it.
type CardFrame struct {
	View   cards.View
	Events []cards.Event
}

// CardReplay animates a card game's frames as a GIF: each the board of its
// view (CardBoard) with its events' paths.
func CardReplay(frames []CardFrame, opts ReplayOptions) (*gif.GIF, error) {
	return animate(len(frames), opts, func(i, size int) *image.RGBA {
		f := &frames[i]
		img := CardBoard(&f.View, CardBoardOptions{Size: size, Events: f.Events, Title: opts.Title, Names: opts.Names, Lang: opts.Lang})
		if rgba, ok := img.(*image.RGBA); ok && rgba.Rect.Min == (image.Point{}) {
			return rgba
		}
		out := image.NewRGBA(image.Rect(0, 0, img.Bounds().Dx(), img.Bounds().Dy()))
		draw.Draw(out, out.Rect, img, img.Bounds().Min, draw.Src)
		return out
	})
}
