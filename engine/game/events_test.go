package game_test

import (
	"strings"
	"testing"

	"github.com/jackalbot/jackal/engine/game"
)

// word is an event that writes itself.
type word string

func (w word) String() string { return string(w) }

// TestEventsInOrder: the events wanted must come in order, others between.
func TestEventsInOrder(t *testing.T) {
	got := []word{"a", "b", "c", "b"}
	for _, want := range [][]string{nil, {"a"}, {"a", "c"}, {"b", "b"}, {"a", "b", "c", "b"}} {
		if err := game.EventsInOrder(got, want); err != nil {
			t.Errorf("%v: %v", want, err)
		}
	}
	for _, want := range [][]string{{"d"}, {"c", "a"}, {"b", "b", "b"}, {"a", "b", "c", "b", "a"}} {
		err := game.EventsInOrder(got, want)
		if err == nil || !strings.Contains(err.Error(), "missing from: a; b; c; b") {
			t.Errorf("%v: %v", want, err)
		}
	}
}
