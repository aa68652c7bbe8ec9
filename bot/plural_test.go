package bot

import (
	"strings"
	"testing"

	"github.com/jackalbot/jackal/bot/campaign"
	"github.com/jackalbot/jackal/engine/archipelago/puzzles"
)

// TestCountsAgree: the bot's texts with a count say "1 turn", "1 game",
// "1 win", "1 pirate" in English and use the Russian form of the count.
func TestCountsAgree(t *testing.T) {
	p, err := puzzles.Get(1)
	if err != nil {
		t.Fatal(err)
	}
	one := *p
	one.Turns, one.Survivors = 1, 1
	five := *p
	five.Turns, five.Survivors = 5, 2
	for _, tt := range []struct{ got, want, bad string }{
		{formatText("en", campaign.Games, 1), "1 game: gold", "1 games"},
		{formatText("en", campaign.Islands, 1), "1 island: coins", "1 islands"},
		{formatText("en", campaign.Games, 3), "3 games: gold", ""},
		{formatText("ru", campaign.Games, 3), "3 игры; золото", ""},
		{formatText("ru", campaign.Islands, 5), "5 островов; монеты", ""},
		{puzzleGoal("en", &one), " within 1 turn, 1 pirate alive", "turns"},
		{puzzleGoal("en", &five), " within 5 turns, 2 pirates alive", ""},
		{puzzleGoal("ru", &one), " за 1 ход, в живых: 1 пират", "ходов"},
		{puzzleGoal("ru", &five), " за 5 ходов, в живых: 2 пирата", ""},
		// the counted words come in as one argument (stats.go, replay.go)
		{tr("en", txtStatsRow, 1, "Ann", "1 win", 3, 0), "Ann — 1 win of 3,", ""},
		{tr("en", txtReplayCaption, "x", "1 action"), "game x (1 action).", ""},
		{tr("ru", txtReplayCaption, "x", "2 хода"), "партии x (2 хода).", ""},
		{tr("en", txtCampaignLine, "1 point", 1, 2), "1 point, 1 won of 2", ""},
	} {
		if !strings.Contains(tt.got, tt.want) || tt.bad != "" && strings.Contains(tt.got, tt.bad) {
			t.Errorf("%q: want %q, not %q", tt.got, tt.want, tt.bad)
		}
	}
}
