package telegram

import "github.com/jackalbot/jackal/bot"

// Telegram gives the buttons of a row equal widths, and a phone's row is
// narrow (bot.PhoneRowLetters, bot.LabelFits). A label wider than its
// share is cut with "…" on a phone, which can leave two buttons looking
// alike ("6 ↺ WRW, rum 5,…"). Telegram takes up to 8 buttons in a row.
const (
	// phoneRow is the width of a phone's keyboard row, in letters.
	phoneRow = bot.PhoneRowLetters
	// maxRowButtons is the most buttons Telegram puts in one row.
	maxRowButtons = 8
	// maxSplit bounds the row length laid out by trying every split.
	maxSplit = 12
)

// labelFits is the widest label a phone shows whole in a row of n
// buttons, in letters (bot.LabelFits).
func labelFits(n int) int { return bot.LabelFits(n) }

// labelWidth estimates how wide a label shows, in average letters
// (bot.LabelWidth).
func labelWidth(s string) int { return bot.LabelWidth(s) }

// labelWidths is the width of each label of row (labelWidth).
func labelWidths(row []bot.Button) []int {
	w := make([]int, len(row))
	for i, b := range row {
		w[i] = labelWidth(b.Label)
	}
	return w
}

// rowFits reports whether a phone shows every label of row whole, and
// Telegram takes the row.
func rowFits(row []bot.Button) bool { return widthsFit(labelWidths(row)) }

// widthsFit reports whether a phone shows whole every label of a row
// whose labels are as wide as w, and Telegram takes the row.
func widthsFit(w []int) bool {
	if len(w) > maxRowButtons {
		return false
	}
	limit := labelFits(len(w))
	for _, x := range w {
		if x > limit {
			return false
		}
	}
	return true
}

// phoneRows lays a row of buttons out for a phone: as it is when its
// labels fit, else split, in order, into the fewest rows whose labels fit
// (of those, the one with the most room left for its tightest label, then
// the most even). A label too wide even alone keeps a row of its own. A
// pair (bot.KeptPair) is never split: its labels are cut to fit instead.
// It runs on every keyboard sent: the labels are measured once, and the
// splits tried are scored without building their rows.
func phoneRows(row []bot.Button) [][]bot.Button {
	w := labelWidths(row)
	if widthsFit(w) {
		return [][]bot.Button{row}
	}
	if bot.KeptPair(row) {
		return [][]bot.Button{fitPair(row)}
	}
	if len(row) > maxSplit {
		return greedyRows(row, w)
	}
	// cuts has bit i set when a row ends after button i; cutting after
	// every button always fits
	bestCuts, bestScore := -1, split{}
	for cuts := 0; cuts < 1<<(len(row)-1); cuts++ {
		if score, ok := splitScore(w, cuts); ok && (bestCuts < 0 || score.better(bestScore)) {
			bestCuts, bestScore = cuts, score
		}
	}
	return cutRows(row, bestCuts)
}

// cutRows cuts row after each button i whose bit is set in cuts.
func cutRows(row []bot.Button, cuts int) [][]bot.Button {
	var rows [][]bot.Button
	start := 0
	for i := range row {
		if i == len(row)-1 || cuts&(1<<i) != 0 {
			rows = append(rows, row[start:i+1])
			start = i + 1
		}
	}
	return rows
}

// split scores a way to split a row.
type split struct {
	rows   int // the rows it takes
	room   int // the room left beside the tightest label, in letters
	spread int // the longest row's buttons less the shortest's
	first  int // the first row's buttons
}

// splitScore scores cutting a row whose labels are as wide as w as cuts
// tells (cutRows); false when a row of more than one button does not fit.
func splitScore(w []int, cuts int) (split, bool) {
	s := split{room: phoneRow}
	longest, shortest := 0, maxRowButtons
	start := 0
	for i := range w {
		if i < len(w)-1 && cuts&(1<<i) == 0 {
			continue
		}
		part := w[start : i+1]
		start = i + 1
		if len(part) > 1 && !widthsFit(part) {
			return split{}, false
		}
		if s.rows == 0 {
			s.first = len(part)
		}
		s.rows++
		longest, shortest = max(longest, len(part)), min(shortest, len(part))
		for _, x := range part {
			s.room = min(s.room, labelFits(len(part))-x)
		}
	}
	s.spread = longest - shortest
	return s, true
}

// better reports whether s is a better split than o: fewer rows, then
// more room, then more even, then a longer first row.
func (s split) better(o split) bool {
	switch {
	case s.rows != o.rows:
		return s.rows < o.rows
	case s.room != o.room:
		return s.room > o.room
	case s.spread != o.spread:
		return s.spread < o.spread
	}
	return s.first > o.first
}

// greedyRows fills each row with as many buttons as fit, in order; w are
// the widths of their labels.
func greedyRows(row []bot.Button, w []int) [][]bot.Button {
	var rows [][]bot.Button
	start := 0
	for i := range row {
		if i > start && !widthsFit(w[start:i+1]) {
			rows = append(rows, row[start:i])
			start = i
		}
	}
	return append(rows, row[start:])
}
