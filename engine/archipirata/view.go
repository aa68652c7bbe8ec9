package archipirata

// Spectator is the seat value of a view for someone who plays no seat.
const Spectator uint8 = 255

// View is what one seat (or a spectator) may know of a game. Face-down
// cards read Hidden, chests whose identity the viewer does not know read
// Chest, and everything public is copied as is.
type View struct {
	Seat    uint8 // the viewer, Spectator for none
	Seats   uint8
	Pile    [NumIslands][PileSize]Card // Hidden/Chest where the viewer may not know
	Top     [NumIslands]uint8
	Perm    [NumIslands]Card
	Pirates [NumIslands][2]uint8
	Injured [2]uint8
	// Held is each team's kept cards; a team's chests are hidden from the
	// other team: their count is under Chest, Gold and RumChest read 0.
	Held    [2][numCards]uint8
	Discard [NumHeld]uint8
	Turn    uint8
	// Captain is each seat's captain: its own always, others' once
	// revealed, else CaptainHidden (NoCaptain without the variant).
	Captain  [MaxSeats]Captain
	Revealed [MaxSeats]bool
	Spent    [MaxSeats]bool
	CapGold  [2]uint8
	Pend     Pending
	Over     bool
	Winner   int8
	EndedBy  uint8
	Plies    uint32
}

// ViewFor is the view of s for seat (or Spectator).
func ViewFor(s *State, seat uint8) View {
	v := View{Seat: seat, Seats: s.Seats, Top: s.Top, Perm: s.Perm, Pirates: s.Pirates,
		Injured: s.Injured, Discard: s.Discard, Turn: s.Turn, Pend: s.Pend, Over: s.Over,
		Winner: s.Winner, EndedBy: s.EndedBy, Plies: s.Plies}
	v.Revealed, v.Spent, v.CapGold = s.Revealed, s.Spent, s.CapGold
	for k := range MaxSeats {
		v.Captain[k] = s.Captain[k]
		if s.Captain[k] != NoCaptain && !s.Revealed[k] && uint8(k) != seat && !s.Over {
			v.Captain[k] = CaptainHidden // not even a teammate sees it
		}
	}
	var seen uint8
	if seat < MaxSeats {
		seen = s.Seen[seat]
	}
	for i := range NumIslands {
		for k := int(s.Top[i]); k < PileSize; k++ {
			c := s.Pile[i][k]
			switch {
			case seen&(1<<i) != 0:
			case c.IsChest():
				c = Chest // a chest's lid shows, even on top
			case k > int(s.Top[i]):
				c = Hidden
			}
			v.Pile[i][k] = c
		}
	}
	for t := range uint8(2) {
		for c := Sabre; c <= RumChest; c++ {
			v.Held[t][c] = s.Held[t][c]
		}
		// RULINGS: chests stay face down until the game ends.
		if (seat >= MaxSeats || Team(seat) != t) && !s.Over {
			v.Held[t][Chest] = s.Held[t][Gold] + s.Held[t][RumChest]
			v.Held[t][Gold], v.Held[t][RumChest] = 0, 0
		}
	}
	return v
}

// EventFor is e as seat (or Spectator) may see it: the identity of a chest
// another team claims, or draws with a tavern, reads Chest.
func EventFor(e Event, seat uint8) Event {
	if (e.Kind == EvChest || e.Kind == EvTavern) && e.Card.IsChest() &&
		(seat >= MaxSeats || Team(seat) != Team(e.Seat)) {
		e.Card = Chest
	}
	return e
}
