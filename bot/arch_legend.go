package bot

import (
	"strings"

	"github.com/jackalbot/jackal/bot/narrate/archi"
)

// archLegend explains the short words of a direction's sowing buttons
// (archi.Button: "5 ↻ RWR, rum 7"): the colour letters of the order the
// pirates are laid in, a letter's count where a long order was shortened
// ("R3"), and the island a rum skips. It is as public as the buttons it
// explains (list is what they offer). "" when they hold none of these.
func archLegend(lang string, list []archChoice) string {
	var parts []string
	order, runs, rum := false, false, -1
	for _, c := range list {
		if c.a.N > 0 {
			order = true
			runs = runs || shortenedOrder(archi.Button(nl(lang), c.a))
		}
		if skips := c.a.SkippedIslands(); rum < 0 && len(skips) > 0 {
			rum = int(skips[0]) + 1
		}
	}
	if order {
		parts = append(parts, tr(lang, txtArchLegendOrder))
	}
	if runs {
		parts = append(parts, tr(lang, txtArchLegendRuns))
	}
	if rum > 0 {
		parts = append(parts, tr(lang, txtArchLegendRum, rum, rum))
	}
	if len(parts) == 0 {
		return ""
	}
	return strings.Join(parts, "; ") + "."
}

// shortenedOrder reports whether a sowing's button label ("5 ↻ R3W",
// "5 ↻ RWR, rum 7") shows its order shortened: a count after a letter.
func shortenedOrder(label string) bool {
	head, _, _ := strings.Cut(label, ",")
	fields := strings.Fields(head)
	return len(fields) >= 3 && strings.ContainsAny(fields[2], "0123456789")
}
