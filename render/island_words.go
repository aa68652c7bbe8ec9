package render

import (
	"image"
	"strings"

	"github.com/jackalbot/jackal/engine/archipelago/island"
)

// islandWords are an island picture's words set out on its layout: the
// title, the subtitle's lines, the legend's rows and the coordinates'
// style. The subtitle, the legend and the coordinates are captions: never
// under captionPx of the picture's width (11 px on a phone; the subtitle
// was 7), the subtitle wrapping and the legend wrapping into rows rather
// than shrinking further.
type islandWords struct {
	title    string
	titleSt  textStyle
	sub      []string
	subSt    textStyle
	legend   [][]legendEntry
	legendSt textStyle
	labelSt  textStyle
}

// legendEntry is one swatch of the legend and what it stands for.
type legendEntry struct {
	pic  *image.RGBA
	text string
}

// islandPicture lays out isl's picture as o asks (its grid clamped, its
// title o's or the island's name in o's language): the layout grows its
// title band and its legend band to hold the lines and rows the words
// need.
func islandPicture(isl *island.Island, o IslandOptions) (islandLayout, islandWords) {
	files := min(max(isl.Files, 1), island.MaxSide)
	ranks := min(max(isl.Ranks, 1), island.MaxSide)
	t := tongueOf(o.Lang)
	title := o.Title
	if title == "" {
		title = isl.Name
		if t == russian && isl.NameRU != "" {
			title = isl.NameRU
		}
	}
	l := newIslandLayout(files, ranks, o.long())
	w := setIslandWords(&l, isl, title, t)
	// the words' lines are, in cells, the same on the layout grown for
	// them, but for rounding: the bands only grow, so this ends
	for range 8 {
		if len(w.sub) <= l.lines && len(w.legend) <= l.rows {
			break
		}
		l = newIslandLayoutFor(files, ranks, o.long(), max(l.lines, len(w.sub)), max(l.rows, len(w.legend)))
		w = setIslandWords(&l, isl, title, t)
	}
	return l, w
}

// setIslandWords sets out the words of isl's picture on l, in t.
func setIslandWords(l *islandLayout, isl *island.Island, title string, t tongue) islandWords {
	u := float64(l.cell)
	cp := captionPx(l.w)
	var w islandWords
	cx, _, r, _ := l.compass()
	room := int(cx-r-0.2*u) - int(0.35*u) // the compass at the right
	st := textStyle{face: bold, px: int(0.55 * u), col: colText}
	w.title, w.titleSt = clipTextTo(title, st, room, max(st.px*2/3, cp))

	sub := t.say(wIslandSub, t.count(isl.Land(), nTile),
		isl.Removed(island.Beach), isl.Removed(island.Forest), isl.Removed(island.Mountains))
	other := isl.NameRU
	if t == russian {
		other = isl.Name
	}
	if other != "" && other != title {
		sub = other + " · " + sub
	}
	w.subSt = textStyle{face: regular, px: max(int(0.3*u), cp), col: colTextDim}
	w.sub = wrapParts(strings.Split(sub, " · "), " · ", w.subSt, room)

	w.labelSt = textStyle{face: mono, px: max(l.cell*34/100, cp, 6), col: colLabel}
	w.legend, w.legendSt = setLegend(l, legendEntries(l, isl, t), cp)
	return w
}

// wrapParts joins parts with sep into as few lines of style st, each at
// most room pixels wide, as it can, in order; a part too long alone is
// cut with "…".
func wrapParts(parts []string, sep string, st textStyle, room int) []string {
	var lines []string
	for _, p := range parts {
		if n := len(lines); n > 0 && textWidth(lines[n-1]+sep+p, st) <= room {
			lines[n-1] += sep + p
			continue
		}
		lines = append(lines, p)
	}
	for i, line := range lines {
		lines[i], _ = clipTextTo(line, st, room, st.px)
	}
	return lines
}

// legendEntries are the legend's swatches and words for isl on l, in t:
// each back with its number of cells, the shore, the lagoon when there
// is one, the boat start when the island suggests any.
func legendEntries(l *islandLayout, isl *island.Island, t tongue) []legendEntry {
	sw := legendSide(l)
	var entries []legendEntry
	for _, b := range island.Lands {
		entries = append(entries, legendEntry{islandTiles.get(islandTileKey{back: b, side: sw}), t.say(wLegendBack, isl.Count(b), backWord(t, b))})
	}
	entries = append(entries, legendEntry{waters.get(waterKey{kind: waterShore, side: sw}), t.say(wShore)})
	if len(isl.Lagoon()) > 0 {
		entries = append(entries, legendEntry{waters.get(waterKey{kind: waterLagoon, side: sw}), t.say(wLagoon)})
	}
	if len(isl.Boats) > 0 {
		entries = append(entries, legendEntry{boatMarks.get(boatKey{n: 1, side: sw}), t.say(wBoatStart)})
	}
	return entries
}

// legendSide is the side of a legend's swatch on l.
func legendSide(l *islandLayout) int { return max(int(float64(l.cell)*legendSwatch), 6) }

// legendGap is the room after a swatch, half the room between entries.
func legendGap(l *islandLayout) int { return legendSide(l) / 3 }

// legendWidth is the width of a row of entries in style st on l.
func legendWidth(l *islandLayout, entries []legendEntry, st textStyle) int {
	sw, gap := legendSide(l), legendGap(l)
	w := 0
	for i, e := range entries {
		if i > 0 {
			w += 2 * gap
		}
		w += sw + gap + textWidth(e.text, st)
	}
	return w
}

// setLegend sets the entries in rows across l: one row, its words
// shrinking from 0.38 of a cell to fit, but no smaller than cp pixels;
// at cp, as many rows as they need.
func setLegend(l *islandLayout, entries []legendEntry, cp int) ([][]legendEntry, textStyle) {
	room := l.w - l.cell/2
	st := textStyle{face: regular, px: max(int(float64(l.cell)*legendWords), cp, 6), col: colTextDim}
	for st.px > cp && legendWidth(l, entries, st) > room {
		st.px--
	}
	var rows [][]legendEntry
	for _, e := range entries {
		if n := len(rows); n > 0 && legendWidth(l, append(rows[n-1][:len(rows[n-1]):len(rows[n-1])], e), st) <= room {
			rows[n-1] = append(rows[n-1], e)
			continue
		}
		rows = append(rows, []legendEntry{e})
	}
	return evenRows(l, entries, rows, st, room), st
}

// evenRows deals entries into as many rows as rows holds, as evenly as
// they fit in room (the first rows a swatch more), else returns rows.
func evenRows(l *islandLayout, entries []legendEntry, rows [][]legendEntry, st textStyle, room int) [][]legendEntry {
	k := len(rows)
	if k < 2 {
		return rows
	}
	even := make([][]legendEntry, 0, k)
	rest := entries
	for i := range k {
		n := (len(rest) + k - i - 1) / (k - i)
		if legendWidth(l, rest[:n], st) > room {
			return rows
		}
		even, rest = append(even, rest[:n]), rest[n:]
	}
	return even
}
