package render

import (
	"bytes"
	"image"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/engine/cards"
)

// TestSeatLine: a seat's line of the card board's strip names the seat
// by the name given (cut when long; "p1" … without one) and counts its
// coins and its row's cards in the right number.
func TestSeatLine(t *testing.T) {
	var v cards.View
	v.Seats, v.Phase, v.First = 3, cards.PhasePlan, 0
	v.Coins = [cards.MaxSeats]uint16{1, 2, 0}
	v.HandN = [cards.MaxSeats]uint8{4, 3, 5}
	v.Status = [cards.MaxSeats]cards.Status{cards.Ready, cards.Ready, cards.Planning}
	v.RowN = [cards.MaxSeats]uint8{1, 2, 0}
	long := strings.Repeat("Я", 30)
	tests := []struct {
		seat  uint8
		names []string
		want  string
	}{
		{0, nil, "p1 · 1 coin · 4 in hand · ready (1 card) · first"},
		{1, []string{"Alice", "Bob"}, "Bob · 2 coins · 3 in hand · ready (2 cards)"},
		{2, []string{"Alice", "Bob"}, "p3 · 0 coins · 5 in hand · planning (0)"},
		{2, []string{"", "", long}, strings.Repeat("Я", maxSeatName-1) + "… · 0 coins · 5 in hand · planning (0)"},
	}
	for _, tc := range tests {
		if got := seatLine(english, &v, tc.seat, tc.names); got != tc.want {
			t.Errorf("seat %d, names %q: %q, want %q", tc.seat, tc.names, got, tc.want)
		}
	}
}

// TestCardBoardNames: the names given change the strip, not the island.
func TestCardBoardNames(t *testing.T) {
	s := cardGame(t, 3, 41)
	v := cards.ViewFor(&s, 0)
	plain := encodeForTest(t, CardBoard(&v, CardBoardOptions{Size: 300}).(*image.RGBA))
	named := encodeForTest(t, CardBoard(&v, CardBoardOptions{Size: 300, Names: []string{"Алиса", strings.Repeat("W", 40), "Computer 3 (hard)"}}).(*image.RGBA))
	if bytes.Equal(plain, named) {
		t.Fatal("the names change nothing in the picture")
	}
}
