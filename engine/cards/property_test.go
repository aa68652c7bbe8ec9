package cards

import (
	"testing"
)

// playRandom plays a random game from s, checking the invariants after
// every action; it returns the number of actions and the coins paid at
// gold cells according to the events. Interleaved, each action is a random
// acting seat's (Acting, LegalFor, ApplyFor): the plans are made at once.
func playRandom(t testing.TB, s *State, rng uint64, interleave bool, check func(*State)) (int, int) {
	var buf []Action
	var ev []Event
	paid := 0
	n := 0
	var rank, dug [MaxSide * MaxSide]int // this round's payouts and digs by cell
	for ; !s.Over(); n++ {
		if n > 100000 {
			t.Fatalf("seed %d: no end after %d actions", s.Seed, n)
		}
		isl := s.Island
		ev = ev[:0]
		randomStep(t, s, interleave, &rng, &buf, &ev)
		// The payouts of a round: at each gold cell one a pirate that dug
		// there, the k-th (from 0) taking the cell's value less k, never
		// below 0.
		for _, e := range ev {
			switch e.Kind {
			case EvDig:
				dug[e.Cell]++
			case EvPaid:
				if want := max(isl.At(e.Cell).Gold()-rank[e.Cell], 0); int(e.N) != want {
					t.Fatalf("seed %d: %s paid %d, want %d", s.Seed, e.Cell, e.N, want)
				}
				rank[e.Cell]++
				paid += int(e.N)
			case EvIsland:
				if rank != dug {
					t.Fatalf("seed %d: paid %v, dug %v", s.Seed, rank, dug)
				}
				rank, dug = [MaxSide * MaxSide]int{}, [MaxSide * MaxSide]int{}
			}
		}
		if check != nil {
			check(s)
		}
	}
	return n, paid
}

// TestPropertyRandomGames: over 1,000 random games of 2 to 4 seats, played
// one seat at a time and again with the plans made at once in random
// interleavings, the
// cards are conserved (deck, hands, discard, rows and specials played add
// up to the 60 cards, kind by kind), the coins paid equal the coins won,
// which match the payouts the islands allow, every snapshot decodes, and
// every game ends after its islands.
func TestPropertyRandomGames(t *testing.T) {
	games := 1000
	if testing.Short() {
		games = 200
	}
	total := 0
	for i := range 2 * games {
		g, interleave := i%games, i >= games
		seats := 2 + g%3
		s, err := Deal(Options{Seats: seats, Islands: 1 + g%DefaultIslands}, uint64(g))
		if err != nil {
			t.Fatal(err)
		}
		want := [NumKinds]int{}
		for c := range NumKinds {
			want[c] = DeckCount(c)
		}
		check := func(s *State) {
			if s.CardCount() != want {
				t.Fatalf("seed %d ply %d: cards %v", s.Seed, s.Plies, s.CardCount())
			}
			if s.Plies%17 == 0 {
				b, _ := s.MarshalBinary()
				var r State
				if err := r.UnmarshalBinary(b); err != nil || r != *s {
					t.Fatalf("seed %d ply %d: snapshot: %v", s.Seed, s.Plies, err)
				}
			}
		}
		n, paid := playRandom(t, &s, uint64(g)*7+1, interleave, check)
		total += n
		won := 0
		for p := range s.Seats {
			won += int(s.Won[p])
			if int(s.Coins[p])+int(s.Spent[p]) != int(s.Won[p]) {
				t.Fatalf("seed %d: seat %d coins %d + spent %d != won %d", g, p, s.Coins[p], s.Spent[p], s.Won[p])
			}
		}
		if won != paid {
			t.Fatalf("seed %d: won %d, paid %d", g, won, paid)
		}
		if s.EndedBy != EndIslands || s.Round != s.NumIsl-1 {
			t.Fatalf("seed %d: ended by %d at round %d of %d", g, s.EndedBy, s.Round, s.NumIsl)
		}
	}
	t.Logf("%d games, %d actions", 2*games, total)
}
