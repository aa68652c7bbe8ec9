package terminal

import "github.com/jackalbot/jackal/bot"

// labelRow is a board's buttons: one row of a button per label, each
// button's data its label.
func labelRow(labels ...string) [][]bot.Button {
	var row []bot.Button
	for _, l := range labels {
		row = append(row, bot.Button{Label: l, Data: l})
	}
	return [][]bot.Button{row}
}
