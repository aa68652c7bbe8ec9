package render

import (
	"fmt"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/engine/cards"
)

// TestSeatStripLegible: four seats with long names at every size keep
// the strip's words at least minTextPx (9 px at a phone's 400 px) — a
// line too long is cut with "…" rather than shrunk further (it went to
// two thirds of the size, some 7 px on a phone) — and every line fits its
// room at the size drawn.
func TestSeatStripLegible(t *testing.T) {
	v := fourSeatPlan(t)
	long := []string{"Константин Константинопольский", strings.Repeat("W", 40), "Computer 2 (hard)", "Алиса"}
	for _, lang := range []string{"en", "ru"} {
		tg := tongueOf(lang)
		for _, side := range []int{MinSize, 400, 512, 1024, MaxSize} {
			strip := side / 7
			lineH := strip / int(v.Seats)
			x := side / 20
			room := side - x - lineH - side/40
			lines, st := seatStrip(tg, &v, long, side, lineH, room)
			if st.px < minTextPx(side) {
				t.Errorf("%s at %d: the strip at %d px (%.1f px on a phone), under the floor %d", lang, side, st.px, phonePx(st.px, side), minTextPx(side))
			}
			if len(lines) != int(v.Seats) {
				t.Fatalf("%s at %d: %d lines for %d seats", lang, side, len(lines), v.Seats)
			}
			for seat, line := range lines {
				if w := textWidth(line, st); w > room {
					t.Errorf("%s at %d: seat %d's line %q is %d px wide, room %d", lang, side, seat, line, w, room)
				}
				if name := []rune(seatName(uint8(seat), long)); !strings.HasPrefix(line, string(name[:4])) {
					t.Errorf("%s at %d: seat %d's line %q lost its name", lang, side, seat, line)
				}
			}
		}
	}
}

// TestSeatHandLegible: the names at the foot of the cards of a player's
// private picture (CardSeat) are at least minTextPx of its width — they
// were 0.13 of a card's width, some 8 px on a phone — in either language
// at every size, a hand of every kind (the smallest cards) or of two;
// each fits its card whole.
func TestSeatHandLegible(t *testing.T) {
	var full, two [cards.NumKinds]uint8
	for c := range full {
		full[c] = 2
	}
	two[cards.ArrowPlus], two[cards.Friday] = 1, 1
	for _, lang := range []string{"en", "ru"} {
		tg := tongueOf(lang)
		for _, side := range []int{MinSize, 384, 512, 1024, MaxSize} {
			for _, hand := range [][cards.NumKinds]uint8{full, two} {
				for _, row := range handRows(hand, side, max(side/4, 64)) {
					cw := handCardWidth(row.height)
					for _, c := range handKinds(row.hand) {
						s, st := cardFootSet(tg, c, cw, minTextPx(side))
						where := fmt.Sprintf("%s at %d, %q on a card %d wide", lang, side, s, cw)
						if st.px < minTextPx(side) {
							t.Errorf("%s: at %d px (%.1f px on a phone), under the floor %d", where, st.px, phonePx(st.px, side), minTextPx(side))
						}
						if s != tg.cardFoot(c) {
							t.Errorf("%s: cut, want %q", where, tg.cardFoot(c))
						}
						if w := textWidth(s, st); w > cw*86/100 {
							t.Errorf("%s: %d px wide", where, w)
						}
					}
				}
			}
		}
	}
}
