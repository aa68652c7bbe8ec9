package archipirata

import "testing"

// TestBoxCount: the counts BoxCount gives are the cards a deal lays out.
func TestBoxCount(t *testing.T) {
	s, err := Deal(Options{Seats: 2}, 7)
	if err != nil {
		t.Fatal(err)
	}
	var dealt [numCards]int
	for i := range NumIslands {
		for _, c := range s.Pile[i] {
			dealt[c]++
		}
	}
	total := 0
	for c := NoCard; c < numCards; c++ {
		if BoxCount(c) != dealt[c] {
			t.Errorf("%v: BoxCount %d, dealt %d", c, BoxCount(c), dealt[c])
		}
		total += BoxCount(c)
	}
	if total != NumCards {
		t.Errorf("the box holds %d cards, want %d", total, NumCards)
	}
}
