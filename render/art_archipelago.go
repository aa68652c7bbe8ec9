package render

import "math"

// The six kinds only Jackal Archipelago's box holds. Like every tile
// picture they draw with the package's named colours only.

// drawBank is a bank: a columned house with a coin on its pediment.
func drawBank(p *pen) {
	ground(p, colParchment, colGoldDark)
	p.poly(colStoneDk, 0.14, 0.36, 0.5, 0.12, 0.86, 0.36)
	p.rect(0.16, 0.36, 0.68, 0.06, colStoneDk)
	for i := 0; i < 4; i++ {
		p.rect(0.2+float64(i)*0.17, 0.44, 0.09, 0.34, colStone)
	}
	p.rect(0.12, 0.8, 0.76, 0.08, colStoneDk)
	p.circle(0.5, 0.27, 0.07, colGold)
	p.ring(0.5, 0.27, 0.07, 0.015, colGoldDark)
}

// drawMusket is a musket lying across the tile, its shot flying off.
func drawMusket(p *pen) {
	ground(p, colCannonBg, colDesertDk)
	p.line(0.14, 0.78, 0.8, 0.26, 0.07, colWood)
	p.line(0.36, 0.6, 0.86, 0.21, 0.035, colSteel)
	p.poly(colWood, 0.08, 0.9, 0.24, 0.86, 0.3, 0.72, 0.16, 0.7)
	p.circle(0.9, 0.14, 0.035, colInk)
	p.line(0.92, 0.06, 0.96, 0.02, 0.02, colDeadly)
	p.line(0.96, 0.13, 0.99, 0.11, 0.02, colDeadly)
	p.line(0.86, 0.06, 0.86, 0.01, 0.02, colDeadly)
}

// drawCrossroads is a signpost at four ways, with a die: the way is rolled.
func drawCrossroads(p *pen) {
	ground(p, colDesert, colDesertDk)
	p.line(0.5, 0.06, 0.5, 0.94, 0.1, colDesertDk)
	p.line(0.06, 0.5, 0.94, 0.5, 0.1, colDesertDk)
	for _, d := range [][6]float64{
		{0.5, 0.04, 0.42, 0.16, 0.58, 0.16}, {0.96, 0.5, 0.84, 0.42, 0.84, 0.58},
		{0.5, 0.96, 0.42, 0.84, 0.58, 0.84}, {0.04, 0.5, 0.16, 0.42, 0.16, 0.58},
	} {
		p.poly(colArrow, d[:]...)
	}
	p.round(0.34, 0.34, 0.32, 0.32, 0.05, colPaper)
	p.roundLine(0.34, 0.34, 0.32, 0.32, 0.05, 0.02, colInk)
	for _, d := range [][2]float64{{0.42, 0.42}, {0.5, 0.5}, {0.58, 0.58}} {
		p.circle(d[0], d[1], 0.03, colInk)
	}
}

// drawTrampoline is a springboard on its springs, a pirate's arc above.
func drawTrampoline(p *pen) {
	ground(p, colSky, colSteel)
	p.round(0.12, 0.62, 0.76, 0.08, 0.03, colDeadly)
	for i := 0; i < 4; i++ {
		x := 0.2 + float64(i)*0.2
		p.polyline(0.025, colSteel, x, 0.7, x-0.04, 0.75, x+0.04, 0.8, x-0.04, 0.85, x, 0.88)
	}
	p.arc(0.5, 0.62, 0.34, math.Pi, 2*math.Pi, 0.03, colInk)
	p.poly(colInk, 0.84, 0.62, 0.8, 0.52, 0.9, 0.53)
}

// drawBearDen is a dark den under rocks with a bear's paw print.
func drawBearDen(p *pen) {
	ground(p, colCaveBg, colCaveDark)
	p.poly(colRock, 0.06, 0.92, 0.16, 0.38, 0.38, 0.16, 0.64, 0.18, 0.86, 0.4, 0.94, 0.92)
	p.sector(0.5, 0.92, 0.3, math.Pi, 2*math.Pi, colCaveDark)
	p.ellipse(0.5, 0.78, 0.1, 0.08, colWood)
	for i, x := range []float64{0.37, 0.46, 0.54, 0.63} {
		y := 0.64
		if i == 1 || i == 2 {
			y = 0.6
		}
		p.circle(x, y, 0.035, colWood)
	}
}

// drawSpyglass is a brass spyglass pulled out, looking over the sea.
func drawSpyglass(p *pen) {
	ground(p, colSky, colSeaLine)
	p.rect(0.04, 0.62, 0.92, 0.34, colSea)
	p.line(0.16, 0.76, 0.42, 0.56, 0.12, colGoldDark)
	p.line(0.4, 0.57, 0.64, 0.39, 0.095, colGold)
	p.line(0.62, 0.4, 0.84, 0.24, 0.075, colGoldDark)
	p.circle(0.86, 0.22, 0.045, colGlass)
}
