package archi

import (
	"strconv"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/bot/narrate"
	ar "github.com/jackalbot/jackal/engine/archipirata"
)

// TestTopics: every card and captain is listed once in each language, by
// a name ParseTopic reads back, and has its rule: a card's gives the box's
// count (a permanent's says it stays), a captain's the command.
func TestTopics(t *testing.T) {
	for _, l := range []narrate.Lang{narrate.EN, narrate.RU} {
		seen := map[[2]uint8]bool{}
		for _, name := range Topics(l) {
			c, capt, ok := ParseTopic(name)
			key := [2]uint8{uint8(c), uint8(capt)}
			if !ok || seen[key] || (c == ar.NoCard) == (capt == ar.NoCaptain) {
				t.Errorf("%s: %q reads as %v, %v, %v", l, name, c, capt, ok)
			}
			seen[key] = true
			switch {
			case capt != ar.NoCaptain:
				if rule := CaptainRule(l, capt); !strings.Contains(rule, "captain "+capt.String()) {
					t.Errorf("%s: %q's rule %q", l, name, rule)
				}
			case c.IsPermanent():
				if rule := CardRule(l, c); !strings.Contains(rule, Reminder(l, c)) || !strings.Contains(rule, narrate.Pick(l, "stays", "остаётся")) {
					t.Errorf("%s: %q's rule %q", l, name, rule)
				}
			default:
				if rule := CardRule(l, c); !strings.Contains(rule, " "+strconv.Itoa(ar.BoxCount(c))+".") {
					t.Errorf("%s: %q's rule %q lacks the count %d", l, name, rule, ar.BoxCount(c))
				}
			}
		}
		if len(seen) != int(ar.Kraken)+ar.NumCaptains {
			t.Errorf("%s: %d parts listed", l, len(seen))
		}
	}
	for _, in := range []string{"Сундук рома", "rum chest", "RUM-CHEST", "Чжэн Ши", "dr ursilio"} {
		if _, _, ok := ParseTopic(in); !ok {
			t.Errorf("%q is not read", in)
		}
	}
	if _, _, ok := ParseTopic("chess"); ok {
		t.Error("chess is read")
	}
	if CardRule(narrate.EN, ar.Hidden) != "" || CaptainRule(narrate.EN, ar.CaptainHidden) != "" {
		t.Error("a value that is no card or captain has a rule")
	}
}

// TestRuleFacts: the rules of single parts say what the engine does: the
// cards needing a last pirate of your colour say so; the captains whose
// cost holds a rum say a rum chest may pay it; those injuring "anywhere"
// say a harbor does not stop them.
func TestRuleFacts(t *testing.T) {
	for _, l := range []narrate.Lang{narrate.EN, narrate.RU} {
		for c := ar.Sabre; c <= ar.RumChest; c++ {
			if got := strings.Contains(CardRule(l, c), narrate.Pick(l, "must be of your colour", "должен быть вашего цвета")); got != c.OwnColour() {
				t.Errorf("%s %v: says own colour %v, needs it %v", l, c, got, c.OwnColour())
			}
		}
		for c := ar.BenitoBonito; c < ar.CaptainHidden; c++ {
			rule := CaptainRule(l, c)
			cost := c.Cost()
			if got := strings.Contains(rule, narrate.Pick(l, "rum chest may stand in", "Вместо рома можно отдать сундук рома")); got != (cost[ar.Rum] > 0) {
				t.Errorf("%s %v: rum chest said %v, rum in the cost %d", l, c, got, cost[ar.Rum])
			}
			anywhere := c == ar.BoumBanda || c == ar.ChingShih || c == ar.AnneBonny
			if got := strings.Contains(rule, narrate.Pick(l, "a harbor too", "в гавани тоже")); got != anywhere {
				t.Errorf("%s %v: harbor said %v", l, c, got)
			}
		}
		if !strings.Contains(CaptainRule(l, ar.PietHein), "+rum@5 +rum@6") {
			t.Errorf("%s: Piet Hein's rule lacks the double skip's notation", l)
		}
	}
}
