package cardsn

import (
	"strings"
	"testing"

	"github.com/jackalbot/jackal/bot/narrate"
	"github.com/jackalbot/jackal/engine/cards"
)

// TestTopicRulesStateRulings: `/rules cards <card>` states the engine's
// rulings on that card (engine/cards doc.go) in both languages: a move
// into water counts its step, a missing flag ends the plan, a double
// copies once, a rum comes once from each player.
func TestTopicRulesStateRulings(t *testing.T) {
	for _, tc := range []struct {
		c      cards.Card
		en, ru string
	}{
		{cards.ArrowNE, "still counts its step", "шаг засчитывается"},
		{cards.Horse, "still counts its step", "шаг засчитывается"},
		{cards.FlagRed, "ends at once, on the white flag, 0 steps", "сразу окончен: пират на белом флаге, 0 шагов"},
		{cards.FlagBlue, "no blue flag", "синего флага на острове нет"},
		{cards.Weapon, "the plan ends on the bandit's cell", "план заканчивается на клетке бандита"},
		{cards.Double, "copied once at most", "не больше одного раза"},
		{cards.Rum, "at most one rum from each", "не больше одного рома на игрока"},
	} {
		for _, l := range narrate.Langs() {
			want := narrate.Pick(l, tc.en, tc.ru)
			if got := TopicRule(l, Topic{Card: tc.c}); !strings.Contains(got, want) {
				t.Errorf("%s %v: %q lacks %q", l, tc.c, got, want)
			}
		}
	}
	for _, c := range []cards.Card{cards.FlagRed, cards.Friday, cards.Rum} {
		if got := TopicRule(narrate.EN, Topic{Card: c}); strings.Contains(got, "not made") {
			t.Errorf("%v, no move of its own, tells of moves not made: %q", c, got)
		}
	}
}
