package render

import (
	"image"

	"github.com/jackalbot/jackal/engine/archipelago/island"
)

// The island's picture draws only with the package's named colours, so
// the fixed palette, and every other picture's pixels, stay as they are.
var (
	colSand       = colChestBg // the beach back
	colSandDk     = colDesert
	colLagoon     = colCrocBg // water no boat from the sea reaches
	colRockGround = colStone  // the mountains back
	colRockRim    = colStoneDk
)

// islandTileKey names one face-down tile picture: a back at a side.
type islandTileKey struct {
	back island.Back
	side int
}

// islandTiles keeps the face-down tiles drawn, by back and side.
var islandTiles = newSpriteCache(64, drawIslandTile)

// drawIslandTile draws the back of a face-down tile: sand with ripples and
// a shell, forest with fir trees, or mountains with snowy peaks.
func drawIslandTile(k islandTileKey) *image.RGBA {
	p := newPen(k.side)
	switch k.back {
	case island.Beach:
		drawBeachBack(p)
	case island.Forest:
		drawForestBack(p)
	case island.Mountains:
		drawMountainsBack(p)
	default:
		drawUnknown(p)
	}
	return p.image()
}

// drawBeachBack is sand with wind ripples and a shell.
func drawBeachBack(p *pen) {
	ground(p, colSand, colSandDk)
	p.arc(0.3, 0.62, 0.2, -2.6, -0.55, 0.04, colSandDk)
	p.arc(0.68, 0.36, 0.18, -2.6, -0.55, 0.04, colSandDk)
	p.arc(0.62, 0.84, 0.16, -2.5, -0.65, 0.035, colSandDk)
	p.sector(0.3, 0.34, 0.1, 3.14159, 6.28318, colPaper)
	p.line(0.3, 0.34, 0.3, 0.25, 0.015, colSandDk)
	p.line(0.3, 0.34, 0.23, 0.27, 0.015, colSandDk)
	p.line(0.3, 0.34, 0.37, 0.27, 0.015, colSandDk)
}

// drawForestBack is green ground with three fir trees.
func drawForestBack(p *pen) {
	ground(p, colForest, colForestDk)
	for _, t := range [][3]float64{{0.3, 0.5, 0.8}, {0.7, 0.44, 0.85}, {0.5, 0.78, 0.7}} {
		x, y, s := t[0], t[1], t[2]
		p.line(x, y+0.1*s, x, y+0.2*s, 0.05*s, colPalmTrunk)
		p.poly(colForestDk, x, y-0.36*s, x+0.2*s, y+0.12*s, x-0.2*s, y+0.12*s)
		p.poly(colThicketLt, x, y-0.34*s, x+0.14*s, y-0.02*s, x-0.14*s, y-0.02*s)
	}
}

// drawMountainsBack is stony ground with two peaks under snow.
func drawMountainsBack(p *pen) {
	ground(p, colRockGround, colRockRim)
	p.poly(colMountDk, 0.1, 0.8, 0.4, 0.24, 0.6, 0.56, 0.7, 0.42, 0.92, 0.8)
	p.poly(colMountain, 0.4, 0.24, 0.5, 0.43, 0.44, 0.8, 0.1, 0.8)
	p.poly(colPaper, 0.4, 0.24, 0.47, 0.37, 0.42, 0.34, 0.37, 0.38, 0.34, 0.35)
	p.poly(colPaper, 0.7, 0.42, 0.76, 0.52, 0.7, 0.5, 0.65, 0.5)
}
