package ai

import (
	"slices"
	"testing"

	"github.com/jackalbot/jackal/engine"
)

// TestOffered checks that a decision on a pending choice keeps to the
// view's options: the sample may offer a tile the climbing crew already saw
// (arena game 100 of seed 1 chose such a tile under smoke).
func TestOffered(t *testing.T) {
	c := func(s string) engine.Cell {
		x, err := engine.ParseCell(s)
		if err != nil {
			t.Fatal(err)
		}
		return x
	}
	ch := &engine.Choice{Options: []engine.Cell{c("d2"), c("h6")}}
	for _, tc := range []struct {
		name  string
		stay  bool
		legal []engine.Action
		want  []engine.Action
	}{
		{"a sampled option more", false, []engine.Action{engine.Choose(c("d2")), engine.Choose(c("e2")), engine.Choose(c("h6"))},
			[]engine.Action{engine.Choose(c("d2")), engine.Choose(c("h6"))}},
		{"none in common", false, []engine.Action{engine.Choose(c("e2"))},
			[]engine.Action{engine.Choose(c("d2")), engine.Choose(c("h6"))}},
		{"stay offered", true, []engine.Action{engine.Stay, engine.Choose(c("e2"))}, []engine.Action{engine.Stay}},
		{"stay not offered", false, []engine.Action{engine.Stay, engine.Choose(c("h6"))}, []engine.Action{engine.Choose(c("h6"))}},
	} {
		x := *ch
		x.Stay = tc.stay
		if got := offered(&x, slices.Clone(tc.legal)); !slices.Equal(got, tc.want) {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}
