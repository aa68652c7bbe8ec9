package bot

import (
	"errors"
	"testing"
	"time"

	"github.com/jackalbot/jackal/storage"
)

// campaignList is a CampaignLister of a fixed list (or error).
type campaignList struct {
	list []storage.Campaign
	err  error
}

func (l campaignList) ListCampaigns() ([]storage.Campaign, error) { return l.list, l.err }

// TestLastCampaign: the chat's last campaign over is the one updated
// last, on a tie the greater ID whatever the list's order (the terminal
// took the later listed, /campaign the greater ID); a campaign running is
// never it (the terminal took one when ActiveCampaign failed), nor
// another chat's.
func TestLastCampaign(t *testing.T) {
	const key = storage.Key("t:1")
	t0 := time.Date(2025, 1, 2, 15, 0, 0, 0, time.UTC)
	cp := func(id string, k storage.Key, st string, at time.Time) storage.Campaign {
		return storage.Campaign{ID: id, Key: k, Status: st, Updated: at}
	}
	over, ended, active := storage.CampaignFinished, storage.CampaignEnded, storage.CampaignActive
	for _, tc := range []struct {
		name string
		list []storage.Campaign
		want string // "" for none
	}{
		{"none", nil, ""},
		{"another chat's", []storage.Campaign{cp("a", "t:2", over, t0)}, ""},
		{"only one running", []storage.Campaign{cp("a", key, active, t0)}, ""},
		{"the latest", []storage.Campaign{cp("b", key, over, t0.Add(time.Hour)), cp("a", key, ended, t0)}, "b"},
		{"a running one newer", []storage.Campaign{cp("a", key, over, t0), cp("b", key, active, t0.Add(time.Hour))}, "a"},
		{"a tie, in ID order", []storage.Campaign{cp("a", key, over, t0), cp("b", key, ended, t0)}, "b"},
		{"a tie, the greater ID first", []storage.Campaign{cp("b", key, ended, t0), cp("a", key, over, t0)}, "b"},
		{"a tie with one running", []storage.Campaign{cp("a", key, over, t0), cp("b", key, active, t0)}, "a"},
		{"another chat's newer", []storage.Campaign{cp("a", key, over, t0), cp("b", "t:2", over, t0.Add(time.Hour))}, "a"},
	} {
		got, err := LastCampaign(campaignList{list: tc.list}, key)
		switch {
		case tc.want == "" && !errors.Is(err, storage.ErrNotFound):
			t.Errorf("%s: %v, %v; want not found", tc.name, got, err)
		case tc.want != "" && (err != nil || got.ID != tc.want):
			t.Errorf("%s: %v, %v; want %s", tc.name, got, err, tc.want)
		}
	}
	broken := errors.New("broken")
	if _, err := LastCampaign(campaignList{err: broken}, key); !errors.Is(err, broken) {
		t.Errorf("a store that cannot list: %v", err)
	}
}
