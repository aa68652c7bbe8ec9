package engine

import (
	"errors"
	"strings"
	"testing"
)

// TestAbilities checks the twelve abilities of ARCHIPELAGO.md §8 by id, in
// order, and that each id parses back, in any case.
func TestAbilities(t *testing.T) {
	want := strings.Fields("strongman swimmer navigator brawler sharpshooter surefoot teetotaler pathfinder scout junglerunner shrinekeeper duelist")
	got := Abilities()
	if len(got) != len(want) {
		t.Fatalf("%d abilities, want %d", len(got), len(want))
	}
	for i, a := range got {
		if a.String() != want[i] {
			t.Errorf("ability %d is %q, want %q", i+1, a, want[i])
		}
		for _, s := range []string{want[i], strings.ToUpper(want[i])} {
			if b, err := ParseAbility(s); err != nil || b != a {
				t.Errorf("ParseAbility(%q) = %v, %v", s, b, err)
			}
		}
	}
	for _, s := range []string{"", "-", "strong man", "wizard"} {
		if _, err := ParseAbility(s); !errors.Is(err, ErrSyntax) {
			t.Errorf("ParseAbility(%q): %v, want a syntax error", s, err)
		}
	}
	if NoAbility.String() != "-" || Ability(200).String() != "?" {
		t.Error("no ability and a bad value are named wrongly")
	}
}
