package scenario

import (
	"fmt"
	"slices"
	"strings"

	"github.com/jackalbot/jackal/engine/cards"
)

// MaxCoins bounds a seat's coins in a file (the bank has no limit, the
// state counts coins in 16 bits).
const MaxCoins = 1000

// Build makes the position the file describes: cards.Deal's game for the
// seats and islands (the islands to come drawn by the seed, every seat
// planning), then the file's island, round, first player, coins and
// cards put in. The 60 cards are all somewhere: those in no hand, deck or
// discard list fill the deck, shuffled by the seed, when deck is left out,
// and go to the discard when it is given. A position the game cannot have
// is refused with ErrMalformed.
func (f *File) Build() (cards.State, error) {
	s, err := f.build()
	return s, f.src.Named(err)
}

func (f *File) build() (cards.State, error) {
	// bad refuses the position, told with the line of the key path
	bad := func(path []string, format string, a ...any) (cards.State, error) {
		return cards.State{}, f.src.At(fmt.Errorf("%w: "+format, append([]any{ErrMalformed}, a...)...), path...)
	}
	if f.Seats < cards.MinSeats || f.Seats > cards.MaxSeats {
		return bad([]string{"seats"}, "seats %d (%d to %d)", f.Seats, cards.MinSeats, cards.MaxSeats)
	}
	islands := f.Islands
	if islands == 0 {
		islands = DefaultIslands
	}
	if most := min(cards.MaxIslands, cards.NumIslandCards()); islands < 1 || islands > most {
		return bad([]string{"islands"}, "islands %d (1 to %d)", islands, most)
	}
	if f.Round < 0 || f.Round >= islands {
		return bad([]string{"round"}, "round %d (0 to %d: an index of the islands)", f.Round, islands-1)
	}
	s, err := cards.Deal(cards.Options{Seats: f.Seats, Islands: islands}, f.Seed)
	if err != nil {
		return bad(nil, "%v", err)
	}
	if err := f.setIsland(&s); err != nil {
		return cards.State{}, err
	}
	if f.First != "" {
		if s.First, err = seatOf(f.First, f.Seats); err != nil {
			return cards.State{}, f.src.At(err, "first")
		}
	}
	for _, name := range sortedKeys(f.Coins) {
		p, err := seatOf(name, f.Seats)
		if err != nil {
			return cards.State{}, f.src.At(err, "coins", name)
		}
		if n := f.Coins[name]; n < 0 || n > MaxCoins {
			return bad([]string{"coins", name}, "coins of %s: %d (0 to %d)", name, n, MaxCoins)
		}
		s.Coins[p] = uint16(f.Coins[name])
	}
	if err := f.setCards(&s); err != nil {
		return cards.State{}, err
	}
	return s, nil
}

// setIsland puts the file's island on the table as the island of round
// Round: its grid, or the shipped card island-id names (moved to that
// place of the game's islands if the deal drew it elsewhere).
func (f *File) setIsland(s *cards.State) error {
	s.Round = uint8(f.Round)
	switch {
	case f.Island != "" && f.IslandID != 0:
		return f.src.At(fmt.Errorf("%w: island and island-id both given (one of them)", ErrMalformed), "island-id")
	case f.Island != "":
		text := f.Island
		if !hasNameLine(text) {
			text = "name: scenario\n" + text
		}
		c, err := cards.ParseIsland(text)
		if err != nil {
			return f.src.At(fmt.Errorf("%w: island: %w", ErrMalformed, err), "island")
		}
		s.Island = c.Island
	case f.IslandID != 0:
		if f.IslandID < 1 || f.IslandID > cards.NumIslandCards() {
			return f.src.At(fmt.Errorf("%w: island-id %d (1 to %d)", ErrMalformed, f.IslandID, cards.NumIslandCards()), "island-id")
		}
		id := uint8(f.IslandID - 1)
		ids := s.IslandIDs[:s.NumIsl]
		if k := slices.Index(ids, id); k >= 0 {
			ids[k] = ids[f.Round]
		}
		ids[f.Round] = id
		s.Island = cards.Islands()[id].Island
	default:
		return fmt.Errorf("%w: no island (island: a grid, or island-id: a shipped card's number)", ErrMalformed)
	}
	return nil
}

// hasNameLine reports whether an island's text holds its name: line.
func hasNameLine(text string) bool {
	for line := range strings.SplitSeq(text, "\n") {
		if strings.HasPrefix(strings.TrimSpace(line), "name:") {
			return true
		}
	}
	return false
}

// setCards deals the file's hands, deck and discard, and puts the rest of
// the 60 cards in the pile the file leaves out (the deck, shuffled, or
// the discard).
func (f *File) setCards(s *cards.State) error {
	var left [cards.NumKinds]int
	for c := range cards.NumKinds {
		left[c] = cards.DeckCount(c)
	}
	// take counts the cards of names, found in the file at path
	take := func(what string, names []string, path ...string) ([cards.NumKinds]int, error) {
		n, err := cardsOf(names, what)
		if err != nil {
			return n, f.src.At(err, path...)
		}
		for c := range cards.NumKinds {
			if left[c] -= n[c]; left[c] < 0 {
				return n, f.src.At(fmt.Errorf("%w: more than the deck's %d %s in the hands, deck and discard",
					ErrMalformed, cards.DeckCount(c), c), path...)
			}
		}
		return n, nil
	}
	s.Hand = [cards.MaxSeats][cards.NumKinds]uint8{}
	for _, name := range sortedKeys(f.Hands) {
		p, err := seatOf(name, f.Seats)
		if err != nil {
			return f.src.At(err, "hands", name)
		}
		n, err := take("hand of "+name, f.Hands[name], "hands", name)
		if err != nil {
			return err
		}
		for c, k := range n {
			s.Hand[p][c] = uint8(k)
		}
	}
	discard, err := take("discard", f.Discard, "discard")
	if err != nil {
		return err
	}
	var deck []cards.Card
	if f.Deck != nil {
		if _, err := take("deck", *f.Deck, "deck"); err != nil {
			return err
		}
		for _, name := range slices.Backward(*f.Deck) { // the top is the deck's last card
			c, _ := cards.ParseCard(name)
			deck = append(deck, c)
		}
		for c, k := range left {
			discard[c] += k
		}
	} else {
		for c, k := range left {
			for range k {
				deck = append(deck, cards.Card(c))
			}
		}
		shuffle(deck, &s.RNG)
	}
	s.Deck = [cards.NumCards]cards.Card{}
	s.DeckN = uint8(copy(s.Deck[:], deck))
	for c, k := range discard {
		s.Discard[c] = uint8(k)
	}
	return nil
}

// shuffle shuffles d with the state's generator *rng (Fisher–Yates).
func shuffle(d []cards.Card, rng *uint64) {
	for i := len(d) - 1; i > 0; i-- {
		j := int(cards.SplitMix(rng) % uint64(i+1))
		d[i], d[j] = d[j], d[i]
	}
}
