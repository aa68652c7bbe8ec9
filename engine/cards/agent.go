package cards

// Levels are the computer levels of this package: random only (easy
// and hard are engine/cards/ai's, which engine/games registers).
var Levels = []string{"random"}

// RandomAgent plays a legal action at random. Legal lists only what the
// seat to act may know (its own hand), so it looks at nothing hidden.
type RandomAgent struct {
	RNG uint64
	buf []Action
}

// Choose returns a random legal action; false when the game is over.
func (r *RandomAgent) Choose(s *State) (Action, bool) {
	r.buf = Legal(s, r.buf)
	if len(r.buf) == 0 {
		return Action{}, false
	}
	return r.buf[SplitMix(&r.RNG)%uint64(len(r.buf))], true
}

// ChooseFor returns a random legal action of seat (one of Acting's);
// false when it has none.
func (r *RandomAgent) ChooseFor(s *State, seat int) (Action, bool) {
	if seat < 0 || seat >= int(s.Seats) {
		return Action{}, false
	}
	r.buf = LegalFor(s, uint8(seat), r.buf)
	if len(r.buf) == 0 {
		return Action{}, false
	}
	return r.buf[SplitMix(&r.RNG)%uint64(len(r.buf))], true
}
