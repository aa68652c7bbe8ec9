package render

import (
	"image/color"
	"math"

	"github.com/jackalbot/jackal/engine"
)

// dirVec is the unit vector of direction d on the picture (y grows south).
func dirVec(d engine.Dir) (float64, float64) {
	a := float64(d) * math.Pi / 4
	return math.Sin(a), -math.Cos(a)
}

// arrowHead fills a triangular head whose tip is at (x, y), pointing (dx, dy).
func arrowHead(p *pen, x, y, dx, dy, length, width float64, c color.Color) {
	bx, by := x-dx*length, y-dy*length
	nx, ny := -dy*width/2, dx*width/2
	p.poly(c, x, y, bx+nx, by+ny, bx-nx, by-ny)
}

// drawArrows draws an arrow tile: bold arrows from the centre toward each
// of its directions at rotation rot. A single arrow spans the whole tile.
func drawArrows(p *pen, k engine.Kind, rot engine.Rot) {
	ground(p, colArrowBg, colDesertDk)
	dirs := k.Arrows(rot)
	const head, width, shaft = 0.24, 0.3, 0.1
	reach := func(d engine.Dir) float64 {
		if d%2 == 1 {
			return 0.56 // a diagonal reaches nearer the corner
		}
		return 0.42
	}
	if len(dirs) == 1 {
		dx, dy := dirVec(dirs[0])
		r := reach(dirs[0])
		p.line(0.5-dx*r*0.85, 0.5-dy*r*0.85, 0.5+dx*(r-head*0.8), 0.5+dy*(r-head*0.8), shaft, colArrow)
		arrowHead(p, 0.5+dx*r, 0.5+dy*r, dx, dy, head, width, colArrow)
		return
	}
	for _, d := range dirs {
		dx, dy := dirVec(d)
		r := reach(d)
		p.line(0.5, 0.5, 0.5+dx*(r-head*0.8), 0.5+dy*(r-head*0.8), shaft, colArrow)
		arrowHead(p, 0.5+dx*r, 0.5+dy*r, dx, dy, head, width, colArrow)
	}
	if len(dirs) > 2 {
		p.circle(0.5, 0.5, 0.09, colArrow)
	}
}

// drawHorse is a knight's head in profile.
func drawHorse(p *pen) {
	ground(p, colHorseBg, colHorse)
	p.poly(colHorse,
		0.24, 0.88, 0.8, 0.88, 0.8, 0.79, 0.72, 0.76, 0.74, 0.58, 0.74, 0.42, 0.69, 0.28,
		0.6, 0.19, 0.53, 0.16, 0.52, 0.07, 0.44, 0.15, 0.35, 0.2, 0.25, 0.33, 0.17, 0.45,
		0.16, 0.53, 0.23, 0.58, 0.33, 0.54, 0.44, 0.5, 0.4, 0.62, 0.31, 0.72, 0.28, 0.79, 0.24, 0.8)
	p.circle(0.4, 0.3, 0.035, colHorseBg)
	p.polyline(0.025, colHorseBg, 0.63, 0.26, 0.67, 0.42, 0.67, 0.6)
}

// drawIce is pale ice with a snowflake and two glints.
func drawIce(p *pen) {
	ground(p, colIce, colIceDk)
	for i := 0; i < 3; i++ {
		a := float64(i) * math.Pi / 3
		dx, dy := math.Cos(a)*0.3, math.Sin(a)*0.3
		p.line(0.5-dx, 0.5-dy, 0.5+dx, 0.5+dy, 0.06, colIceDk)
		for _, s := range []float64{1, -1} {
			ex, ey := 0.5+s*dx*0.62, 0.5+s*dy*0.62
			b1, b2 := a+math.Pi/4, a-math.Pi/4
			if s < 0 {
				b1, b2 = b1+math.Pi, b2+math.Pi
			}
			p.line(ex, ey, ex+math.Cos(b1)*0.1, ey+math.Sin(b1)*0.1, 0.04, colIceDk)
			p.line(ex, ey, ex+math.Cos(b2)*0.1, ey+math.Sin(b2)*0.1, 0.04, colIceDk)
		}
	}
	p.line(0.12, 0.3, 0.26, 0.16, 0.03, colPaper)
	p.line(0.74, 0.86, 0.88, 0.72, 0.03, colPaper)
}

// drawCannon is a cannon seen from above, its barrel pointing where it
// fires (north at rotation 0), with a red mark beyond the muzzle.
func drawCannon(p *pen, rot engine.Rot) {
	ground(p, colCannonBg, colDesertDk)
	p.rotate(int(rot))
	p.round(0.27, 0.56, 0.46, 0.28, 0.04, colWood)
	p.round(0.15, 0.58, 0.12, 0.3, 0.03, colInk)
	p.round(0.73, 0.58, 0.12, 0.3, 0.03, colInk)
	p.poly(colSteel, 0.38, 0.84, 0.62, 0.84, 0.57, 0.26, 0.43, 0.26)
	p.round(0.39, 0.2, 0.22, 0.08, 0.02, colInk)
	p.circle(0.5, 0.86, 0.065, colInk)
	p.poly(colDeadly, 0.5, 0.02, 0.68, 0.17, 0.32, 0.17)
	p.reset()
}

// drawCrocodile is a crocodile's open jaws.
func drawCrocodile(p *pen) {
	ground(p, colCrocBg, colCroc)
	p.poly(colCroc, 0.1, 0.52, 0.5, 0.38, 0.9, 0.16, 0.92, 0.26, 0.56, 0.5, 0.1, 0.6)
	p.poly(colCroc, 0.1, 0.6, 0.56, 0.54, 0.92, 0.7, 0.9, 0.8, 0.5, 0.68, 0.1, 0.72)
	p.round(0.06, 0.46, 0.18, 0.3, 0.06, colCroc)
	for i := 0; i < 4; i++ {
		x := 0.4 + float64(i)*0.12
		yTop := 0.41 - float64(i)*0.055
		p.poly(colPaper, x, yTop, x+0.06, yTop-0.03, x+0.04, yTop+0.08)
		yBot := 0.6 + float64(i)*0.04
		p.poly(colPaper, x, yBot, x+0.06, yBot+0.03, x+0.03, yBot-0.07)
	}
	p.circle(0.24, 0.42, 0.06, colCroc)
	p.circle(0.25, 0.41, 0.025, colHighlight)
}

// drawBalloon is a hot-air balloon: home at once.
func drawBalloon(p *pen) {
	ground(p, colSky, colIceDk)
	p.line(0.33, 0.52, 0.42, 0.76, 0.02, colInk)
	p.line(0.67, 0.52, 0.58, 0.76, 0.02, colInk)
	p.circle(0.5, 0.38, 0.25, colBalloon)
	p.poly(colBalloon, 0.28, 0.48, 0.72, 0.48, 0.56, 0.68, 0.44, 0.68)
	p.ellipse(0.5, 0.4, 0.09, 0.25, colHighlight)
	p.round(0.4, 0.74, 0.2, 0.13, 0.03, colWood)
}

// drawPlane is an aeroplane seen from above; a spent plane is grey.
func drawPlane(p *pen, used bool) {
	face, ink := colSky, colPlane
	if used {
		face, ink = colSpent, colSpentInk
	}
	ground(p, face, ink)
	p.round(0.44, 0.1, 0.12, 0.78, 0.06, ink)
	p.poly(ink, 0.08, 0.5, 0.44, 0.32, 0.56, 0.32, 0.92, 0.5, 0.92, 0.58, 0.56, 0.5, 0.44, 0.5, 0.08, 0.58)
	p.poly(ink, 0.3, 0.86, 0.46, 0.74, 0.54, 0.74, 0.7, 0.86, 0.7, 0.9, 0.3, 0.9)
	if used {
		p.line(0.16, 0.84, 0.84, 0.16, 0.07, colInk)
	}
}
