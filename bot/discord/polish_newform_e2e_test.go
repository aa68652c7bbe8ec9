package discord_test

import (
	"regexp"
	"strings"
	"testing"
)

// TestE2EPolishIslandHintTypeable: the Archipelago lobby's hint for another
// island reads as Discord's /jackal new takes it, "(/jackal new
// game:archipelago variant:island=ID)", and what it says, typed, opens
// that island's lobby; it read "/jackal new archipelago island=ID", no
// command Discord has.
func TestE2EPolishIslandHintTypeable(t *testing.T) {
	t.Parallel()
	r := newRig(t, 3)
	r.command(alice, "new", map[string]any{"game": "archipelago"})
	msgs := r.fake.Messages(table)
	lobby := msgs[len(msgs)-1].Content
	const want = "/jackal new game:archipelago variant:island=ID"
	if !strings.Contains(lobby, want) || strings.Contains(lobby, "new archipelago island=") {
		t.Fatalf("the lobby's hint is not Discord's (%q):\n%s", want, lobby)
	}
	others := regexp.MustCompile(`Others: ([a-z0-9-]+)`).FindStringSubmatch(lobby)
	if others == nil {
		t.Fatalf("the lobby names no other island:\n%s", lobby)
	}
	r.command(alice, "abort", nil)
	r.command(alice, "new", map[string]any{"game": "archipelago", "variant": "island=" + others[1]})
	if g := r.mustGame(); !strings.Contains(strings.Join(g.Setup.Variants, " "), "island="+others[1]) {
		t.Fatalf("the hint's command did not open island %s: %v", others[1], g.Setup.Variants)
	}
}
