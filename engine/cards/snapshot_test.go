package cards

import (
	"errors"
	"testing"
)

// TestSnapshotRefuses: a damaged snapshot is refused with ErrSnapshot.
func TestSnapshotRefuses(t *testing.T) {
	s, _ := Deal(Options{Seats: 3}, 5)
	b, _ := s.MarshalBinary()
	var r State
	if err := r.UnmarshalBinary(b); err != nil || r != s {
		t.Fatalf("round trip: %v", err)
	}
	bad := map[string][]byte{"short": b[:len(b)-1], "version": append([]byte{9}, b[1:]...)}
	seats := append([]byte(nil), b...)
	seats[1+16] = 7 // Seats
	bad["seats"] = seats
	card := append([]byte(nil), b...)
	card[1+16+1+1+MaxIslands+1+2+MaxSide*MaxSide+1+1] = 99 // Deck[0]
	bad["card"] = card
	for name, x := range bad {
		if err := r.UnmarshalBinary(x); !errors.Is(err, ErrSnapshot) {
			t.Errorf("%s: %v", name, err)
		}
	}
}

// FuzzUnmarshal: no bytes panic the decoder, and a state it accepts plays
// on: Legal and a random game from it end, and it encodes back the same.
func FuzzUnmarshal(f *testing.F) {
	for seed := range uint64(4) {
		s, _ := Deal(Options{Seats: 2 + int(seed%3), Islands: 2}, seed)
		for range seed * 7 {
			buf := Legal(&s, nil)
			_ = Apply(&s, buf[0], nil)
		}
		b, _ := s.MarshalBinary()
		f.Add(b)
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		var s State
		if err := s.UnmarshalBinary(b); err != nil {
			return
		}
		c, _ := s.MarshalBinary()
		var r State
		if err := r.UnmarshalBinary(c); err != nil || r != s {
			t.Fatalf("re-encoding: %v", err)
		}
		playRandom(t, &s, 1, false, nil)
	})
}
