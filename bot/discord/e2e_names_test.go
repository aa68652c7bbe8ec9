package discord_test

import (
	"strings"
	"testing"

	"github.com/jackalbot/jackal/bot/discord/internal/discordtest"
)

// TestE2ESlashNames: players whose display names look like commands
// ("/help", "/move a1") show by their names, never rewritten as /jackal's
// commands ("/jackal help"); a player called "@everyone" shows escaped
// and pings nobody.
func TestE2ESlashNames(t *testing.T) {
	t.Parallel()
	const helpName, moveName, allName = "/help", "/move a1", "@everyone"
	r := newRig(t, defaultDeal)
	r.fake.SetUser(alice, helpName, discordtest.PermMember, "en-US")
	r.fake.SetUser(bob, moveName, discordtest.PermMember, "en-US")
	r.fake.SetUser(carol, allName, discordtest.PermMember, "en-US")
	r.command(alice, "new", map[string]any{"crews": "3"})
	r.command(bob, "join", nil)
	r.command(carol, "join", nil)
	r.command(alice, "start", nil)
	r.command(bob, "status", nil)

	seen := map[string]bool{}
	for _, q := range r.fake.Requests() {
		content, am, ok := sentText(q)
		if !ok {
			continue
		}
		if am == nil || len(am.Parse) != 0 || len(am.Roles) != 0 || len(am.Users) > 1 {
			t.Errorf("request %d may notify more than one player: %s", q.Seq, q)
		}
		if unescaped(content, allName) {
			t.Errorf("request %d shows %q unescaped: %q", q.Seq, allName, content)
		}
		for _, rewritten := range []string{"/jackal move a1", "/jackal help"} {
			if strings.Contains(content, rewritten) {
				t.Errorf("request %d shows a name as a command (%q): %q", q.Seq, rewritten, content)
			}
		}
		seen[helpName] = seen[helpName] || strings.Contains(content, helpName)
		seen[moveName] = seen[moveName] || strings.Contains(content, moveName)
		seen[allName] = seen[allName] || strings.Contains(content, `\`+allName)
	}
	for _, name := range []string{helpName, moveName, allName} {
		if !seen[name] {
			t.Errorf("the name %q never showed as it is", name)
		}
	}
}
