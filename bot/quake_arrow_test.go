package bot

import (
	"strings"
	"testing"

	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/engine/games"
	"github.com/jackalbot/jackal/engine/scenario"
	"github.com/jackalbot/jackal/storage"
)

// TestQuakeArrowButtons checks the earthquake's arrow choice in
// Archipelago (which way an arrow it moved points) as buttons, like the
// musket's: one per orientation, labelled with the arrows it would show
// and the rotation's name, answering with the legal choice.
func TestQuakeArrowButtons(t *testing.T) {
	// the earthquake swaps c5 (arrow-1) and d8 (arrow-2)
	s, err := scenario.Position("../engine/archipelago/testdata/quake-arrow-two.yaml", 3)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name   string
		labels []string // the labels, in Legal's order
		answer string
	}{
		{"arrow-2 at c5", []string{"→← n", "↑↓ e"}, "e"},
		{"arrow-1 at d8", []string{"↑ n", "→ e", "↓ s", "← w"}, "s"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if !s.Pending.Active || s.Pending.Choose != engine.ChooseQuakeArrow {
				t.Fatalf("no arrow choice pending: %+v", s.Pending)
			}
			g := &game{rec: &storage.Game{}, m: matchOf(t, games.Archipelago, &s)}
			var labels, data []string
			for _, row := range buttonsFor("en", g, "") {
				for _, b := range row {
					labels = append(labels, b.Label)
					data = append(data, b.Data)
				}
			}
			if strings.Join(labels, "|") != strings.Join(tc.labels, "|") {
				t.Fatalf("buttons %q, want %q", labels, tc.labels)
			}
			legal := engine.Legal(s)
			for i, a := range legal {
				if !strings.HasSuffix(data[i], a.String()) {
					t.Errorf("button %q answers %q, want %s", labels[i], data[i], a)
				}
			}
			d, err := engine.Parse(tc.answer)
			if err != nil {
				t.Fatal(err)
			}
			if err := s.Play(d, nil); err != nil {
				t.Fatal(err)
			}
		})
	}
	if s.Pending.Active || s.Turn != engine.Black {
		t.Errorf("after both arrows: pending %v, turn %s", s.Pending.Active, s.Turn)
	}
	for _, l := range []string{"en", "ru"} {
		if p := choicePrompt(l, engine.ChooseQuakeArrow); p == "" {
			t.Errorf("%s: no prompt", l)
		}
	}
}
