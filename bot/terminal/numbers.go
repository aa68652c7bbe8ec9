package terminal

import "github.com/jackalbot/jackal/bot"

// numbered appends to buf the buttons of rows, in order, each with the
// number it is listed and pressed by in Number: its own where it has one
// (an Archipirata island's: typing 5 presses island 5's), the others
// numbered on from the highest of those (a button whose number another
// took first is numbered on too).
func numbered(buf []bot.Button, rows [][]bot.Button) []bot.Button {
	next, own := 1, map[int]bool{}
	for _, row := range rows {
		for _, x := range row {
			next = max(next, x.Number+1)
		}
	}
	for _, row := range rows {
		for _, x := range row {
			if x.Number <= 0 || own[x.Number] {
				x.Number = next
				next++
			}
			own[x.Number] = true
			buf = append(buf, x)
		}
	}
	return buf
}

// pressed is the data of the button numbered n among buttons (numbered).
func pressed(buttons []bot.Button, n int) (string, bool) {
	for _, x := range buttons {
		if x.Number == n {
			return x.Data, true
		}
	}
	return "", false
}
