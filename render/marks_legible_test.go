package render

import (
	"fmt"
	"image"
	"testing"

	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/engine/archipelago"
	"github.com/jackalbot/jackal/engine/archipelago/islands"
)

// markSizes are the sizes of the boards checked for their marks: the
// bot's (1024, and 480 for a replay's frames), the goldens' (256 to 1024).
var markSizes = []int{MinSize, 480, 512, DefaultSize}

// markBoard is a board whose marks are checked, and cells of it: one on
// the island, ships' berths (or a boat's sea cell) of either way.
type markBoard struct {
	name  string
	board engine.Board
	land  engine.Cell
	ships []engine.Cell
	isles bool // Archipelago's: pirates there hold abilities
}

// markBoards are classic's board and every shipped island's.
func markBoards(t *testing.T) []markBoard {
	t.Helper()
	out := []markBoard{{"classic", classic, engine.CellAt(6, 6), []engine.Cell{engine.CellAt(0, 6), engine.CellAt(6, 0)}, false}}
	for _, id := range islands.IDs() {
		s, err := archipelago.Deal(shipped(t, id), engine.Options{}, 1)
		if err != nil {
			t.Fatal(err)
		}
		mb := markBoard{name: id, board: s.Board, isles: true}
		for c := range s.Board.Island() {
			mb.land = c
			break
		}
		for c := range s.Board.Sea() {
			mb.ships = append(mb.ships, c)
			break
		}
		out = append(out, mb)
	}
	return out
}

// crowd is the pieces of a crowded cell: n of them, a crew's pirates,
// Ben Gunn and Friday (their letters wider than a number), an ally's
// pirates, the missionary.
func crowd(n int) []engine.PieceID {
	all := []engine.PieceID{0, 1, 2, engine.BEN, engine.FRI, 3, 4, 5, engine.MIS}
	return all[:n]
}

// spotLayout is one way tokens lie on a cell.
type spotLayout struct {
	name    string
	cell    engine.Cell
	spots   []spot
	spinner engine.Kind // the spinner they stand on, Empty for none
	free    bool        // on a cell of their own, not a ship nor a spinner's steps
}

// spotLayouts are the ways tokens lie on board mb's layout l: one to six
// on a cell (two allied crews, or a crew and the three characters), one
// to six aboard each ship, on each spinner's steps one a step and two on
// one.
func spotLayouts(l *layout, mb *markBoard) []spotLayout {
	var out []spotLayout
	for n := 1; n <= 6; n++ {
		out = append(out, spotLayout{name: fmt.Sprint(n, " on a cell"), cell: mb.land, spots: cellSpots(l, mb.land, n), free: true})
	}
	for _, c := range mb.ships {
		for n := 1; n <= 6; n++ {
			out = append(out, spotLayout{name: fmt.Sprint(n, " aboard at ", c), cell: c, spots: shipSpots(l, &mb.board, c, n)})
		}
	}
	for _, k := range []engine.Kind{engine.Forest, engine.Desert, engine.Swamp, engine.Mountains} {
		var steps []uint8
		for s := 1; s <= k.Steps(); s++ {
			steps = append(steps, uint8(s))
		}
		last := uint8(k.Steps())
		out = append(out,
			spotLayout{name: fmt.Sprint(k, ", a step each"), cell: mb.land, spots: spinnerSpots(l, mb.land, k, steps), spinner: k},
			spotLayout{name: fmt.Sprint(k, ", two on step 1"), cell: mb.land, spots: spinnerSpots(l, mb.land, k, []uint8{1, 1}), spinner: k},
			spotLayout{name: fmt.Sprint(k, ", two on the last step"), cell: mb.land, spots: spinnerSpots(l, mb.land, k, []uint8{last, last}), spinner: k})
	}
	return out
}

// spotTokens are the tokens of a crowd at spots on layout l, as
// drawPieces keys them.
func spotTokens(l *layout, spots []spot) []tokenKey {
	ps := crowd(len(spots))
	keys := make([]tokenKey, len(spots))
	for i, s := range spots {
		radius, px := spotToken(l, s)
		keys[i] = tokenKey{piece: ps[i], crew: engine.Crew(int(ps[i]) / 3 % int(engine.NumCrews)), radius: radius, px: px}
	}
	return keys
}

// TestTokenNumbersLegible: the number on a pirate's token (players name
// their pirates by it) and a character's letter are at least the floor on
// every board the bot draws, however crowded the cell (they were 1.25 of
// the token's radius: 18 px on classic's board at 1024, 7 on a phone). At
// the sizes the bot sends, no number of a cell hides another's ink (their
// outlines may touch), and a number on a cell of its own stays near it;
// at MinSize, whose floor is 6 px, a ship's stack may touch.
func TestTokenNumbersLegible(t *testing.T) {
	for _, mb := range markBoards(t) {
		for _, size := range markSizes {
			l := boardLayout(size, &mb.board)
			floor := minTextPx(size)
			for _, sl := range spotLayouts(&l, &mb) {
				where := fmt.Sprintf("%s at %d, %s", mb.name, size, sl.name)
				keys := spotTokens(&l, sl.spots)
				var words []seenWord
				for _, k := range keys {
					words = append(words, wordsDrawn(func() { drawToken(k) })...)
				}
				checkFloor(t, where, words, floor, size)
				if size == MinSize {
					continue
				}
				near := l.cellRect(mb.land).Inset(-l.cell / 10)
				for i, k := range keys {
					a := labelBox(k, sl.spots[i].x, sl.spots[i].y)
					for j := i + 1; j < len(keys); j++ {
						b := labelBox(keys[j], sl.spots[j].x, sl.spots[j].y)
						if a.Inset(haloWidth(k.px)).Overlaps(b) || b.Inset(haloWidth(keys[j].px)).Overlaps(a) {
							t.Errorf("%s: the numbers of %s (%v) and %s (%v) overlap", where, k.piece, a, keys[j].piece, b)
						}
					}
					if sl.free && !a.In(near) {
						t.Errorf("%s: the number of %s (%v) out of its cell (%v)", where, k.piece, a, near)
					}
				}
			}
		}
	}
}

// TestAbilityBadgesLegible: an Archipelago pirate's ability letter is at
// least the floor (it was 1.3 of a badge of 0.15 of a cell: 14 px at
// 1024, 5 on a phone); with up to four tokens on a cell, three aboard a
// boat or a token on each step of a spinner, every one with a badge, no
// badge hides a number of the cell nor another badge's letter.
func TestAbilityBadgesLegible(t *testing.T) {
	for _, mb := range markBoards(t) {
		if !mb.isles {
			continue
		}
		for _, size := range markSizes {
			l := boardLayout(size, &mb.board)
			floor := minTextPx(size)
			for a := engine.NoAbility + 1; a < engine.NumAbilities; a++ {
				for _, spent := range []bool{false, true} {
					k := abilityBadgeKey{ability: a, spent: spent, px: markPx(&l)}
					checkFloor(t, fmt.Sprintf("%s at %d, %s", mb.name, size, AbilityMark(a)), wordsDrawn(func() { drawAbilityBadge(k) }), floor, size)
				}
			}
			for _, sl := range spotLayouts(&l, &mb) {
				if len(sl.spots) > 3 || size == MinSize {
					continue
				}
				where := fmt.Sprintf("%s at %d, %s", mb.name, size, sl.name)
				keys := spotTokens(&l, sl.spots)
				badges := make([]abilityBadgeKey, len(keys))
				for i := range badges {
					// the widest letter beside the others
					badges[i] = abilityBadgeKey{ability: []engine.Ability{engine.Swimmer, engine.Sharpshooter, engine.Duelist, engine.Strongman}[i%4], px: markPx(&l)}
				}
				var avoid []image.Rectangle
				if sl.spinner != engine.Empty {
					avoid = stepTags(&l, sl.cell, sl.spinner)
				}
				placed := placeBadges(&l, sl.cell, sl.spots, keys, badges, avoid)
				for i, b := range placed {
					letter := b.Inset(badgeLetterInset(badges[i].px))
					for j, k := range keys {
						if box := labelBox(k, sl.spots[j].x, sl.spots[j].y); letter.Overlaps(box.Inset(haloWidth(k.px))) || b.Overlaps(box.Inset(haloWidth(k.px))) {
							t.Errorf("%s: badge %d (%v) over the number of token %d (%v)", where, i, b, j, box)
						}
					}
					for j := range i {
						if letter.Overlaps(placed[j].Inset(badgeLetterInset(badges[j].px))) {
							t.Errorf("%s: the letters of badges %d and %d overlap", where, j, i)
						}
					}
				}
			}
		}
	}
}

// TestTileNumbersLegible: a chest's numeral (it was 0.3 of the tile, 8
// px on a phone at 1024) and a spinner's step numbers (0.14 of the tile, 4
// px on a phone) are at least the floor on every board the bot draws; the
// numeral fits its panel, the steps' tags stay on the tile and, but at
// MinSize (a 13 px tile on the widest islands), their numbers apart.
func TestTileNumbersLegible(t *testing.T) {
	for _, mb := range markBoards(t) {
		for _, size := range markSizes {
			l := boardLayout(size, &mb.board)
			n, px, floor := l.tileSide(), markPx(&l), minTextPx(size)
			for k := engine.Kind(0); k < engine.NumKinds; k++ {
				if k.Coins() == 0 && !k.IsSpinner() {
					continue
				}
				where := fmt.Sprintf("%s at %d, %s", mb.name, size, k)
				key := keyAt(engine.ViewTile{Kind: k, Open: true}, n, px)
				checkFloor(t, where, wordsDrawn(func() { drawTile(key) }), floor, size)
				if k.Coins() > 0 {
					numeral, panel, st := chestPanel(k.Coins(), n, px)
					if box := inkBox(numeral, st); float64(box.Dx()) > panel[2]*float64(n) || float64(box.Dy()) > panel[3]*float64(n) {
						t.Errorf("%s: %q is %v, its panel %.0f×%.0f", where, numeral, box.Size(), panel[2]*float64(n), panel[3]*float64(n))
					}
					continue
				}
				var nums []image.Rectangle
				for s := 1; s <= k.Steps(); s++ {
					tag, st := stepTag(k, s, n, px)
					if !tag.In(image.Rect(0, 0, n, n)) {
						t.Errorf("%s: step %d's tag %v off the tile of %d", where, s, tag, n)
					}
					num := tag.Inset(max(1, st.px/10))
					for j, o := range nums {
						if num.Overlaps(o) && size != MinSize {
							t.Errorf("%s: the numbers of steps %d and %d overlap", where, j+1, s)
						}
					}
					nums = append(nums, num)
				}
			}
		}
	}
}
