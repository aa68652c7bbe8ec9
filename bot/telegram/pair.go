package telegram

import (
	"strings"

	"github.com/jackalbot/jackal/bot"
)

// A pair is a row of two buttons that do different things: a choice and
// the way back from it ("☠ Yes, e5" / "↩ Back"), the two answers of a
// question ("✅ Agree" / "❌ Refuse"), "✓ ready" / "↩ undo". Split over two
// rows it reads as two unrelated buttons, so it stays one row, its labels
// cut to fit (fitPair). Two buttons of one kind (two moves, two sowings)
// are two choices: such a row splits instead, since cut labels could look
// alike ("6 ↺ WRW, rum 5,…").

// isPair reports whether row is a pair: two buttons of different kinds
// (buttonKind), or the two answers of a vote.
func isPair(row []bot.Button) bool {
	if len(row) != 2 {
		return false
	}
	a, b := buttonKind(row[0]), buttonKind(row[1])
	return a != b || a == string(bot.VerbVote)
}

// buttonKind is what a button does, as far as a pair goes: "url" for a
// link, else its data's verb; for an action from a private board
// (bot.VerbSeat), the verb and the action's first word ("e:ready",
// "e:lay"). Data the core did not write is of kind "".
func buttonKind(b bot.Button) string {
	if b.URL != "" {
		return "url"
	}
	d, err := bot.ParseButtonData(b.Data)
	if err != nil {
		return ""
	}
	if d.Verb != bot.VerbSeat {
		return string(d.Verb)
	}
	_, action, _ := strings.Cut(d.Arg, ":")
	word, _, _ := strings.Cut(action, " ")
	return string(d.Verb) + ":" + word
}

// fitPair is a pair with every label cut to the width a phone shows whole
// in a row of two (labelFits); the core's buttons are not changed.
func fitPair(row []bot.Button) []bot.Button {
	out := make([]bot.Button, len(row))
	for i, b := range row {
		b.Label = cutLabel(b.Label, labelFits(len(row)))
		out[i] = b
	}
	return out
}

// cutLabel is label cut to at most width letters (labelWidth): its start
// and "…" when it is wider.
func cutLabel(label string, width int) string {
	if labelWidth(label) <= width {
		return label
	}
	rs := []rune(label)
	for n := len(rs) - 1; n > 0; n-- {
		head := strings.TrimRight(string(rs[:n]), " ,·:;-(")
		if head != "" && labelWidth(head)+1 <= width {
			return head + "…"
		}
	}
	return "…"
}
