package archi

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/jackalbot/jackal/bot/narrate"
	ar "github.com/jackalbot/jackal/engine/archipirata"
)

// TestCaptainOption: Benito Bonito's two options say what each costs,
// in either language, and fit a button alone in a row; any other
// captain's (or an option out of range) is "".
func TestCaptainOption(t *testing.T) {
	tests := []struct {
		l    narrate.Lang
		c    ar.Captain
		opt  uint8
		want string
	}{
		{narrate.EN, ar.BenitoBonito, 1, "1 chest"},
		{narrate.EN, ar.BenitoBonito, 2, "2 chests"},
		{narrate.RU, ar.BenitoBonito, 1, "1 сундук"},
		{narrate.RU, ar.BenitoBonito, 2, "2 сундука"},
		{narrate.EN, ar.BenitoBonito, 3, ""},
		{narrate.EN, ar.ChingShih, 1, ""},
		{narrate.RU, ar.PietHein, 0, ""},
	}
	for _, tt := range tests {
		got := CaptainOption(tt.l, tt.c, tt.opt)
		if tt.want == "" && got != "" || !strings.Contains(got, tt.want) {
			t.Errorf("CaptainOption(%v, %v, %d) = %q, want %q in it", tt.l, tt.c, tt.opt, got, tt.want)
		}
		if utf8.RuneCountInString(got) > 30 {
			t.Errorf("CaptainOption(%v, %v, %d) = %q: too long for a button", tt.l, tt.c, tt.opt, got)
		}
	}
	if CaptainLink(narrate.EN) == CaptainLink(narrate.RU) || !strings.Contains(CaptainLink(narrate.RU), "капитан") {
		t.Errorf("CaptainLink: %q / %q", CaptainLink(narrate.EN), CaptainLink(narrate.RU))
	}
}

// TestTavernEquipmentKept: an equipment card drawn thanks to a tavern is
// said to be kept without its effect (it read "to keep unused", as if the
// player were told to keep it so).
func TestTavernEquipmentKept(t *testing.T) {
	e := ar.Event{Kind: ar.EvTavern, Island: 4, Card: ar.Aid}
	tests := []struct {
		l    narrate.Lang
		want string
	}{
		{narrate.EN, "thanks to the tavern, Red also drew an aid card from island 5, kept without its effect"},
		{narrate.RU, "без действия"},
	}
	for _, tt := range tests {
		if got := tavernText(tt.l, e, "Red"); !strings.Contains(got, tt.want) {
			t.Errorf("%v: %q, want %q in it", tt.l, got, tt.want)
		}
	}
}
