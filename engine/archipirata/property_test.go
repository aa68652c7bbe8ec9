package archipirata

import (
	"errors"
	"testing"
)

// cardsAccounted counts every card: in piles, revealed, held, spent.
func cardsAccounted(s *State) int {
	n := 0
	for i := range NumIslands {
		n += PileSize - int(s.Top[i])
		if s.Perm[i] != NoCard {
			n++
		}
	}
	for t := range 2 {
		for _, h := range s.Held[t] {
			n += int(h)
		}
	}
	for _, d := range s.Discard {
		n += int(d)
	}
	return n
}

func checkInvariants(t *testing.T, s *State, seed uint64) {
	t.Helper()
	for c := Red; c <= White; c++ {
		if got := s.OnBoard(c) + int(s.Injured[c]); got != NumPirates {
			t.Fatalf("seed %d ply %d: colour %d has %d pirates", seed, s.Plies, c, got)
		}
	}
	if got := cardsAccounted(s); got != NumCards {
		t.Fatalf("seed %d ply %d: %d cards", seed, s.Plies, got)
	}
}

// randomGame plays a seeded random game and returns its actions and final state.
func randomGame(t *testing.T, seed uint64, seats int) ([]Action, State) {
	t.Helper()
	s, err := Deal(opts(seed, seats), seed)
	if err != nil {
		t.Fatal(err)
	}
	pick := State{RNG: seed ^ 0xabcdef}
	var log []Action
	var buf []Action
	for !s.Over {
		if s.Plies > 20000 {
			t.Fatalf("seed %d: game does not end", seed)
		}
		buf = Legal(&s, buf)
		if len(buf) == 0 {
			t.Fatalf("seed %d: no legal action but not over", seed)
		}
		a := buf[pick.intn(len(buf))]
		// An action not in Legal is refused and leaves s unchanged.
		bad := a
		bad.Island = (bad.Island + 3) % NumIslands
		if !contains(buf, bad) {
			before := s
			if err := Apply(&s, bad, nil); !errors.Is(err, ErrIllegal) {
				t.Fatalf("seed %d: %v accepted (%v)", seed, bad, err)
			}
			if before != s {
				t.Fatalf("seed %d: refused action changed the state", seed)
			}
		}
		if err := Apply(&s, a, nil); err != nil {
			t.Fatalf("seed %d: legal %v refused: %v", seed, a, err)
		}
		log = append(log, a)
		checkInvariants(t, &s, seed)
	}
	return log, s
}

// opts plays every other pair of seeds with the captains.
func opts(seed uint64, seats int) Options {
	return Options{Seats: seats, Advanced: seed%4 >= 2}
}

func contains(buf []Action, a Action) bool {
	for _, b := range buf {
		if b == a {
			return true
		}
	}
	return false
}

// TestRandomGames plays 1,000 seeded random games (2 and 4 seats, half with
// captains): pirates
// and cards are always accounted for, every game ends, Apply accepts Legal's
// actions and refuses others, and replaying the log gives the same state.
func TestRandomGames(t *testing.T) {
	for seed := range uint64(1000) {
		seats := 2 + 2*int(seed&1)
		log, end := randomGame(t, seed, seats)
		s, _ := Deal(opts(seed, seats), seed)
		for _, a := range log {
			if err := Apply(&s, a, nil); err != nil {
				t.Fatalf("seed %d replay: %v", seed, err)
			}
		}
		if s != end {
			t.Fatalf("seed %d: replay differs", seed)
		}
	}
}
