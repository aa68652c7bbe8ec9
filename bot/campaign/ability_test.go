package campaign

import (
	"testing"

	"github.com/jackalbot/jackal/engine"
)

// TestAbilityOf: every ability's id reads back; "" and a wrong id are no
// ability.
func TestAbilityOf(t *testing.T) {
	for _, a := range engine.Abilities() {
		if got := AbilityOf(a.String()); got != a {
			t.Errorf("AbilityOf(%q) = %v", a.String(), got)
		}
	}
	for _, s := range []string{"", "flying", "-"} {
		if got := AbilityOf(s); got != NoAbility {
			t.Errorf("AbilityOf(%q) = %v, want none", s, got)
		}
	}
}
