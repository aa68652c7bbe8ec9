package render

import "math"

// drawBenGunn is the marooned Ben Gunn: a wild-bearded face.
func drawBenGunn(p *pen) {
	ground(p, colParchment, colWood)
	p.circle(0.5, 0.44, 0.25, colSkin)
	p.poly(colSteel, 0.26, 0.46, 0.74, 0.46, 0.7, 0.74, 0.58, 0.9, 0.5, 0.8, 0.42, 0.9, 0.3, 0.74)
	p.sector(0.5, 0.36, 0.27, 3.3, 6.1, colWood)
	p.circle(0.41, 0.42, 0.04, colInk)
	p.circle(0.59, 0.42, 0.04, colInk)
	p.rect(0.44, 0.55, 0.12, 0.04, colSkinDark)
}

// drawFriday is Friday's footprints in the sand.
func drawFriday(p *pen) {
	ground(p, colParchment, colWood)
	foot := func(x, y float64) {
		p.ellipse(x, y, 0.13, 0.19, colSkinDark)
		for i := 0; i < 5; i++ {
			p.circle(x-0.11+float64(i)*0.055, y-0.26+math.Abs(float64(i)-1)*0.016, 0.038, colSkinDark)
		}
	}
	foot(0.31, 0.66)
	foot(0.67, 0.4)
}

// drawMissionary is a cross in a halo.
func drawMissionary(p *pen) {
	ground(p, colParchment, colWood)
	p.ring(0.5, 0.48, 0.34, 0.05, colHighlight)
	p.rect(0.44, 0.16, 0.12, 0.7, colPurple)
	p.rect(0.26, 0.34, 0.48, 0.12, colPurple)
}
