package archipirata

import (
	"errors"
	"testing"
)

// TestParse checks the notation, case-insensitive, and its errors.
func TestParse(t *testing.T) {
	tests := []struct {
		in   string
		want Action
		err  error
	}{
		{"take 3 cw", Action{Kind: ActTake, Island: 2}, nil},
		{"TAKE 3 CCW r w R", Action{Kind: ActTake, Island: 2, Dir: CCW, N: 3, Order: 2}, nil},
		{"take 8 cw +rum@5", Action{Kind: ActTake, Island: 7, Skips: 1 << 4}, nil},
		{"take 1 ccw W W +RUM@1", Action{Kind: ActTake, Dir: CCW, N: 2, Order: 3, Skips: 1}, nil},
		{"take 1 cw +rum@2 +rum@4", Action{Kind: ActTake, Skips: 1<<1 | 1<<3}, nil},
		{"take 3 cw R +rum@8 +rum@3", Action{Kind: ActTake, Island: 2, N: 1, Skips: 1<<7 | 1<<2}, nil},
		{"take 3 ccw +rum@2 +rum@1 +rum@8", Action{Kind: ActTake, Island: 2, Dir: CCW, Skips: 1<<1 | 1 | 1<<7}, nil},
		{"take 1 cw +rum@4 +rum@2", Action{}, ErrSyntax}, // not in the order the sowing passes them
		{"take 1 cw +rum@2 +rum@2", Action{}, ErrSyntax},
		{"take 3 cw +rum@3 +rum@4", Action{}, ErrSyntax}, // the starting island is passed last
		{"take 1 ccw +rum@2 +rum@8", Action{}, ErrSyntax},
		{"take 1 cw +rum@2 R", Action{}, ErrSyntax},
		{" 5 ", Action{Kind: ActChoose, Island: 4}, nil},
		{"", Action{}, ErrSyntax},
		{"take 9 cw", Action{}, ErrSyntax},
		{"take 3 up", Action{}, ErrSyntax},
		{"take 3 cw R X", Action{}, ErrSyntax},
		{"take 3 cw +rum@0", Action{}, ErrSyntax},
		{"go 3", Action{}, ErrSyntax},
	}
	for _, tc := range tests {
		got, err := Parse(tc.in)
		if !errors.Is(err, tc.err) || err == nil && got != tc.want {
			t.Errorf("Parse(%q) = %+v, %v; want %+v, %v", tc.in, got, err, tc.want, tc.err)
		}
	}
}

// TestNotationRoundTrip formats and parses every legal action of random
// games, the advanced ones with several rums and Piet Hein's doubling.
func TestNotationRoundTrip(t *testing.T) {
	for seed := range uint64(100) {
		s, _ := Deal(Options{Seats: 2, Advanced: seed%2 == 1}, seed)
		var buf []Action
		for !s.Over {
			if s.Plies == 20 {
				s.Held[Team(s.Turn)][Rum] += 3 // sowings with several skips
			}
			buf = Legal(&s, buf)
			for _, a := range buf {
				b, err := Parse(Format(a))
				if err != nil || b != a {
					t.Fatalf("%q: %+v, %v; want %+v", Format(a), b, err, a)
				}
			}
			play(&s, buf[int(s.Plies)%len(buf)], nil)
		}
	}
}

// FuzzParse checks Parse never panics and that what it accepts formats to
// text that parses to the same action.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"take 3 cw", "take 3 cw R W R", "take 2 ccw W +rum@5", "5", "TAKE 1 CCW",
		"take 1 cw +rum@2 +rum@4", "take 6 ccw R W +rum@5 +rum@4 +rum@6", "take 1 cw +rum@4 +rum@2"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		a, err := Parse(in)
		if err != nil {
			return
		}
		b, err := Parse(Format(a))
		if err != nil || b != a {
			t.Fatalf("%q -> %q -> %+v, %v", in, Format(a), b, err)
		}
	})
}
