package storetest

import (
	"errors"
	"testing"

	"github.com/jackalbot/jackal/storage"
)

// newCampaign is a campaign of two players in the chat under key.
func newCampaign(key storage.Key) *storage.Campaign {
	return &storage.Campaign{Key: key, Game: "archipelago", Format: "islands", Length: 3,
		Players: []storage.CampaignPlayer{{ID: "p1", UserID: "u1", Name: "Ann"}, {ID: "p2", UserID: "u2", Name: "Bob"}}}
}

// testCampaigns: one running campaign per chat, versioned updates, the
// check of its games' scores.
func testCampaigns(t *testing.T, open Open) {
	s := open(t)
	c := newCampaign("tg:1")
	if err := s.CreateCampaign(c); err != nil {
		t.Fatal(err)
	}
	if c.ID == "" || c.Version != 1 || c.Status != storage.CampaignActive || c.Created.IsZero() {
		t.Fatalf("CreateCampaign did not fill the record: %+v", c)
	}
	creates := []struct {
		name string
		c    *storage.Campaign
		want error
	}{
		{"chat has one", newCampaign("tg:1"), storage.ErrExists},
		{"other chat", newCampaign("tg:2"), nil},
		{"no players", &storage.Campaign{Key: "tg:3", Format: "islands", Length: 1}, storage.ErrInvalid},
		{"nil", nil, storage.ErrInvalid},
	}
	for _, tc := range creates {
		t.Run("create "+tc.name, func(t *testing.T) { wantErr(t, "CreateCampaign", s.CreateCampaign(tc.c), tc.want) })
	}
	// a finished game of the campaign, scored 3 to 1
	g := NewGame("tg:1", 7)
	g.Setup.Campaign = c.ID
	create(t, s, g)
	finishWith(t, s, "tg:1", storage.Result{Players: []storage.PlayerResult{{UserID: "u1", Won: true}, {UserID: "u2"}}})
	score := func(storage.Setup, []string) (map[string]int, []string, error) {
		return map[string]int{"white": 3, "black": 1}, []string{"white"}, nil
	}
	updates := []struct {
		name    string
		expect  uint64
		fn      func(c *storage.Campaign) error
		want    error
		version uint64
	}{
		{"record the game", 1, func(c *storage.Campaign) error {
			c.Games = append(c.Games, storage.CampaignGame{GameID: g.ID, Scores: map[string]int{"p1": 3, "p2": 1}, Winners: []string{"p1"}})
			return nil
		}, nil, 2},
		{"stale", 1, func(*storage.Campaign) error { return nil }, storage.ErrStale, 2},
		{"changes key", storage.AnyVersion, func(c *storage.Campaign) error { c.Key = "tg:9"; return nil }, storage.ErrInvalid, 2},
		{"panics", 2, func(*storage.Campaign) error { panic("campaign bug") }, storage.ErrPanicked, 2},
		{"ends", 2, func(c *storage.Campaign) error { c.Status = storage.CampaignEnded; return nil }, nil, 3},
	}
	for _, tc := range updates {
		t.Run("update "+tc.name, func(t *testing.T) {
			_, err := s.UpdateCampaign(c.ID, tc.expect, tc.fn)
			wantErr(t, "UpdateCampaign", err, tc.want)
			if got, err := s.Campaign(c.ID); err != nil || got.Version != tc.version {
				t.Fatalf("Campaign = %+v, %v, want version %d", got, err, tc.version)
			}
		})
	}
	if _, err := s.ActiveCampaign("tg:1"); !errors.Is(err, storage.ErrNotFound) {
		t.Fatalf("ActiveCampaign of a chat whose campaign ended = %v", err)
	}
	if err := s.CreateCampaign(newCampaign("tg:1")); err != nil {
		t.Fatalf("a new campaign in a chat whose campaign ended: %v", err)
	}
	if got, err := s.ActiveCampaign("tg:2"); err != nil || got.Key != "tg:2" {
		t.Fatalf("ActiveCampaign tg:2 = %+v, %v", got, err)
	}
	if _, err := s.Campaign("20250101T000000Z-0000000000"); !errors.Is(err, storage.ErrNotFound) {
		t.Fatalf("Campaign of no campaign = %v", err)
	}
	if all, err := s.ListCampaigns(); err != nil || len(all) != 3 {
		t.Fatalf("ListCampaigns = %d, %v", len(all), err)
	}
	if problems, err := s.CheckCampaigns(score); err != nil || len(problems) != 0 {
		t.Fatalf("CheckCampaigns = %v, %v", problems, err)
	}
	wrong := func(storage.Setup, []string) (map[string]int, []string, error) {
		return map[string]int{"white": 1, "black": 3}, []string{"black"}, nil
	}
	if problems, err := s.CheckCampaigns(wrong); err != nil || len(problems) != 2 || problems[0].GameID != g.ID {
		t.Fatalf("CheckCampaigns with other scores = %v, %v, want the scores and winners wrong", problems, err)
	}
}
