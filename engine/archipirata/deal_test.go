package archipirata

import "testing"

// TestDealSection1 checks a deal against ARCHIPIRATA.md §1, with the
// numbers written out (not read from the engine's tables): 8 islands, each
// pile from the top 1 equipment, 1 equipment, 1 chest, 2 equipment,
// 1 permanent; 32 equipment (sabre 8, bomb 6, compass 6, aid 6, rum 6),
// 8 chests (gold 6, rum-chest 2), the 8 permanents once each; one pirate
// of each colour on every island but the first player's on the wreck
// (island 1), which starts on its airship; in the advanced game each seat
// a different captain, hidden.
func TestDealSection1(t *testing.T) {
	want := map[Card]int{Sabre: 8, Bomb: 6, Compass: 6, Aid: 6, Rum: 6, Gold: 6, RumChest: 2,
		Reef: 1, Fort: 1, Whirlpool: 1, Tavern: 1, Storm: 1, Lookout: 1, Harbor: 1, Kraken: 1}
	firsts := map[int]map[uint8]bool{2: {}, 4: {}}
	for seed := range uint64(200) {
		for _, seats := range []int{2, 4} {
			s, err := Deal(Options{Seats: seats, Advanced: seed%2 == 1}, seed)
			if err != nil {
				t.Fatal(err)
			}
			got := map[Card]int{}
			for i := range NumIslands {
				p := s.Pile[i]
				for k, c := range p {
					got[c]++
					var ok bool
					switch k {
					case 0, 1, 3, 4:
						ok = c.IsEquipment()
					case 2:
						ok = c.IsChest()
					case 5:
						ok = c.IsPermanent()
					}
					if !ok {
						t.Fatalf("seed %d: island %d card %d is %v", seed, i+1, k, c)
					}
				}
				if s.Top[i] != 0 || s.Perm[i] != NoCard {
					t.Fatalf("seed %d: island %d top %d perm %v", seed, i+1, s.Top[i], s.Perm[i])
				}
			}
			if len(got) != len(want) {
				t.Fatalf("seed %d: cards %v, want %v", seed, got, want)
			}
			for c, n := range want {
				if got[c] != n {
					t.Fatalf("seed %d: %d %v, want %d", seed, got[c], c, n)
				}
			}
			if int(s.Turn) >= seats {
				t.Fatalf("seed %d: first player %d of %d", seed, s.Turn, seats)
			}
			firsts[seats][s.Turn] = true
			first := Team(s.Turn)
			for i := range NumIslands {
				w := [2]uint8{1, 1}
				if i == 0 {
					w[first] = 0 // the first player's pirate on the wreck
				}
				if s.Pirates[i] != w {
					t.Fatalf("seed %d: island %d pirates %v, want %v", seed, i+1, s.Pirates[i], w)
				}
			}
			if s.Injured[first] != 1 || s.Injured[1-first] != 0 {
				t.Fatalf("seed %d: injured %v, first colour %d", seed, s.Injured, first)
			}
			if s.Held != [2][NumHeld]uint8{} || s.Over || s.Pend != PendNone || s.Compass != 0 {
				t.Fatalf("seed %d: not a fresh game: %+v", seed, s)
			}
			caps := map[Captain]bool{}
			for k := range seats {
				c := s.Captain[k]
				if s.Adv != (c != NoCaptain) || s.Revealed[k] || (c != NoCaptain && caps[c]) {
					t.Fatalf("seed %d: seat %d captain %v (advanced %v, revealed %v)", seed, k, c, s.Adv, s.Revealed[k])
				}
				caps[c] = true
				if c != NoCaptain && ViewFor(&s, uint8((k+1)%seats)).Captain[k] != CaptainHidden {
					t.Fatalf("seed %d: seat %d's captain seen by another seat", seed, k)
				}
			}
		}
	}
	for seats, seen := range firsts {
		if len(seen) != seats {
			t.Errorf("%d seats: first players %v, want every seat", seats, seen)
		}
	}
	if _, err := Deal(Options{Seats: 3}, 1); err == nil {
		t.Error("3 seats dealt")
	}
}

// TestTopCardFaceUp: §1 "The top card is always face up: when it is
// taken, the next is turned up" — in random games every seat and a
// spectator see each pile's top card (a chest as a chest, §1), and every
// card under it stays hidden unless a lookout showed that pile.
func TestTopCardFaceUp(t *testing.T) {
	turned := 0
	walkGames(200, func(s *State, seed uint64) {
		for _, seat := range []uint8{0, 1, Spectator} {
			v := ViewFor(s, seat)
			for i := range NumIslands {
				top := s.Top[i]
				if top >= PileSize {
					continue
				}
				c := s.Pile[i][top]
				w := c
				if c.IsChest() && (seat == Spectator || s.Seen[seat]&(1<<i) == 0) {
					w = Chest
				}
				if v.Pile[i][top] != w {
					t.Fatalf("seed %d ply %d: seat %d sees island %d's top %v as %v", seed, s.Plies, seat, i+1, c, v.Pile[i][top])
				}
				if top > 0 {
					turned++
				}
				for k := top + 1; k < PileSize; k++ {
					if seat < MaxSeats && s.Seen[seat]&(1<<i) != 0 {
						break
					}
					if h := v.Pile[i][k]; h != Hidden && h != Chest {
						t.Fatalf("seed %d ply %d: seat %d sees island %d card %d: %v", seed, s.Plies, seat, i+1, k, h)
					}
				}
			}
		}
	})
	if turned == 0 {
		t.Fatal("no card was ever turned up")
	}
}
