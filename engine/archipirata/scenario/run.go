package scenario

import (
	"errors"
	"fmt"
	"slices"
	"strconv"

	"github.com/jackalbot/jackal/engine/archipirata"
	"github.com/jackalbot/jackal/engine/game"
)

var errNames = map[string]error{"illegal": archipirata.ErrIllegal, "syntax": archipirata.ErrSyntax,
	"game-over": archipirata.ErrGameOver}

// Run builds the position, plays the actions and checks the expectations.
// It returns nil when everything holds, an ErrMismatch or ErrMalformed
// error otherwise.
func (f *File) Run() error {
	_, err := f.Play()
	return err
}

// Play is Run that also returns the position the actions lead to.
func (f *File) Play() (archipirata.State, error) {
	s, err := f.play()
	return s, f.src.Named(err)
}

func (f *File) play() (archipirata.State, error) {
	s, err := f.Build()
	if err != nil {
		return s, err
	}
	var events []archipirata.Event
	// a position written over already ends before the first action
	archipirata.Settle(&s, &events)
	for k, text := range f.Actions {
		err := apply(&s, text, &events)
		if err == nil {
			continue
		}
		want, ok := errNames[f.Expect.Error]
		if k == len(f.Actions)-1 && ok && errors.Is(err, want) {
			return s, f.check(&s, events, true)
		}
		return s, fmt.Errorf("%w: action %d %q: %v", ErrMismatch, k+1, text, err)
	}
	if f.Expect.Error != "" {
		return s, fmt.Errorf("%w: the last action was accepted, want error %q", ErrMismatch, f.Expect.Error)
	}
	return s, f.check(&s, events, false)
}

func apply(s *archipirata.State, text string, ev *[]archipirata.Event) error {
	a, err := archipirata.Parse(text)
	if err != nil {
		return err
	}
	return archipirata.Apply(s, a, ev)
}

func (f *File) check(s *archipirata.State, events []archipirata.Event, refused bool) error {
	e := &f.Expect
	var errs []error
	fail := func(format string, a ...any) { errs = append(errs, fmt.Errorf(format, a...)) }
	for isl, want := range e.Pirates {
		if isl < 1 || isl > archipirata.NumIslands {
			return f.src.At(fmt.Errorf("%w: island %d (1 to %d)", ErrMalformed, isl, archipirata.NumIslands), "expect", "pirates", strconv.Itoa(isl))
		}
		if got := s.Pirates[isl-1]; int(got[0]) != want[0] || int(got[1]) != want[1] {
			fail("pirates on %d: %v, want %v", isl, got, want)
		}
	}
	if e.Injured != nil && (int(s.Injured[0]) != e.Injured[0] || int(s.Injured[1]) != e.Injured[1]) {
		fail("injured %v, want %v", s.Injured, *e.Injured)
	}
	if e.Held != nil {
		h, err := heldOf(e.Held)
		if err != nil {
			return f.src.At(err, "expect", "held")
		}
		for team, cards := range e.Held {
			t := teams[team]
			for name := range cards {
				c, _ := archipirata.ParseCard(name)
				if s.Held[t][c] != h[t][c] {
					fail("%s holds %d %s, want %d", team, s.Held[t][c], name, h[t][c])
				}
			}
		}
	}
	if err := f.checkCards(s, fail); err != nil {
		return err
	}
	if e.Gold != nil && (s.Gold(0) != e.Gold[0] || s.Gold(1) != e.Gold[1]) {
		fail("gold %d %d, want %v", s.Gold(0), s.Gold(1), *e.Gold)
	}
	if e.Turn != nil && int(s.Turn) != *e.Turn {
		fail("turn %d, want %d", s.Turn, *e.Turn)
	}
	if e.Over != nil && s.Over != *e.Over {
		fail("over %v, want %v", s.Over, *e.Over)
	}
	if e.Winner != "" {
		want := map[string]int8{"red": 0, "white": 1, "draw": -1}
		w, ok := want[e.Winner]
		if !ok {
			return f.src.At(fmt.Errorf("%w: winner %q (red, white or draw)", ErrMalformed, e.Winner), "expect", "winner")
		}
		if !s.Over || s.Winner != w {
			fail("winner %d (over %v), want %s", s.Winner, s.Over, e.Winner)
		}
	}
	if e.Ended != "" {
		w, ok := endings[e.Ended]
		if !ok {
			return f.src.At(fmt.Errorf("%w: ended %q (gold, eliminated, no-move or stall)", ErrMalformed, e.Ended), "expect", "ended")
		}
		if s.EndedBy != w {
			fail("ended by %d, want %s", s.EndedBy, e.Ended)
		}
	}
	if err := game.EventsInOrder(events, e.Events); err != nil {
		fail("%v", err)
	}
	if err := f.checkLegal(s, fail); err != nil {
		return err
	}
	if len(errs) > 0 {
		return fmt.Errorf("%w: %v", ErrMismatch, errors.Join(errs...))
	}
	return nil
}

func (f *File) checkCards(s *archipirata.State, fail func(string, ...any)) error {
	e := &f.Expect
	for isl, name := range e.Top {
		if isl < 1 || isl > archipirata.NumIslands {
			return f.src.At(fmt.Errorf("%w: island %d (1 to %d)", ErrMalformed, isl, archipirata.NumIslands), "expect", "top", strconv.Itoa(isl))
		}
		if got := s.TopCard(uint8(isl - 1)).String(); got != name {
			fail("top of %d: %s, want %s", isl, got, name)
		}
	}
	for isl, name := range e.Perm {
		if isl < 1 || isl > archipirata.NumIslands {
			return f.src.At(fmt.Errorf("%w: island %d (1 to %d)", ErrMalformed, isl, archipirata.NumIslands), "expect", "perm", strconv.Itoa(isl))
		}
		if got := s.Perm[isl-1].String(); got != name {
			fail("permanent of %d: %s, want %s", isl, got, name)
		}
	}
	return nil
}

func (f *File) checkLegal(s *archipirata.State, fail func(string, ...any)) error {
	e := &f.Expect
	if e.Legal == nil && e.NotLegal == nil && e.LegalCount == nil {
		return nil
	}
	legal := archipirata.Legal(s, nil)
	for _, part := range [2]struct {
		key  string
		list []string
		want bool
	}{{"legal", e.Legal, true}, {"not-legal", e.NotLegal, false}} {
		for _, text := range part.list {
			a, err := archipirata.Parse(text)
			if err != nil {
				return f.src.At(fmt.Errorf("%w: %v", ErrMalformed, err), "expect", part.key)
			}
			in := slices.Contains(legal, archipirata.Resolve(s, a)) // a plain take: the engine's order
			if in != part.want {
				fail("%q legal: %v, want %v", text, in, part.want)
			}
		}
	}
	if e.LegalCount != nil && len(legal) != *e.LegalCount {
		fail("%d legal actions, want %d", len(legal), *e.LegalCount)
	}
	return nil
}
