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
// it used.
type opt struct {
	cell        cards.Cell
	steps, used uint8
}

// walker follows a row as the rules resolve it (resolve.go), every choice
// taken: each direction, each special played or not, and records the
// fewest steps to dig each gold cell for each number of specials used.
type walker struct {
	is   *cards.Island
	hold [3]uint8 // weapons, fridays, doubles at hand
	best [cards.MaxSide * cards.MaxSide][maxUsed + 1]uint8
	seen map[node]struct{}
	buf  []node
}

func newWalker() *walker { return &walker{seen: map[node]struct{}{}} }

// reset starts a new row on island is with the specials in hand.
func (w *walker) reset(is *cards.Island, hand *[cards.NumKinds]uint8) {
	w.is = is
	w.hold = [3]uint8{hand[cards.Weapon], hand[cards.Friday], hand[cards.Double]}
	w.best = [cards.MaxSide * cards.MaxSide][maxUsed + 1]uint8{}
}

// dig records a pirate digging cell c.
func (w *walker) dig(n node, c cards.Cell) {
	k := min(n.w+n.f+n.d, maxUsed)
	if b := w.best[c][k]; b == 0 || n.steps < b {
		w.best[c][k] = n.steps
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
	clear(w.seen)
	w.buf = w.buf[:0]
	for _, n := range layer {
		w.buf = w.card(c, n, w.buf)
	}
	return w.dedup(w.buf, out)
}

// dedup appends the distinct nodes of in to out.
func (w *walker) dedup(in, out []node) []node {
	clear(w.seen)
	for _, n := range in {
		if _, ok := w.seen[n]; !ok {
			w.seen[n] = struct{}{}
			out = append(out, n)
		}
	}
	return out
}

// rest resolves row from layer to its end.
func (w *walker) rest(layer []node, row []cards.Card) {
	cur := append([]node(nil), layer...)
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
				buf = append(buf, opt{cells(c), s, uint8(k)})
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

// enumerate calls fn for each row the hand may lay (flags first only), up
// to maxLen cards and limit rows, in a fixed order, with the walker's
// outcomes of that row; a row whose pirates all stopped is not extended.
func enumerate(w *walker, is *cards.Island, hand [cards.NumKinds]uint8, maxLen, limit int, fn func(row []cards.Card)) {
	w.reset(is, &hand)
	start := is.Find(cards.FlagWhite)
	row := make([]cards.Card, 0, maxLen)
	layers := make([][]node, maxLen+1)
	layers[0] = []node{{pos: start}}
	saved := make([][cards.MaxSide * cards.MaxSide][maxUsed + 1]uint8, maxLen+1)
	count := 0
	var rec func(depth int)
	rec = func(depth int) {
		if depth == maxLen || len(layers[depth]) == 0 {
			return
		}
		saved[depth] = w.best
		for c := cards.ArrowNE; c < cards.Friday; c++ {
			if hand[c] == 0 || (c.IsFlag() && depth > 0) || count >= limit {
				continue
			}
			hand[c]--
			row = append(row, c)
			layers[depth+1] = w.expand(layers[depth], c, layers[depth+1][:0])
			count++
			fn(row)
			rec(depth + 1)
			row = row[:len(row)-1]
			hand[c]++
			w.best = saved[depth]
		}
	}
	rec(0)
}
