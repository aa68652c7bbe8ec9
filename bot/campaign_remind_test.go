package bot

import (
	"strings"
	"testing"
	"time"

	"github.com/jackalbot/jackal/storage"
)

// TestCampaignDraftReminder: the reminder half way to a draft pick's
// deadline posts the pick again, and the player picks from that copy, the
// last one shown (before, the reminder moved the campaign's version on
// without posting anything: every copy of the pick answered that it was
// old). The copy from before answers so, and picks nothing.
func TestCampaignDraftReminder(t *testing.T) {
	f := newFixture(t)
	f.cmd(user("1"), "campaign", "new archipelago duel ai:easy")
	f.cmd(user("1"), "start", "")
	f.cmd(user("1"), "resign", "")
	cp := campaignOf(f)
	var ai string
	for _, p := range cp.Players {
		if p.AI != "" {
			ai = p.ID
		}
	}
	if _, err := f.store.UpdateCampaign(cp.ID, storage.AnyVersion, func(x *storage.Campaign) error {
		x.Draft = &storage.Draft{Offered: []string{"strongman", "scout", "swimmer", "lookout"}, Order: []string{"1", ai}}
		x.Deadline, x.Reminded = f.now.Add(campaignDeadline), false
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	f.cmd(user("1"), "campaign", "")
	old := f.out.lastBoard()
	if old.Ping == nil || old.Ping.ID != "1" || len(old.Buttons) == 0 {
		t.Fatalf("the pick is not asked: %q", old.Caption)
	}
	f.now = f.now.Add(campaignDeadline/2 + time.Hour)
	if n := f.b.SettleCampaigns(t.Context()); n != 1 {
		t.Fatalf("the reminder took %d steps", n)
	}
	if got := f.out.lastText(); !strings.Contains(got, "waits for U1") || !strings.Contains(got, "posted again below") {
		t.Errorf("the reminder: %q", got)
	}
	shown := f.out.lastBoard()
	if shown.Ping == nil || shown.Ping.ID != "1" || len(shown.Buttons) == 0 || shown.Buttons[0][0].Data == old.Buttons[0][0].Data {
		t.Fatalf("the reminder did not post the pick again: %q %v", shown.Caption, shown.Buttons)
	}
	if n := f.b.SettleCampaigns(t.Context()); n != 0 {
		t.Fatalf("reminded twice: %d", n)
	}
	f.press(user("1"), old.Buttons[0][0].Data)
	if cp := campaignOf(f); f.out.textsWith("U1 takes") != 0 || len(cp.Draft.Picks) != 0 {
		t.Fatalf("the copy from before picked: %+v", cp.Draft)
	}
	f.press(user("1"), shown.Buttons[0][0].Data)
	if got := f.out.textsWith("U1 takes"); got != 1 {
		t.Fatalf("the pick from the copy shown last told %d times: %q", got, f.out.lastAnswer())
	}
}
