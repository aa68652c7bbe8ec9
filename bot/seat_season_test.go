package bot

import (
	"testing"

	"github.com/jackalbot/jackal/storage"
)

// TestSeatSeasonCountsIslands: the standings picture of an Archipelago
// campaign counts islands played (its games are islands: "3 islands:
// coins, then islands won"), the other games' campaigns count games;
// before, every picture said "N games played".
func TestSeatSeasonCountsIslands(t *testing.T) {
	f := newFixture(t)
	for _, tc := range []struct {
		game, format string
		islands      bool
	}{
		{"archipelago", "islands", true},
		{"archipelago", "games", true},
		{"classic", "best-of", false},
		{"archipirata", "best-of", false},
		{"cards", "games", false},
	} {
		cp := &storage.Campaign{Game: tc.game, Format: tc.format, Length: 3, Status: storage.CampaignActive,
			Players: []storage.CampaignPlayer{{ID: "a", UserID: "a", Name: "Ann"}, {ID: "b", UserID: "b", Name: "Bob"}},
			Games:   []storage.CampaignGame{{GameID: "g1", Scores: map[string]int{"a": 5, "b": 3}, Winners: []string{"a"}}}}
		for _, lang := range []string{"en", "ru"} {
			if got := f.b.seasonOf(cp, lang).Islands; got != tc.islands {
				t.Errorf("%s %s campaign, %s: the picture counts islands %v, want %v", tc.game, tc.format, lang, got, tc.islands)
			}
		}
	}
}
