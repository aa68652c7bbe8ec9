package archipirata

import (
	"slices"

	"github.com/jackalbot/jackal/engine/game"
)

// Rules implements the proposed game.Ruleset contract for Archipirata.
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

// Deal is Deal with the advanced variant read from o.Variants.
func (Rules) Deal(o game.Options, seed uint64) (State, error) {
	return Deal(Options{Seats: o.Seats, Advanced: slices.Contains(o.Variants, VariantAdvanced)}, seed)
}

// ToAct is the seat to act and whether the game is over.
func (Rules) ToAct(s *State) (int, bool) { return int(s.Turn), s.Over }

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
