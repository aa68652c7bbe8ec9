package archi

import (
	"strings"
	"testing"

	"github.com/jackalbot/jackal/bot/narrate"
	ar "github.com/jackalbot/jackal/engine/archipirata"
)

// TestCardRulesStateRulings: `/rules archipirata <card>` states the
// engine's rulings on that card (doc.go RULINGS 3, 5–8) in both
// languages: before, the tavern's rule never said it draws no permanent,
// the harbor's that captains still reach it, the lookout's that it works
// once.
func TestCardRulesStateRulings(t *testing.T) {
	for _, tc := range []struct {
		c      ar.Card
		en, ru string
	}{
		{ar.Sabre, "injures no one", "никто не ранен"},
		{ar.Aid, "a reef too", "и риф тоже"},
		{ar.Reef, "only a take may not start there", "нельзя только начать оттуда ход"},
		{ar.Whirlpool, "a rum skip comes first", "пропуск ромом считается раньше"},
		{ar.Tavern, "a permanent never", "постоянную карту — никогда"},
		{ar.Storm, "once, when turned up", "один раз, когда её открыли"},
		{ar.Lookout, "Once, when turned up", "Один раз, когда её открыли"},
		{ar.Harbor, "captain's injury still reach", "ранение от капитана их всё равно достают"},
		{ar.Kraken, "once, when turned up", "один раз, когда его открыли"},
	} {
		for _, l := range narrate.Langs() {
			want := narrate.Pick(l, tc.en, tc.ru)
			if got := CardRule(l, tc.c); !strings.Contains(got, want) {
				t.Errorf("%s %v: %q lacks %q", l, tc.c, got, want)
			}
		}
	}
}
