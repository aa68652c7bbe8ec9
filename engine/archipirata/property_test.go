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

// cardsByKind counts the cards of each kind wherever they are: in piles,
// revealed, held or spent.
func cardsByKind(s *State) [numCards]int {
	var n [numCards]int
	for i := range NumIslands {
		for _, c := range s.Pile[i][s.Top[i]:] {
			n[c]++
		}
		n[s.Perm[i]]++
	}
	for t := range 2 {
		for c, h := range s.Held[t] {
			n[c] += int(h)
		}
	}
	for c, d := range s.Discard {
		n[c] += int(d)
	}
	n[NoCard] = 0
	return n
}

// box is the game's 48 cards by kind: the equipment, six gold chests and
// two rum chests, one of each permanent.
func box() [numCards]int {
	var n [numCards]int
	for _, e := range equipmentCounts {
		n[e.c] = e.n
	}
	n[Gold], n[RumChest] = 6, 2
	for c := Reef; c <= Kraken; c++ {
		n[c] = 1
	}
	return n
}

// checkInvariants: the 16 pirates (8 a colour) are on the islands or
// injured, and the 48 cards, each kind in its number, are somewhere.
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
	if got, want := cardsByKind(s), box(); got != want {
		t.Fatalf("seed %d ply %d: cards by kind %v, want %v", seed, s.Plies, got, want)
	}
}

// checkExactlyLegal: Apply accepts each action Legal lists (listed once);
// at every third position it refuses, with ErrIllegal and s unchanged,
// every other action near a sample of them (another island, direction,
// order, count, rum skip, kind or captain) and every plain choice of an
// island.
func checkExactlyLegal(t *testing.T, s *State, legal []Action, seed uint64) {
	t.Helper()
	listed := map[Action]bool{}
	for _, a := range legal {
		if listed[a] {
			t.Fatalf("seed %d ply %d: %v listed twice", seed, s.Plies, a)
		}
		listed[a] = true
		c := *s
		if err := Apply(&c, a, nil); err != nil {
			t.Fatalf("seed %d ply %d: legal %v refused: %v", seed, s.Plies, a, err)
		}
	}
	if s.Plies%3 != 0 {
		return // the refusals at every third position keep 1,000 games quick
	}
	var near []Action
	for i := range uint8(NumIslands + 1) {
		for k := ActTake; k <= ActCaptain; k++ {
			near = append(near, Action{Kind: k, Island: i}, Action{Kind: k, Island: i, Dir: CCW})
		}
	}
	for j := range min(3, len(legal)) { // a sample, another at each ply
		a := legal[(int(s.Plies)*7+j*13)%len(legal)]
		for d := range uint8(NumIslands) {
			b := a
			b.Island = (a.Island + d) % NumIslands
			near = append(near, b)
			b = a
			b.Skips = 1 << d
			near = append(near, b)
			b.Skips = a.Skips | 1<<d
			near = append(near, b)
		}
		b := a
		b.Dir ^= 1
		near = append(near, b)
		b = a
		b.Order ^= 1
		near = append(near, b)
		b = a
		b.N++
		near = append(near, b)
		b = a
		b.Skips = 0
		near = append(near, b)
		b = a
		b.N, b.Order = 0, 0 // the plain form
		near = append(near, b)
		b = a
		b.Kind = a.Kind%ActCaptain + 1
		near = append(near, b)
		b = a
		b.Cap = (a.Cap + 1) % (NumCaptains + 1)
		near = append(near, b)
	}
	for _, a := range near {
		if listed[a] {
			continue
		}
		c := *s
		if r := Resolve(s, a); listed[r] {
			// a plain take on a mixed island: the engine's order
			d := *s
			if err := Apply(&c, a, nil); err != nil || Apply(&d, r, nil) != nil || c != d {
				t.Fatalf("seed %d ply %d: %+v plays %+v? %v", seed, s.Plies, a, r, err)
			}
			continue
		}
		if err := Apply(&c, a, nil); !errors.Is(err, ErrIllegal) || c != *s {
			t.Fatalf("seed %d ply %d: %+v not listed, yet Apply gave %v (state changed: %v)", seed, s.Plies, a, err, c != *s)
		}
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
		checkExactlyLegal(t, &s, buf, seed)
		a := buf[pick.intn(len(buf))]
		if err := Apply(&s, a, nil); err != nil {
			t.Fatalf("seed %d: legal %v refused: %v", seed, a, err)
		}
		log = append(log, a)
		checkInvariants(t, &s, seed)
	}
	if err := Apply(&s, log[len(log)-1], nil); !errors.Is(err, ErrGameOver) {
		t.Fatalf("seed %d: an action after the end: %v", seed, err)
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
// captains): the 16 pirates and the 48 cards (each kind in its number) are
// always accounted for, every game ends, Apply accepts exactly the actions
// Legal lists (and nothing once over), and replaying the log gives the
// same state. TestViewsNeverLeak plays 1,000 more for the views.
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
