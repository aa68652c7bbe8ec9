package render

import (
	"image"
	"image/draw"
	"math"

	"github.com/jackalbot/jackal/engine"
)

// abilityMarks are the one-letter marks of Archipelago's abilities (§8),
// drawn as a badge on the token of the pirate that holds one: abilities
// are public, like the stickers on the figures. Six abilities begin with
// an S, so the letters are the words' most telling ones: S for the
// strongman, W the sWimmer, N the navigator, B the brawler, X (the cross
// hairs) the sharpshooter, F the sure-Foot, T the teetotaler, P the
// pathfinder, C the sCout, J the junglerunner, K the shrine-Keeper and D
// the duelist. One letter keeps the badge readable where three tokens share
// a boat at 512 pixels.
var abilityMarks = [engine.NumAbilities]string{
	engine.Strongman: "S", engine.Swimmer: "W", engine.Navigator: "N", engine.Brawler: "B",
	engine.Sharpshooter: "X", engine.Surefoot: "F", engine.Teetotaler: "T", engine.Pathfinder: "P",
	engine.Scout: "C", engine.Junglerunner: "J", engine.Shrinekeeper: "K", engine.Duelist: "D",
}

// AbilityMark is the letter the picture draws for ability a on a pirate's
// token: "S" for the strongman; "" for none.
func AbilityMark(a engine.Ability) string {
	if a >= engine.NumAbilities {
		return ""
	}
	return abilityMarks[a]
}

// abilityBadgeKey names one badge picture: the ability, whether its
// once-per-island use is spent (greyed), and its radius in pixels.
type abilityBadgeKey struct {
	ability engine.Ability
	spent   bool
	radius  int
}

// abilityBadges keeps badge pictures by abilityBadgeKey.
var abilityBadges = newSpriteCache(256, drawAbilityBadge)

// drawAbilityBadge draws the badge of k: a light disc ringed in ink with
// the ability's letter, steel grey with a light letter once spent.
func drawAbilityBadge(k abilityBadgeKey) *image.RGBA {
	side := 2*k.radius + 2
	p := newPen(side)
	c, r := 0.5, float64(k.radius)/float64(side)
	fill, ink := colPaper, colInk
	if k.spent {
		fill, ink = colSteel, colPaper
	}
	p.circle(c, c, r, colInk)
	p.circle(c, c, r*0.8, fill)
	p.text(AbilityMark(k.ability), c, c+r*0.04, r*1.3, 0, bold, ink)
	return p.image()
}

// drawPieceBadge draws the badge of pirate p in view v, if it holds an
// ability, on top of its token at spot s on layout l: sized by the cell,
// not the token, so that it stays readable on crowded tokens.
func drawPieceBadge(img *image.RGBA, l *layout, v *engine.View, p engine.PieceID, s spot) {
	a := v.Ability(p)
	if a == engine.NoAbility {
		return
	}
	k := abilityBadgeKey{ability: a, spent: v.AbilityUsed(p), radius: int(math.Round(0.15 * float64(l.cell)))}
	t := abilityBadges.get(k)
	half := t.Rect.Dx() / 2
	// above the token, a little to the left, clear of its number
	x, y := s.x-0.35*s.r, s.y-s.r-0.45*float64(k.radius)
	at := image.Pt(int(x+0.5)-half, int(y+0.5)-half)
	draw.Draw(img, t.Rect.Add(at), t, image.Point{}, draw.Over)
}
