package bot

import (
	"testing"
	"time"
)

// checkLobbyReminder lets 13 hours pass over f's campaign lobby and
// checks that settling the campaigns takes one step, the reminder, sent
// as one ping that mentions the users mentioned and reads want.
func checkLobbyReminder(t *testing.T, f *fixture, mentioned []string, want string) {
	t.Helper()
	p := attachPing(f)
	f.now = f.now.Add(13 * time.Hour)
	if n := f.b.SettleCampaigns(t.Context()); n != 1 {
		t.Fatalf("the reminder took %d steps", n)
	}
	sent := p.sent()
	if len(sent) != 1 {
		t.Fatalf("%d pings, want 1; texts %q", len(sent), f.out.texts)
	}
	checkPing(t, sent[0], mentioned, want)
}
