package narrate

import (
	"strings"

	"github.com/jackalbot/jackal/engine"
)

// ToAct says whose turn it is in the view, who plays it under smoke, and
// the pending choice if any: "It is black's turn. B1: Which arrow?",
// "Ход чёрных; в дыму за них ходят красные.". It is the game-over line once
// the game has ended, and "" for no view.
func ToAct(l Lang, v *engine.View) string {
	if v == nil {
		return ""
	}
	if v.Over || v.Turn >= engine.NumCrews {
		return sentence(gameOverText(l, v.EndedBy))
	}
	s := text{"It is %s's turn", "Ход %s"}.f(l, CrewNameIn(l, v.Turn, Gen))
	if v.Controller < engine.NumCrews && v.Controller != v.Turn {
		s += text{"; in the smoke, %s plays it", "; в дыму за них ходят %s"}.f(l, CrewName(l, v.Controller))
	}
	s += "."
	if p := Prompt(l, v.Pending); p != "" {
		s += " " + p
	}
	return s
}

// Peeks tells, in full, the events private to crew c (what its lighthouse
// showed): a text to send to that crew's player alone. It is "" when there
// are none.
func Peeks(l Lang, events []engine.Event, c engine.Crew) string {
	var out []string
	for _, e := range events {
		if e.Private != engine.NoCrew && e.Private == c {
			if s := Event(l, e); s != "" {
				out = append(out, s)
			}
		}
	}
	return strings.Join(out, " ")
}
