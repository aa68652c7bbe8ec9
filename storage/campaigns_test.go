package storage

import (
	"errors"
	"strconv"
	"strings"
	"testing"
)

// newCampaign is a best-of-3 campaign of Ann (u1) and Bob (u2) in key.
func newCampaign(key Key) *Campaign {
	return &Campaign{Key: key, Game: "classic", Format: "best-of", Length: 3,
		Players: []CampaignPlayer{{ID: "u1", UserID: "u1", Name: "Ann"}, {ID: "u2", UserID: "u2", Name: "Bob"}}}
}

// fakeScore reads a fake game's outcome from its log: the last action
// "score:W:B" gives white W and black B; the higher wins.
func fakeScore(_ Setup, log []string) (map[string]int, []string, error) {
	if len(log) == 0 {
		return nil, nil, errors.New("no score")
	}
	parts := strings.Split(log[len(log)-1], ":")
	if len(parts) != 3 || parts[0] != "score" {
		return nil, nil, errors.New("no score")
	}
	w, _ := strconv.Atoi(parts[1])
	b, _ := strconv.Atoi(parts[2])
	var won []string
	switch {
	case w > b:
		won = []string{"white"}
	case b > w:
		won = []string{"black"}
	}
	return map[string]int{"white": w, "black": b}, won, nil
}

// playCampaignGame plays one finished fake game of campaign c in its chat
// with final score w:b and returns its ID.
func playCampaignGame(t *testing.T, s *Bolt, c *Campaign, w, b int) string {
	t.Helper()
	g := newGame(c.Key, 1)
	g.Setup.Campaign = c.ID
	mustCreate(t, s, g)
	fin, err := s.Finish(c.Key, AnyVersion, func(g *Game) (Result, error) {
		if err := appendMove("score:" + strconv.Itoa(w) + ":" + strconv.Itoa(b))(g); err != nil {
			return Result{}, err
		}
		return Result{GameID: g.ID, Key: g.Key}, nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return fin.ID
}

// TestCampaignLifecycle: one running campaign per chat; updates check the
// version; a finished campaign frees its chat and stays readable; the list
// holds both; bad campaigns are refused.
func TestCampaignLifecycle(t *testing.T) {
	s, _ := openTemp(t)
	c := newCampaign("tg:1")
	if err := s.CreateCampaign(c); err != nil || c.ID == "" || c.Version != 1 || c.Status != CampaignActive {
		t.Fatalf("create: %v %+v", err, c)
	}
	if err := s.CreateCampaign(newCampaign("tg:1")); !errors.Is(err, ErrExists) {
		t.Fatalf("a second campaign in the chat: %v", err)
	}
	got, err := s.ActiveCampaign("tg:1")
	if err != nil || got.ID != c.ID {
		t.Fatalf("active: %v %+v", err, got)
	}
	if _, err := s.UpdateCampaign(c.ID, 7, func(*Campaign) error { return nil }); !errors.Is(err, ErrStale) {
		t.Fatalf("a stale update: %v", err)
	}
	if _, err := s.UpdateCampaign(c.ID, 1, func(c *Campaign) error { c.Key = "tg:2"; return nil }); !errors.Is(err, ErrInvalid) {
		t.Fatalf("a changed key: %v", err)
	}
	up, err := s.UpdateCampaign(c.ID, 1, func(c *Campaign) error { c.Status = CampaignFinished; return nil })
	if err != nil || up.Version != 2 {
		t.Fatalf("finish: %v %+v", err, up)
	}
	if _, err := s.ActiveCampaign("tg:1"); !errors.Is(err, ErrNotFound) {
		t.Fatalf("a finished campaign still runs in its chat: %v", err)
	}
	if old, err := s.Campaign(c.ID); err != nil || old.Status != CampaignFinished {
		t.Fatalf("the finished campaign: %v %+v", err, old)
	}
	if err := s.CreateCampaign(newCampaign("tg:1")); err != nil {
		t.Fatalf("a new campaign after the last finished: %v", err)
	}
	if list, err := s.ListCampaigns(); err != nil || len(list) != 2 {
		t.Fatalf("list: %v %d", err, len(list))
	}
	for _, bad := range []*Campaign{
		{Key: "tg:3", Format: "", Length: 3, Players: newCampaign("").Players},
		{Key: "tg:3", Format: "best-of", Length: 0, Players: newCampaign("").Players},
		{Key: "tg:3", Format: "best-of", Length: 3},
		{Key: "tg:3", Format: "best-of", Length: 3, Players: []CampaignPlayer{{ID: "u1"}, {ID: "u1"}}},
		{Key: "", Format: "best-of", Length: 3, Players: newCampaign("").Players},
	} {
		if err := s.CreateCampaign(bad); !errors.Is(err, ErrInvalid) {
			t.Errorf("%+v: %v, want ErrInvalid", bad, err)
		}
	}
}

// TestCheckCampaigns: a campaign whose games' scores are their logs' checks
// clean; a wrong score, a wrong winner, a game of another campaign and a
// missing game are each reported.
func TestCheckCampaigns(t *testing.T) {
	s, _ := openTemp(t)
	c := newCampaign("tg:1")
	if err := s.CreateCampaign(c); err != nil {
		t.Fatal(err)
	}
	g1 := playCampaignGame(t, s, c, 5, 3)
	g2 := playCampaignGame(t, s, c, 2, 2)
	c, err := s.UpdateCampaign(c.ID, AnyVersion, func(c *Campaign) error {
		c.Games = []CampaignGame{
			{GameID: g1, Scores: map[string]int{"u1": 5, "u2": 3}, Winners: []string{"u1"}},
			{GameID: g2, Scores: map[string]int{"u1": 2, "u2": 2}},
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if problems, err := s.CheckCampaigns(fakeScore); err != nil || len(problems) != 0 {
		t.Fatalf("a clean campaign: %v %v", err, problems)
	}
	for _, tc := range []struct {
		name  string
		games []CampaignGame
		want  string
	}{
		{"score", []CampaignGame{{GameID: g1, Scores: map[string]int{"u1": 6, "u2": 3}, Winners: []string{"u1"}}}, "scores"},
		{"winner", []CampaignGame{{GameID: g1, Scores: map[string]int{"u1": 5, "u2": 3}, Winners: []string{"u2"}}}, "winners"},
		{"missing", []CampaignGame{{GameID: "20261101T000000Z-0000000000", Scores: map[string]int{}}}, "not found"},
	} {
		if _, err := s.UpdateCampaign(c.ID, AnyVersion, func(c *Campaign) error { c.Games = tc.games; return nil }); err != nil {
			t.Fatal(err)
		}
		problems, err := s.CheckCampaigns(fakeScore)
		if err != nil || len(problems) != 1 || !strings.Contains(problems[0].Problem, tc.want) {
			t.Errorf("%s: %v %+v", tc.name, err, problems)
		}
	}
	// A game whose rules changed since its deal: the campaign's recorded
	// outcome stands; a log that gives another is noted, not a fault.
	changed := func(setup Setup, log []string) (map[string]int, []string, error) {
		scores, won, err := fakeScore(setup, log)
		return scores, won, errors.Join(ErrRulesChanged, err)
	}
	for _, tc := range []struct {
		name  string
		score int
		notes int
	}{{"changed rules, the same outcome", 5, 0}, {"changed rules, another outcome", 6, 1}} {
		if _, err := s.UpdateCampaign(c.ID, AnyVersion, func(c *Campaign) error {
			c.Games = []CampaignGame{{GameID: g1, Scores: map[string]int{"u1": tc.score, "u2": 3}, Winners: []string{"u1"}}}
			return nil
		}); err != nil {
			t.Fatal(err)
		}
		problems, err := s.CheckCampaigns(changed)
		if err != nil || len(problems) != tc.notes || tc.notes > 0 && (!problems[0].Note || !strings.Contains(problems[0].Problem, "scores stand")) {
			t.Errorf("%s: %v %+v", tc.name, err, problems)
		}
	}
	other := newCampaign("tg:9")
	if err := s.CreateCampaign(other); err != nil {
		t.Fatal(err)
	}
	if _, err := s.UpdateCampaign(other.ID, AnyVersion, func(o *Campaign) error {
		o.Games = []CampaignGame{{GameID: g2, Scores: map[string]int{"u1": 2, "u2": 2}}}
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	problems, _ := s.CheckCampaigns(fakeScore)
	found := false
	for _, p := range problems {
		found = found || strings.Contains(p.Problem, "belongs to campaign")
	}
	if !found {
		t.Errorf("a game of another campaign is not reported: %+v", problems)
	}
}

// TestRekeyMovesCampaign: a chat's new ID takes its running campaign.
func TestRekeyMovesCampaign(t *testing.T) {
	s, _ := openTemp(t)
	c := newCampaign("tg:1")
	if err := s.CreateCampaign(c); err != nil {
		t.Fatal(err)
	}
	if err := s.Rekey("tg:1", "tg:2"); err != nil {
		t.Fatal(err)
	}
	got, err := s.ActiveCampaign("tg:2")
	if err != nil || got.ID != c.ID || got.Key != "tg:2" {
		t.Fatalf("after rekey: %v %+v", err, got)
	}
	if _, err := s.ActiveCampaign("tg:1"); !errors.Is(err, ErrNotFound) {
		t.Fatalf("the old key keeps the campaign: %v", err)
	}
}
