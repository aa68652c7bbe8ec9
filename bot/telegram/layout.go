package telegram

import (
	"unicode"

	"github.com/jackalbot/jackal/bot"
)

// Telegram gives the buttons of a row equal widths, and a phone's row is
// narrow: under a board (the picture's width) about 36 average letters
// across, less some padding per button. A label wider than its share is
// cut with "…" on a phone, which can leave two buttons looking alike
// ("6 ↺ WRW, rum 5,…"). Telegram takes up to 8 buttons in a row.
const (
	// phoneRow is the width of a phone's keyboard row, in letters.
	phoneRow = 36
	// buttonPad is the width a button's padding takes, in letters.
	buttonPad = 2
	// maxRowButtons is the most buttons Telegram puts in one row.
	maxRowButtons = 8
	// maxSplit bounds the row length laid out by trying every split.
	maxSplit = 12
)

// labelFits is the widest label a phone shows whole in a row of n
// buttons, in letters (labelWidth).
func labelFits(n int) int { return phoneRow/n - buttonPad }

// labelWidth estimates how wide a label shows, in average letters: a
// pictograph (an emoji) takes two, marks, joiners and variation selectors
// none, anything else one.
func labelWidth(s string) int {
	w := 0
	for _, r := range s {
		switch {
		case r == '\u200d' || r >= '\ufe00' && r <= '\ufe0f' || unicode.In(r, unicode.Mn, unicode.Me, unicode.Cf):
		case r >= 0x1f000 || r >= 0x2600 && r <= 0x27bf || r >= 0x2b00 && r <= 0x2bff:
			w += 2
		default:
			w++
		}
	}
	return w
}

// rowFits reports whether a phone shows every label of row whole, and
// Telegram takes the row.
func rowFits(row []bot.Button) bool {
	if len(row) > maxRowButtons {
		return false
	}
	limit := labelFits(len(row))
	for _, b := range row {
		if labelWidth(b.Label) > limit {
			return false
		}
	}
	return true
}

// phoneRows lays a row of buttons out for a phone: as it is when its
// labels fit, else split, in order, into the fewest rows whose labels fit
// (of those, the one with the most room left for its tightest label, then
// the most even). A label too wide even alone keeps a row of its own.
func phoneRows(row []bot.Button) [][]bot.Button {
	if rowFits(row) {
		return [][]bot.Button{row}
	}
	if len(row) > maxSplit {
		return greedyRows(row)
	}
	var best [][]bot.Button
	var bestScore split
	// cuts has bit i set when a row ends after button i
	for cuts := 0; cuts < 1<<(len(row)-1); cuts++ {
		var rows [][]bot.Button
		start, ok := 0, true
		for i := range row {
			if i == len(row)-1 || cuts&(1<<i) != 0 {
				part := row[start : i+1]
				if len(part) > 1 && !rowFits(part) {
					ok = false
					break
				}
				rows = append(rows, part)
				start = i + 1
			}
		}
		if !ok {
			continue
		}
		score := splitScore(rows)
		if best == nil || score.better(bestScore) {
			best, bestScore = rows, score
		}
	}
	return best
}

// split scores a way to split a row.
type split struct {
	rows   int // the rows it takes
	room   int // the room left beside the tightest label, in letters
	spread int // the longest row's buttons less the shortest's
	first  int // the first row's buttons
}

// splitScore scores rows.
func splitScore(rows [][]bot.Button) split {
	s := split{rows: len(rows), room: phoneRow, first: len(rows[0])}
	longest, shortest := 0, maxRowButtons
	for _, r := range rows {
		longest, shortest = max(longest, len(r)), min(shortest, len(r))
		for _, b := range r {
			s.room = min(s.room, labelFits(len(r))-labelWidth(b.Label))
		}
	}
	s.spread = longest - shortest
	return s
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

// greedyRows fills each row with as many buttons as fit, in order.
func greedyRows(row []bot.Button) [][]bot.Button {
	var rows [][]bot.Button
	start := 0
	for i := range row {
		if i > start && !rowFits(row[start:i+1]) {
			rows = append(rows, row[start:i])
			start = i
		}
	}
	return append(rows, row[start:])
}
