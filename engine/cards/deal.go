package cards

import "fmt"

// Options are a deal's options.
type Options struct {
	Seats   int // 2 to 4
	Islands int // islands visited, 0 for DefaultIslands
}

// Deal sets up a game: the islands drawn at random from the catalogue, the
// deck shuffled, five cards to each seat, seat p1 holding the first-player
// token (RULING: the rulebook's "youngest player" is the first seat), the
// first island shown.
func Deal(o Options, seed uint64) (State, error) {
	if o.Islands == 0 {
		o.Islands = DefaultIslands
	}
	if o.Seats < MinSeats || o.Seats > MaxSeats {
		return State{}, fmt.Errorf("%w: %d seats (2 to 4)", ErrOptions, o.Seats)
	}
	if o.Islands < 1 || o.Islands > len(catalogue) || o.Islands > MaxIslands {
		return State{}, fmt.Errorf("%w: islands=%d (1 to %d)", ErrOptions, o.Islands, len(catalogue))
	}
	s := State{Seed: seed, RNG: seed, Seats: uint8(o.Seats), NumIsl: uint8(o.Islands)}
	ids := make([]uint8, len(catalogue))
	for i := range ids {
		ids[i] = uint8(i)
	}
	for i := len(ids) - 1; i > 0; i-- {
		j := s.intn(i + 1)
		ids[i], ids[j] = ids[j], ids[i]
	}
	copy(s.IslandIDs[:], ids[:o.Islands])
	n := 0
	for c := range NumKinds {
		for range deckCount[c] {
			s.Deck[n] = c
			n++
		}
	}
	s.DeckN = NumCards
	s.shuffleDeck()
	for range HandDeal {
		for p := range s.Seats {
			s.draw(p, nil)
		}
	}
	s.startRound(nil)
	return s, nil
}

// shuffleDeck shuffles the deck's DeckN cards.
func (s *State) shuffleDeck() {
	for i := int(s.DeckN) - 1; i > 0; i-- {
		j := s.intn(i + 1)
		s.Deck[i], s.Deck[j] = s.Deck[j], s.Deck[i]
	}
}

// draw moves the deck's top card into seat's hand; false when the deck and
// the discard are both empty. The deck that runs out is formed again from
// the discard at once (refill): the rulebook's "If the Action deck runs
// out, shuffle the discarded cards together to form a new deck", read as
// the moment its last card is drawn, so the new deck holds the cards
// discarded until then and the players never see an empty deck while a
// discard could fill it. A deck still empty then (nothing discarded) is
// formed at the next draw.
func (s *State) draw(seat uint8, ev *[]Event) bool {
	if s.DeckN == 0 && !s.refill(ev) {
		return false
	}
	s.DeckN--
	c := s.Deck[s.DeckN]
	s.Deck[s.DeckN] = 0
	s.Hand[seat][c]++
	emit(ev, Event{Kind: EvDraw, Seat: seat, Card: c})
	if s.DeckN == 0 {
		s.refill(ev)
	}
	return true
}

// refill shuffles the discard into the empty deck; false when the
// discard is empty too.
func (s *State) refill(ev *[]Event) bool {
	n := 0
	for c := range NumKinds {
		for range s.Discard[c] {
			s.Deck[n] = c
			n++
		}
		s.Discard[c] = 0
	}
	if n == 0 {
		return false
	}
	s.DeckN = uint8(n)
	s.shuffleDeck()
	emit(ev, Event{Kind: EvReshuffle, N: uint8(n)})
	return true
}

// emit appends e to ev when ev is not nil.
func emit(ev *[]Event, e Event) {
	if ev != nil {
		*ev = append(*ev, e)
	}
}

// startRound shows the round's island and opens the planning.
func (s *State) startRound(ev *[]Event) {
	s.Island = catalogue[s.IslandIDs[s.Round]].Island
	s.Phase = PhasePlan
	for p := range s.Seats {
		s.Status[p] = Planning
		s.RowN[p] = 0
		s.Row[p] = [NumCards]Card{}
		s.Extra[p] = [NumKinds]uint8{}
		s.Dug[p], s.DugSteps[p], s.Pos[p] = NoCell, 0, NoCell
	}
	s.Res, s.Card, s.Steps, s.Stage, s.Doubled, s.Pend, s.Asker, s.AskNext = 0, 0, 0, StageRum, false, PendNone, 0, 0
	emit(ev, Event{Kind: EvIsland, N: s.IslandIDs[s.Round]})
}
