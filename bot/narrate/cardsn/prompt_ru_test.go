package cardsn

import (
	"regexp"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/bot/narrate"
	"github.com/jackalbot/jackal/engine/cards"
)

// parenthesised is a parenthesised part of a text: where a Russian prompt
// quotes the notation a player may type.
var parenthesised = regexp.MustCompile(`\([^()]*\)`)

// latinOutside lists the Latin words of a Russian text outside its
// parentheses, but an island's cells (c2).
func latinOutside(s string) []string {
	var out []string
	for _, w := range regexp.MustCompile(`[A-Za-z][A-Za-z0-9@_-]*`).FindAllString(parenthesised.ReplaceAllString(s, ""), -1) {
		if !regexp.MustCompile(`^[a-e][1-5]$`).MatchString(w) {
			out = append(out, w)
		}
	}
	return out
}

// TestPromptRussianWords: a Russian prompt, read by a player who presses
// buttons, is Russian: the notation it quotes (ready, rum @p1, play
// double, no) stands in parentheses after the Russian words, never in
// their place ("затем ready", "rum @p1 или no"). A seat whose row is
// confirmed is told "Ваш ряд готов: …", the row named, not a bare list of
// cards; a seat at Tortuga is told so, not only whom the game waits for.
// Over random games, every seat's view at every step.
func TestPromptRussianWords(t *testing.T) {
	ready, tortuga, passed := 0, 0, 0
	for seed := uint64(0); seed < 60; seed++ {
		randomGame(t, 3, 2, seed, func(m move) {
			s := m.after
			for p := range s.Seats {
				v := cards.ViewFor(&s, p)
				got := Prompt(narrate.RU, &v)
				if got == "" {
					continue
				}
				if bad := latinOutside(got); len(bad) > 0 {
					t.Fatalf("seed %d, seat %d: Latin %q outside parentheses in %q", seed, p, bad, got)
				}
				if s.Phase == cards.PhasePlan && s.Status[p] == cards.AtTortuga {
					tortuga++
					if !strings.HasPrefix(got, "Вы на Тортуге") {
						t.Fatalf("seed %d, seat %d at Tortuga is told %q", seed, p, got)
					}
				}
				if s.Phase == cards.PhasePlan && s.Status[p] == cards.Passed {
					passed++
					if !strings.HasPrefix(got, "Вы пропускаете этот раунд") {
						t.Fatalf("seed %d, seat %d sitting out is told %q", seed, p, got)
					}
				}
				if s.Phase == cards.PhasePlan && s.Status[p] == cards.Ready && s.RowN[p] > 0 {
					ready++
					if want := "Ваш ряд готов: " + CardName(narrate.RU, s.Row[p][0]); !strings.HasPrefix(got, want) {
						t.Fatalf("seed %d, seat %d, row confirmed: %q, want it to start %q", seed, p, got, want)
					}
				}
			}
		})
	}
	if ready == 0 || tortuga == 0 || passed == 0 {
		t.Errorf("random games had %d rows confirmed, %d seats at Tortuga and %d sitting out while others planned", ready, tortuga, passed)
	}
}

// TestButtonRussianSaysWhat: a Russian button says what it does, in the
// words of the prompt above it: «↩ вернуть» returns the row's last card
// to the hand («верните последнюю в руку»), pass sits the round out
// («⏭ пропустить раунд», not a bare «пропустить»).
func TestButtonRussianSaysWhat(t *testing.T) {
	tests := []struct {
		a    cards.Action
		want string
	}{
		{cards.Action{Kind: cards.ActUndo}, "↩ вернуть"},
		{cards.Action{Kind: cards.ActPass}, "⏭ пропустить раунд"},
		{cards.Action{Kind: cards.ActReady}, "✓ готово"},
		{cards.Action{Kind: cards.ActNo}, "✗ нет"},
	}
	for _, tt := range tests {
		if got := Button(narrate.RU, tt.a); got != tt.want {
			t.Errorf("the button of %v: %q, want %q", tt.a.Kind, got, tt.want)
		}
	}
	s := deal(t, 2, 4, 3)
	s.Row[0][0], s.RowN[0] = cards.Horse, 1
	v := cards.ViewFor(&s, 0)
	if got := Prompt(narrate.RU, &v); !strings.Contains(got, "верните последнюю в руку (undo)") {
		t.Errorf("the prompt under «↩ вернуть» does not use its verb: %q", got)
	}
}
