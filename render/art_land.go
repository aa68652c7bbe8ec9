package render

import (
	"image"
	"math"
	"strconv"

	"github.com/jackalbot/jackal/engine"
)

// drawBack is the one back of every face-down tile: quiet wood with a
// compass star, so the eye goes to what is face up.
func drawBack(p *pen) {
	ground(p, colBack, colBackEdge)
	p.roundLine(0.14, 0.14, 0.72, 0.72, 0.05, 0.025, colBackEdge)
	p.poly(colBackMark, 0.5, 0.3, 0.56, 0.44, 0.7, 0.5, 0.56, 0.56, 0.5, 0.7, 0.44, 0.56, 0.3, 0.5, 0.44, 0.44)
}

// drawEmpty is grass with one of four small motifs: a palm, tufts, rocks,
// shells.
func drawEmpty(p *pen, pic uint8) {
	ground(p, colGrass, colGrassDark)
	switch pic & 3 {
	case 0: // a palm tree
		p.ellipse(0.55, 0.84, 0.18, 0.04, colGrassDark)
		p.polyline(0.07, colPalmTrunk, 0.56, 0.84, 0.55, 0.62, 0.5, 0.4)
		for _, a := range []float64{-2.8, -2.0, -1.15, -0.35} {
			x, y := 0.5+0.26*math.Cos(a), 0.4+0.2*math.Sin(a)
			mx, my := (0.5+x)/2, (0.4+y)/2-0.07
			p.poly(colForest, 0.5, 0.4, mx, my, x, y+0.08, mx, my+0.07)
		}
	case 1: // tufts of grass
		for _, c := range [][2]float64{{0.3, 0.4}, {0.66, 0.34}, {0.5, 0.72}} {
			x, y := c[0], c[1]
			p.polyline(0.035, colGrassDark, x-0.07, y-0.07, x, y+0.06, x+0.01, y-0.1)
			p.polyline(0.035, colGrassDark, x+0.08, y-0.06, x+0.01, y+0.06)
		}
	case 2: // rocks
		p.ellipse(0.38, 0.58, 0.15, 0.1, colRock)
		p.ellipse(0.62, 0.64, 0.1, 0.07, colRock)
		p.ellipse(0.36, 0.55, 0.07, 0.04, colSpent)
	default: // shells and a flower
		p.circle(0.35, 0.36, 0.06, colPaper)
		p.circle(0.35, 0.36, 0.025, colHighlight)
		p.sector(0.64, 0.62, 0.1, math.Pi, 2*math.Pi, colPaper)
		p.line(0.64, 0.62, 0.64, 0.53, 0.015, colGrassDark)
		p.line(0.64, 0.62, 0.57, 0.55, 0.015, colGrassDark)
		p.line(0.64, 0.62, 0.71, 0.55, 0.015, colGrassDark)
	}
}

// drawThicket is dense dark bush: no fights and no gold here.
func drawThicket(p *pen) {
	ground(p, colThicket, colForestDk)
	for _, b := range [][3]float64{{0.3, 0.35, 0.17}, {0.66, 0.3, 0.15}, {0.5, 0.55, 0.19}, {0.26, 0.72, 0.14}, {0.74, 0.7, 0.15}} {
		p.circle(b[0], b[1], b[2], colThicketLt)
		p.ring(b[0], b[1], b[2], 0.025, colForestDk)
	}
	for _, t := range [][4]float64{{0.18, 0.2, 0.32, 0.28}, {0.8, 0.18, 0.7, 0.28}, {0.5, 0.86, 0.5, 0.74}, {0.1, 0.52, 0.22, 0.55}, {0.9, 0.5, 0.78, 0.52}} {
		p.line(t[0], t[1], t[2], t[3], 0.03, colPaper)
	}
}

// stepSpots are where the steps of an n-step spinner lie, step 1 first.
var stepSpots = map[int][][2]float64{
	2: {{0.3, 0.7}, {0.7, 0.3}},
	3: {{0.22, 0.78}, {0.5, 0.5}, {0.78, 0.22}},
	4: {{0.27, 0.73}, {0.27, 0.27}, {0.73, 0.27}, {0.73, 0.73}},
	5: {{0.2, 0.79}, {0.2, 0.38}, {0.5, 0.21}, {0.8, 0.38}, {0.8, 0.79}},
}

// stepSpot is where step s (1…) of a spinner of kind k lies, as a unit point.
func stepSpot(k engine.Kind, s int) (float64, float64) {
	spots := stepSpots[k.Steps()]
	if s < 1 || s > len(spots) {
		return 0.5, 0.5
	}
	return spots[s-1][0], spots[s-1][1]
}

// drawSpinner draws a spinner: its ground and motif, the path through its
// steps and each step numbered, px pixels at least (0: 0.3 of the tile).
func drawSpinner(p *pen, k engine.Kind, px int) {
	switch k {
	case engine.Forest:
		ground(p, colForest, colForestDk)
		for _, t := range [][2]float64{{0.72, 0.72}, {0.28, 0.3}} {
			p.poly(colForestDk, t[0], t[1]-0.16, t[0]+0.12, t[1]+0.08, t[0]-0.12, t[1]+0.08)
		}
	case engine.Desert:
		ground(p, colDesert, colDesertDk)
		p.arc(0.2, 0.45, 0.22, -2.4, -0.6, 0.04, colDesertDk)
		p.arc(0.82, 0.62, 0.22, -2.6, -0.8, 0.04, colDesertDk)
	case engine.Swamp:
		ground(p, colSwamp, colSwampDk)
		p.ellipse(0.5, 0.5, 0.2, 0.09, colSwampDk)
		for _, x := range []float64{0.44, 0.5, 0.56} {
			p.line(x, 0.5, x+(x-0.5)*0.6, 0.36, 0.025, colGrassDark)
		}
	default: // mountains
		ground(p, colMountain, colMountDk)
		p.poly(colMountDk, 0.12, 0.66, 0.36, 0.3, 0.5, 0.5, 0.64, 0.36, 0.88, 0.66)
		p.poly(colPaper, 0.36, 0.3, 0.42, 0.39, 0.3, 0.39)
	}
	n := k.Steps()
	pts := make([]float64, 0, 2*n)
	for s := 1; s <= n; s++ {
		x, y := stepSpot(k, s)
		pts = append(pts, x, y)
	}
	p.polyline(0.05, colInk, pts...)
	// the steps are dark tags with light numbers filling them: nothing like
	// a pirate's token (a disc of the crew's colour)
	for s := 1; s <= n; s++ {
		tag, t := stepTag(k, s, int(p.u), px)
		p.round(float64(tag.Min.X)/p.u, float64(tag.Min.Y)/p.u, float64(tag.Dx())/p.u, float64(tag.Dy())/p.u, 0.03, colInk)
		drawMarkText(p.image(), strconv.Itoa(s), p.ox+float64(tag.Min.X+tag.Max.X)/2, p.oy+float64(tag.Min.Y+tag.Max.Y)/2, t, colInk)
	}
}

// stepTag is the tag of step s of a spinner of kind k on a tile of side
// n, in pixels of the tile, and its number's style: the number px pixels
// at least (0: 0.3 of the tile), the tag round it with a margin, centred
// on the step but kept on the tile.
func stepTag(k engine.Kind, s, n, px int) (image.Rectangle, textStyle) {
	t := textStyle{face: bold, px: max(px, int(math.Round(0.3*float64(n)))), col: colPaper}
	box := inkBox(strconv.Itoa(s), t)
	pad := max(1, t.px/10)
	w, h := box.Dx()+2*pad, box.Dy()+2*pad
	x, y := stepSpot(k, s)
	// on the tile, however small
	x0 := min(max(int(math.Round(x*float64(n)-float64(w)/2)), 0), n-w)
	y0 := min(max(int(math.Round(y*float64(n)-float64(h)/2)), 0), n-h)
	return image.Rect(x0, y0, x0+w, y0+h), t
}
