package bot

import (
	"strings"
	"testing"
	"time"

	"github.com/jackalbot/jackal/storage"
)

// threeCampaign is a best-of-3 classic campaign of U1, U2 and U3, its
// first game ended by agreement, the second game's lobby open.
func threeCampaign(t *testing.T) *fixture {
	t.Helper()
	f := newFixture(t)
	f.cmd(user("1"), "campaign", "new classic best-of=3")
	f.press(user("2"), "0:j:yellow")
	f.press(user("3"), "0:j:black")
	f.cmd(user("1"), "start", "")
	if g := f.game(); g.Status != storage.StatusActive || len(g.Setup.Seats) != 3 {
		t.Fatalf("the first game: %s %+v", g.Status, g.Setup.Seats)
	}
	f.cmd(user("1"), "end", "")
	f.press(user("2"), "0:v:y")
	f.press(user("3"), "0:v:y")
	if g := f.game(); g.Status != storage.StatusLobby || g.Setup.CampaignGame != 1 {
		t.Fatalf("no second game's lobby: %s %d", g.Status, g.Setup.CampaignGame)
	}
	return f
}

// TestCampaignLeftLobbyDoesNotHold: a player who leaves the lobby of a
// campaign's next game sits that game out; once every player still
// seated is ready the game starts (before, it waited a day for the one
// who left), and the reminder waits only for those seated, telling that
// the game then starts with or without them.
func TestCampaignLeftLobbyDoesNotHold(t *testing.T) {
	t.Run("ready", func(t *testing.T) {
		f := threeCampaign(t)
		f.cmd(user("3"), "leave", "")
		readyAll(f, "1", "2")
		if g := f.game(); g.Status != storage.StatusActive || seatedIn(g, "3") {
			t.Fatalf("the game waits for the player who left: %s %+v", g.Status, g.Setup.Seats)
		}
	})
	t.Run("reminder", func(t *testing.T) {
		f := threeCampaign(t)
		f.cmd(user("3"), "leave", "")
		readyAll(f, "1")
		f.now = f.now.Add(13 * time.Hour)
		if n := f.b.SettleCampaigns(t.Context()); n != 1 {
			t.Fatalf("the reminder took %d steps", n)
		}
		got := f.out.lastText()
		if !strings.Contains(got, "U2") || strings.Contains(got, "U3") || strings.Contains(got, "without them") {
			t.Fatalf("the reminder: %q", got)
		}
	})
}

// TestCampaignHistorySatOut: /campaign history lists a game's scores of
// the players who played it; one who sat it out (left its lobby) is not
// shown scoring 0 (before, "U3 0" read as a game lost with nothing); a
// game nobody scored in is a draw, not everyone's win.
func TestCampaignHistorySatOut(t *testing.T) {
	f := threeCampaign(t)
	f.cmd(user("3"), "leave", "")
	f.cmd(user("1"), "start", "")
	f.cmd(user("1"), "end", "")
	f.press(user("2"), "0:v:y")
	cp := campaignOf(f)
	if len(cp.Games) != 2 {
		t.Fatalf("%d games recorded", len(cp.Games))
	}
	if _, ok := cp.Games[1].Scores["3"]; ok {
		t.Fatalf("U3 scored in a game sat out: %v", cp.Games[1].Scores)
	}
	f.cmd(user("1"), "campaign", "history")
	lines := strings.Split(f.out.lastText(), "\n")
	if len(lines) != 3 || !strings.Contains(lines[1], "U3 0") || strings.Contains(lines[2], "U3") {
		t.Fatalf("the history: %q", lines)
	}
	// game 1, ended with no gold aboard, is a draw as its end told (its
	// outcome lists every crew a winner), not a win of all three
	if !strings.HasPrefix(lines[1], "1. a draw — ") {
		t.Fatalf("the history: %q", lines)
	}
}

// TestCampaignStatusLobby: /campaign between two games tells that the
// next game's lobby waits for Ready, from whom (those seated), and when it
// starts anyway; before, it said the game was on.
func TestCampaignStatusLobby(t *testing.T) {
	f := threeCampaign(t)
	readyAll(f, "1")
	f.cmd(user("3"), "leave", "")
	f.now = f.now.Add(5 * time.Hour)
	f.cmd(user("2"), "campaign", "")
	got := f.out.lastText()
	if !strings.Contains(got, "Game 2 waits for ✅ Ready from U2; it starts anyway in 19 hours.") || strings.Contains(got, "is on") {
		t.Fatalf("/campaign: %q", got)
	}
	readyAll(f, "2")
	f.cmd(user("2"), "campaign", "")
	if got := f.out.lastText(); !strings.Contains(got, "Game 2 is on.") {
		t.Fatalf("/campaign in game 2: %q", got)
	}
}

// TestCampaignDraftTimeoutNamesPicker: a pick skipped at its deadline
// says whose it was (the draft may go on to the next player's pick).
func TestCampaignDraftTimeoutNamesPicker(t *testing.T) {
	f := draftFixture(t, func(x *storage.Campaign) {})
	f.now = f.now.Add(campaignDeadline + time.Hour)
	if n := f.b.SettleCampaigns(t.Context()); n != 1 {
		t.Fatalf("the deadline took %d steps", n)
	}
	if n := f.out.textsWith("U1's time to pick is up"); n != 1 {
		t.Fatalf("the skipped pick is not told as U1's: %q", f.out.lastText())
	}
}

// TestChampionText: one champion is "Champion"; a first place shared
// names them "Champions" (before, "Champion: U1, U2"); a campaign
// stopped names none.
func TestChampionText(t *testing.T) {
	players := []storage.CampaignPlayer{{ID: "1", UserID: "1", Name: "U1"}, {ID: "2", UserID: "2", Name: "U2"}}
	cp := func(status string, games ...storage.CampaignGame) *storage.Campaign {
		return &storage.Campaign{Game: "classic", Format: "games", Length: len(games), Status: status, Players: players, Games: games}
	}
	tests := []struct {
		name, lang string
		cp         *storage.Campaign
		want       string
	}{
		{"one", "en", cp(storage.CampaignFinished, storage.CampaignGame{GameID: "g", Scores: map[string]int{"1": 3, "2": 1}, Winners: []string{"1"}}),
			"🏆 The campaign is over! Champion: U1.\n"},
		{"shared", "en", cp(storage.CampaignFinished, storage.CampaignGame{GameID: "g", Scores: map[string]int{"1": 3, "2": 3}, Winners: []string{"1", "2"}}),
			"🏆 The campaign is over! Champions, sharing first place: U1, U2.\n"},
		{"shared, ru", "ru", cp(storage.CampaignFinished, storage.CampaignGame{GameID: "g", Scores: map[string]int{"1": 3, "2": 3}, Winners: []string{"1", "2"}}),
			"🏆 Кампания окончена! Чемпионы, поровну на первом месте: U1, U2.\n"},
		{"stopped", "en", cp(storage.CampaignEnded, storage.CampaignGame{GameID: "g", Scores: map[string]int{"1": 3, "2": 3}, Winners: []string{"1", "2"}}),
			"🏁 The campaign was stopped.\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := championText(tt.lang, tt.cp); !strings.HasPrefix(got, tt.want) {
				t.Errorf("championText = %q, want it to begin %q", got, tt.want)
			}
		})
	}
}
