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
	f := draftFixture(t, func(x *storage.Campaign) {})
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

// TestCampaignDraftPickOutlivesOtherChanges: a change of the campaign
// that posts no pick (a pirate named) leaves the pick's buttons live: only
// a copy posted again (Draft.Posted) makes them old.
func TestCampaignDraftPickOutlivesOtherChanges(t *testing.T) {
	f := draftFixture(t, func(x *storage.Campaign) {
		x.Draft.Offered = []string{"strongman", "swimmer", "lookout"}
		x.Holdings = []storage.Holding{{Player: "1", Pirate: 2, Ability: "scout"}} // from a draft before
	})
	f.cmd(user("1"), "campaign", "")
	shown := f.out.lastBoard()
	if shown.Ping == nil || len(shown.Buttons) == 0 {
		t.Fatalf("the pick is not asked: %q", shown.Caption)
	}
	before := campaignOf(f).Version
	f.cmd(user("1"), "campaign", "name 2 Long John")
	if campaignOf(f).Version == before || f.out.textsWith("Long John") == 0 {
		t.Fatalf("the pirate was not named: %q", f.out.lastText())
	}
	f.press(user("1"), shown.Buttons[0][0].Data)
	if got := f.out.textsWith("U1 takes"); got != 1 {
		t.Fatalf("the pick after a pirate was named: told %d times, answered %q", got, f.out.lastAnswer())
	}
}

// draftFixture is a duel campaign of Jackal Archipelago against a
// computer, its first game over, waiting on U1's pick in an ability draft
// (four abilities offered, U1 then the computer, due in campaignDeadline),
// which edit may change before it is stored.
func draftFixture(t *testing.T, edit func(x *storage.Campaign)) *fixture {
	t.Helper()
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
		edit(x)
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	return f
}

// TestCampaignDraftOldCopyStaysOld: a copy of a pick made old by a copy
// posted again stays old once the pick is made and the next player's pick
// is posted (the copies' numbers only grow: a pick stores the draft
// anew), so the next player cannot pick through it.
func TestCampaignDraftOldCopyStaysOld(t *testing.T) {
	f := draftFixture(t, func(x *storage.Campaign) {
		for i := range x.Players {
			if x.Players[i].AI != "" {
				x.Players[i].AI, x.Players[i].UserID, x.Players[i].Name = "", "2", "U2"
			}
		}
	})
	f.cmd(user("1"), "campaign", "")
	first := f.out.lastBoard()
	f.cmd(user("1"), "campaign", "")
	second := f.out.lastBoard()
	f.press(user("1"), second.Buttons[0][0].Data)
	if cp := campaignOf(f); cp.Draft == nil || len(cp.Draft.Picks) != 1 {
		t.Fatalf("U1's pick from the copy posted last: %+v", cp.Draft)
	}
	f.press(user("2"), first.Buttons[1][0].Data)
	if cp := campaignOf(f); cp.Draft == nil || len(cp.Draft.Picks) != 1 {
		t.Fatalf("U2 picked through U1's old copy: draft %+v, holdings %+v", cp.Draft, cp.Holdings)
	}
}
