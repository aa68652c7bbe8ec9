package render

import (
	"image/color"
	"math"

	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/engine/archipirata"
)

// The Archipirata picture draws with the package's named colours only, so
// the fixed palette, and every other picture, stays as it is.

// teamFill is the fill of team t's tokens: red, or white.
func teamFill(t int) color.RGBA {
	if t == 1 {
		return crewFill[engine.White]
	}
	return crewFill[engine.Red]
}

// teamDark is the darker shade of team t's colour: the edges of a stack of
// tokens, the airship's shading.
func teamDark(t int) color.RGBA {
	if t == 1 {
		return colStone
	}
	return colOgreBg
}

// iconPen draws an icon centred on (x, y) of side s, in the unit square of
// a pen: icon coordinates run from -0.5 to 0.5 across the icon.
type iconPen struct {
	p       *pen
	x, y, s float64
}

func (g iconPen) X(a float64) float64 { return g.x + a*g.s }
func (g iconPen) Y(b float64) float64 { return g.y + b*g.s }

// pts maps icon points to pen points.
func (g iconPen) pts(xy []float64) []float64 {
	out := make([]float64, len(xy))
	for i, v := range xy {
		if i%2 == 0 {
			out[i] = g.X(v)
		} else {
			out[i] = g.Y(v)
		}
	}
	return out
}

func (g iconPen) circle(a, b, r float64, c color.Color) { g.p.circle(g.X(a), g.Y(b), r*g.s, c) }
func (g iconPen) ring(a, b, r, w float64, c color.Color) {
	g.p.ring(g.X(a), g.Y(b), r*g.s, w*g.s, c)
}
func (g iconPen) ellipse(a, b, rx, ry float64, c color.Color) {
	g.p.ellipse(g.X(a), g.Y(b), rx*g.s, ry*g.s, c)
}
func (g iconPen) rect(a, b, w, h float64, c color.Color) { g.p.rect(g.X(a), g.Y(b), w*g.s, h*g.s, c) }
func (g iconPen) round(a, b, w, h, r float64, c color.Color) {
	g.p.round(g.X(a), g.Y(b), w*g.s, h*g.s, r*g.s, c)
}
func (g iconPen) roundLine(a, b, w, h, r, lw float64, c color.Color) {
	g.p.roundLine(g.X(a), g.Y(b), w*g.s, h*g.s, r*g.s, lw*g.s, c)
}
func (g iconPen) line(a1, b1, a2, b2, w float64, c color.Color) {
	g.p.line(g.X(a1), g.Y(b1), g.X(a2), g.Y(b2), w*g.s, c)
}
func (g iconPen) poly(c color.Color, xy ...float64) { g.p.poly(c, g.pts(xy)...) }
func (g iconPen) polyline(w float64, c color.Color, xy ...float64) {
	g.p.polyline(w*g.s, c, g.pts(xy)...)
}
func (g iconPen) arc(a, b, r, a1, a2, w float64, c color.Color) {
	g.p.arc(g.X(a), g.Y(b), r*g.s, a1, a2, w*g.s, c)
}
func (g iconPen) sector(a, b, r, a1, a2 float64, c color.Color) {
	g.p.sector(g.X(a), g.Y(b), r*g.s, a1, a2, c)
}
func (g iconPen) text(str string, a, b, px float64, f typeface, c color.Color) {
	g.p.text(str, g.X(a), g.Y(b), px*g.s, 0, f, c)
}

// outlined strokes the polyline twice: in ink, wider, then in c.
func (g iconPen) outlined(w, edge float64, c color.Color, xy ...float64) {
	g.polyline(w+2*edge, colInk, xy...)
	g.polyline(w, c, xy...)
}

// quad samples the quadratic curve from (x0, y0) by (cx, cy) to (x1, y1).
func quad(x0, y0, cx, cy, x1, y1 float64, n int) []float64 {
	out := make([]float64, 0, 2*(n+1))
	for i := 0; i <= n; i++ {
		t := float64(i) / float64(n)
		a, b, c := (1-t)*(1-t), 2*(1-t)*t, t*t
		out = append(out, a*x0+b*cx+c*x1, a*y0+b*cy+c*y1)
	}
	return out
}

// drawCardIcon draws card c's icon centred on (x, y), s units across: the
// pictures of the cards, the lid of a chest whose content is not known and
// the back of a face-down card.
func drawCardIcon(p *pen, c archipirata.Card, x, y, s float64) {
	g := iconPen{p, x, y, s}
	switch c {
	case archipirata.Sabre:
		iconSabre(g)
	case archipirata.Bomb:
		iconBomb(g)
	case archipirata.Compass:
		iconCompass(g)
	case archipirata.Aid:
		iconAid(g)
	case archipirata.Rum:
		iconBottle(g, 0, 0.04, 1)
	case archipirata.Gold:
		iconChest(g, true, false)
		iconCoins(g)
	case archipirata.RumChest:
		iconChestLid(g)
		iconBottle(g, -0.14, -0.18, 0.62)
		iconBottle(g, 0.16, -0.2, 0.62)
		iconChestBody(g)
	case archipirata.Chest:
		iconChest(g, false, true)
	case archipirata.Reef:
		iconReef(g)
	case archipirata.Fort:
		iconFort(g)
	case archipirata.Whirlpool:
		iconWhirlpool(g)
	case archipirata.Tavern:
		iconTavern(g)
	case archipirata.Storm:
		iconStorm(g)
	case archipirata.Lookout:
		iconLookout(g)
	case archipirata.Harbor:
		iconHarbor(g)
	case archipirata.Kraken:
		iconKraken(g)
	case archipirata.Hidden:
		iconBack(g)
	default:
		g.text("?", 0, 0, 0.7, bold, colInk)
	}
}

// iconSabre is a curved cutlass, hilt low left, point high right.
func iconSabre(g iconPen) {
	blade := quad(-0.2, 0.22, 0.22, 0.12, 0.36, -0.4, 10)
	g.poly(colInk, append(blade, 0.3, -0.3, 0.06, 0.04, -0.24, 0.14)...)
	inner := quad(-0.17, 0.18, 0.18, 0.1, 0.32, -0.33, 10)
	g.poly(colStone, append(inner, 0.26, -0.26, 0.05, 0.02, -0.2, 0.13)...)
	g.line(-0.13, 0.14, 0.22, -0.22, 0.025, colPaper)
	g.line(-0.34, 0.08, -0.12, 0.32, 0.11, colInk)
	g.line(-0.34, 0.08, -0.12, 0.32, 0.06, colGold)
	g.line(-0.24, 0.24, -0.38, 0.38, 0.12, colInk)
	g.line(-0.24, 0.24, -0.38, 0.38, 0.07, colWood)
	g.circle(-0.4, 0.4, 0.065, colInk)
	g.circle(-0.4, 0.4, 0.04, colGold)
}

// iconBomb is a round black bomb with a lit fuse.
func iconBomb(g iconPen) {
	g.polyline(0.09, colInk, 0.12, -0.2, 0.18, -0.32, 0.3, -0.34)
	g.polyline(0.05, colWood, 0.12, -0.2, 0.18, -0.32, 0.3, -0.34)
	g.poly(colFlag, starPoints(0.33, -0.34, 0.15, 0.065)...)
	g.poly(colHighlight, starPoints(0.33, -0.34, 0.08, 0.035)...)
	g.circle(-0.04, 0.08, 0.33, colInk)
	g.poly(colInk, 0.0, -0.26, 0.16, -0.3, 0.24, -0.14, 0.12, -0.06)
	g.poly(colSteel, 0.04, -0.24, 0.15, -0.27, 0.2, -0.16, 0.12, -0.1)
	g.circle(-0.14, -0.03, 0.08, colSteel)
	g.circle(-0.16, -0.05, 0.04, colSpent)
}

// iconCompass is a compass rose with its needle pointing north.
func iconCompass(g iconPen) {
	g.circle(0, 0, 0.42, colInk)
	g.circle(0, 0, 0.37, colParchment)
	g.ring(0, 0, 0.3, 0.02, colGoldDark)
	for i := 0; i < 8; i++ {
		dx, dy := unitAngle(float64(i) * 45)
		l := 0.3
		if i%2 == 1 {
			l = 0.22
		}
		g.line(dx*0.18, dy*0.18, dx*l, dy*l, 0.03, colGoldDark)
	}
	g.poly(colDeadly, 0, -0.34, 0.09, 0, -0.09, 0)
	g.poly(colInk, 0, 0.34, 0.09, 0, -0.09, 0)
	g.circle(0, 0, 0.05, colGold)
}

// iconAid is a first-aid kit: a white box with a red cross.
func iconAid(g iconPen) {
	g.roundLine(-0.14, -0.36, 0.28, 0.2, 0.06, 0.06, colInk)
	g.round(-0.42, -0.24, 0.84, 0.6, 0.08, colInk)
	g.round(-0.38, -0.2, 0.76, 0.52, 0.06, colPaper)
	g.rect(-0.07, -0.14, 0.14, 0.4, colDeadly)
	g.rect(-0.2, -0.01, 0.4, 0.14, colDeadly)
}

// iconBottle is a rum bottle centred on (a, b), k times the card's size.
func iconBottle(g iconPen, a, b, k float64) {
	h := iconPen{g.p, g.X(a), g.Y(b), g.s * k}
	h.round(-0.2, -0.12, 0.4, 0.52, 0.08, colInk)
	h.rect(-0.08, -0.4, 0.16, 0.32, colInk)
	h.round(-0.16, -0.08, 0.32, 0.44, 0.06, colRumBg)
	h.rect(-0.05, -0.36, 0.1, 0.3, colRumBg)
	h.rect(-0.07, -0.46, 0.14, 0.1, colWood)
	h.rect(-0.16, 0.04, 0.32, 0.2, colPaper)
	h.text("XXX", 0, 0.14, 0.13, bold, colInk)
}

// iconChest is a chest: open (with room for what it holds) or closed with
// a question mark on the lock.
func iconChest(g iconPen, open, unknown bool) {
	if open {
		iconChestLid(g)
		iconChestBody(g)
		return
	}
	iconChestBody(g)
	g.sector(0, -0.02, 0.42, math.Pi, 2*math.Pi, colInk)
	g.sector(0, -0.02, 0.38, math.Pi, 2*math.Pi, colWood)
	g.line(-0.38, -0.04, 0.38, -0.04, 0.05, colGoldDark)
	g.line(-0.2, -0.34, -0.2, 0.36, 0.05, colGoldDark)
	g.line(0.2, -0.34, 0.2, 0.36, 0.05, colGoldDark)
	g.round(-0.12, -0.14, 0.24, 0.28, 0.04, colInk)
	g.round(-0.09, -0.11, 0.18, 0.22, 0.03, colGold)
	if unknown {
		g.text("?", 0, 0, 0.22, bold, colInk)
	}
}

// iconChestLid is the raised lid and the dark inside of an open chest.
func iconChestLid(g iconPen) {
	g.poly(colInk, -0.42, -0.02, -0.36, -0.38, 0.36, -0.38, 0.42, -0.02)
	g.poly(colWood, -0.37, -0.04, -0.32, -0.34, 0.32, -0.34, 0.37, -0.04)
	g.poly(colCaveDark, -0.34, -0.04, -0.3, -0.2, 0.3, -0.2, 0.34, -0.04)
}

// iconChestBody is the front of a chest, banded with iron.
func iconChestBody(g iconPen) {
	g.round(-0.42, -0.02, 0.84, 0.42, 0.05, colInk)
	g.round(-0.38, 0.02, 0.76, 0.34, 0.03, colWood)
	g.rect(-0.38, 0.1, 0.76, 0.05, colGoldDark)
}

// iconCoins piles gold coins in an open chest.
func iconCoins(g iconPen) {
	for _, c := range [][2]float64{{-0.22, -0.1}, {0.2, -0.1}, {-0.02, -0.16}, {-0.12, -0.24}, {0.1, -0.26}} {
		g.circle(c[0], c[1], 0.11, colGoldDark)
		g.circle(c[0], c[1], 0.085, colGold)
	}
	g.text("$", 0.1, -0.26, 0.13, bold, colGoldDark)
}

// iconReef is jagged rocks in surf.
func iconReef(g iconPen) {
	g.poly(colInk, -0.46, 0.22, -0.3, -0.22, -0.16, -0.02, -0.02, -0.38, 0.16, -0.06, 0.28, -0.2, 0.46, 0.22)
	g.poly(colRock, -0.4, 0.2, -0.29, -0.13, -0.16, 0.05, -0.02, -0.29, 0.15, 0.02, 0.27, -0.12, 0.4, 0.2)
	g.poly(colMountDk, -0.02, -0.29, 0.15, 0.02, 0.05, 0.2, -0.04, 0.2)
	for i, y := range []float64{0.24, 0.36} {
		off := float64(i) * 0.12
		pts := []float64{}
		for k := 0; k <= 8; k++ {
			x := -0.46 + off/2 + float64(k)*0.11
			yy := y
			if k%2 == 1 {
				yy -= 0.05
			}
			pts = append(pts, x, yy)
		}
		g.polyline(0.045, colSea, pts...)
	}
}

// iconFort is a stone tower with a flag.
func iconFort(g iconPen) {
	g.line(0, -0.28, 0, -0.46, 0.035, colInk)
	g.poly(colFlag, 0.01, -0.46, 0.22, -0.41, 0.01, -0.35)
	g.rect(-0.3, -0.26, 0.6, 0.66, colInk)
	for _, x := range []float64{-0.3, -0.06, 0.18} {
		g.rect(x, -0.36, 0.12, 0.12, colInk)
	}
	g.rect(-0.26, -0.22, 0.52, 0.58, colStone)
	for _, x := range []float64{-0.26, -0.02, 0.22} {
		g.rect(x, -0.32, 0.04+0.0, 0.1, colStone)
	}
	for _, y := range []float64{-0.08, 0.1} {
		g.line(-0.26, y, 0.26, y, 0.02, colStoneDk)
	}
	g.sector(0, 0.36, 0.12, math.Pi, 2*math.Pi, colInk)
	g.rect(-0.12, 0.24, 0.24, 0.12, colInk)
	g.rect(-0.18, -0.16, 0.08, 0.1, colInk)
	g.rect(0.1, -0.16, 0.08, 0.1, colInk)
}

// iconWhirlpool is a spiral of water.
func iconWhirlpool(g iconPen) {
	g.circle(0, 0, 0.44, colIceDk)
	pts := []float64{}
	for k := 0; k <= 60; k++ {
		a := float64(k) / 60 * 3.2 * math.Pi
		r := 0.04 + 0.36*float64(k)/60
		pts = append(pts, math.Cos(a)*r, math.Sin(a)*r)
	}
	g.polyline(0.07, colSea, pts...)
	g.polyline(0.035, colPaper, pts...)
	g.circle(0, 0, 0.05, colSea)
}

// iconTavern is a tankard of ale with its foam.
func iconTavern(g iconPen) {
	g.arc(0.26, 0.04, 0.14, -math.Pi/2, math.Pi/2, 0.1, colInk)
	g.arc(0.26, 0.04, 0.14, -math.Pi/2, math.Pi/2, 0.05, colWood)
	g.round(-0.32, -0.22, 0.6, 0.62, 0.06, colInk)
	g.round(-0.28, -0.18, 0.52, 0.54, 0.04, colGold)
	for _, x := range []float64{-0.14, 0.02} {
		g.rect(x, -0.12, 0.05, 0.42, colGoldDark)
	}
	g.rect(-0.28, 0.26, 0.52, 0.06, colWood)
	for _, c := range [][3]float64{{-0.24, -0.24, 0.12}, {-0.06, -0.3, 0.14}, {0.14, -0.25, 0.12}} {
		g.circle(c[0], c[1], c[2]+0.03, colInk)
	}
	for _, c := range [][3]float64{{-0.24, -0.24, 0.12}, {-0.06, -0.3, 0.14}, {0.14, -0.25, 0.12}} {
		g.circle(c[0], c[1], c[2], colPaper)
	}
}

// iconStorm is a dark cloud with a lightning bolt and rain.
func iconStorm(g iconPen) {
	g.poly(colInk, 0.02, -0.02, -0.14, 0.22, 0.0, 0.22, -0.1, 0.46, 0.18, 0.14, 0.04, 0.14, 0.14, -0.02)
	g.poly(colHighlight, 0.05, 0.01, -0.09, 0.19, 0.04, 0.19, -0.04, 0.36, 0.13, 0.17, 0.0, 0.17, 0.1, 0.01)
	for _, c := range [][3]float64{{-0.22, -0.08, 0.16}, {0.02, -0.2, 0.22}, {0.24, -0.06, 0.16}} {
		g.circle(c[0], c[1], c[2]+0.03, colInk)
	}
	g.rect(-0.24, -0.1, 0.5, 0.14, colInk)
	for _, c := range [][3]float64{{-0.22, -0.08, 0.16}, {0.02, -0.2, 0.22}, {0.24, -0.06, 0.16}} {
		g.circle(c[0], c[1], c[2], colSmokeBg)
	}
	g.rect(-0.22, -0.08, 0.46, 0.09, colSmokeBg)
	g.circle(-0.04, -0.24, 0.08, colSmoke)
	for _, x := range []float64{-0.3, 0.3} {
		g.line(x, 0.12, x-0.06, 0.3, 0.035, colIceDk)
	}
}

// iconLookout is a brass spyglass.
func iconLookout(g iconPen) {
	g.poly(colInk, -0.44, 0.22, 0.3, -0.36, 0.44, -0.16, -0.34, 0.36)
	g.poly(colGold, -0.4, 0.22, 0.3, -0.31, 0.39, -0.17, -0.34, 0.31)
	g.line(-0.12, -0.01, -0.02, 0.13, 0.05, colGoldDark)
	g.line(0.12, -0.19, 0.22, -0.05, 0.05, colGoldDark)
	g.line(0.3, -0.33, 0.42, -0.17, 0.07, colInk)
	g.circle(-0.39, 0.3, 0.08, colInk)
	g.circle(-0.39, 0.3, 0.05, colSky)
}

// iconHarbor is an anchor.
func iconHarbor(g iconPen) {
	for pass, w := range []float64{0.14, 0.08} {
		c := color.Color(colInk)
		if pass == 1 {
			c = colSteel
		}
		g.line(0, -0.26, 0, 0.38, w, c)
		g.line(-0.2, -0.16, 0.2, -0.16, w, c)
		g.arc(0, 0.08, 0.32, 0.2, math.Pi-0.2, w, c)
		g.ring(0, -0.34, 0.08, w*0.6, c)
	}
	g.poly(colInk, -0.38, 0.08, -0.22, 0.2, -0.38, 0.24)
	g.poly(colInk, 0.38, 0.08, 0.22, 0.2, 0.38, 0.24)
}

// iconKraken is a purple head among waving tentacles.
func iconKraken(g iconPen) {
	for _, t := range [][6]float64{
		{-0.16, 0.08, -0.42, 0.1, -0.36, 0.42},
		{-0.06, 0.14, -0.2, 0.42, 0.0, 0.44},
		{0.06, 0.14, 0.22, 0.42, 0.02, 0.42},
		{0.16, 0.08, 0.44, 0.1, 0.36, 0.42},
	} {
		pts := quad(t[0], t[1], t[2], t[3], t[4], t[5], 8)
		g.outlined(0.08, 0.025, colPurple, pts...)
	}
	g.ellipse(0, -0.1, 0.26, 0.3, colInk)
	g.ellipse(0, -0.1, 0.22, 0.26, colPurple)
	g.ellipse(0.07, -0.22, 0.05, 0.08, colHorseBg)
	g.circle(-0.09, 0.02, 0.06, colPaper)
	g.circle(0.09, 0.02, 0.06, colPaper)
	g.circle(-0.08, 0.03, 0.03, colInk)
	g.circle(0.1, 0.03, 0.03, colInk)
}

// iconBack is the back of a face-down card: wood with a compass star.
func iconBack(g iconPen) {
	g.poly(colBackMark, 0, -0.3, 0.08, -0.08, 0.3, 0, 0.08, 0.08, 0, 0.3, -0.08, 0.08, -0.3, 0, -0.08, -0.08)
	g.ring(0, 0, 0.22, 0.03, colBackEdge)
}
