package render

import (
	"image"
	"image/color"
	"strconv"

	"github.com/jackalbot/jackal/engine/cards"
)

// CardIslandDefaultSize is a card island picture's side when its options
// give none.
const CardIslandDefaultSize = 768

// CardIslandOptions choose a card island picture: its side in pixels (0:
// CardIslandDefaultSize; others clamped into MinSize…MaxSize) and a title
// replacing the island's name.
type CardIslandOptions struct {
	Size  int
	Title string
}

// Check reports whether the options are drawable as given.
func (o CardIslandOptions) Check() error { return checkSize(o.Size) }

// Card island colours: the package's named colours (a new one would
// change the fixed palette every picture is encoded with).
var (
	colCardLand   = colParchment
	colCardRough  = colBack
	colCardRidge  = colArrow
	colCardWater  = colSea
	colCardWave   = colSeaLine
	colCardBandit = colOgreBg
	colFlagWhite  = colPaper
	colFlagRed    = colDeadly
	colFlagBlue   = colIceDk
	colFlagPole   = colArrow
)

// CardIsland draws an island card of the Jackal card game: its cells
// (land, water, rough ground, bandits, gold with its coins, the landing
// flags), the columns a–e and rows 1–5 on the edges, and its name. It
// never fails: an island of no size draws one water cell.
func CardIsland(card cards.IslandCard, o CardIslandOptions) image.Image {
	img, _ := cardIsland(card, o, 0)
	return img
}

// cardGrid is where an island card's cells lie on its picture.
type cardGrid struct {
	x0, y0, cell, w, h int
}

// rect is cell c's rectangle.
func (g cardGrid) rect(c cards.Cell) image.Rectangle {
	x, y := c.XY()
	return image.Rect(g.x0+x*g.cell, g.y0+(g.h-1-y)*g.cell, g.x0+(x+1)*g.cell, g.y0+(g.h-y)*g.cell)
}

// cardTitlePx is the size an island card side pixels wide sets its title
// at, before fitting it to nine tenths of the width: 0.45 of the title
// band (side/9).
func cardTitlePx(side int) float64 { return float64(side/9) * 0.45 }

// cardIsland draws an island card with bottom pixels left free under it
// (a status strip) and says where its cells lie.
func cardIsland(card cards.IslandCard, o CardIslandOptions, bottom int) (*image.RGBA, cardGrid) {
	side := clampSize(o.Size, CardIslandDefaultSize)
	w, h := min(max(int(card.W), 1), cards.MaxSide), min(max(int(card.H), 1), cards.MaxSide)
	top := side / 9   // the title band
	edge := side / 14 // the labels' bands
	cell := min((side-2*edge)/w, (side-top-2*edge-bottom)/h)
	gw, gh := cell*w, cell*h
	x0, y0 := (side-gw)/2, top+edge+(side-top-2*edge-bottom-gh)/2
	img := image.NewRGBA(image.Rect(0, 0, side, side))
	fillRect(img, img.Rect, colBackground)
	title := o.Title
	if title == "" {
		title = card.Name
	}
	p := penOn(img, 0, 0, 1)
	p.text(title, float64(side)/2, float64(top)/2+float64(edge)/4, cardTitlePx(side), float64(side)*0.9, bold, colText)
	label := textStyle{face: mono, px: max(edge*55/100, 6), col: colLabel}
	for x := range w {
		cx := x0 + x*cell + cell/2
		drawTextCentered(img, string(rune('a'+x)), cx, y0-edge/2, label)
		drawTextCentered(img, string(rune('a'+x)), cx, y0+gh+edge/2, label)
	}
	for y := range h {
		cy := y0 + (h-1-y)*cell + cell/2
		drawTextCentered(img, strconv.Itoa(y+1), x0-edge/2, cy, label)
		drawTextCentered(img, strconv.Itoa(y+1), x0+gw+edge/2, cy, label)
	}
	g := cardGrid{x0: x0, y0: y0, cell: cell, w: w, h: h}
	for y := range h {
		for x := range w {
			c := cards.CellAt(x, y)
			drawCardCell(img, g.rect(c), card.At(c))
		}
	}
	return img, g
}

// drawCardCell draws one cell of an island card in r.
func drawCardCell(img *image.RGBA, r image.Rectangle, t cards.Terrain) {
	fillRect(img, r, colGrout)
	in := r.Inset(max(r.Dx()/40, 1))
	u := float64(in.Dx())
	p := penOn(img, float64(in.Min.X), float64(in.Min.Y), u)
	if t == cards.Water {
		fillRect(img, in, colCardWater)
		for i := 1; i <= 3; i++ {
			y := float64(i) / 4
			p.polyline(0.03, colCardWave, 0.15, y, 0.3, y-0.05, 0.45, y, 0.6, y-0.05, 0.75, y, 0.85, y-0.05)
		}
		return
	}
	ground := colCardLand
	if t == cards.Rough {
		ground = colCardRough
	}
	fillRect(img, in, ground)
	switch t {
	case cards.Rough:
		for i := 0; i < 3; i++ {
			x := 0.2 + float64(i)*0.25
			p.polyline(0.05, colCardRidge, x-0.1, 0.7, x, 0.45, x+0.1, 0.7)
		}
	case cards.Bandit:
		p.circle(0.5, 0.38, 0.16, colCardBandit)
		p.poly(colCardBandit, 0.25, 0.85, 0.5, 0.5, 0.75, 0.85)
		p.line(0.3, 0.3, 0.7, 0.3, 0.06, colInk)
		p.text("X", 0.5, 0.38, 0.2, 0, bold, colPaper)
	case cards.Gold1, cards.Gold2, cards.Gold3:
		p.circle(0.5, 0.5, 0.32, colGoldDark)
		p.circle(0.5, 0.5, 0.27, colGold)
		p.text(strconv.Itoa(t.Gold()), 0.5, 0.5, 0.36, 0, bold, colInk)
	case cards.FlagWhite, cards.FlagR, cards.FlagB:
		col := map[cards.Terrain]color.RGBA{cards.FlagWhite: colFlagWhite, cards.FlagR: colFlagRed, cards.FlagB: colFlagBlue}[t]
		p.line(0.35, 0.15, 0.35, 0.88, 0.06, colFlagPole)
		p.poly(col, 0.38, 0.17, 0.8, 0.32, 0.38, 0.47)
		p.polyline(0.02, colInk, 0.38, 0.17, 0.8, 0.32, 0.38, 0.47)
	}
}
