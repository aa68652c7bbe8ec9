package ai

import "github.com/jackalbot/jackal/engine/cards"

// maxUsed caps the specials counted in an outcome.
const maxUsed = 7

// node is a pirate on its way through a row: where it stands, its steps
// and the specials (weapons, fridays, doubles) it used so far.
type node struct {
	pos            cards.Cell
	steps, w, f, d uint8
}

// opt is a way a row may end in gold: the cell, the steps, the specials
// it used (how many, and which).
type opt struct {
	cell        cards.Cell
	steps, used uint8
	sp          spend
}

// spend is the specials a way spends: weapons, fridays, doubles.
type spend struct{ w, f, d uint8 }

// junk is the weapons and fridays of s: the specials a hand is hardest
// rid of (only a bandit or rough ground takes them).
func (s spend) junk() int { return int(s.w) + int(s.f) }

// more reports whether s rids a hand of more than t: more junk, then more
// doubles.
func (s spend) more(t spend) bool {
	return s.junk() > t.junk() || s.junk() == t.junk() && s.d > t.d
}

// walker follows a row as the rules resolve it (resolve.go), every choice
// taken: each direction, each special played or not, and records the
// fewest steps to dig each gold cell for each number of specials used.
type walker struct {
	is   *cards.Island
	hold [3]uint8 // weapons, fridays, doubles at hand
	best [cards.MaxSide * cards.MaxSide][maxUsed + 1]uint8
	how  [cards.MaxSide * cards.MaxSide][maxUsed + 1]spend // the specials of best's way
	// spent is the specials the way of the row spending most spends,
	// whether it digs or not: what a row laid to be rid of cards rids the
	// hand of.
	spent spend
	seen  nodeSet
	work  int // the pirates followed so far, a measure of the work done
	buf   []node
}

func newWalker() *walker { return &walker{} }

// reset starts a new row on island is with the specials in hand.
func (w *walker) reset(is *cards.Island, hand *[cards.NumKinds]uint8) {
	w.is = is
	w.hold = [3]uint8{hand[cards.Weapon], hand[cards.Friday], hand[cards.Double]}
	w.best = [cards.MaxSide * cards.MaxSide][maxUsed + 1]uint8{}
	w.how = [cards.MaxSide * cards.MaxSide][maxUsed + 1]spend{}
	w.spent = spend{}
}

// note records the specials n spent.
func (w *walker) note(n node) {
	if s := (spend{n.w, n.f, n.d}); s.more(w.spent) {
		w.spent = s
	}
}

// dig records a pirate digging cell c.
func (w *walker) dig(n node, c cards.Cell) {
	w.note(n)
	k := min(n.w+n.f+n.d, maxUsed)
	sp := spend{n.w, n.f, n.d}
	if b := w.best[c][k]; b == 0 || n.steps < b {
		w.best[c][k], w.how[c][k] = n.steps, sp
	} else if n.steps == b && sp.more(w.how[c][k]) {
		w.how[c][k] = sp
	}
}

// move makes one move in direction d from n, appending the pirates still
// going to out: rough ground with and without Friday, a bandit with a
// weapon (without one the plan ends), gold dug.
func (w *walker) move(n node, d cards.Dir, out []node) []node {
	n.steps++
	to, ok := w.is.Target(n.pos, d)
	if !ok {
		return append(out, n)
	}
	n.pos = to
	switch t := w.is.At(to); {
	case t == cards.Rough:
		m := n
		m.steps++
		out = append(out, m)
		if n.f < w.hold[1] {
			n.f++
			out = append(out, n)
		}
	case t == cards.Bandit:
		if n.w < w.hold[0] {
			n.w++
			out = append(out, n)
		}
	case t.Gold() > 0:
		w.dig(n, to)
	default:
		out = append(out, n)
	}
	return out
}

// moveAll makes card c's move in each of its directions from n.
func (w *walker) moveAll(c cards.Card, n node, out []node) []node {
	for _, d := range c.Dirs() {
		out = w.move(n, d, out)
	}
	return out
}

// done is what follows card c's move (not yet doubled) that left n going:
// n itself, and the copies a double makes.
func (w *walker) done(c cards.Card, n node, out []node) []node {
	out = append(out, n)
	if n.d < w.hold[2] {
		n.d++
		out = w.moveAll(c, n, out)
	}
	return out
}

// card resolves card c from n (its first move and a double), appending
// the pirates still going to out.
func (w *walker) card(c cards.Card, n node, out []node) []node {
	if c.IsFlag() {
		t := cards.FlagR
		if c == cards.FlagBlue {
			t = cards.FlagB
		}
		at := w.is.Find(t)
		if at == cards.NoCell {
			return out
		}
		n.pos = at
		return append(out, n)
	}
	var tmp [32]node
	for _, m := range w.moveAll(c, n, tmp[:0]) {
		out = w.done(c, m, out)
	}
	return out
}

// expand resolves card c from every pirate of layer, the pirates still
// going deduplicated into out.
func (w *walker) expand(layer []node, c cards.Card, out []node) []node {
	w.buf = w.buf[:0]
	for _, n := range layer {
		w.buf = w.card(c, n, w.buf)
	}
	return w.dedup(w.buf, out)
}

// dedup appends the distinct nodes of in to out.
func (w *walker) dedup(in, out []node) []node {
	w.seen.clear()
	w.work += len(in)
	for _, n := range in {
		if w.seen.add(n) {
			w.note(n)
			out = append(out, n)
		}
	}
	return out
}

// rest resolves row from layer to its end.
func (w *walker) rest(layer []node, row []cards.Card) {
	cur := append([]node(nil), layer...)
	for _, n := range cur {
		w.note(n)
	}
	var next []node
	for _, c := range row {
		if len(cur) == 0 {
			return
		}
		next = w.expand(cur, c, next[:0])
		cur, next = next, cur
	}
}

// opts appends the outcomes recorded to buf: for each cell, the fewest
// steps with each number of specials, dropping those no better in steps
// than one using fewer specials.
func (w *walker) opts(buf []opt) []opt {
	for c := range w.best {
		var low uint8 = 255
		for k, s := range w.best[c] {
			if s != 0 && s < low {
				low = s
				buf = append(buf, opt{cells(c), s, uint8(k), w.how[c][k]})
			}
		}
	}
	return buf
}

func cells(i int) cards.Cell { return cards.Cell(i) }

// rowOpts are the outcomes of row from the white flag, steps0 steps
// counted already, with the specials of hand.
func (w *walker) rowOpts(is *cards.Island, hand *[cards.NumKinds]uint8, row []cards.Card, steps0 uint8, buf []opt) []opt {
	w.reset(is, hand)
	start := is.Find(cards.FlagWhite)
	w.rest([]node{{pos: start, steps: steps0}}, row)
	return w.opts(buf)
}

// rowKinds is the kinds a row may hold, in the order of the cards.
var rowKinds = []cards.Card{cards.ArrowNE, cards.ArrowNW, cards.ArrowSE, cards.ArrowSW, cards.ArrowEW,
	cards.ArrowNS, cards.ArrowX, cards.ArrowPlus, cards.Horse, cards.FlagRed, cards.FlagBlue}

// enumerate calls fn for each row the hand may lay (flags first only), up
// to maxLen cards and limit rows, in a fixed order, with the walker's
// outcomes of that row; a row whose pirates all stopped is not extended.
func enumerate(w *walker, is *cards.Island, hand [cards.NumKinds]uint8, maxLen, limit int, fn func(row []cards.Card)) {
	enumerateIn(rowKinds, w, is, hand, 1, maxLen, limit, fn)
}

// enumerateShort is enumerate shortest rows first: every row of one card,
// then of two, and so on, trying the kinds of order at each place in that
// order, so that a limit leaves out the longest rows only.
func enumerateShort(order []cards.Card, w *walker, is *cards.Island, hand [cards.NumKinds]uint8, maxLen, limit int, fn func(row []cards.Card)) {
	for n := 1; n <= maxLen && limit > 0; n++ {
		limit -= enumerateIn(order, w, is, hand, n, n, limit, fn)
	}
}

// enumerateIn calls fn for the rows of minLen to maxLen cards, trying the
// kinds of order at each place in that order, up to limit rows (the rows
// shorter than minLen are followed, not counted), and returns the rows
// it called fn for.
func enumerateIn(order []cards.Card, w *walker, is *cards.Island, hand [cards.NumKinds]uint8, minLen, maxLen, limit int, fn func(row []cards.Card)) int {
	w.reset(is, &hand)
	start := is.Find(cards.FlagWhite)
	row := make([]cards.Card, 0, maxLen)
	layers := make([][]node, maxLen+1)
	layers[0] = []node{{pos: start}}
	saved := make([][cards.MaxSide * cards.MaxSide][maxUsed + 1]uint8, maxLen+1)
	savedHow := make([][cards.MaxSide * cards.MaxSide][maxUsed + 1]spend, maxLen+1)
	spent := make([]spend, maxLen+1)
	count := 0
	var rec func(depth int)
	rec = func(depth int) {
		if depth == maxLen || len(layers[depth]) == 0 {
			return
		}
		saved[depth], savedHow[depth], spent[depth] = w.best, w.how, w.spent
		for _, c := range order {
			if hand[c] == 0 || (c.IsFlag() && depth > 0) || count >= limit {
				continue
			}
			hand[c]--
			row = append(row, c)
			layers[depth+1] = w.expand(layers[depth], c, layers[depth+1][:0])
			if depth+1 >= minLen {
				count++
				fn(row)
			}
			rec(depth + 1)
			row = row[:len(row)-1]
			hand[c]++
			w.best, w.how, w.spent = saved[depth], savedHow[depth], spent[depth]
		}
	}
	rec(0)
	return count
}
