package bot

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
