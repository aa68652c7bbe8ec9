package archipirata

import (
	"testing"
)

// samplePositions plays random games and returns positions along them,
// advanced and four-seat games included, each with a lookout seen now and
// then and chests held.
func samplePositions(t *testing.T, games int) []State {
	t.Helper()
	var out []State
	var buf []Action
	for seed := range uint64(games) {
		o := Options{Seats: 2 + 2*int(seed%2), Advanced: seed%3 != 0}
		s, err := Deal(o, seed)
		if err != nil {
			t.Fatal(err)
		}
		rng := seed
		for !s.Over {
			out = append(out, s)
			buf = Legal(&s, buf)
			play(&s, buf[SplitMix(&rng)%uint64(len(buf))], nil)
		}
		out = append(out, s)
	}
	return out
}

// cardCount counts every card of a state: piles, permanents, hands and
// discards.
func cardCount(s *State) [numCards]int {
	var n [numCards]int
	for i := range NumIslands {
		for k := int(s.Top[i]); k < PileSize; k++ {
			n[s.Pile[i][k]]++
		}
		n[s.Perm[i]]++
	}
	for t := range 2 {
		for c := range NumHeld {
			n[c] += int(s.Held[t][c])
		}
	}
	for c := range NumHeld {
		n[c] += int(s.Discard[c])
	}
	n[NoCard] = 0
	return n
}

// TestSampleLooksTheSame checks that a sample is a game the seat cannot
// tell from the real one (the same view), with the same cards in all, and
// that it depends only on that view: a sample of a sample, which the seat
// cannot tell apart either, gives the same sample for the same seed.
func TestSampleLooksTheSame(t *testing.T) {
	differ := 0
	for n, s := range samplePositions(t, 60) {
		for seat := range s.Seats {
			x := Sample(&s, seat, uint64(n))
			if ViewFor(&x, seat) != ViewFor(&s, seat) {
				t.Fatalf("position %d, seat %d: the sample shows differently", n, seat)
			}
			if cardCount(&x) != cardCount(&s) {
				t.Fatalf("position %d, seat %d: cards %v, want %v", n, seat, cardCount(&x), cardCount(&s))
			}
			if x.Seed != uint64(n) || x.RNG != uint64(n) {
				t.Fatalf("position %d: the deal's seed is carried over", n)
			}
			y := Sample(&x, seat, 99)
			if z := Sample(&s, seat, 99); y != z {
				t.Fatalf("position %d, seat %d: two games the seat cannot tell apart sample differently", n, seat)
			}
			if x.Pile != s.Pile || x.Held != s.Held || x.Captain != s.Captain {
				differ++
			}
		}
	}
	if differ < 1000 {
		t.Fatalf("only %d samples dealt any hidden card differently", differ)
	}
}

// TestSampleKeepsWhatTheSeatKnows checks, card by card, that a sample
// keeps the face-up cards, the seat's own chests, the piles it looked at
// and the captains it has seen, and deals the rest again.
func TestSampleKeepsWhatTheSeatKnows(t *testing.T) {
	s, err := Deal(Options{Seats: 4, Advanced: true}, 7)
	if err != nil {
		t.Fatal(err)
	}
	s.Seen[0] = 1 << 3
	s.Held[0][Gold], s.Held[1][Gold], s.Held[1][RumChest] = 1, 1, 1
	s.Revealed[2] = true
	moved := [3]bool{}
	for seed := range uint64(200) {
		x := Sample(&s, 0, seed)
		for i := range NumIslands {
			if x.Pile[i][0] != s.Pile[i][0] {
				t.Fatalf("seed %d: the face-up card of island %d changed", seed, i+1)
			}
			moved[0] = moved[0] || x.Pile[i] != s.Pile[i]
		}
		if x.Pile[3] != s.Pile[3] {
			t.Fatalf("seed %d: the pile seat 0 looked at changed", seed)
		}
		if x.Held[0] != s.Held[0] || x.Held[1][Gold]+x.Held[1][RumChest] != 2 {
			t.Fatalf("seed %d: hands %v, want the own kept and two chests for the others", seed, x.Held)
		}
		moved[1] = moved[1] || x.Held[1] != s.Held[1]
		if x.Captain[0] != s.Captain[0] || x.Captain[2] != s.Captain[2] {
			t.Fatalf("seed %d: a known captain changed", seed)
		}
		if x.Captain[1] == x.Captain[3] || x.Captain[1] == s.Captain[0] || x.Captain[1] == s.Captain[2] {
			t.Fatalf("seed %d: captains %v dealt twice", seed, x.Captain)
		}
		moved[2] = moved[2] || x.Captain != s.Captain
	}
	if moved != [3]bool{true, true, true} {
		t.Fatalf("never dealt again (piles, the others' chests, captains): %v", moved)
	}
}
