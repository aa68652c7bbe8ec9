package render

import (
	"image/color"
	"math"
)

// drawTrap is a sprung iron trap with its teeth.
func drawTrap(p *pen) {
	ground(p, colTrapBg, colSteel)
	p.ring(0.5, 0.5, 0.32, 0.07, colSteel)
	for i := 0; i < 7; i++ {
		x := 0.26 + float64(i)*0.08
		p.poly(colSteel, x-0.04, 0.4, x+0.04, 0.4, x, 0.52)
		p.poly(colSteel, x-0.04, 0.62, x+0.04, 0.62, x, 0.5)
	}
	p.rect(0.2, 0.38, 0.6, 0.04, colSteel)
	p.rect(0.2, 0.6, 0.6, 0.04, colSteel)
	p.line(0.82, 0.5, 0.95, 0.5, 0.05, colSteel)
}

// drawSkull draws a skull of width w centred on (x, y) in colour c, with
// eyes and teeth in the colour of the ground.
func drawSkull(p *pen, x, y, w float64, c, hole color.Color) {
	p.circle(x, y-w*0.1, w*0.5, c)
	p.round(x-w*0.3, y+w*0.15, w*0.6, w*0.35, w*0.08, c)
	p.circle(x-w*0.2, y-w*0.08, w*0.14, hole)
	p.circle(x+w*0.2, y-w*0.08, w*0.14, hole)
	p.poly(hole, x, y+w*0.08, x-w*0.07, y+w*0.2, x+w*0.07, y+w*0.2)
	for i := -1; i <= 1; i++ {
		xx := x + float64(i)*w*0.13
		p.line(xx, y+w*0.3, xx, y+w*0.45, w*0.05, hole)
	}
}

// drawOgre is a skull over crossed bones on blood red: death.
func drawOgre(p *pen) {
	ground(p, colOgreBg, colInk)
	p.line(0.18, 0.2, 0.82, 0.86, 0.08, colPaper)
	p.line(0.82, 0.2, 0.18, 0.86, 0.08, colPaper)
	drawSkull(p, 0.5, 0.46, 0.56, colPaper, colOgreBg)
}

// drawCave is a dark mouth in the rock.
func drawCave(p *pen) {
	ground(p, colCaveBg, colCaveDark)
	p.poly(colSteel, 0.08, 0.9, 0.2, 0.3, 0.42, 0.12, 0.66, 0.16, 0.84, 0.34, 0.92, 0.9)
	p.sector(0.5, 0.62, 0.26, math.Pi, 2*math.Pi, colCaveDark)
	p.rect(0.24, 0.62, 0.52, 0.28, colCaveDark)
	p.line(0.3, 0.3, 0.4, 0.24, 0.025, colCaveBg)
	p.line(0.64, 0.26, 0.72, 0.36, 0.025, colCaveBg)
}

// drawEarthquake is cracked ground.
func drawEarthquake(p *pen) {
	ground(p, colQuakeBg, colWood)
	p.polyline(0.09, colInk, 0.52, 0.04, 0.4, 0.3, 0.6, 0.44, 0.42, 0.66, 0.56, 0.8, 0.48, 0.96)
	p.polyline(0.04, colInk, 0.4, 0.3, 0.18, 0.36, 0.08, 0.3)
	p.polyline(0.04, colInk, 0.6, 0.44, 0.82, 0.5, 0.94, 0.44)
	p.round(0.12, 0.62, 0.16, 0.12, 0.02, colWood)
	p.round(0.7, 0.18, 0.14, 0.12, 0.02, colWood)
}

// drawCaramba is a speech bubble with a curse.
func drawCaramba(p *pen) {
	ground(p, colCarambaBg, colGoldDark)
	p.round(0.1, 0.16, 0.8, 0.5, 0.16, colPaper)
	p.poly(colPaper, 0.26, 0.6, 0.44, 0.6, 0.2, 0.86)
	p.roundLine(0.1, 0.16, 0.8, 0.5, 0.16, 0.03, colInk)
	p.text("#@!", 0.5, 0.41, 0.3, 0.7, bold, colDeadly)
}
