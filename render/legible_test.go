package render

import (
	"fmt"
	"image"
	"math"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/engine/archipirata"
)

// seenWord is a text some drawing wrote, and its size.
type seenWord struct {
	s  string
	px int
}

// wordsDrawn runs draw and returns the texts it wrote, with their sizes
// (see wordsSeen). Sprites a cache already holds are not drawn again:
// draw calls the drawing functions themselves.
func wordsDrawn(draw func()) []seenWord {
	var seen []seenWord
	wordsSeen = func(s string, t textStyle) {
		if strings.TrimSpace(s) != "" {
			seen = append(seen, seenWord{s, t.px})
		}
	}
	defer func() { wordsSeen = nil }()
	draw()
	return seen
}

// checkFloor fails t for each word under floor pixels, on a picture side
// pixels wide; and when none was drawn.
func checkFloor(t *testing.T, where string, words []seenWord, floor, side int) {
	t.Helper()
	if len(words) == 0 {
		t.Errorf("%s: no words drawn", where)
	}
	for _, w := range words {
		if w.px < floor {
			t.Errorf("%s: %q at %d px (%.1f px on a phone), under the floor %d", where, w.s, w.px, phonePx(w.px, side), floor)
		}
	}
}

// TestFitChoice: the first text that fits at a size down to the floor is
// set, a longer one before a larger size; when none fits, the last is cut
// with "…" at the floor; never under the floor, never wider than the room.
func TestFitChoice(t *testing.T) {
	st := textStyle{face: bold, px: 20}
	long, short := "Round 12 · Yellow to play", "Yellow to play"
	tests := []struct {
		name   string
		w      int
		want   string
		px     int // the size wanted, 0: any between the floor and 20
		cut    bool
		choice []string
	}{
		{"fits", textWidth(long, st), long, 20, false, []string{long, short}},
		{"shrinks", textWidth(long, textStyle{face: bold, px: 17}), long, 17, false, []string{long, short}},
		{"shorter", textWidth(short, st), short, 20, false, []string{long, short}},
		{"cut", textWidth(short, textStyle{face: bold, px: 15}) - 10, "", 15, true, []string{long, short}},
		{"none", 100, "", 20, false, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, gst := fitChoice(tc.choice, st, tc.w, 15)
			if !tc.cut && got != tc.want {
				t.Errorf("set %q, want %q", got, tc.want)
			}
			if tc.cut && (!strings.HasSuffix(got, "…") || !strings.HasPrefix(short, strings.TrimSuffix(got, "…"))) {
				t.Errorf("set %q, want %q cut short", got, short)
			}
			if gst.px != tc.px {
				t.Errorf("at %d px, want %d", gst.px, tc.px)
			}
			if w := textWidth(got, gst); w > tc.w {
				t.Errorf("%q is %d px wide, room %d", got, w, tc.w)
			}
		})
	}
}

// TestClipWords: a title too long shrinks to two thirds of its size but
// never under minTextPx of the picture's width, then is cut.
func TestClipWords(t *testing.T) {
	title := "Шакал: остров сокровищ и ещё много слов"
	for _, side := range []int{MinSize, 400, 512, DefaultSize, MaxSize} {
		st := textStyle{face: bold, px: side * 11 / 400}
		room := side / 3
		got, gst := clipWords(title, st, room, side)
		if gst.px < minTextPx(side) || gst.px < st.px*2/3 {
			t.Errorf("at %d: %q at %d px, under the floor %d", side, got, gst.px, minTextPx(side))
		}
		if w := textWidth(got, gst); w > room || !strings.HasSuffix(got, "…") {
			t.Errorf("at %d: %q is %d px wide, room %d", side, got, w, room)
		}
	}
}

// TestCoordinatesLegible: the coordinates round classic's grid are at
// least minTextPx (7 px on a phone at most sizes before: 0.8 of the thin
// band under the grid); the letters under the grid, ascenders and
// descenders and all, stay between the grid and the picture's bottom,
// and the ranks in the bands at the sides.
func TestCoordinatesLegible(t *testing.T) {
	for _, size := range []int{MinSize, 300, 400, 512, 768, DefaultSize, 2048, MaxSize} {
		l := newLayout(size)
		where := fmt.Sprint("classic at ", size)
		checkFloor(t, where, wordsDrawn(func() { drawBase(l, &classic) }), minTextPx(size), size)
		st := textStyle{face: mono, px: coordPx(&l)}
		base := filesBaseline(&l, st)
		for _, r := range "bdfghjkl" {
			g := fontsCache.glyph(mono, st.px, r)
			if top, bottom := base+g.off.Y, base+g.off.Y+g.mask.Rect.Dy(); top < l.grid.Max.Y || bottom > size {
				t.Errorf("%s: %q from %d to %d, out of the band %d–%d", where, r, top, bottom, l.grid.Max.Y, size)
			}
		}
		if w := textWidth("13", st); w > l.grid.Min.X {
			t.Errorf("%s: rank 13 is %d px wide, its band %d", where, w, l.grid.Min.X)
		}
	}
}

// TestCellWordsLegible: the targets' labels and the count of coins on a
// cell are at least minTextPx (the labels were 0.3 of a cell, 8 px on a
// phone; the count 0.2, 5 px); a label of up to four letters fits its
// box at that size, and a count its coin.
func TestCellWordsLegible(t *testing.T) {
	for _, size := range []int{MinSize, 400, 512, 768, DefaultSize, MaxSize} {
		l := newLayout(size)
		img := image.NewRGBA(image.Rect(0, 0, size, size))
		where := fmt.Sprint("classic at ", size)
		ts := []Target{{Cell: engine.CellAt(5, 5), Label: "f6/2"}, {Cell: engine.CellAt(11, 12), Label: "l13", Deadly: true}}
		words := wordsDrawn(func() { drawTargets(img, &l, ts) })
		checkFloor(t, where+", targets", words, minTextPx(size), size)
		for _, w := range words {
			if tw := textWidth(w.s, textStyle{face: bold, px: w.px}); float64(tw) > 0.84*float64(l.cell) {
				t.Errorf("%s: the label %q %d px wide, its box %.0f", where, w.s, tw, 0.84*float64(l.cell))
			}
		}
		var v engine.View
		v.Coins[engine.CellAt(6, 6)] = 5
		words = wordsDrawn(func() { drawGold(img, &l, &v) })
		checkFloor(t, where+", coins", words, minTextPx(size), size)
		for _, w := range words {
			st := textStyle{face: bold, px: w.px}
			if coin := 0.36 * float64(l.cell); float64(textWidth(w.s, st)) > coin || float64(capHeight(st)) > 0.82*coin {
				t.Errorf("%s: the count %q at %d px is larger than its coin (%.0f px)", where, w.s, w.px, coin)
			}
		}
	}
}

// TestSeasonWordsLegible: every word of the standings — the chart's
// labels (20/1024 of the width, 8 px on a phone, before), a long
// champion's line and long names (shrunk to two thirds before) — is at
// least minTextPx; the games' labels never touch, however many games.
func TestSeasonWordsLegible(t *testing.T) {
	long := strings.Repeat("Long John the Strongman ", 3)
	for _, games := range []int{3, 20, 60} {
		s := &Season{Title: "Season of the Archipelago, the longest season ever played here", Over: true}
		for k := range games {
			s.Games = append(s.Games, fmt.Sprint(k+1))
		}
		for i := range 6 {
			p := SeasonPlayer{Name: fmt.Sprint(long, i), Wins: i, Rating: 1500 + i}
			for k := range games {
				p.Points = append(p.Points, (k+i)%4)
			}
			s.Players = append(s.Players, p)
		}
		for _, size := range []int{MinSize, 400, 512, DefaultSize, MaxSize} {
			for _, lang := range []string{"en", "ru"} {
				where := fmt.Sprintf("%d games, %s at %d", games, lang, size)
				checkFloor(t, where, wordsDrawn(func() { Standings(s, SeasonOptions{Size: size, Lang: lang}) }), minTextPx(size), size)
			}
			u := float64(size) / 1024
			lab := textStyle{face: regular, px: chartLabelPx(size)}
			pitch := (float64(size) - 110*u) / float64(games)
			step := labelStep(s.Games, lab, pitch)
			if gap := pitch*float64(step) - float64(textWidth(fmt.Sprint(games), lab)); gap < 2 {
				t.Errorf("%d games at %d: labels every %d games, %.0f px apart", games, size, step, gap)
			}
		}
	}
}

// TestArchipirataWordsLegible: the words of Archipirata's captain cards
// (the name 8 px on a phone, the seat's number 8, before), badges and
// stacks of tokens (7 to 8) are at least minTextPx of the picture's
// width, in a team's box of one captain or two; a captain's name, whole
// or short, fits its card uncut.
func TestArchipirataWordsLegible(t *testing.T) {
	for _, size := range []int{MinSize, 400, 512, ArchipirataDefaultSize, DefaultSize, MaxSize} {
		l := newArchLayout(size)
		floor := minTextPx(l.w)
		for seats := 1; seats <= 2; seats++ {
			w, h := captainCardSize(&l, 0, seats)
			for c := archipirata.Captain(1); int(c) < len(captainNames); c++ {
				for _, look := range []captainLook{capDown, capUp, capSpent} {
					where := fmt.Sprintf("%s at %d, %d a box", captainNames[c], size, seats)
					k := captainKey{c: c, look: look, seat: 3, w: w, h: h, px: floor}
					words := wordsDrawn(func() { drawCaptainCard(k) })
					checkFloor(t, where, words, floor, l.w)
					for _, word := range words {
						if strings.HasSuffix(word.s, "…") {
							t.Errorf("%s: the name cut to %q", where, word.s)
						}
					}
				}
			}
		}
		d := 2 * float64(l.isle)
		for _, r := range []int{int(math.Round(isleCountR * d)), int(math.Round(isleTokenR * d))} {
			where := fmt.Sprintf("at %d, radius %d", size, r)
			checkFloor(t, where+", badge", wordsDrawn(func() { drawBadge(badgeKey{text: "5", r: r, px: floor}) }), floor, l.w)
			checkFloor(t, where+", stack", wordsDrawn(func() { drawStack(stackKey{team: 1, n: 7, r: r, px: floor}) }), floor, l.w)
		}
	}
}

// TestArchStatusLegible: Archipirata's status strip — a long title, whose
// turn (with the seat), each team's gold and a pending choice at the
// right — keeps its words at least minTextPx of the width, in either
// language at every size, with six chests a team: the pending choice,
// short of room, was shrunk to 6 px; it is named alone ("Аптечка")
// rather than cut.
func TestArchStatusLegible(t *testing.T) {
	s, err := archipirata.Deal(archipirata.Options{Seats: 4}, 1)
	if err != nil {
		t.Fatal(err)
	}
	v := archipirata.ViewFor(&s, s.Turn)
	v.Turn, v.Pend = 3, archipirata.PendAid
	v.Held[0][archipirata.Gold], v.Held[0][archipirata.Chest], v.Held[1][archipirata.Chest], v.CapGold[1] = 2, 4, 4, 2
	for _, size := range []int{MinSize, 400, 512, ArchipirataDefaultSize, DefaultSize, MaxSize} {
		l := newArchLayout(size)
		img := image.NewRGBA(image.Rect(0, 0, l.w, l.h))
		for _, lang := range []string{"en", "ru"} {
			words := wordsDrawn(func() { drawArchStatus(img, &l, &v, "Archipirata: the long game", tongueOf(lang)) })
			var strip []seenWord
			for _, w := range words {
				if w.s != "?" { // the question mark on a chest's lock, a picture
					strip = append(strip, w)
				}
				if strings.HasSuffix(w.s, "…") {
					t.Errorf("%s at %d: %q cut", lang, size, w.s)
				}
			}
			checkFloor(t, fmt.Sprintf("%s at %d", lang, size), strip, minTextPx(l.w), l.w)
		}
	}
}
