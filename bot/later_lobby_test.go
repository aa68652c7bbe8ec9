package bot

import (
	"strings"
	"testing"

	"github.com/jackalbot/jackal/storage"
)

// laterLobby opens campaign args in lang with U1 and U2, ends its first
// game by U2's resignation (and the draft after it, if any) and returns
// the first game's lobby and the second's, as the chat was shown them.
func laterLobby(t *testing.T, f *fixture, lang, args string) (first, later string) {
	t.Helper()
	f.cmd(user("1"), "settings", "lang "+lang)
	f.cmd(user("1"), "campaign", "new "+args)
	f.press(user("2"), "0:j:black")
	first = f.out.lastText()
	f.cmd(user("1"), "start", "")
	f.cmd(user("2"), "resign", "")
	campDraft(t, f)
	if g := f.game(); g.Status != storage.StatusLobby || g.Setup.CampaignGame != 1 {
		t.Fatalf("no lobby for the campaign's second game: %s #%d", g.Status, g.Setup.CampaignGame)
	}
	return first, f.out.lastText()
}

// TestLaterCampaignLobbyHead: a campaign's later lobby (an Archipelago
// island, a classic best-of-3's game 2) begins with its campaign line,
// not "🏴‍☠️ A new game of …!", which it is not; the island it is for is
// still told. The campaign's first lobby keeps the new game's headline.
// Both read so in English and in Russian.
func TestLaterCampaignLobbyHead(t *testing.T) {
	for _, tc := range []struct {
		name, lang, args string
		headline, campLn string
		island           string // a later lobby's own line, kept
	}{
		{"islands-en", "en", "archipelago islands=2", "🏴‍☠️ A new game of Jackal Archipelago!", "🏴‍☠️ Campaign island 2 (", "\n🏝 Island: "},
		{"islands-ru", "ru", "archipelago islands=2", "🏴‍☠️ Новая партия: «Шакал: Архипелаг»!", "🏴‍☠️ Остров 2 кампании (", "\n🏝 Остров: "},
		{"classic-en", "en", "classic best-of=3 duel", "🏴‍☠️ A new game of Jackal!", "🏴‍☠️ Campaign game 2 (", "\nCrews:\n"},
		{"classic-ru", "ru", "classic best-of=3 duel", "🏴‍☠️ Новая партия в «Шакала»!", "🏴‍☠️ Игра 2 кампании (", "\nКоманды:\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t)
			first, later := laterLobby(t, f, tc.lang, tc.args)
			if !strings.HasPrefix(first, tc.headline+"\n") {
				t.Errorf("the first lobby lost its headline %q:\n%s", tc.headline, first)
			}
			if !strings.HasPrefix(later, tc.campLn) {
				t.Errorf("the later lobby does not begin with %q:\n%s", tc.campLn, later)
			}
			if strings.Contains(later, tc.headline) || strings.Contains(later, "new game") || strings.Contains(later, "Новая партия") {
				t.Errorf("the later lobby calls itself a new game:\n%s", later)
			}
			if !strings.Contains(later, tc.island) {
				t.Errorf("the later lobby lost %q:\n%s", tc.island, later)
			}
			readyAll(f, "1", "2")
			if g := f.game(); g.Status != storage.StatusActive {
				t.Fatalf("the later game did not start: %s", g.Status)
			}
		})
	}
}

// TestLaterStatusInCampaignLobby: /status in a campaign's later lobby
// shows what the lobby's message shows, each player's ✅ Ready or ⏳ not
// yet among them; it built the lobby without the campaign, with no marks.
func TestLaterStatusInCampaignLobby(t *testing.T) {
	for _, tc := range []struct{ lang, args, ready, waits string }{
		{"en", "classic best-of=3 duel", "✅ U1", "⏳ U2"},
		{"ru", "archipelago islands=2", "✅ U1", "⏳ U2"},
	} {
		t.Run(tc.lang, func(t *testing.T) {
			f := newFixture(t)
			laterLobby(t, f, tc.lang, tc.args)
			readyAll(f, "1")
			lobby := f.out.lastText()
			f.cmd(user("2"), "status", "")
			status := f.out.lastText()
			if status != lobby || !strings.Contains(status, tc.ready) || !strings.Contains(status, tc.waits) {
				t.Errorf("/status in the later lobby:\n%s\nthe lobby:\n%s", status, lobby)
			}
		})
	}
}
