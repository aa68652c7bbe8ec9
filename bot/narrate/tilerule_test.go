package narrate

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/jackalbot/jackal/engine"
)

func TestTileRuleEveryKind(t *testing.T) {
	for _, l := range Langs() {
		seen := map[string]engine.Kind{}
		for k := engine.Hidden; k < engine.NumKinds; k++ {
			got := TileRule(l, k)
			checkText(t, l, "TileRule "+k.String(), got)
			if !strings.HasPrefix(got, capFirst(TileName(l, k))+": ") {
				t.Errorf("%s %s: %q does not start with the tile's name", l, k, got)
			}
			if n := utf8.RuneCountInString(got); n > 400 {
				t.Errorf("%s %s: %d characters, too long for a chat answer", l, k, n)
			}
			if other, dup := seen[got]; dup {
				t.Errorf("%s: %s and %s share a rule", l, other, k)
			}
			seen[got] = k
		}
		if got := TileRule(l, engine.NumKinds); got != "" {
			t.Errorf("%s: rule for a kind out of range: %q", l, got)
		}
	}
}

func TestTileRuleCounts(t *testing.T) {
	tests := []struct {
		l    Lang
		k    engine.Kind
		want string
	}{
		{EN, engine.Forest, "a spinner of 2 steps"},
		{RU, engine.Forest, "вертушка на 2 шага"},
		{RU, engine.Mountains, "вертушка на 5 шагов"},
		{EN, engine.Coin1, "the tile gets one coin"},
		{RU, engine.Coin1, "на клетку выкладывают одну монету"},
		{RU, engine.Coin5, "на клетку выкладывают пять монет"},
		{EN, engine.Bottle2, "Two bottles with messages: they go to the crew's supply."},
		{EN, engine.Bottle1, "Bottle with a message: it goes to the crew's supply."},
		{RU, engine.Bottle1, "Бутылка с посланием: она попадает в запас команды."},
		{RU, engine.Bottle3, "Три бутылки с посланиями: они попадают в запас команды."},
		{EN, engine.Arrow2D, "deadly loop"},
		{RU, engine.Plane, "plane-waits"},
	}
	for _, tc := range tests {
		if got := TileRule(tc.l, tc.k); !strings.Contains(got, tc.want) {
			t.Errorf("TileRule(%s, %s) = %q, want it to hold %q", tc.l, tc.k, got, tc.want)
		}
	}
}

func TestRules(t *testing.T) {
	examples := []string{"W1 e5", "W1 e5 +c", "W1 f6/2", "ship h1", "revive W2", "give FRI", "stay", "!b", "+g"}
	for _, l := range Langs() {
		got := Rules(l)
		checkText(t, l, "Rules", got)
		for _, x := range examples {
			if !strings.Contains(got, x) {
				t.Errorf("%s: the rules lack the example %q", l, x)
			}
		}
		if n := strings.Count(got, "\n") + 1; n > 12 {
			t.Errorf("%s: %d lines, more than a screen", l, n)
		}
		if n := utf8.RuneCountInString(got); n > 2500 {
			t.Errorf("%s: %d characters, more than a screen", l, n)
		}
	}
}
