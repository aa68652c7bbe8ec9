package bot

import (
	"strings"
	"testing"
	"time"

	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/engine/ai"
	"github.com/jackalbot/jackal/storage"
)

// campaignOf is the chat's campaign, running or over (by the first of
// the store's campaigns).
func campaignOf(f *fixture) *storage.Campaign {
	f.t.Helper()
	list, err := f.store.ListCampaigns()
	if err != nil || len(list) == 0 {
		f.t.Fatalf("no campaign: %v", err)
	}
	return &list[len(list)-1]
}

// readyAll has every human of the lobby press Ready.
func readyAll(f *fixture, users ...string) {
	for _, u := range users {
		f.press(user(u), "0:j")
	}
}

// TestCampaignBestOf3 plays a best-of-3 classic campaign in a chat: the
// first game's lobby gathers the players, each game ends by a resignation,
// the next game's lobby seats the same players and starts when both are
// ready (across a restart of the bot), and the campaign ends after the
// second win with the champion and the standings picture; the store checks
// clean, campaigns included.
func TestCampaignBestOf3(t *testing.T) {
	f := newFixture(t)
	f.cmd(user("1"), "campaign", "")
	if a := f.out.lastAnswer(); !strings.Contains(a, "No campaign") {
		t.Fatalf("/campaign with none: %q", a)
	}
	f.cmd(user("1"), "campaign", "new classic best-of=3 duel")
	if got := f.out.lastText(); !strings.Contains(got, "campaign begins") {
		t.Fatalf("/campaign new: %q", got)
	}
	f.press(user("2"), "0:j:black")
	f.cmd(user("1"), "start", "")
	for game := 1; game <= 2; game++ {
		g := f.game()
		if g.Status != storage.StatusActive || g.Setup.Campaign == "" {
			t.Fatalf("game %d is not a running campaign game: %s %q", game, g.Status, g.Setup.Campaign)
		}
		f.cmd(user("2"), "resign", "")
		if game == 1 {
			if got := f.out.lastText(); !strings.Contains(got, "Press") && !strings.Contains(got, "Crews") {
				t.Fatalf("no lobby for game 2: %q", got)
			}
			lobby := f.game()
			if lobby.Status != storage.StatusLobby || len(lobby.Setup.Seats) != 2 {
				t.Fatalf("the next game's lobby: %s %+v", lobby.Status, lobby.Setup.Seats)
			}
			f.restart()
			readyAll(f, "1")
			if f.game().Status != storage.StatusLobby {
				t.Fatal("the game started with one player ready")
			}
			readyAll(f, "2")
		}
	}
	cp := campaignOf(f)
	if cp.Status != storage.CampaignFinished || len(cp.Games) != 2 {
		t.Fatalf("the campaign: %s, %d games", cp.Status, len(cp.Games))
	}
	if b := f.out.lastBoard(); len(b.PNG) == 0 || !strings.Contains(b.Caption, "Champion: U1") {
		t.Fatalf("the end: %q", b.Caption)
	}
	if _, err := f.store.Get(storage.Key(f.chat.Key)); err == nil {
		t.Fatal("a third game opened after the campaign ended")
	}
	if problems, err := f.store.Check(Replay); err != nil || len(problems) != 0 {
		t.Fatalf("check: %v %v", err, problems)
	}
	if problems, err := f.store.CheckCampaigns(Score); err != nil || len(problems) != 0 {
		t.Fatalf("check campaigns: %v %v", err, problems)
	}
	f.cmd(user("1"), "campaign", "")
	if got := f.out.lastText(); !strings.Contains(got, "The campaign is over! Champion: U1") || strings.Contains(got, "Game 3") {
		t.Fatalf("/campaign after the end does not tell the final standings: %q", got)
	}
	f.cmd(user("2"), "campaign", "new classic best-of=3 duel")
	if got := f.out.lastText(); !strings.Contains(got, "campaign begins") {
		t.Fatalf("a finished campaign still keeps the chat: %q", got)
	}
	// each campaign game is rated like any other
	if r, err := f.store.RatingOf("classic", "1"); err != nil || r.Games != 2 || r.R <= 1500 {
		t.Fatalf("the champion's rating: %v %+v", err, r)
	}
}

// playOut plays the chat's game to its end with the easy computer's
// choices typed by the players; after limit actions the players agree to
// end it.
func playOut(f *fixture, limit int) {
	f.t.Helper()
	agents := map[engine.Crew]*ai.Agent{}
	for i := 0; i < limit; i++ {
		g, err := f.b.loadGame(f.chat.Key)
		if err != nil || g.rec.Status != storage.StatusActive {
			return
		}
		st := g.cl()
		k := st.Controller()
		if agents[k] == nil {
			ag := ai.New(ai.Easy, uint64(k)+1)
			agents[k] = &ag
		}
		v := engine.ViewFor(st, k)
		a, err := agents[k].Decide(&v, ai.Budget{})
		if err != nil {
			f.t.Fatalf("agent: %v", err)
		}
		seat := g.actor()
		f.cmd(User{ID: seat.UserID, Name: seat.Name}, "move", a.String())
	}
	f.cmd(user("1"), "end", "")
	f.press(user("2"), "0:v:y")
}

// TestCampaignArchipelagoDraft plays a 3-island Archipelago campaign:
// islands one after another, the ability draft by buttons after an island
// where a crew got 3 coins, the abilities written on the next island's
// pirates, and the campaign's end.
func TestCampaignArchipelagoDraft(t *testing.T) {
	f := newFixture(t)
	f.cmd(user("1"), "campaign", "new archipelago")
	f.press(user("2"), "0:j:black")
	f.cmd(user("1"), "start", "")
	drafted := 0
	for island := 1; island <= 3; island++ {
		g := f.game()
		if g.Status != storage.StatusActive {
			t.Fatalf("island %d did not start: %s", island, g.Status)
		}
		want := []string{"first", "bar", "crescent"}[island-1]
		if island > 1 && !strings.Contains(strings.Join(g.Setup.Variants, " "), "island="+want) {
			t.Fatalf("island %d: variants %v, want island=%s", island, g.Setup.Variants, want)
		}
		if island > 1 && drafted > 0 && !strings.Contains(strings.Join(g.Setup.Variants, " "), "abilities=") {
			t.Fatalf("island %d: no abilities dealt after a draft: %v", island, g.Setup.Variants)
		}
		playOut(f, 1500)
		cp := campaignOf(f)
		for picks := 0; cp.Draft != nil; picks++ {
			if picks > 4 {
				t.Fatalf("the draft does not go on: %q", f.out.lastAnswer())
			}
			b := f.out.lastBoard()
			if b.Ping == nil || len(b.Buttons) == 0 {
				t.Fatalf("the draft asks nobody: %q", b.Caption)
			}
			f.b.Handle(t.Context(), Request{Chat: f.chat, User: *b.Ping, Button: b.Buttons[0][0].Data}, f.out)
			drafted++
			cp = campaignOf(f)
		}
		if island < 3 {
			readyAll(f, "1", "2")
		}
	}
	cp := campaignOf(f)
	if cp.Status != storage.CampaignFinished || len(cp.Games) != 3 {
		t.Fatalf("the campaign: %s, %d games", cp.Status, len(cp.Games))
	}
	t.Logf("%d picks drafted; holdings %+v", drafted, cp.Holdings)
	if drafted == 0 || len(cp.Holdings) == 0 {
		t.Fatalf("no ability was drafted in three islands: %+v", cp.Games)
	}
	if problems, err := f.store.CheckCampaigns(Score); err != nil || len(problems) != 0 {
		t.Fatalf("check campaigns: %v %v", err, problems)
	}
}

// TestCampaignDeadline: the next game's lobby reminds the players not yet
// ready half way to its deadline, once, and starts at the deadline with
// the seats as they are.
func TestCampaignDeadline(t *testing.T) {
	f := newFixture(t)
	f.cmd(user("1"), "campaign", "new classic best-of=3 duel")
	f.press(user("2"), "0:j:black")
	f.cmd(user("1"), "start", "")
	f.cmd(user("2"), "resign", "")
	readyAll(f, "2")
	if n := f.b.SettleCampaigns(t.Context()); n != 0 {
		t.Fatalf("%d steps taken at once", n)
	}
	f.now = f.now.Add(13 * time.Hour)
	if n := f.b.SettleCampaigns(t.Context()); n != 1 || !strings.Contains(f.out.lastText(), "waits for U1 to press") {
		t.Fatalf("the reminder: %d %q", n, f.out.lastText())
	}
	if n := f.b.SettleCampaigns(t.Context()); n != 0 {
		t.Fatal("reminded twice")
	}
	f.now = f.now.Add(12 * time.Hour)
	if n := f.b.SettleCampaigns(t.Context()); n != 1 {
		t.Fatalf("the deadline took %d steps", n)
	}
	if g := f.game(); g.Status != storage.StatusActive || g.Setup.CampaignGame != 1 {
		t.Fatalf("the second game did not start at the deadline: %s %d", g.Status, g.Setup.CampaignGame)
	}
}

// TestCampaignArchipirata: any game of the bot makes a campaign: a best-of-3
// of Archipirata ends after one player's second win.
func TestCampaignArchipirata(t *testing.T) {
	f := newFixture(t)
	f.cmd(user("1"), "campaign", "new archipirata")
	f.press(user("2"), "0:j:white")
	f.cmd(user("1"), "start", "")
	f.cmd(user("2"), "resign", "")
	readyAll(f, "1", "2")
	if g := f.game(); g.Status != storage.StatusActive || g.Setup.Game != "archipirata" {
		t.Fatalf("the second game: %s %q", g.Status, g.Setup.Game)
	}
	f.cmd(user("2"), "resign", "")
	cp := campaignOf(f)
	if cp.Status != storage.CampaignFinished || cp.Format != "best-of" || len(cp.Games) != 2 {
		t.Fatalf("the campaign: %s %s %d", cp.Status, cp.Format, len(cp.Games))
	}
	if problems, err := f.store.CheckCampaigns(Score); err != nil || len(problems) != 0 {
		t.Fatalf("check campaigns: %v %v", err, problems)
	}
}
