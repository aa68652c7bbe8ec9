package render

import (
	"image"
	"math"
	"strconv"

	"github.com/jackalbot/jackal/engine/archipirata"
)

// archBaseKey names an Archipirata picture's frame: its width and the
// language of the teams' names.
type archBaseKey struct {
	w int
	t tongue
}

// archBases keeps, per picture width and language, the part of an
// Archipirata picture that never changes: the strip's ground, the sea and
// its waves, the ring with its clockwise marks, the islands' grounds and
// numbers, the wreck, the two airships and the teams' boxes.
var archBases = newSpriteCache(8, func(k archBaseKey) *image.RGBA { return drawArchBase(newArchLayout(k.w), k.t) })

// drawArchBase draws the unchanging frame of a picture of layout l, the
// teams named in t.
func drawArchBase(l archLayout, t tongue) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, l.w, l.h))
	fillRect(img, img.Rect, colBackground)
	fillRect(img, image.Rect(0, l.strip, l.w, l.seaEnd), colSea)
	n := float64(l.w)
	p := penOn(img, 0, 0, 1)
	// Waves: short arcs scattered over the sea, the same on every picture.
	seed := uint64(0x5eed)
	for range 70 {
		x := float64(splitUnit(&seed)) * n
		y := float64(l.strip) + n*0.03 + float64(splitUnit(&seed))*(float64(l.seaEnd-l.strip)-n*0.05)
		r := n * (0.012 + 0.01*float64(splitUnit(&seed)))
		p.arc(x, y, r, math.Pi*1.15, math.Pi*1.85, n*0.004, colSeaLine)
		p.arc(x+1.6*r, y, r, math.Pi*1.15, math.Pi*1.85, n*0.004, colSeaLine)
	}
	// Round the ring, a dashed circle with a chevron between every two
	// islands pointing clockwise: the way "cw" sows.
	rr := l.ring + l.isle + n*0.014
	p.dc.SetDash(n*0.018, n*0.014)
	p.ring(l.cx, l.cy, rr, n*0.005, colSeaLine)
	p.dc.SetDash()
	for i := range archipirata.NumIslands {
		a := (isleAngle(i) + 22.5) * math.Pi / 180
		x, y := l.cx+math.Sin(a)*rr, l.cy-math.Cos(a)*rr
		tx, ty := math.Cos(a), math.Sin(a) // the clockwise tangent
		nx, ny := -ty, tx
		s := n * 0.018
		p.polyline(n*0.008, colSeaLine, x-tx*s+nx*s, y-ty*s+ny*s, x+tx*s*0.4, y+ty*s*0.4, x-tx*s-nx*s, y-ty*s-ny*s)
	}
	for i := range archipirata.NumIslands {
		drawIsleGround(img, &l, i)
	}
	for k := range 2 {
		drawAirshipBody(img, &l, k)
		drawTeamBox(img, &l, k, t)
	}
	return img
}

// splitUnit returns a number in [0, 1) from the splitmix64 generator *x.
func splitUnit(x *uint64) float64 {
	return float64(archipirata.SplitMix(x)>>11) / (1 << 53)
}

// drawIsleGround draws island i: its shadow on the sea, the beach, the
// grass, its number on a dark badge at the top left and, on island 1, the
// wreck on its beach.
func drawIsleGround(img *image.RGBA, l *archLayout, i int) {
	p := l.islePen(img, i)
	p.ellipse(0.54, 0.58, 0.5, 0.47, colSeaDeep)
	p.circle(0.5, 0.5, 0.5, colDesertDk)
	p.circle(0.5, 0.5, 0.47, colChestBg)
	// grass with a wavy edge
	pts := make([]float64, 0, 2*48)
	for k := range 48 {
		a := float64(k) / 48 * 2 * math.Pi
		r := 0.4 + 0.02*math.Sin(a*7+float64(i))
		pts = append(pts, 0.5+math.Cos(a)*r, 0.5+math.Sin(a)*r)
	}
	p.poly(colGrassDark, pts...)
	for k := 0; k < len(pts); k += 2 {
		pts[k] = 0.5 + (pts[k]-0.5)*0.93
		pts[k+1] = 0.5 + (pts[k+1]-0.5)*0.93
	}
	p.poly(colGrass, pts...)
	if i == 0 {
		drawWreck(p)
	}
	drawIsleBadge(img, l, i, false)
}

// isleBadgeKey names the badge with an island's number.
type isleBadgeKey struct {
	isle int
	d    int // the island's diameter
	lit  bool
}

// archIsleBadges keeps the islands' number badges.
var archIsleBadges = newSpriteCache(64, drawIsleBadgeSprite)

// Where an island's number lies, in island-square units.
const (
	isleBadgeX = 0.12
	isleBadgeY = 0.12
	isleBadgeR = 0.15 // 0.17 lit
)

// drawIsleBadgeSprite draws island k.isle's number on its badge: dark
// with a light number, or bright yellow when the island is a target.
func drawIsleBadgeSprite(k isleBadgeKey) *image.RGBA {
	r := isleBadgeR * float64(k.d)
	fill, ink, edge := colBackground, colText, colPaper
	if k.lit {
		r = 0.17 * float64(k.d)
		fill, ink, edge = colHighlight, colInk, colInk
	}
	side := int(math.Ceil(2*r)) + 2
	p := newPen(side)
	c, u := 0.5, r/float64(side)
	p.circle(c, c, u, edge)
	p.circle(c, c, u*0.86, fill)
	p.text(strconv.Itoa(k.isle+1), c, c, u*1.3, 0, bold, ink)
	return p.image()
}

// drawIsleBadge draws island i's number badge, lit for a target.
func drawIsleBadge(img *image.RGBA, l *archLayout, i int, lit bool) {
	x, y := l.isleAt(i, isleBadgeX, isleBadgeY)
	d := int(math.Round(2 * l.isle))
	blitCentred(img, archIsleBadges.get(isleBadgeKey{isle: i, d: d, lit: lit}), x, y)
}

// drawWreck draws the wreck on island 1's beach: a broken hull with a
// snapped mast and a torn black flag.
func drawWreck(p *pen) {
	p.poly(colInk, 0.05, 0.6, 0.29, 0.66, 0.25, 0.76, 0.08, 0.72)
	p.poly(colWood, 0.065, 0.615, 0.275, 0.67, 0.24, 0.745, 0.09, 0.71)
	p.line(0.1, 0.66, 0.25, 0.7, 0.01, colInk)
	p.line(0.15, 0.63, 0.2, 0.46, 0.022, colInk)
	p.poly(colInk, 0.195, 0.47, 0.31, 0.45, 0.27, 0.5, 0.3, 0.53, 0.2, 0.52)
}

// drawAirshipBody draws team t's airship without its passengers: an
// envelope in the team's colour with a red cross (it carries the injured),
// fins and a gondola.
func drawAirshipBody(img *image.RGBA, l *archLayout, t int) {
	r := l.airship(t)
	w := float64(r.Dx())
	p := penOn(img, float64(r.Min.X), float64(r.Min.Y), w)
	fill, dark := teamFill(t), teamDark(t)
	// shadow on the sea
	p.ellipse(0.52, 0.53, 0.36, 0.04, colSeaDeep)
	// ropes
	for _, x := range []float64{0.3, 0.5, 0.7} {
		p.line(x, 0.3, 0.2+x*0.6, 0.4, 0.008, colInk)
	}
	// fins at the tail (left)
	p.poly(colInk, 0.16, 0.22, 0.04, 0.07, 0.1, 0.07, 0.22, 0.18)
	p.poly(colInk, 0.16, 0.32, 0.04, 0.46, 0.1, 0.46, 0.22, 0.36)
	p.poly(dark, 0.155, 0.215, 0.055, 0.09, 0.09, 0.09, 0.2, 0.19)
	p.poly(dark, 0.155, 0.325, 0.055, 0.44, 0.09, 0.44, 0.2, 0.35)
	p.ellipse(0.52, 0.26, 0.44, 0.2, colInk)
	p.ellipse(0.52, 0.26, 0.425, 0.185, fill)
	p.ellipse(0.52, 0.31, 0.38, 0.1, dark)
	p.ellipse(0.52, 0.27, 0.4, 0.12, fill)
	// the cross of an ambulance
	p.circle(0.8, 0.25, 0.075, colInk)
	p.circle(0.8, 0.25, 0.065, colPaper)
	p.rect(0.785, 0.2, 0.03, 0.1, colDeadly)
	p.rect(0.75, 0.235, 0.1, 0.03, colDeadly)
	// the gondola
	p.round(0.17, 0.38, 0.66, 0.17, 0.04, colInk)
	p.round(0.18, 0.39, 0.64, 0.15, 0.035, colWood)
	p.rect(0.2, 0.405, 0.6, 0.012, colBackMark)
}

// drawTeamBox draws team t's box under the ring: a rounded panel edged in
// the team's colour, with its token and name (in lang) at the top left.
func drawTeamBox(img *image.RGBA, l *archLayout, t int, lang tongue) {
	r := l.boxes[t]
	p := penOn(img, 0, 0, 1)
	n := float64(l.w)
	edge := teamFill(t)
	p.round(float64(r.Min.X), float64(r.Min.Y), float64(r.Dx()), float64(r.Dy()), n*0.02, edge)
	p.round(float64(r.Min.X)+n*0.004, float64(r.Min.Y)+n*0.004, float64(r.Dx())-n*0.008, float64(r.Dy())-n*0.008, n*0.017, colLightBg)
	hy := float64(r.Min.Y) + n*0.034
	tx := float64(r.Min.X) + n*0.034
	archToken(p, t, tx, hy, n*0.018)
	st := textStyle{face: bold, px: int(math.Round(n * 0.03)), col: colText}
	drawText(img, lang.teamTitle(t), int(tx+n*0.03), int(hy)+capHeight(st)/2, st)
}

// archToken draws a plain pirate token of team t centred on (x, y), of
// radius r, on p.
func archToken(p *pen, t int, x, y, r float64) {
	fill := teamFill(t)
	p.circle(x, y, r, colInk)
	p.circle(x, y, r*0.8, fill)
}
