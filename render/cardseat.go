package render

import (
	"image"
	"image/draw"
	"image/gif"

	"github.com/jackalbot/jackal/engine/cards"
)

// CardSeat draws a player's private picture of the card game: the board
// from their seat's view (CardBoard, with bo's events) and under it their
// hand as rows of cards (CardHand), as wide as the board at most. It is
// sent only to that player: the hand is theirs alone.
func CardSeat(v *cards.View, bo CardBoardOptions) image.Image {
	board := CardBoard(v, bo)
	w := board.Bounds().Dx()
	var rows []image.Image
	for _, row := range handRows(v.Hand, w, max(w/4, 64)) {
		rows = append(rows, cardHand(row.hand, CardHandOptions{Height: row.height, Lang: bo.Lang}, minTextPx(w)))
	}
	h := board.Bounds().Dy()
	for _, r := range rows {
		h += r.Bounds().Dy()
	}
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	fillRect(img, img.Rect, colBackground)
	draw.Draw(img, board.Bounds().Sub(board.Bounds().Min), board, board.Bounds().Min, draw.Src)
	y := board.Bounds().Dy()
	for _, r := range rows {
		rb := r.Bounds()
		at := image.Pt(max((w-rb.Dx())/2, 0), y)
		draw.Draw(img, image.Rectangle{Min: at, Max: at.Add(rb.Size())}, r, rb.Min, draw.Src)
		y += rb.Dy()
	}
	return img
}

// handRow is one row of a hand's picture: the kinds it shows and its
// height.
type handRow struct {
	hand   [cards.NumKinds]uint8
	height int
}

// handRows lays hand out in rows at most w pixels wide, each card at
// most h pixels high: in one row, with smaller cards when it is a little
// too wide; in as few more rows as keep the cards three quarters of h
// high (or 64 pixels) when it is much too wide, so that no card is cut.
func handRows(hand [cards.NumKinds]uint8, w, h int) []handRow {
	kinds := handKinds(hand)
	n := max(len(kinds), 1)
	fits := func(per int) int { // the height a row of per kinds is drawn at
		height := h
		for height > 64 && handWidth(per, height) > w {
			height--
		}
		return height
	}
	nRows, height := 1, fits(n)
	for nRows < n && (height < h*3/4 || handWidth((n+nRows-1)/nRows, height) > w) {
		nRows++
		height = fits((n + nRows - 1) / nRows)
	}
	per := (n + nRows - 1) / nRows
	var rows []handRow
	for i := 0; i < len(kinds) || i == 0; i += per {
		var row handRow
		row.height = height
		for _, c := range kinds[min(i, len(kinds)):min(i+per, len(kinds))] {
			row.hand[c] = hand[c]
		}
		rows = append(rows, row)
	}
	return rows
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
