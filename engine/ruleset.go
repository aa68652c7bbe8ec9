package engine

import (
	"strings"

	"github.com/jackalbot/jackal/engine/game"
)

// ID is the ruleset id stored with classic games.
const ID = "classic"

// RulesVersion is the version of these rules stored with a game. 2: a
// piece entering a face-up cave fights the enemies standing on it before
// the cave takes it on, and drags no gold onto them (RULINGS §5, §6). 3:
// Friday and the preaching missionary meet wherever one comes to rest on
// the other's cell (a cave's entrance, lost in a cave, a cave's exit, the
// water), but gold still enters no fortress and no thicket and a fortress
// enemies hold stays closed (§5, §6, §7; meet.go); the ogre eats the
// missionary before he meets Friday; the missionary spending a bottle to
// leave a trap or a spinner converts (§7). 4: a crew may give a bottle to
// Friday or the missionary after its action too (§3: "before or after its
// action"): when it can, it keeps the turn to give or pass.
const RulesVersion = 4

// Classic implements the game-neutral contract (game.Ruleset) for classic
// Jackal. Seats are the crews: seat i is Crew(i), named "white", "yellow",
// "black", "red"; the seat to act is the controller (smoke hands a turn to
// another crew's player).
type Classic struct{}

var _ game.Ruleset[State, Action, Event, View] = Classic{}

// ID is "classic".
func (Classic) ID() string { return ID }

// Name is "Jackal".
func (Classic) Name() string { return "Jackal" }

// Version is RulesVersion.
func (Classic) Version() int { return RulesVersion }

// Seats is 2, 3 or 4 crews.
func (Classic) Seats() []int { return []int{2, 3, 4} }

// Variants are the classic variants (OptionsFrom).
func (Classic) Variants() []string {
	return []string{VariantDuel, VariantTeams, VariantTwoCrews, VariantPlaneWaits, VariantStallRounds}
}

// TwoSeats is the duel: white against black, one crew each.
func (Classic) TwoSeats() game.Options {
	return game.Options{Seats: []string{White.String(), Black.String()}, Variants: []string{VariantDuel}}
}

// SeatName is crew i's name.
func (Classic) SeatName(i int) string {
	if i < 0 || i >= NumCrews {
		return ""
	}
	return Crew(i).String()
}

// Deal is New with the options OptionsFrom reads from the seat names (the
// crews) and the variants.
func (Classic) Deal(o game.Options, seed uint64) (State, error) {
	opts, err := OptionsFrom(o.Seats, o.Variants)
	if err != nil {
		return State{}, err
	}
	return New(seed, opts)
}

// ToAct is the controller's crew and whether the game is over.
func (Classic) ToAct(s *State) (int, bool) {
	if s.Over {
		return game.Spectator, true
	}
	return int(s.Controller()), false
}

// Legal is LegalInto.
func (Classic) Legal(s *State, buf []Action) []Action { return s.LegalInto(buf[:0]) }

// Apply is Play.
func (Classic) Apply(s *State, a Action, ev *[]Event) error { return s.Play(a, ev) }

// Note plays LogEnd (Conclude) and resignations (Resign); other notes
// change nothing.
func (Classic) Note(s *State, note string, ev *[]Event) error {
	if note == LogEnd {
		var e []Event
		*s, e = Conclude(*s)
		*ev = append(*ev, e...)
		return nil
	}
	if c, ok := parseResign(note); ok {
		var e []Event
		*s, e = Resign(*s, c)
		*ev = append(*ev, e...)
	}
	return nil
}

// View is ViewFor; game.Spectator gives NoCrew's view.
func (Classic) View(s *State, seat int) View {
	if seat < 0 || seat >= NumCrews {
		return ViewFor(s, NoCrew)
	}
	return ViewFor(s, Crew(seat))
}

// Outcome is each crew's gold and, once over, the winners.
func (Classic) Outcome(s *State) game.Outcome {
	o := game.Outcome{Over: s.Over, Scores: map[string]int{}}
	for _, c := range s.Crews() {
		o.Scores[c.String()] = s.Score(c)
	}
	for _, c := range s.Winners() {
		o.Winners = append(o.Winners, c.String())
	}
	return o
}

// Format is Action.String.
func (Classic) Format(a Action) string { return a.String() }

// Parse is Parse.
func (Classic) Parse(text string) (Action, error) { return Parse(strings.TrimSpace(text)) }

// Marshal is MarshalBinary.
func (Classic) Marshal(s *State) ([]byte, error) { return s.MarshalBinary() }

// Unmarshal is UnmarshalBinary into a new state.
func (Classic) Unmarshal(b []byte) (State, error) {
	var s State
	err := s.UnmarshalBinary(b)
	return s, err
}
