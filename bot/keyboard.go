package bot

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// maxButtons bounds a keyboard (Telegram takes 100; a phone shows fewer).
const maxButtons = 96

// rowWidth is the number of buttons a row holds.
const rowWidth = 4

// button is the data of a button of game g now: its tag, its move count
// (presses from older boards are refused), the verb and its argument.
func (g *game) button(verb Verb, arg string) string {
	return ButtonData{Tag: gameTag(g.rec.ID), Moves: g.moves(), Verb: verb, Arg: arg}.String()
}

// chunk lays buttons out in rows of rowWidth.
func chunk(flat []Button) [][]Button { return chunkBy(flat, rowWidth) }

// chunkBy lays buttons out in rows of n.
func chunkBy(flat []Button, n int) [][]Button {
	var rows [][]Button
	for len(flat) > 0 {
		k := min(n, len(flat))
		rows = append(rows, flat[:k])
		flat = flat[k:]
	}
	return rows
}

// labelNameRunes is how much of a player's name a button label shows: a
// phone cuts a longer label.
const labelNameRunes = 12

// labelName is name as a button label shows it: its first labelNameRunes
// characters and "…" when it is longer.
func labelName(name string) string { return cutName(name, labelNameRunes) }

// cutName is name's first n characters and "…" when it is longer.
func cutName(name string, n int) string {
	r := []rune(name)
	if len(r) <= n {
		return name
	}
	return strings.TrimRight(string(r[:n]), " ([{-,·") + "…"
}

// fitName is name in at most n characters, "…" included: name itself
// when it fits, else cut as cutName cuts.
func fitName(name string, n int) string {
	if utf8.RuneCountInString(name) <= n {
		return name
	}
	return cutName(name, max(n-1, 1))
}

// labelNames are the seats' names (by seat number, "" for none) as button
// labels show them (labelName). Names that would look alike there (two
// long names alike at the start, or two players of one name) are told by
// their seat's number too, the number and the name together no longer
// than labelNameRunes: "2·Alexander…", "3·Alexander…".
func labelNames(names []string) []string {
	out := make([]string, len(names))
	count := map[string]int{}
	for i, n := range names {
		out[i] = labelName(n)
		if n != "" {
			count[out[i]]++
		}
	}
	for i, n := range names {
		if n != "" && count[out[i]] > 1 {
			num := strconv.Itoa(i+1) + "·"
			out[i] = num + fitName(n, labelNameRunes-utf8.RuneCountInString(num))
		}
	}
	return out
}

// wideLabelRunes is the longest label a phone shows whole beside another
// button in its row: Telegram keeps two buttons that do different things
// (a question's answers) one row and cuts their labels to half its width
// (bot/telegram/layout.go), about 16 letters with a pictograph as two.
const wideLabelRunes = 14

// chunkWide lays buttons out in rows of n as chunkBy does, except that a
// label longer than wideLabelRunes takes a row of its own, in its place:
// beside another button a phone would cut it ("🍾 rum on Alexander Pe…"
// beside "✗ no").
func chunkWide(flat []Button, n int) [][]Button {
	var rows [][]Button
	var row []Button
	for _, b := range flat {
		if utf8.RuneCountInString(b.Label) > wideLabelRunes {
			if len(row) > 0 {
				rows, row = append(rows, row), nil
			}
			rows = append(rows, []Button{b})
			continue
		}
		if row = append(row, b); len(row) == n {
			rows, row = append(rows, row), nil
		}
	}
	if len(row) > 0 {
		rows = append(rows, row)
	}
	return rows
}
