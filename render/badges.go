package render

import (
	"image"
	"math"

	"github.com/jackalbot/jackal/engine"
)

// abilityMarks are the one-character marks of Archipelago's abilities
// (§8), drawn as a badge on the token of the pirate that holds one:
// abilities are public, like the stickers on the figures. Six abilities
// begin with an S, so the letters are the words' most telling ones: S for
// the strongman, N the navigator, X (the cross hairs) the sharpshooter, F
// the sure-Foot, T the teetotaler, P the pathfinder, C the sCout, J the
// junglerunner, K the shrine-Keeper and D the duelist. No mark is a crew's
// letter (W, Y, B, R), which a badge beside a pirate's number would read as
// ("W" beside B1 reads as a white pirate): the swimmer's is a wave, ≈, and
// the brawler's a club, ♣, both in the Go fonts. One character keeps the
// badge readable where three tokens share a boat at 512 pixels.
var abilityMarks = [engine.NumAbilities]string{
	engine.Strongman: "S", engine.Swimmer: "≈", engine.Navigator: "N", engine.Brawler: "♣",
	engine.Sharpshooter: "X", engine.Surefoot: "F", engine.Teetotaler: "T", engine.Pathfinder: "P",
	engine.Scout: "C", engine.Junglerunner: "J", engine.Shrinekeeper: "K", engine.Duelist: "D",
}

// AbilityMark is the mark the picture draws for ability a on a pirate's
// token: "S" for the strongman, "≈" for the swimmer; "" for none.
func AbilityMark(a engine.Ability) string {
	if a >= engine.NumAbilities {
		return ""
	}
	return abilityMarks[a]
}

// abilityBadgeKey names one badge picture: the ability, whether its
// once-per-island use is spent (greyed), and its letter's size in pixels.
type abilityBadgeKey struct {
	ability engine.Ability
	spent   bool
	px      int
}

// abilityBadges keeps badge pictures by abilityBadgeKey.
var abilityBadges = newSpriteCache(256, drawAbilityBadge)

// markStyle is how badge k's mark is set: bold at the badge's size, but
// the symbols larger, as short glyphs would otherwise read as smudges
// beside the letters: the swimmer's wave half as large again (it stands
// half a letter tall), the brawler's club a quarter.
func markStyle(k abilityBadgeKey) textStyle {
	px := k.px
	switch k.ability {
	case engine.Swimmer:
		px = px * 3 / 2
	case engine.Brawler:
		px = px * 5 / 4
	}
	return textStyle{face: bold, px: px}
}

// badgeSize is the width and height of badge k's tag: its letter's ink
// and outline, a margin and the rim round them.
func badgeSize(k abilityBadgeKey) (w, h int) {
	box := inkBox(AbilityMark(k.ability), markStyle(k))
	pad := badgePad(k.px)
	return box.Dx() + 2*pad, box.Dy() + 2*pad
}

// badgePad is the room round a badge's letter, rim included, for a letter
// of px pixels.
func badgePad(px int) int { return max(2, int(math.Round(0.15*float64(px)))) }

// drawAbilityBadge draws the badge of k: a light tag ringed in ink, no
// larger than the ability's letter it holds; steel grey with a light
// letter once spent. The picture is a square, the tag in its middle.
func drawAbilityBadge(k abilityBadgeKey) *image.RGBA {
	w, h := badgeSize(k)
	side := max(w, h) + 2
	p := newPen(side)
	fill, ink := colPaper, colInk
	if k.spent {
		fill, ink = colSteel, colPaper
	}
	fw, fh := float64(w)/p.u, float64(h)/p.u
	x, y := 0.5-fw/2, 0.5-fh/2
	rim := float64(max(1, k.px/12)) / p.u
	p.round(x, y, fw, fh, fh*0.3, colInk)
	p.round(x+rim, y+rim, fw-2*rim, fh-2*rim, fh*0.3-rim, fill)
	st := markStyle(k)
	st.col = ink
	drawMarkText(p.image(), AbilityMark(k.ability), p.u/2, p.u/2, st, fill)
	return p.image()
}

// badgeAt is where the badge of the token at spot i of a cell goes: the
// first of these places round the token's number — above it a little to
// the left, left, right, below, higher up, above a little to the right,
// at its corners — that covers least of the numbers of the cell's tokens
// (keys at spots), then of the letters of the badges placed before it
// (letters), then of a spinner's steps (steps), and spills least out of
// the cell's square (cell). w and h are the badge's size, its letter
// (with its outline) inset from its edges: tags may overlap, their
// letters not.
func badgeAt(spots []spot, keys []tokenKey, i, w, h, inset int, cell image.Rectangle, letters, steps []image.Rectangle) image.Rectangle {
	s := spots[i]
	own := labelBox(keys[i], s.x, s.y)
	if own.Empty() { // the missionary's cross: the token's middle
		own = image.Rect(int(s.x), int(s.y), int(s.x)+1, int(s.y)+1)
	}
	x := int(s.x+0.5) - w/2
	y := (own.Min.Y+own.Max.Y)/2 - h/2
	left := x - int(0.3*float64(keys[i].radius))
	tries := []image.Point{
		{left, own.Min.Y - h},           // above, a little to the left
		{own.Min.X - w, y},              // left
		{own.Max.X, y},                  // right
		{left, own.Max.Y},               // below
		{left, own.Min.Y - h*7/4},       // higher up, over a neighbour's badge
		{x + (x - left), own.Min.Y - h}, // above, a little to the right
		{own.Min.X - w, own.Min.Y - h},  // the four corners
		{own.Max.X, own.Min.Y - h},
		{own.Min.X - w, own.Max.Y},
		{own.Max.X, own.Max.Y},
	}
	var best image.Rectangle
	bestCost := -1
	for _, at := range tries {
		b := image.Rectangle{Min: at, Max: at.Add(image.Pt(w, h))}
		inner := b.Inset(inset) // the letter
		cost := w*h - area(b.Intersect(cell))
		for j, k := range keys {
			cost += 64 * area(b.Intersect(labelBox(k, spots[j].x, spots[j].y).Inset(haloWidth(k.px))))
		}
		for _, o := range letters {
			cost += 16 * area(inner.Intersect(o))
		}
		for _, o := range steps {
			cost += 2 * area(b.Intersect(o))
		}
		if bestCost < 0 || cost < bestCost {
			best, bestCost = b, cost
		}
	}
	return best
}

// area is the number of pixels of r.
func area(r image.Rectangle) int { return r.Dx() * r.Dy() }

// drawPieceBadges draws the badge of every pirate of pieces ps of view v
// that holds an ability, on cell c of layout l, their tokens keys at
// spots: each where it hides no number of the cell (placeBadges), a
// spinner's steps included. The letter is markPx, as the tokens' numbers.
func drawPieceBadges(img *image.RGBA, l *layout, v *engine.View, c engine.Cell, ps []engine.PieceID, spots []spot, keys []tokenKey) {
	badges := make([]abilityBadgeKey, len(ps))
	some := false
	for i, p := range ps {
		if a := v.Ability(p); a != engine.NoAbility {
			badges[i] = abilityBadgeKey{ability: a, spent: v.AbilityUsed(p), px: markPx(l)}
			some = true
		}
	}
	if !some {
		return
	}
	var avoid []image.Rectangle
	if t := v.Tiles[c]; v.Board.IsIsland(c) && t.Open && t.Kind.IsSpinner() {
		avoid = stepTags(l, c, t.Kind)
	}
	for i, b := range placeBadges(l, c, spots, keys, badges, avoid) {
		if badges[i].px > 0 {
			w, h := badgeSize(badges[i])
			drawSpriteAt(img, abilityBadges.get(badges[i]), float64(b.Min.X)+float64(w-1)/2, float64(b.Min.Y)+float64(h-1)/2)
		}
	}
}

// stepTags are the tags of the steps of the spinner of kind k on cell c of
// layout l, in the picture's pixels.
func stepTags(l *layout, c engine.Cell, k engine.Kind) []image.Rectangle {
	at := l.tileRect(c).Min
	var tags []image.Rectangle
	for s := 1; s <= k.Steps(); s++ {
		tag, _ := stepTag(k, s, l.tileSide(), markPx(l))
		tags = append(tags, tag.Add(at))
	}
	return tags
}

// placeBadges is where the badges of the tokens keys at spots of cell c of
// layout l go (badgeAt), one by one: badges[i] is the badge of token i,
// none when its px is 0 (an empty rectangle). No badge hides a number of
// the cell or another badge's letter where there is room; it hides a
// spinner's steps (their tags) as little as it can.
func placeBadges(l *layout, c engine.Cell, spots []spot, keys []tokenKey, badges []abilityBadgeKey, steps []image.Rectangle) []image.Rectangle {
	var placed []image.Rectangle // letters a badge must not hide
	cell := l.cellRect(c).Inset(-l.cell / 6)
	out := make([]image.Rectangle, len(badges))
	for i, k := range badges {
		if k.px == 0 {
			continue
		}
		w, h := badgeSize(k)
		inset := badgeLetterInset(k.px)
		out[i] = badgeAt(spots, keys, i, w, h, inset, cell, placed, steps)
		placed = append(placed, out[i].Inset(inset))
	}
	return out
}

// badgeLetterInset is how far a badge's letter, with its outline, lies
// inside the badge's edges, for a letter of px pixels.
func badgeLetterInset(px int) int { return badgePad(px) - haloWidth(px) }
