package archipirata

import (
	"fmt"
	"slices"

	"github.com/jackalbot/jackal/engine/game"
)

// RulesVersion is the version of these rules stored with a game.
const RulesVersion = 3

// seatNames name the seats: seat s plays colour s%2 (RULINGS 13).
var seatNames = [MaxSeats]string{"red", "white", "red2", "white2"}

// Rules implements the game.Ruleset contract for Archipirata. Seats are
// "red" and "white", and in four seats also "red2" and "white2".
type Rules struct{}

var _ game.Ruleset[State, Action, Event, View] = Rules{}

// VariantAdvanced is the variant name of the captains.
const VariantAdvanced = "advanced"

// ID is "archipirata".
func (Rules) ID() string { return ID }

// Name is "Archipirata".
func (Rules) Name() string { return Name }

// Seats is 2, or 4 in two teams.
func (Rules) Seats() []int { return []int{2, 4} }

// Variants is "advanced" (captains).
func (Rules) Variants() []string { return []string{VariantAdvanced} }

// TwoSeats is red against white, the basic game.
func (Rules) TwoSeats() game.Options {
	return game.Options{Seats: []string{seatNames[0], seatNames[1]}}
}

// Version is RulesVersion.
func (Rules) Version() int { return RulesVersion }

// SeatName is seat i's name.
func (Rules) SeatName(i int) string {
	if i < 0 || i >= MaxSeats {
		return ""
	}
	return seatNames[i]
}

// Deal is Deal with as many seats as o names (two when it names none), in
// seat order, and the advanced variant read from o.Variants.
func (Rules) Deal(o game.Options, seed uint64) (State, error) {
	n := len(o.Seats)
	if n == 0 {
		n = 2
	}
	for i, name := range o.Seats {
		if i >= MaxSeats || seatNames[i] != name {
			return State{}, fmt.Errorf("%w: seat %q (the seats are red, white, red2, white2 in that order)", ErrOptions, name)
		}
	}
	for _, v := range o.Variants {
		if v != VariantAdvanced {
			return State{}, fmt.Errorf("%w: unknown variant %q", ErrOptions, v)
		}
	}
	return Deal(Options{Seats: n, Advanced: slices.Contains(o.Variants, VariantAdvanced)}, seed)
}

// Note plays game.NoteEnd (Conclude) and a resignation: a team whose
// every seat is among the resigning seats loses (Resign); otherwise (a
// teammate plays on) nothing changes, and the front end gives the seats to
// a computer, as in classic Jackal. Other notes change nothing.
func (Rules) Note(s *State, note string, ev *[]Event) error {
	if note == game.NoteEnd {
		Conclude(s, ev)
		return nil
	}
	names, ok := game.ResignedSeats(note)
	if !ok || len(names) == 0 {
		return nil
	}
	var resigned [MaxSeats]bool
	for _, n := range names {
		i := slices.Index(seatNames[:], n)
		if i < 0 || uint8(i) >= s.Seats {
			return fmt.Errorf("%w: seat %q", ErrOptions, n)
		}
		resigned[i] = true
	}
	for t := range uint8(2) {
		all, any := true, false
		for i := t; i < s.Seats; i += 2 {
			all, any = all && resigned[i], any || resigned[i]
		}
		if any && all {
			Resign(s, t, ev)
			return nil
		}
	}
	return nil
}

// Outcome is each seat's team gold and, once over, the winning team's
// seats.
func (Rules) Outcome(s *State) game.Outcome {
	o := game.Outcome{Over: s.Over, Scores: map[string]int{}}
	for i := range s.Seats {
		o.Scores[seatNames[i]] = s.Gold(Team(i))
		if s.Over && s.Winner >= 0 && Team(i) == uint8(s.Winner) {
			o.Winners = append(o.Winners, seatNames[i])
		}
	}
	return o
}

// ToAct is the seat to act and whether the game is over.
func (Rules) ToAct(s *State) (int, bool) {
	if s.Over {
		return game.Spectator, true
	}
	return int(s.Turn), false
}

// Legal is Legal.
func (Rules) Legal(s *State, buf []Action) []Action { return Legal(s, buf) }

// Apply is Apply.
func (Rules) Apply(s *State, a Action, ev *[]Event) error { return Apply(s, a, ev) }

// View is ViewFor; game.Spectator gives the spectator's view.
func (Rules) View(s *State, seat int) View {
	if seat < 0 || seat >= MaxSeats {
		return ViewFor(s, Spectator)
	}
	return ViewFor(s, uint8(seat))
}

// Format is Format.
func (Rules) Format(a Action) string { return Format(a) }

// Parse is Parse.
func (Rules) Parse(text string) (Action, error) { return Parse(text) }

// Marshal is MarshalBinary.
func (Rules) Marshal(s *State) ([]byte, error) { return s.MarshalBinary() }

// Unmarshal is UnmarshalBinary into a new state.
func (Rules) Unmarshal(b []byte) (State, error) {
	var s State
	err := s.UnmarshalBinary(b)
	return s, err
}
