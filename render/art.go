package render

import (
	"image/color"

	"github.com/jackalbot/jackal/engine"
)

// artKey names one tile picture: the kind, and what changes its look.
type artKey struct {
	kind  engine.Kind
	rot   engine.Rot // arrows and cannons only
	pic   uint8      // empty tiles only
	used  bool       // plane and lighthouse only
	known bool       // face down, shown by this crew's lighthouse: the back with an inset
	side  int
	px    int    // chests and spinners only: their numbers' least size in pixels (0: their own)
	words tongue // rum only: the language of the word on its barrel
}

// keyFor returns the artKey of tile t at side n, folding away what does not
// change the picture so equal pictures share one cache entry.
func keyFor(t engine.ViewTile, n int) artKey {
	k := artKey{kind: t.Kind, side: n}
	if t.Kind.Rotates() {
		k.rot = t.Rot & 3
	}
	if t.Kind == engine.Empty {
		k.pic = t.Pic & 3
	}
	if t.Kind == engine.Plane || t.Kind == engine.Lighthouse || t.Kind.Coins() > 0 {
		k.used = t.Used // for a chest: emptied
	}
	return k
}

// keyAt is keyFor with the least size, px pixels, of the numbers a tile
// shows: a full chest's numeral, a spinner's steps.
func keyAt(t engine.ViewTile, n, px int) artKey {
	k := keyFor(t, n)
	if (k.kind.Coins() > 0 && !k.used) || k.kind.IsSpinner() {
		k.px = px
	}
	return k
}

// keyIn is k with the language of the words its picture writes, t; k as
// it is for a tile that writes none (every kind but rum), so the pictures
// of every language share one cache entry.
func keyIn(k artKey, t tongue) artKey {
	if k.kind == engine.Rum {
		k.words = t
	}
	return k
}

// drawArt draws the picture of k on p, a pen over the whole tile.
func drawArt(p *pen, k artKey) {
	switch {
	case k.kind == engine.Hidden:
		drawBack(p)
	case k.kind == engine.Empty:
		drawEmpty(p, k.pic)
	case k.kind.IsArrow():
		drawArrows(p, k.kind, k.rot)
	case k.kind.IsSpinner():
		drawSpinner(p, k.kind, k.px)
	case k.kind.Coins() > 0:
		drawChest(p, k.kind.Coins(), k.used, k.px)
	case k.kind.Bottles() > 0:
		drawBottles(p, k.kind.Bottles())
	default:
		drawOther(p, k)
	}
}

// drawOther draws the kinds that are one of a kind.
func drawOther(p *pen, k artKey) {
	switch k.kind {
	case engine.Horse:
		drawHorse(p)
	case engine.Ice:
		drawIce(p)
	case engine.Trap:
		drawTrap(p)
	case engine.Ogre:
		drawOgre(p)
	case engine.Fort:
		drawFort(p, false)
	case engine.NativeFort:
		drawFort(p, true)
	case engine.Galleon:
		drawGalleon(p)
	case engine.Plane:
		drawPlane(p, k.used)
	case engine.Smoke:
		drawSmoke(p)
	case engine.Balloon:
		drawBalloon(p)
	case engine.Cannon:
		drawCannon(p, k.rot)
	case engine.Lighthouse:
		drawLighthouse(p, k.used)
	case engine.Crocodile:
		drawCrocodile(p)
	case engine.BenGunn:
		drawBenGunn(p)
	case engine.Friday:
		drawFriday(p)
	case engine.Missionary:
		drawMissionary(p)
	case engine.Rum:
		drawRum(p, k.words)
	case engine.Cave:
		drawCave(p)
	case engine.Earthquake:
		drawEarthquake(p)
	case engine.Caramba:
		drawCaramba(p)
	case engine.Thicket:
		drawThicket(p)
	case engine.Bank:
		drawBank(p)
	case engine.Musket:
		drawMusket(p)
	case engine.Crossroads:
		drawCrossroads(p)
	case engine.Trampoline:
		drawTrampoline(p)
	case engine.BearDen:
		drawBearDen(p)
	case engine.Spyglass:
		drawSpyglass(p)
	default:
		drawUnknown(p)
	}
}

// ground paints the tile's ground: the grout in the corners, the rounded
// face, and a thin darker rim.
func ground(p *pen, face, rim color.Color) {
	p.rect(0, 0, 1, 1, colGrout)
	p.round(0, 0, 1, 1, 0.08, face)
	p.roundLine(0.035, 0.035, 0.93, 0.93, 0.06, 0.03, rim)
}

// drawUnknown is the picture of a kind the package does not know: a
// question mark, so a newer engine never draws a blank.
func drawUnknown(p *pen) {
	ground(p, colSpent, colSpentInk)
	p.text("?", 0.5, 0.5, 0.6, 0, bold, colInk)
}
