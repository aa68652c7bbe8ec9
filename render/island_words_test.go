package render

import (
	"fmt"
	"testing"

	"github.com/jackalbot/jackal/engine/archipelago/island"
	"github.com/jackalbot/jackal/engine/archipelago/islands"
)

// largestIslands are the shipped islands and the largest grids a file
// may hold (15 by 15, 15 by 3, 3 by 15) with a lagoon, boats and long
// names: every entry of the legend and the longest subtitle.
func largestIslands(t *testing.T) []*island.Island {
	t.Helper()
	all, err := islands.All()
	if err != nil {
		t.Fatal(err)
	}
	ring := shipped(t, "ring")
	for _, grid := range [][2]int{{island.MaxSide, island.MaxSide}, {island.MaxSide, 3}, {3, island.MaxSide}} {
		big := ring.Clone()
		big.Files, big.Ranks = grid[0], grid[1]
		big.Name, big.NameRU = "The Great Sprawling Archipelago of Many Lagoons", "Большой раскинувшийся архипелаг многих лагун"
		all = append(all, big)
	}
	return all
}

// TestIslandCaptionsLegible: an island picture's captions — the
// subtitle, the legend and the coordinates — are at least captionPx of
// the picture's width, 11 px when a phone shows it 400 px wide (the
// subtitle was 7 px, the legend 8 or less, on the widest islands), at
// every size, in both languages, for the largest islands; each line of
// the subtitle and each row of the legend fits the picture, and the
// bands hold them.
func TestIslandCaptionsLegible(t *testing.T) {
	for _, isl := range largestIslands(t) {
		for _, lang := range []string{"en", "ru"} {
			for _, size := range []int{MinSize, 400, 512, IslandDefaultSize, MaxSize} {
				l, w := islandPicture(isl, IslandOptions{Size: size, Lang: lang})
				where := func() string { return fmt.Sprintf("%s %s at %d", isl.Name, lang, size) }
				for _, c := range []struct {
					what string
					st   textStyle
				}{{"subtitle", w.subSt}, {"legend", w.legendSt}, {"coordinates", w.labelSt}} {
					if got := phonePx(c.st.px, l.w); c.st.px < captionPx(l.w) || got < captionPhone {
						t.Errorf("%s: the %s at %d px on a picture %d wide: %.1f px on a phone, want %d", where(), c.what, c.st.px, l.w, got, captionPhone)
					}
				}
				u := float64(l.cell)
				room := l.w - int(0.35*u) - int(1.2*u) - int(0.5*u)
				for _, line := range w.sub {
					if textWidth(line, w.subSt) > room {
						t.Errorf("%s: subtitle line %q wider than %d", where(), line, room)
					}
				}
				// the last line's descent within the title band
				bottom := int(0.3*u) + capHeight(w.titleSt) + int(0.25*u) + capHeight(w.subSt) +
					(len(w.sub)-1)*subPitch(w.subSt) + fontsCache.metricsOf(regular, w.subSt.px).descent
				if bottom > l.title.Max.Y {
					t.Errorf("%s: the subtitle's %d lines end at %d, under the title band's %d", where(), len(w.sub), bottom, l.title.Max.Y)
				}
				if len(w.legend) > l.rows {
					t.Errorf("%s: %d rows of legend, the band holds %d", where(), len(w.legend), l.rows)
				}
				for _, row := range w.legend {
					if lw := legendWidth(&l, row, w.legendSt); lw > l.w-l.cell/2 {
						t.Errorf("%s: a legend row %d wide on a picture %d wide", where(), lw, l.w)
					}
				}
				mid := (l.legend.Min.Y + l.legend.Max.Y - l.cell/4) / 2
				half := max(legendSide(&l), w.legendSt.px) / 2
				if top := mid - (len(w.legend)-1)*l.pitch/2 - half; top < l.grid.Max.Y+l.cell*6/10 {
					t.Errorf("%s: the legend starts at %d, over the letters under the grid (%d)", where(), top, l.grid.Max.Y)
				}
				if end := mid + (len(w.legend)-1)*l.pitch/2 + half; end > l.h {
					t.Errorf("%s: the legend ends at %d, off the picture (%d)", where(), end, l.h)
				}
				if lw := textWidth("15", w.labelSt); lw > l.cell*7/10 {
					t.Errorf("%s: rank 15 is %d wide, its band %d", where(), lw, l.cell*7/10)
				}
			}
		}
	}
}
