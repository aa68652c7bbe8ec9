package scenario

import (
	"errors"
	"fmt"
	"strings"

	"github.com/jackalbot/jackal/engine/cards"
	"github.com/jackalbot/jackal/engine/game"
)

// Run builds the position, plays the actions and checks the expectations.
// It returns nil when everything holds, an ErrMismatch or ErrMalformed
// error otherwise.
func (f *File) Run() error {
	_, err := f.Play()
	return err
}

// Play is Run that also returns the position the actions lead to. The
// expectations are read before any action is played, so that a malformed
// one is ErrMalformed whatever the run gives.
func (f *File) Play() (cards.State, error) {
	s, err := f.play()
	return s, f.src.Named(err)
}

func (f *File) play() (cards.State, error) {
	s, err := f.Build()
	if err != nil {
		return s, err
	}
	if err := f.check(&s, nil); errors.Is(err, ErrMalformed) {
		return s, err
	}
	var events []cards.Event
	for k, e := range f.Actions {
		err := play(&s, e.Text, f.Seats, &events)
		if err == nil {
			continue
		}
		where := fmt.Sprintf("action %d (line %d) %q", k+1, e.Line, e.Text)
		if errors.Is(err, ErrMalformed) {
			return s, fmt.Errorf("%s: %w", where, err)
		}
		if want := errNames[f.Expect.Error]; k == len(f.Actions)-1 && want != nil && errors.Is(err, want) {
			return s, f.check(&s, events)
		}
		return s, fmt.Errorf("%w: %s: %v", ErrMismatch, where, err)
	}
	if f.Expect.Error != "" {
		return s, fmt.Errorf("%w: no action was refused, want error %q", ErrMismatch, f.Expect.Error)
	}
	return s, f.check(&s, events)
}

// play plays one entry of actions: `@p2 …` for that seat (cards.ApplyFor,
// as a game's log plays a seat entry), other text for the seat to act
// (cards.Apply). A whole plan is first split by cards.SplitPlan; its
// actions are played in order up to the first refused.
func play(s *cards.State, text string, seats int, ev *[]cards.Event) error {
	text = strings.TrimSpace(text)
	apply := func(a cards.Action) error { return cards.Apply(s, a, ev) }
	seat, _ := cards.ToAct(s)
	if strings.HasPrefix(text, "@") {
		name, act, ok := game.SplitSeatEntry(text)
		if !ok {
			return fmt.Errorf("%w: a seat's action is written @p1 then the action", ErrMalformed)
		}
		p, err := seatOf(name, seats)
		if err != nil {
			return err
		}
		text, seat = act, p
		apply = func(a cards.Action) error { return cards.ApplyFor(s, p, a, ev) }
	}
	for _, part := range cards.SplitPlan(text, cards.Laid(s, seat)) {
		a, err := cards.Parse(part)
		if err != nil {
			return err
		}
		if err := apply(a); err != nil {
			return err
		}
	}
	return nil
}
