package archipirata

import (
	"errors"
	"testing"
)

// TestSnapshotRoundTrip encodes and decodes every position of random games.
func TestSnapshotRoundTrip(t *testing.T) {
	for seed := range uint64(50) {
		s, _ := Deal(opts(seed, 2+2*int(seed&1)), seed)
		var buf []Action
		for !s.Over {
			b, err := s.MarshalBinary()
			if err != nil {
				t.Fatal(err)
			}
			var d State
			if err := d.UnmarshalBinary(b); err != nil {
				t.Fatalf("seed %d: %v", seed, err)
			}
			if d != s {
				t.Fatalf("seed %d ply %d: round trip differs", seed, s.Plies)
			}
			buf = Legal(&s, buf)
			play(&s, buf[int(s.Plies)%len(buf)], nil)
		}
	}
}

// TestSnapshotRefused checks damaged snapshots are refused.
func TestSnapshotRefused(t *testing.T) {
	s, _ := Deal(Options{Seats: 2}, 7)
	good, _ := s.MarshalBinary()
	tests := []struct {
		name string
		edit func([]byte) []byte
	}{
		{"empty", func([]byte) []byte { return nil }},
		{"version", func(b []byte) []byte { b[0] = 9; return b }},
		{"short", func(b []byte) []byte { return b[:len(b)-1] }},
		{"seats", func(b []byte) []byte { b[17] = 3; return b }},
		{"card", func(b []byte) []byte { b[19] = byte(Hidden); return b }},
		{"pirates", func(b []byte) []byte { b[19+48+16] = 9; return b }},
	}
	for _, tc := range tests {
		b := tc.edit(append([]byte(nil), good...))
		var d State
		if err := d.UnmarshalBinary(b); !errors.Is(err, ErrSnapshot) {
			t.Errorf("%s: got %v, want ErrSnapshot", tc.name, err)
		}
	}
}

// FuzzUnmarshal feeds any bytes to UnmarshalBinary, then plays a few legal
// actions on whatever it accepts: nothing may panic.
func FuzzUnmarshal(f *testing.F) {
	s, _ := Deal(Options{Seats: 4}, 3)
	b, _ := s.MarshalBinary()
	f.Add(b)
	f.Fuzz(func(t *testing.T, b []byte) {
		var d State
		if d.UnmarshalBinary(b) != nil {
			return
		}
		var buf []Action
		for k := 0; k < 20 && !d.Over; k++ {
			buf = Legal(&d, buf)
			if len(buf) == 0 {
				return
			}
			if err := Apply(&d, buf[0], nil); err != nil {
				t.Fatal(err)
			}
		}
	})
}
