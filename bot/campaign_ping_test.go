package bot

import (
	"slices"
	"testing"
	"time"

	"github.com/jackalbot/jackal/storage"
)

// pingedSince are the IDs of the users the boards posted after the first
// n pinged, in order.
func pingedSince(f *fixture, n int) []string {
	f.out.mu.Lock()
	defer f.out.mu.Unlock()
	var ids []string
	for _, b := range f.out.boards[n:] {
		if b.Ping != nil {
			ids = append(ids, b.Ping.ID)
		}
	}
	return ids
}

// TestCampaignDraftReminderPings: the draft's reminder pings the player to
// pick, and nobody else.
func TestCampaignDraftReminderPings(t *testing.T) {
	f := draftFixture(t, func(x *storage.Campaign) {})
	f.now = f.now.Add(campaignDeadline/2 + time.Hour)
	n := len(f.out.boards)
	if got := f.b.SettleCampaigns(t.Context()); got != 1 {
		t.Fatalf("the reminder took %d steps", got)
	}
	if got := pingedSince(f, n); !slices.Equal(got, []string{"1"}) {
		t.Fatalf("pinged %v, want [1]", got)
	}
}

// TestCampaignDraftOldCopyRetired: a copy of a draft's pick loses its
// buttons once it is superseded: posted again (/campaign, the reminder)
// or its pick skipped at the deadline (before, the old copy kept them,
// a press answering only that it was old).
func TestCampaignDraftOldCopyRetired(t *testing.T) {
	twoPlayers := func(x *storage.Campaign) {
		for i := range x.Players {
			if x.Players[i].AI != "" {
				x.Players[i].AI, x.Players[i].UserID, x.Players[i].Name = "", "2", "U2"
			}
		}
	}
	for _, tc := range []struct {
		name      string
		supersede func(t *testing.T, f *fixture)
	}{
		{"posted again", func(t *testing.T, f *fixture) { f.cmd(user("1"), "campaign", "") }},
		{"reminder", func(t *testing.T, f *fixture) {
			f.now = f.now.Add(campaignDeadline/2 + time.Hour)
			if n := f.b.SettleCampaigns(t.Context()); n != 1 {
				t.Fatalf("the reminder took %d steps", n)
			}
		}},
		{"deadline", func(t *testing.T, f *fixture) {
			f.now = f.now.Add(campaignDeadline + time.Hour)
			if n := f.b.SettleCampaigns(t.Context()); n != 1 {
				t.Fatalf("the deadline took %d steps", n)
			}
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := draftFixture(t, twoPlayers)
			f.cmd(user("1"), "campaign", "")
			if b := f.out.lastBoard(); b.Ping == nil || len(b.Buttons) == 0 {
				t.Fatalf("the pick is not asked: %q", b.Caption)
			}
			old := f.out.last
			tc.supersede(t, f)
			if f.out.last == old || len(f.out.lastBoard().Buttons) == 0 {
				t.Fatalf("no new copy of a pick posted: %q", f.out.lastBoard().Caption)
			}
			f.out.mu.Lock()
			defer f.out.mu.Unlock()
			if rows := f.out.buttons[old.MessageID]; len(rows) != 0 {
				t.Fatalf("the superseded copy keeps %d rows of buttons", len(rows))
			}
			if rows := f.out.buttons[f.out.last.MessageID]; len(rows) == 0 {
				t.Fatal("the copy posted last lost its buttons")
			}
		})
	}
}
