package cards

// MaxCardsToGold is the most cards of the full deck any gold cell of a
// shipped island needs from the white flag (CARDGAME.md §1).
const MaxCardsToGold = 6

// Unreachable is CardsTo's count of a cell no plan reaches.
const Unreachable = 127

// CardsTo is, for every cell, the fewest cards of the full deck that take
// a pirate from cell from to that cell and leave it there: each arrow or
// horse is one card (any step to a neighbour or knight's jump: the deck
// holds at least 15 orthogonal, 16 diagonal and 6 horse cards, more than
// a short plan uses), a bandit entered costs a weapon more, a gold cell
// ends the plan so no way goes through one, water is never entered.
// Unreachable marks the cells no plan reaches.
func CardsTo(is *Island, from Cell) [MaxSide * MaxSide]int8 {
	var d [MaxSide * MaxSide]int8
	for i := range d {
		d[i] = Unreachable
	}
	d[from] = 0
	for changed := true; changed; {
		changed = false
		for u := range Cell(MaxSide * MaxSide) {
			if d[u] == Unreachable || u != from && is.At(u).Gold() > 0 {
				continue
			}
			x, y := u.XY()
			if x >= int(is.W) || y >= int(is.H) {
				continue
			}
			for dir := range NumDirs {
				v, ok := is.Target(u, dir)
				if !ok {
					continue
				}
				c := d[u] + 1
				if is.At(v) == Bandit {
					c++
				}
				if c < d[v] {
					d[v], changed = c, true
				}
			}
		}
	}
	return d
}
