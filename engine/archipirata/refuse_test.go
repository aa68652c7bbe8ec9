package archipirata

import (
	"errors"
	"strings"
	"testing"
)

// fixture is a position of 2 seats, red to act, no card in any pile, with
// the pirates given (island 1-8: red, white) and the rest injured.
func fixture(pirates map[int][2]uint8) State {
	s := State{Seats: 2, Winner: -1}
	for i := range s.Top {
		s.Top[i] = PileSize
	}
	on := [2]uint8{}
	for isl, p := range pirates {
		s.Pirates[isl-1] = p
		on[0] += p[0]
		on[1] += p[1]
	}
	s.Injured = [2]uint8{NumPirates - on[0], NumPirates - on[1]}
	return s
}

// put lays cards on island isl's pile, from the top.
func put(s *State, isl int, cards ...Card) {
	top := PileSize - len(cards)
	s.Top[isl-1] = uint8(top)
	copy(s.Pile[isl-1][top:], cards)
}

// TestRefusalsSayWhy: each refusal is ErrIllegal, leaves the game as it
// was, and names the rule it breaks (ARCHIPIRATA.md §1–§5); a chest's
// identity is never told.
func TestRefusalsSayWhy(t *testing.T) {
	base := func() State {
		s := fixture(map[int][2]uint8{1: {1, 1}, 3: {2, 1}, 6: {0, 1}})
		s.Perm[2] = Reef
		put(&s, 3, Gold)
		put(&s, 5, Bomb)
		return s
	}
	for _, tc := range []struct {
		name, before, act, want string
		setup                   func(*State)
	}{
		{"an empty island", "", "take 2 cw", "take 2 cw: island 2 has no pirate (§2.1)", nil},
		{"a reef", "", "take 3 ccw", "island 3 has a reef: it cannot be a starting island", nil},
		{"an order of the wrong colours", "", "take 6 cw R", "island 6 holds 0 red and 1 white pirates: the order names each once", nil},
		{"an order of the wrong length", "", "take 1 ccw R W R", "island 1 holds 1 red and 1 white pirates", nil},
		{"a skip not passed", "", "take 1 cw R W +rum@5", "a +rum@ island is not passed", func(s *State) { s.Held[0][Rum] = 1 }},
		{"a skip without a rum", "", "take 1 cw R W +rum@2", "the skips cost 1 rum card(s) and the team holds 0", nil},
		{"a chest with an enemy last", "", "take 1 cw R W", "the last pirate placed, white, lands on island 3's chest, which needs a red pirate last", nil},
		{"a bomb with an enemy last", "", "take 6 ccw", "lands on island 5's bomb, which needs a red pirate last", nil},
		{"a choice not asked", "", "4", "no choice is asked now", nil},
		{"a take while the aid asks", "take 1 ccw", "take 6 cw", "answer the pending choice first: the island for the aid's pirate",
			func(s *State) { put(s, 7, Aid) }},
		{"a lookout on a pile hiding nothing", "take 1 ccw", "5", "island 5's pile hides no card (§3 lookout)",
			func(s *State) { put(s, 7, Lookout); put(s, 8, Sabre, Rum) }},
		{"a captain without the variant", "", "captain ching-shih", "captains are played in the advanced game only", nil},
		{"another seat's captain", "", "captain boum-banda", "boum-banda is not this seat's captain",
			func(s *State) { s.Adv, s.Captain[0], s.Captain[1] = true, ChingShih, BoumBanda }},
		{"a captain without its cards", "", "captain ching-shih", "ching-shih discards 2 sabre, and the team lacks some",
			func(s *State) { s.Adv, s.Captain[0], s.Held[0][Sabre] = true, ChingShih, 1 }},
		{"Benito Bonito without chests", "", "captain benito-bonito 2", "option 2 discards 2 chest(s) and the team holds 1",
			func(s *State) { s.Adv, s.Captain[0], s.Held[0][Gold] = true, BenitoBonito, 1 }},
		{"a captain used up", "captain anne-bonny; 6; 1", "captain anne-bonny", "anne-bonny is used up", func(s *State) {
			s.Adv, s.Captain[0] = true, AnneBonny
			s.Held[0] = [NumHeld]uint8{Rum: 1, Bomb: 1, Compass: 1, Aid: 1}
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := base()
			if tc.setup != nil {
				tc.setup(&s)
			}
			for _, text := range strings.Split(tc.before, ";") {
				if text = strings.TrimSpace(text); text == "" {
					continue
				}
				a, err := Parse(text)
				if err == nil {
					err = Apply(&s, a, nil)
				}
				if err != nil {
					t.Fatalf("%s: %v", text, err)
				}
			}
			a, err := Parse(tc.act)
			if err != nil {
				t.Fatal(err)
			}
			was := s
			err = Apply(&s, a, nil)
			if !errors.Is(err, ErrIllegal) || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("%v, want ErrIllegal saying %q", err, tc.want)
			}
			if err != nil && strings.Contains(err.Error(), "gold") {
				t.Errorf("%v tells a chest's identity", err)
			}
			if s != was {
				t.Error("the refusal changed the game")
			}
		})
	}
}
