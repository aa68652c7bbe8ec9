package archipirata

import "testing"

// TestGoldShownWhenClaimed: §4 "Three gold chests (shown when claimed)" —
// the chests a team holds stay face down to the other team while the game
// goes on (RULINGS 12) and are shown to everyone once the third gold wins.
func TestGoldShownWhenClaimed(t *testing.T) {
	s := fixture(map[int][2]uint8{1: {1, 0}, 6: {1, 1}})
	s.Held[Red][Gold] = 2
	s.Held[Red][RumChest] = 1
	put(&s, 2, Gold)
	if v := ViewFor(&s, 1); v.Held[Red][Gold] != 0 || v.Held[Red][Chest] != 3 {
		t.Fatalf("white sees red's chests as %v before the end", v.Held[Red])
	}
	a, _ := Parse("take 1 cw")
	if err := Apply(&s, a, nil); err != nil {
		t.Fatal(err)
	}
	if !s.Over || s.Winner != int8(Red) || s.EndedBy != EndGold {
		t.Fatalf("over %v winner %d ended %d", s.Over, s.Winner, s.EndedBy)
	}
	for _, seat := range []uint8{1, Spectator} {
		if v := ViewFor(&s, seat); v.Held[Red][Gold] != 3 || v.Held[Red][RumChest] != 1 || v.Held[Red][Chest] != 0 {
			t.Errorf("seat %d sees red's chests as %v after the win", seat, v.Held[Red])
		}
	}
}
