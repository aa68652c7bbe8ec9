package cardsn

import (
	"strings"
	"testing"

	"github.com/jackalbot/jackal/bot/narrate"
	"github.com/jackalbot/jackal/engine/cards"
)

// TestStatusNamesRevealedRows: while resolving, the status names each
// revealed row's cards (a board edited after the reveal keeps them);
// while planning it counts them only.
func TestStatusNamesRevealedRows(t *testing.T) {
	tests := []struct {
		name  string
		phase cards.Phase
		l     narrate.Lang
		want  string
		named bool
	}{
		{"resolving", cards.PhaseResolve, narrate.EN, "Bob: 0 coins, 5 cards in hand, ready (row: red flag and horse).", true},
		{"resolving, Russian", cards.PhaseResolve, narrate.RU, "(ряд: красный флаг и конь)", true},
		{"planning", cards.PhasePlan, narrate.EN, "Bob: 0 coins, 5 cards in hand, ready (row: 2 cards).", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := deal(t, 2, 4, 3)
			s.Phase = tt.phase
			s.Status[1] = cards.Ready
			s.Row[1][0], s.Row[1][1], s.RowN[1] = cards.FlagRed, cards.Horse, 2
			v := cards.ViewFor(&s, cards.Spectator)
			got := Status(tt.l, &v, "Ann", "Bob")
			if !strings.Contains(got, tt.want) {
				t.Errorf("status %q, want %q in it", got, tt.want)
			}
			if named := strings.Contains(got, CardName(tt.l, cards.Horse)); named != tt.named {
				t.Errorf("the horse named: %v, want %v: %q", named, tt.named, got)
			}
		})
	}
}

// TestStatusSeatSittingOut: a seat that sits the round out is said to sit
// out the round, not to "skip" nothing («пропускает» alone).
func TestStatusSeatSittingOut(t *testing.T) {
	s := deal(t, 2, 4, 3)
	s.Status[1] = cards.Passed
	v := cards.ViewFor(&s, cards.Spectator)
	for _, tt := range []struct {
		l    narrate.Lang
		want string
	}{{narrate.EN, "Bob: 0 coins, 5 cards in hand, sits the round out."}, {narrate.RU, "Bob: 0 монет, на руке 5 карт, пропускает раунд."}} {
		if got := Status(tt.l, &v, "Ann", "Bob"); !strings.Contains(got, tt.want) {
			t.Errorf("%s status %q, want %q in it", tt.l, got, tt.want)
		}
	}
}
