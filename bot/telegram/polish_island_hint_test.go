package telegram_test

import (
	"regexp"
	"strings"
	"testing"
)

// TestPolishIslandHintTelegram: the Archipelago lobby's hint for another
// island keeps Telegram's form, "(/new archipelago island=ID)" (Discord
// names the options its own way), and that form, typed, opens that
// island's lobby.
func TestPolishIslandHintTelegram(t *testing.T) {
	r := newRig(t, rigOpts{})
	r.say(group, alice, "/new archipelago")
	lobby := r.lastText(group).Text
	if !strings.Contains(lobby, "(/new archipelago island=ID)") || strings.Contains(lobby, "game:") {
		t.Fatalf("the lobby's hint is not Telegram's:\n%s", lobby)
	}
	others := regexp.MustCompile(`Others: ([a-z0-9-]+)`).FindStringSubmatch(lobby)
	if others == nil {
		t.Fatalf("the lobby names no other island:\n%s", lobby)
	}
	r.say(group, alice, "/abort")
	r.say(group, alice, "/new archipelago island="+others[1])
	if g := r.mustGame(key(group)); !strings.Contains(strings.Join(g.Setup.Variants, " "), "island="+others[1]) {
		t.Fatalf("the hint's command did not open island %s: %v", others[1], g.Setup.Variants)
	}
}
