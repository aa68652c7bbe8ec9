package render

import (
	"image"

	"github.com/jackalbot/jackal/engine"
)

// PendingTargets returns the options of v's pending choice as targets
// labelled with their cell names, or nil when no choice is pending. The
// view cannot tell which options kill: the bot, which holds the state,
// sets Deadly with engine.Kills.
func PendingTargets(v *engine.View) []Target {
	if v == nil || v.Pending == nil {
		return nil
	}
	out := make([]Target, 0, len(v.Pending.Options))
	for _, c := range v.Pending.Options {
		out = append(out, Target{Cell: c, Label: c.String()})
	}
	return out
}

// drawTargets frames each target cell and writes its label on a pill in
// the cell's lower part: white for a safe move, red with a skull for a
// deadly one. Labels of targets sharing a cell are stacked upward.
func drawTargets(img *image.RGBA, l *layout, ts []Target) {
	u := float64(l.cell)
	// 0.3 of a cell, minTextPx at least; a label of five letters ("f12/3")
	// is then too wide for a cell on a small picture, and shrinks to fit
	size := max(0.3, float64(minTextPx(l.size))/u)
	stacked := map[engine.Cell]int{}
	for _, t := range ts {
		if !t.Cell.Valid() {
			continue
		}
		r := l.cellRect(t.Cell)
		p := penOn(img, float64(r.Min.X), float64(r.Min.Y), u)
		i := stacked[t.Cell]
		stacked[t.Cell]++
		ring, fill, ink := colPaper, colPaper, colInk
		if t.Deadly {
			ring, fill, ink = colDeadly, colDeadly, colPaper
		}
		if i == 0 {
			p.roundLine(0.05, 0.05, 0.9, 0.9, 0.1, 0.11, colInk)
			p.roundLine(0.05, 0.05, 0.9, 0.9, 0.1, 0.06, ring)
			if t.Deadly {
				p.circle(0.5, 0.3, 0.2, colInk)
				drawSkull(p, 0.5, 0.31, 0.27, colPaper, colInk)
			}
		}
		label := t.Label
		if label == "" {
			label = t.Cell.String()
		}
		y := 0.72 - 0.4*float64(i)
		p.round(0.02, y-0.19, 0.96, 0.38, 0.12, colInk)
		p.round(0.05, y-0.16, 0.9, 0.32, 0.1, fill)
		p.text(label, 0.5, y, size, 0.84, bold, ink)
	}
}
