package telegram

import (
	"strings"

	"github.com/jackalbot/jackal/bot"
)

// A pair is a row of two buttons that do different things: a choice and
// the way back from it ("☠ Yes, e5" / "↩ Back"), the two answers of a
// question ("✅ Agree" / "❌ Refuse"), "✓ ready" / "↩ undo". Split over two
// rows it reads as two unrelated buttons, so it stays one row, its labels
// cut to fit (fitPair; bot.KeptPair tells a pair). Two buttons of one
// kind (two moves, two sowings) are two choices: such a row splits
// instead, since cut labels could look alike ("6 ↺ WRW, rum 5,…").

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
