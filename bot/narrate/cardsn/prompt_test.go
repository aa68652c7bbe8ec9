package cardsn

import (
	"strings"
	"testing"

	"github.com/jackalbot/jackal/bot/narrate"
	"github.com/jackalbot/jackal/engine/cards"
)

// TestPromptNoneHeld: a question of the resolution asked of a seat that
// does not hold the card it offers (only a game stored under rules 1 or
// 2, which asked every seat alike, still waits for one) says so and that
// the answer is no; a seat holding it is offered the card.
func TestPromptNoneHeld(t *testing.T) {
	found := map[cards.Pending]bool{}
	for seed := uint64(0); seed < 400 && len(found) < 4; seed++ {
		randomGame(t, 3, 2, seed, func(m move) {
			s := m.after
			c, ok := s.Pend.Offers()
			p, acts := cards.ToAct(&s)
			if !ok || !acts || s.Phase != cards.PhaseResolve {
				return
			}
			found[s.Pend] = true
			for _, held := range []uint8{0, 1} {
				s.Hand[p][c] = held
				v := cards.ViewFor(&s, p)
				for _, l := range []narrate.Lang{narrate.EN, narrate.RU} {
					got := Prompt(l, &v)
					checkText(t, l, "Prompt", got)
					none := strings.Contains(got, narrate.Pick(l, "You hold no "+CardName(l, c)+": answer no", "У вас нет карты «"+CardName(l, c)+"»: ответьте «нет» (no)"))
					if none != (held == 0) {
						t.Fatalf("seed %d, %s held %d: %q", seed, c, held, got)
					}
				}
			}
		})
	}
	for pend := cards.PendNone; pend <= cards.PendDouble; pend++ {
		if _, offers := pend.Offers(); offers && !found[pend] {
			t.Errorf("no random game asked question %d", pend)
		}
	}
}
