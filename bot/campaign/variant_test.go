package campaign_test

import (
	"strings"
	"testing"

	"github.com/jackalbot/jackal/bot/campaign"
	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/engine/archipelago"
)

func TestVariant(t *testing.T) {
	h := func(player string, pirate int, a engine.Ability) campaign.Holding {
		return campaign.Holding{Player: player, Pirate: pirate, Ability: a, Name: "x"}
	}
	seated := map[string]string{"a": "white", "b": "black", "c": "yellow", "d": "red"}
	tests := []struct {
		name  string
		hs    []campaign.Holding
		crews map[string]string
		want  string
	}{
		{"none", nil, seated, ""},
		{"no crews", []campaign.Holding{h("a", 2, engine.Strongman)}, nil, ""},
		{"one", []campaign.Holding{h("a", 2, engine.Strongman)}, seated, "abilities=W2:strongman"},
		{"piece order", []campaign.Holding{h("b", 1, engine.Scout), h("d", 3, engine.Duelist), h("a", 2, engine.Strongman), h("c", 1, engine.Swimmer), h("a", 1, engine.Brawler)},
			seated, "abilities=W1:brawler+W2:strongman+Y1:swimmer+B1:scout+R3:duelist"},
		{"colours change between islands", []campaign.Holding{h("a", 2, engine.Strongman), h("b", 1, engine.Scout)},
			map[string]string{"a": "red", "b": "yellow"}, "abilities=Y1:scout+R2:strongman"},
		{"colours case-insensitive, letters too", []campaign.Holding{h("a", 3, engine.Pathfinder), h("b", 1, engine.Scout)},
			map[string]string{"a": " White", "b": "B"}, "abilities=W3:pathfinder+B1:scout"},
		{"a player sitting out", []campaign.Holding{h("a", 2, engine.Strongman), h("e", 1, engine.Scout)}, seated, "abilities=W2:strongman"},
		{"an unknown colour", []campaign.Holding{h("a", 2, engine.Strongman), h("b", 1, engine.Scout)},
			map[string]string{"a": "white", "b": "green"}, "abilities=W2:strongman"},
		{"skips left out", []campaign.Holding{{Player: "a"}, h("b", 1, engine.Scout), {Player: "c", Pirate: 2}}, seated, "abilities=B1:scout"},
		{"bad pirates left out", []campaign.Holding{h("a", 0, engine.Strongman), h("a", 4, engine.Scout), h("b", 3, engine.Duelist)}, seated, "abilities=B3:duelist"},
		{"a second ability on one pirate left out", []campaign.Holding{h("a", 2, engine.Strongman), h("a", 2, engine.Scout)}, seated, "abilities=W2:strongman"},
		{"one ability twice left out", []campaign.Holding{h("a", 2, engine.Strongman), h("b", 2, engine.Strongman)}, seated, "abilities=W2:strongman"},
		{"only skips", []campaign.Holding{{Player: "a"}}, seated, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := campaign.Variant(tt.hs, tt.crews)
			if got != tt.want {
				t.Fatalf("Variant = %q, want %q", got, tt.want)
			}
			if got == "" {
				return
			}
			// The engine reads it back.
			val, ok := strings.CutPrefix(got, archipelago.VariantAbilities+"=")
			if !ok {
				t.Fatalf("%q is not the %s variant", got, archipelago.VariantAbilities)
			}
			gs, err := archipelago.ParseAbilities(val)
			if err != nil {
				t.Fatalf("ParseAbilities(%q): %v", val, err)
			}
			if back := archipelago.FormatAbilities(gs); back != val {
				t.Errorf("read back as %q", back)
			}
		})
	}
}

func TestCrewLetter(t *testing.T) {
	for _, c := range []engine.Crew{engine.White, engine.Yellow, engine.Black, engine.Red} {
		l, ok := campaign.CrewLetter(c.String())
		if !ok || engine.W1+engine.PieceID(c)*3 != mustPiece(t, l+"1") {
			t.Errorf("CrewLetter(%s) = %q %v", c, l, ok)
		}
	}
	if l, ok := campaign.CrewLetter("green"); ok {
		t.Errorf("CrewLetter(green) = %q", l)
	}
}

func mustPiece(t *testing.T, s string) engine.PieceID {
	t.Helper()
	p, err := engine.ParsePiece(s)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func TestLabel(t *testing.T) {
	tests := []struct {
		h      campaign.Holding
		colour string
		want   string
	}{
		{campaign.Holding{Pirate: 2, Name: "Long John"}, "white", `W2 "Long John"`},
		{campaign.Holding{Pirate: 1}, "red", "R1"},
		{campaign.Holding{Pirate: 3, Name: "Flint"}, "", `3 "Flint"`},
		{campaign.Holding{Pirate: 1, Name: `Say "arr"`}, "Y", `Y1 "Say \"arr\""`},
	}
	for _, tt := range tests {
		if got := tt.h.Label(tt.colour); got != tt.want {
			t.Errorf("Label(%q) = %s, want %s", tt.colour, got, tt.want)
		}
	}
}
