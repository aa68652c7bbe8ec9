package render

import (
	"fmt"
	"image"
	"math"
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

// TestIslandCompassLegible: the compass's N is at least minTextPx of an
// island picture's width (it was 0.22 cells, 5 to 7 px on a phone), at
// every size, for the largest islands; it lies inside the compass's ring,
// clear of the needle, whichever way the needle points, the needle still
// long enough to see; and the compass stays in the title band's right
// end.
func TestIslandCompassLegible(t *testing.T) {
	for _, isl := range largestIslands(t) {
		for _, size := range []int{MinSize, 400, 512, IslandDefaultSize, MaxSize} {
			l, _ := islandPicture(isl, IslandOptions{Size: size})
			where := fmt.Sprintf("%s %dx%d at %d", isl.Name, isl.Files, isl.Ranks, size)
			x, y, r, px := l.compass()
			m := northMark(r, px)
			d := 2 * r
			npx := int(math.Round(m.size * d))
			if npx < minTextPx(l.w) || phonePx(npx, l.w) < minTextPhone {
				t.Errorf("%s: the N at %d px on a picture %d wide: %.1f px on a phone, want %d", where, npx, l.w, phonePx(npx, l.w), minTextPhone)
			}
			st := textStyle{face: bold, px: npx}
			c, w := float64(capHeight(st))/d, float64(textWidth("N", st))/d
			// up or down: the cap height along the needle; east or west: the width
			for _, box := range [][2]float64{{c, w}, {w, c}} {
				along, across := box[0]/2, box[1]/2
				if far := math.Hypot(m.at+along, across); far > 0.445 {
					t.Errorf("%s: the N reaches %.3f of the diameter, over the ring (0.445)", where, far)
				}
				if m.at-along < m.needle {
					t.Errorf("%s: the N from %.3f over the needle's tip at %.3f", where, m.at-along, m.needle)
				}
			}
			if m.needle < 0.12 {
				t.Errorf("%s: a needle %.3f of the diameter long", where, m.needle)
			}
			if y-r < 0 || y+r > float64(l.title.Max.Y) || x+r > float64(l.w) {
				t.Errorf("%s: the compass at (%.0f, %.0f) radius %.0f, out of the title band %v", where, x, y, r, l.title)
			}
		}
	}
}

// TestIslandBoatNumbersLegible: the numbers of the suggested boat starts
// on the grid are at least minTextPx of an island picture's width (0.22
// of a cell, 5 to 6 px on a phone, before), at every size.
func TestIslandBoatNumbersLegible(t *testing.T) {
	for _, isl := range largestIslands(t) {
		if len(isl.Boats) == 0 {
			continue
		}
		for _, size := range []int{MinSize, 400, 512, IslandDefaultSize, MaxSize} {
			l, _ := islandPicture(isl, IslandOptions{Size: size})
			img := image.NewRGBA(image.Rect(0, 0, l.w, l.h))
			boatMarks.mu.Lock()
			clear(boatMarks.m) // drawn afresh, so that their words are seen
			boatMarks.mu.Unlock()
			where := fmt.Sprintf("%s %dx%d at %d", isl.Name, isl.Files, isl.Ranks, size)
			checkFloor(t, where, wordsDrawn(func() { drawIslandBoats(img, &l, isl.Boats) }), minTextPx(l.w), l.w)
		}
	}
}
