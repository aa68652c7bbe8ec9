package archipirata

import (
	"slices"
	"testing"
)

// TestResolve: a plain take on an island of both colours is the take in
// the engine's order (the enemy first, the mover's own last), one Legal
// lists; any other action is itself.
func TestResolve(t *testing.T) {
	tests := []struct {
		name    string
		turn    uint8
		pirates [2]uint8 // on island 3: red, white
		in      string
		want    string
	}{
		{"red mover, whites first", 0, [2]uint8{2, 1}, "take 3 cw", "take 3 cw W R R"},
		{"white mover, reds first", 1, [2]uint8{2, 2}, "take 3 ccw", "take 3 ccw R R W W"},
		{"white mover in four seats' colour", 3, [2]uint8{1, 3}, "take 3 cw", "take 3 cw R W W W"},
		{"rum kept", 0, [2]uint8{1, 1}, "take 3 cw +rum@5", "take 3 cw W R +rum@5"},
		{"one colour: no order", 0, [2]uint8{3, 0}, "take 3 cw", "take 3 cw"},
		{"order given", 0, [2]uint8{1, 1}, "take 3 cw R W", "take 3 cw R W"},
		{"a choice", 0, [2]uint8{1, 1}, "3", "3"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := State{Seats: 4, Turn: tc.turn, Winner: -1}
			s.Pirates[2] = tc.pirates
			s.Pirates[6] = [2]uint8{1, 1}
			s.Held[Team(tc.turn)][Rum] = 1
			for i := range s.Top {
				s.Top[i] = PileSize
			}
			a, err := Parse(tc.in)
			if err != nil {
				t.Fatal(err)
			}
			got := Resolve(&s, a)
			if Format(got) != tc.want {
				t.Fatalf("Resolve(%s) = %s, want %s", tc.in, Format(got), tc.want)
			}
			if a.Kind == ActTake && !slices.Contains(Legal(&s, nil), got) {
				t.Fatalf("%s is not listed", Format(got))
			}
		})
	}
}

// TestPlainTakeOwnLast: in random games, on every island of both colours
// the plain take is accepted whenever some order is, sows the mover's own
// colour last, and plays as its resolved form does.
func TestPlainTakeOwnLast(t *testing.T) {
	for seed := range uint64(60) {
		s, _ := Deal(Options{Seats: 2 + 2*int(seed&1), Advanced: seed%4 >= 2}, seed)
		var buf []Action
		for !s.Over {
			buf = Legal(&s, buf)
			for _, a := range buf {
				if a.Kind != ActTake || a.N == 0 {
					continue
				}
				plain := a
				plain.N, plain.Order = 0, 0
				r := Resolve(&s, plain)
				if r.Order&(1<<(r.N-1)) != 0 != (Team(s.Turn) == uint8(White)) {
					t.Fatalf("seed %d: %s does not sow the mover's colour last", seed, Format(r))
				}
				c, d := s, s
				err := Apply(&c, plain, nil)
				if slices.Contains(buf, r) != (err == nil) || err == nil && (Apply(&d, r, nil) != nil || c != d) {
					t.Fatalf("seed %d: %s (%s listed: %v): %v", seed, Format(plain), Format(r), slices.Contains(buf, r), err)
				}
			}
			play(&s, buf[int(s.Plies*7)%len(buf)], nil)
		}
	}
}
