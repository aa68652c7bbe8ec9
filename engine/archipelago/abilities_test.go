package archipelago

import (
	"errors"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/engine/game"
)

// TestAbilitiesVariant checks the abilities variant: the deal writes the
// abilities it names on the pirates (several variants add up), its text
// reads back, and it is refused, with ErrOptions saying why, for an
// unknown ability or pirate, a crew not in play, two abilities on one
// pirate and one ability on two; classic's game refuses it.
func TestAbilitiesVariant(t *testing.T) {
	var r Rules
	duel := r.TwoSeats()
	o := duel
	o.Variants = append(o.Variants, "abilities=W2:strongman+B1:Scout", "ABILITIES=w3:duelist")
	s, err := r.Deal(o, 3)
	if err != nil {
		t.Fatal(err)
	}
	want := []Grant{{engine.W2, engine.Strongman}, {engine.W3, engine.Duelist}, {engine.B1, engine.Scout}}
	got := Grants(&s)
	if len(got) != len(want) {
		t.Fatalf("grants %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("grant %d is %v, want %v", i, got[i], want[i])
		}
	}
	text := FormatAbilities(got)
	if text != "W2:strongman+W3:duelist+B1:scout" {
		t.Errorf("written %q", text)
	}
	if back, err := ParseAbilities(text); err != nil || len(back) != 3 || back[2] != want[2] {
		t.Errorf("%q reads back as %v, %v", text, back, err)
	}
	plain, err := r.Deal(duel, 3)
	if err != nil {
		t.Fatal(err)
	}
	plain.Abilities = s.Abilities
	if plain != s {
		t.Error("abilities changed the deal")
	}
	for _, tc := range []struct{ variant, why string }{
		{"abilities=W2:wizard", "not an ability"},
		{"abilities=Q1:scout", "not a pirate"},
		{"abilities=BEN:scout", "not a pirate"},
		{"abilities=Y1:scout", "not in play"},
		{"abilities=W2:scout+W2:duelist", "two abilities"},
		{"abilities=W2:scout+B2:scout", "one card of each"},
		{"abilities=W2strongman", "pirate:ability"},
		{"abilities=W2:", "pirate:ability"},
		{"abilities=", "write abilities="},
		{"abilities", "write abilities="},
	} {
		o := duel
		o.Variants = append(o.Variants, tc.variant)
		_, err := r.Deal(o, 3)
		if !errors.Is(err, ErrOptions) || !strings.Contains(err.Error(), tc.why) {
			t.Errorf("%s: %v, want ErrOptions saying %q", tc.variant, err, tc.why)
		}
	}
	o = duel
	o.Variants = append(o.Variants, "abilities=W2:scout", "abilities=B1:scout")
	if _, err := r.Deal(o, 3); !errors.Is(err, ErrOptions) {
		t.Errorf("scout given twice over two variants: %v", err)
	}
	if _, err := (engine.Classic{}).Deal(game.Options{Variants: []string{"abilities=W2:scout"}}, 3); !errors.Is(err, engine.ErrBadOptions) {
		t.Errorf("classic with abilities: %v, want ErrBadOptions", err)
	}
}
