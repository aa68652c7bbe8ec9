package render

import "math"

// drawFort is a stone tower; the native fort flies a flag and bears the
// green cross of revival.
func drawFort(p *pen, native bool) {
	face := colStone
	if native {
		face = colNativeBg
	}
	ground(p, face, colStoneDk)
	p.rect(0.2, 0.34, 0.6, 0.52, colStoneDk)
	for i := 0; i < 4; i++ {
		p.rect(0.2+float64(i)*0.16, 0.24, 0.12, 0.12, colStoneDk)
	}
	p.sector(0.5, 0.86, 0.12, math.Pi, 2*math.Pi, colInk)
	p.rect(0.38, 0.86, 0.24, 0.0, colInk)
	if native {
		p.line(0.5, 0.24, 0.5, 0.06, 0.03, colInk)
		p.poly(colFlag, 0.5, 0.06, 0.72, 0.11, 0.5, 0.17)
		p.circle(0.5, 0.55, 0.13, colPaper)
		p.rect(0.465, 0.46, 0.07, 0.18, colCross)
		p.rect(0.41, 0.515, 0.18, 0.07, colCross)
	} else {
		p.rect(0.3, 0.46, 0.08, 0.12, colInk)
		p.rect(0.62, 0.46, 0.08, 0.12, colInk)
	}
}

// drawLighthouse is a striped tower; lit it beams, spent it is dark.
func drawLighthouse(p *pen, used bool) {
	face := colLightBg
	if used {
		face = colSteel
	}
	ground(p, face, colInk)
	if !used {
		p.poly(colBeam, 0.5, 0.24, 0.06, 0.08, 0.06, 0.38)
		p.poly(colBeam, 0.5, 0.24, 0.94, 0.08, 0.94, 0.38)
	}
	p.poly(colPaper, 0.4, 0.32, 0.6, 0.32, 0.68, 0.9, 0.32, 0.9)
	p.poly(colTower, 0.385, 0.44, 0.615, 0.44, 0.63, 0.56, 0.37, 0.56)
	p.poly(colTower, 0.355, 0.68, 0.645, 0.68, 0.66, 0.8, 0.34, 0.8)
	lamp := colBeam
	if used {
		lamp = colSpentInk
	}
	p.rect(0.41, 0.17, 0.18, 0.15, lamp)
	p.poly(colInk, 0.37, 0.17, 0.5, 0.08, 0.63, 0.17)
}

// drawSmoke is a grey sky of smoke puffs.
func drawSmoke(p *pen) {
	ground(p, colSmokeBg, colSteel)
	for _, b := range [][3]float64{{0.3, 0.62, 0.16}, {0.5, 0.5, 0.2}, {0.7, 0.62, 0.16}, {0.42, 0.34, 0.13}, {0.64, 0.32, 0.11}} {
		p.circle(b[0], b[1], b[2], colSmoke)
	}
	p.rect(0.18, 0.62, 0.64, 0.16, colSmoke)
	p.line(0.22, 0.78, 0.78, 0.78, 0.03, colSteel)
}

// drawChest is a treasure chest with its number of coins in Roman numerals
// on a light panel, px pixels at least (0: a third of the tile); an
// emptied chest shows no numeral, only its dark inside.
func drawChest(p *pen, coins int, emptied bool, px int) {
	ground(p, colChestBg, colGoldDark)
	p.sector(0.5, 0.36, 0.36, math.Pi, 2*math.Pi, colWood)
	p.round(0.14, 0.36, 0.72, 0.52, 0.04, colWood)
	p.rect(0.14, 0.33, 0.72, 0.06, colGold)
	if emptied {
		p.round(0.22, 0.47, 0.56, 0.32, 0.04, colInk)
		return
	}
	numeral, panel, t := chestPanel(coins, int(p.u), px)
	p.round(panel[0], panel[1], panel[2], panel[3], 0.04, colPaper)
	drawMarkText(p.image(), numeral, p.ox+0.5*p.u, p.oy+(panel[1]+panel[3]/2)*p.u, t, colPaper)
}

// chestPanel is the numeral of a chest of coins on a tile of side n, the
// light panel it is written on (x, y, width and height, of the side) and
// its style: the numeral px pixels at least (0: a third of the tile), the
// panel as large as the chest's opening at least, holding the numeral and
// a margin, within the chest's front (0.14 to 0.86 across, 0.36 to 0.88
// down).
func chestPanel(coins, n, px int) (string, [4]float64, textStyle) {
	numeral := [6]string{"", "I", "II", "III", "IV", "V"}[min(max(coins, 0), 5)]
	u := float64(n)
	t := textStyle{face: bold, px: max(px, int(math.Round(0.34*u))), col: colInk}
	box := inkBox(numeral, t)
	pad := float64(max(2, t.px/6)) / u
	w := min(max(float64(box.Dx())/u+2*pad, 0.56), 0.72)
	h := min(max(float64(box.Dy())/u+2*pad, 0.32), 0.48)
	cy := min(0.63, 0.87-h/2)
	return numeral, [4]float64{0.5 - w/2, cy - h/2, w, h}, t
}

// drawGalleon is a sunken galleon's hull with the treasure aboard.
func drawGalleon(p *pen) {
	ground(p, colChestBg, colGoldDark)
	p.poly(colWood, 0.1, 0.58, 0.9, 0.58, 0.76, 0.82, 0.24, 0.82)
	p.line(0.5, 0.58, 0.5, 0.12, 0.03, colInk)
	p.poly(colPaper, 0.52, 0.15, 0.76, 0.52, 0.52, 0.52)
	p.poly(colPaper, 0.48, 0.2, 0.48, 0.52, 0.28, 0.52)
	p.poly(colFlag, 0.5, 0.12, 0.64, 0.08, 0.5, 0.04)
	p.circle(0.36, 0.7, 0.05, colGold)
	p.circle(0.5, 0.7, 0.05, colGold)
	p.circle(0.64, 0.7, 0.05, colGold)
}

// drawBottles draws n bottles of rum with corks: the crew's supply grows.
func drawBottles(p *pen, n int) {
	ground(p, colBottleBg, colGlass)
	w := 0.8 / float64(n)
	if w > 0.34 {
		w = 0.34
	}
	x0 := 0.5 - w*float64(n)/2
	for i := 0; i < n; i++ {
		cx := x0 + w*(float64(i)+0.5)
		p.round(cx-w*0.32, 0.42, w*0.64, 0.44, 0.05, colGlass)
		p.rect(cx-w*0.12, 0.24, w*0.24, 0.2, colGlass)
		p.rect(cx-w*0.14, 0.16, w*0.28, 0.08, colWood)
		p.rect(cx-w*0.24, 0.56, w*0.48, 0.14, colPaper)
	}
}

// drawRum is a rum barrel, its label's word in t: the piece sits out a
// turn.
func drawRum(p *pen, t tongue) {
	ground(p, colRumBg, colWood)
	p.ellipse(0.5, 0.52, 0.3, 0.36, colWood)
	p.rect(0.2, 0.3, 0.6, 0.05, colInk)
	p.rect(0.2, 0.7, 0.6, 0.05, colInk)
	p.round(0.24, 0.42, 0.52, 0.22, 0.03, colPaper)
	p.text(t.say(wRum), 0.5, 0.53, 0.16, 0.48, bold, colWood)
}
