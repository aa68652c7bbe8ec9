package bot

import (
	"testing"
	"time"
)

// TestCampIslandLobbyReminder: the reminder of an Archipelago campaign's
// next lobby counts islands, not games, and mentions the players not
// ready.
func TestCampIslandLobbyReminder(t *testing.T) {
	f := newFixture(t)
	f.cmd(user("1"), "campaign", "new archipelago islands=3")
	f.press(user("2"), "0:j:black")
	f.cmd(user("1"), "start", "")
	playOut(f, 1500)
	campDraft(t, f)
	p := attachPing(f)
	f.now = f.now.Add(13 * time.Hour)
	if n := f.b.SettleCampaigns(t.Context()); n != 1 {
		t.Fatalf("the reminder took %d steps", n)
	}
	sent := p.sent()
	if len(sent) != 1 {
		t.Fatalf("%d pings, want 1; texts %q", len(sent), f.out.texts)
	}
	checkPing(t, sent[0], []string{"1", "2"}, "⏰ Island 2 of the campaign waits for U1, U2 to press ✅ Ready")
}
