package cards

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/jackalbot/jackal/engine/game"
)

// Identity of the ruleset.
const (
	ID   = "cards"
	Name = "Jackal: the card game"
)

// RulesVersion is the version of these rules stored with a game.
const RulesVersion = 3

// VariantIslands is the variant of the number of islands, written
// "islands=N" (1 to the catalogue's size; 10 without it).
const VariantIslands = "islands"

// Rules implements the game.Ruleset contract for the card game. Seats are
// "p1" to "p4"; 2 to 4 play.
type Rules struct{}

var (
	_ game.Ruleset[State, Action, Event, View] = Rules{}
	_ game.Simultaneous[State, Action, Event]  = Rules{}
)

// ID is "cards".
func (Rules) ID() string { return ID }

// Name is the display name.
func (Rules) Name() string { return Name }

// Version is RulesVersion.
func (Rules) Version() int { return RulesVersion }

// Seats is 2, 3 or 4 (the rulebook's 2–4 players).
func (Rules) Seats() []int { return []int{2, 3, 4} }

// Variants is "islands" (written "islands=N").
func (Rules) Variants() []string { return []string{VariantIslands} }

// TwoSeats is p1 against p2 over 10 islands.
func (Rules) TwoSeats() game.Options { return game.Options{Seats: []string{"p1", "p2"}} }

// SeatName is seat i's name.
func (Rules) SeatName(i int) string { return SeatName(i) }

// Deal deals as many seats as o names (two when none), which must be p1,
// p2… in order, with the islands=N variant read from o.Variants.
func (Rules) Deal(o game.Options, seed uint64) (State, error) {
	opt := Options{Seats: len(o.Seats)}
	if opt.Seats == 0 {
		opt.Seats = 2
	}
	for i, n := range o.Seats {
		if SeatName(i) != n {
			return State{}, fmt.Errorf("%w: seat %q (the seats are p1, p2, p3, p4 in that order)", ErrOptions, n)
		}
	}
	for _, v := range o.Variants {
		name, val, _ := strings.Cut(strings.TrimSpace(v), "=")
		n, err := strconv.Atoi(val)
		if !strings.EqualFold(name, VariantIslands) || err != nil || n < 1 {
			return State{}, fmt.Errorf("%w: variant %q (write islands=N)", ErrOptions, v)
		}
		opt.Islands = n
	}
	return Deal(opt, seed)
}

// ToAct is the seat to act and whether the game is over.
func (Rules) ToAct(s *State) (int, bool) {
	p, ok := ToAct(s)
	if !ok {
		return game.Spectator, true
	}
	return int(p), false
}

// Legal is Legal.
func (Rules) Legal(s *State, buf []Action) []Action { return Legal(s, buf) }

// Apply is Apply.
func (Rules) Apply(s *State, a Action, ev *[]Event) error { return Apply(s, a, ev) }

// Acting is Acting: every seat still planning while the plans are made
// (at once), else the one seat asked.
func (Rules) Acting(s *State) []int {
	var buf [MaxSeats]uint8
	var out []int
	for _, p := range Acting(s, buf[:0]) {
		out = append(out, int(p))
	}
	return out
}

// LegalFor is LegalFor; nothing for a seat out of range.
func (Rules) LegalFor(s *State, seat int, buf []Action) []Action {
	if seat < 0 || seat >= MaxSeats {
		return buf[:0]
	}
	return LegalFor(s, uint8(seat), buf)
}

// ApplyFor is ApplyFor; a seat out of range is refused with ErrNotActing.
func (Rules) ApplyFor(s *State, seat int, a Action, ev *[]Event) error {
	if seat < 0 || seat >= MaxSeats {
		return fmt.Errorf("%w: seat %d", ErrNotActing, seat)
	}
	return ApplyFor(s, uint8(seat), a, ev)
}

// Note plays game.NoteEnd (Conclude) and a resignation (Resign of each
// seat it names). Other notes change nothing.
func (Rules) Note(s *State, note string, ev *[]Event) error {
	if note == game.NoteEnd {
		Conclude(s, ev)
		return nil
	}
	names, ok := game.ResignedSeats(note)
	if !ok {
		return nil
	}
	var seats []uint8
	for _, n := range names {
		p, ok := ParseSeat(n)
		if !ok || p >= s.Seats {
			return fmt.Errorf("%w: seat %q", ErrOptions, n)
		}
		seats = append(seats, p)
	}
	for _, p := range seats {
		Resign(s, p, ev)
	}
	return nil
}

// View is ViewFor; game.Spectator gives the spectator's view.
func (Rules) View(s *State, seat int) View {
	if seat < 0 || seat >= MaxSeats {
		return ViewFor(s, Spectator)
	}
	return ViewFor(s, uint8(seat))
}

// Outcome is each seat's coins and, once over, the winners.
func (Rules) Outcome(s *State) game.Outcome {
	o := game.Outcome{Over: s.Over(), Scores: map[string]int{}}
	for p := range s.Seats {
		o.Scores[SeatName(int(p))] = int(s.Coins[p])
	}
	for _, p := range Winners(s) {
		o.Winners = append(o.Winners, SeatName(int(p)))
	}
	return o
}

// Format is Format.
func (Rules) Format(a Action) string { return Format(a) }

// Parse is Parse.
func (Rules) Parse(text string) (Action, error) { return Parse(text) }

// Secret reports whether a stays hidden from the other seats once played
// (game.SecretActions): a card laid in a row or taken back. The reveal
// shows each row as confirmed; a card laid and taken back is never shown
// to the others, as it may still be in the hand.
func (Rules) Secret(a Action) bool { return a.Kind == ActPlan || a.Kind == ActUndo }

// Marshal is MarshalBinary.
func (Rules) Marshal(s *State) ([]byte, error) { return s.MarshalBinary() }

// Unmarshal is UnmarshalBinary into a new state.
func (Rules) Unmarshal(b []byte) (State, error) {
	var s State
	err := s.UnmarshalBinary(b)
	return s, err
}
