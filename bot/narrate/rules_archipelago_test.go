package narrate

import (
	"strings"
	"testing"
	"unicode/utf16"
)

// TestArchipelagoRulesTellEveryEnd: the rules' summary names every way an
// Archipelago game ends that the table may meet, the stall rule among
// them (before, a game ended "as nothing was found or moved for too long"
// by a rule the summary never named), and stays within one Telegram
// message.
func TestArchipelagoRulesTellEveryEnd(t *testing.T) {
	for _, tc := range []struct {
		l    Lang
		want []string
	}{
		{EN, []string{"every tile is open", "50 rounds", "no crew can move", "votes to end"}},
		{RU, []string{"все клетки открыты", "50 раундов", "никто не может ходить", "проголосуют за конец"}},
	} {
		got := ArchipelagoRules(tc.l)
		for _, w := range tc.want {
			if !strings.Contains(got, w) {
				t.Errorf("%v: the rules do not say %q", tc.l, w)
			}
		}
		if n := len(utf16.Encode([]rune(got))); n > 4096 {
			t.Errorf("%v: the rules are %d units long, over one message", tc.l, n)
		}
	}
}
