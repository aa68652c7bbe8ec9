package render

import (
	"image"
	"image/color"
	"math"

	"github.com/fogleman/gg"
)

// pen draws vector shapes in unit coordinates: (0,0) is the top-left corner
// of a square of side u pixels and (1,1) its bottom-right corner. Widths and
// radii are fractions of the side too, so art drawn once fits every size.
type pen struct {
	dc     *gg.Context
	u      float64
	ox, oy float64 // the pixel origin of the unit square
}

// newPen starts a transparent square picture of side n pixels.
func newPen(n int) *pen {
	return &pen{dc: gg.NewContext(n, n), u: float64(n)}
}

// penOn draws on img, with unit squares of side u pixels whose origin lies
// at pixel (x, y).
func penOn(img *image.RGBA, x, y, u float64) *pen {
	dc := gg.NewContextForRGBA(img)
	dc.Translate(x, y)
	return &pen{dc: dc, u: u, ox: x, oy: y}
}

// image is the picture drawn so far.
func (p *pen) image() *image.RGBA { return p.dc.Image().(*image.RGBA) }

// fill fills the current path with c.
func (p *pen) fill(c color.Color) {
	p.dc.SetColor(c)
	p.dc.Fill()
}

// stroke strokes the current path with c at width w.
func (p *pen) stroke(c color.Color, w float64) {
	p.dc.SetColor(c)
	p.dc.SetLineWidth(w * p.u)
	p.dc.Stroke()
}

// rect fills the rectangle (x, y, w, h) with c.
func (p *pen) rect(x, y, w, h float64, c color.Color) {
	p.dc.DrawRectangle(x*p.u, y*p.u, w*p.u, h*p.u)
	p.fill(c)
}

// round fills the rectangle (x, y, w, h) with corners of radius r.
func (p *pen) round(x, y, w, h, r float64, c color.Color) {
	p.dc.DrawRoundedRectangle(x*p.u, y*p.u, w*p.u, h*p.u, r*p.u)
	p.fill(c)
}

// roundLine strokes the outline of a rounded rectangle.
func (p *pen) roundLine(x, y, w, h, r, lw float64, c color.Color) {
	p.dc.DrawRoundedRectangle(x*p.u, y*p.u, w*p.u, h*p.u, r*p.u)
	p.stroke(c, lw)
}

// circle fills a disc of centre (x, y) and radius r.
func (p *pen) circle(x, y, r float64, c color.Color) {
	p.dc.DrawCircle(x*p.u, y*p.u, r*p.u)
	p.fill(c)
}

// ring strokes a circle of centre (x, y) and radius r at width w.
func (p *pen) ring(x, y, r, w float64, c color.Color) {
	p.dc.DrawCircle(x*p.u, y*p.u, r*p.u)
	p.stroke(c, w)
}

// ellipse fills an ellipse of centre (x, y) and radii rx, ry.
func (p *pen) ellipse(x, y, rx, ry float64, c color.Color) {
	p.dc.DrawEllipse(x*p.u, y*p.u, rx*p.u, ry*p.u)
	p.fill(c)
}

// line strokes a segment with round caps.
func (p *pen) line(x1, y1, x2, y2, w float64, c color.Color) {
	p.dc.SetLineCap(gg.LineCapRound)
	p.dc.DrawLine(x1*p.u, y1*p.u, x2*p.u, y2*p.u)
	p.stroke(c, w)
}

// path adds a polygon or polyline through the points (x0, y0, x1, y1, …).
func (p *pen) path(pts []float64) {
	p.dc.NewSubPath()
	for i := 0; i+1 < len(pts); i += 2 {
		p.dc.LineTo(pts[i]*p.u, pts[i+1]*p.u)
	}
}

// poly fills the polygon through the points (x0, y0, x1, y1, …).
func (p *pen) poly(c color.Color, pts ...float64) {
	p.path(pts)
	p.dc.ClosePath()
	p.fill(c)
}

// polyline strokes the open line through the points with round joins.
func (p *pen) polyline(w float64, c color.Color, pts ...float64) {
	p.dc.SetLineCap(gg.LineCapRound)
	p.dc.SetLineJoin(gg.LineJoinRound)
	p.path(pts)
	p.stroke(c, w)
}

// arc strokes the arc of centre (x, y), radius r, from angle a1 to a2
// (radians, clockwise from east).
func (p *pen) arc(x, y, r, a1, a2, w float64, c color.Color) {
	p.dc.SetLineCap(gg.LineCapRound)
	p.dc.NewSubPath()
	p.dc.DrawArc(x*p.u, y*p.u, r*p.u, a1, a2)
	p.stroke(c, w)
}

// sector fills the pie slice of centre (x, y), radius r, from a1 to a2.
func (p *pen) sector(x, y, r, a1, a2 float64, c color.Color) {
	p.dc.NewSubPath()
	p.dc.MoveTo(x*p.u, y*p.u)
	p.dc.DrawArc(x*p.u, y*p.u, r*p.u, a1, a2)
	p.dc.ClosePath()
	p.fill(c)
}

// text writes s centred on (x, y) in face f at height px (a fraction of the
// side), shrinking it to fit width maxW when maxW > 0.
func (p *pen) text(s string, x, y, px, maxW float64, f typeface, c color.Color) {
	t := textStyle{face: f, px: int(math.Round(px * p.u)), col: c}
	if t.px < 5 {
		t.px = 5
	}
	if maxW > 0 {
		t = fitText(s, t, int(maxW*p.u))
	}
	drawTextCentered(p.image(), s, int(math.Round(p.ox+x*p.u)), int(math.Round(p.oy+y*p.u)), t)
}

// rotate turns what is drawn next by q quarter turns clockwise about the
// centre of the unit square.
func (p *pen) rotate(q int) {
	p.dc.RotateAbout(float64(q)*math.Pi/2, p.u/2, p.u/2)
}

// reset undoes rotations.
func (p *pen) reset() {
	p.dc.Identity()
	p.dc.Translate(p.ox, p.oy)
}

// unitAngle is the unit vector at deg degrees clockwise from north, on the
// picture (y grows south).
func unitAngle(deg float64) (float64, float64) {
	a := deg * math.Pi / 180
	return math.Sin(a), -math.Cos(a)
}
