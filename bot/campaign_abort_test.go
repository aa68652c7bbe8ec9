package bot

import (
	"strings"
	"testing"

	"github.com/jackalbot/jackal/storage"
)

// TestCampaignAbortPlaysAgain: /abort of a campaign's game does not lock
// the campaign (before, its current game pointed at the stopped one for
// good: /campaign said "Game 1 is on." while no game was in play). The
// game stopped does not count; the lobby of the same game opens again
// with the players seated, and the campaign plays on to its end.
func TestCampaignAbortPlaysAgain(t *testing.T) {
	f := newFixture(t)
	f.cmd(user("1"), "campaign", "new classic best-of=3 duel")
	f.press(user("2"), "0:j:black")
	f.cmd(user("1"), "start", "")
	first := f.game().ID
	f.cmd(user("1"), "abort", "")
	if _, err := f.store.Get(storage.Key(f.chat.Key)); err != nil {
		t.Fatalf("no game in the chat after a campaign game was stopped: %v; said %q", err, f.out.lastText())
	}
	cp, g := campaignOf(f), f.game()
	if cp.Status != storage.CampaignActive || len(cp.Games) != 0 || g.Status != storage.StatusLobby || g.ID == first ||
		cp.Current != g.ID || g.Setup.Campaign != cp.ID || g.Setup.CampaignGame != 0 || len(g.Setup.Seats) != 2 {
		t.Fatalf("after /abort: campaign %s, %d games, current %q; game %s %s of %q #%d, seats %+v",
			cp.Status, len(cp.Games), cp.Current, g.ID, g.Status, g.Setup.Campaign, g.Setup.CampaignGame, g.Setup.Seats)
	}
	if n := f.out.textsWith("game 1 is played again"); n != 1 {
		t.Fatalf("the campaign's going on told %d times: %q", n, f.out.lastText())
	}
	f.cmd(user("1"), "start", "")
	f.cmd(user("2"), "resign", "")
	readyAll(f, "1", "2")
	second := f.game().ID
	f.cmd(user("1"), "abort", "") // a later game, stopped too
	if g := f.game(); g.Status != storage.StatusLobby || g.ID == second || g.Setup.CampaignGame != 1 {
		t.Fatalf("game 2 is not dealt again: %s #%d", g.Status, g.Setup.CampaignGame)
	}
	f.cmd(user("1"), "campaign", "")
	if got := f.out.lastText(); !strings.Contains(got, "1 of 3 games played") || !strings.Contains(got, "Game 2 waits for ✅ Ready from U1, U2") {
		t.Fatalf("/campaign: %q", got)
	}
	readyAll(f, "1", "2")
	f.cmd(user("2"), "resign", "")
	cp = campaignOf(f)
	if cp.Status != storage.CampaignFinished || len(cp.Games) != 2 {
		t.Fatalf("the campaign did not end after two wins: %s, %d games", cp.Status, len(cp.Games))
	}
	if problems, err := f.store.CheckCampaigns(Score); err != nil || len(problems) != 0 {
		t.Fatalf("check campaigns: %v %v", err, problems)
	}
}

// TestCampaignAbortFirstLobby: stopping the first game's lobby, before any
// game started, calls the campaign off; the chat may start another.
func TestCampaignAbortFirstLobby(t *testing.T) {
	f := newFixture(t)
	f.cmd(user("1"), "campaign", "new archipirata")
	f.cmd(user("1"), "abort", "")
	if cp := campaignOf(f); cp.Status != storage.CampaignEnded {
		t.Fatalf("the campaign whose first lobby was stopped: %s", cp.Status)
	}
	if got := f.out.lastText(); !strings.Contains(got, "campaign is off") {
		t.Fatalf("not told: %q", got)
	}
	f.cmd(user("1"), "campaign", "new archipirata")
	if got := f.out.lastText(); !strings.Contains(got, "campaign begins") {
		t.Fatalf("a new campaign is refused: %q / %q", got, f.out.lastAnswer())
	}
}

// TestCampaignStuckHeals: a campaign whose game was stopped by an older
// bot, which did not tell the campaign, goes on at /campaign: its game is
// dealt again instead of "Game 1 is on." with no game in play.
func TestCampaignStuckHeals(t *testing.T) {
	f := newFixture(t)
	f.cmd(user("1"), "campaign", "new archipirata")
	f.press(user("2"), "0:j:white")
	f.cmd(user("1"), "start", "")
	if _, err := f.store.Abort(storage.Key(f.chat.Key), storage.AnyVersion); err != nil {
		t.Fatal(err)
	}
	f.cmd(user("2"), "campaign", "")
	g, err := f.store.Get(storage.Key(f.chat.Key))
	if err != nil || g.Status != storage.StatusLobby || campaignOf(f).Current != g.ID {
		t.Fatalf("the campaign is still stuck: %v; said %q", err, f.out.lastText())
	}
	if f.out.textsWith("Game 1 is on.") != 0 {
		t.Fatal("/campaign told a game on that is gone")
	}
}

// TestCampaignCardsOwnIslands: a card-game campaign takes the card game's
// islands=N, one of /new's words, as its games' length, and games=N or
// best-of=N as its own (before, islands=4 was refused as Archipelago's
// campaign length). Other games still refuse islands=N.
func TestCampaignCardsOwnIslands(t *testing.T) {
	f := newFixture(t)
	f.cmd(user("1"), "campaign", "new cards islands=2 games=2 ai:easy")
	if got := f.out.lastText(); !strings.Contains(got, "campaign begins: 2 games") {
		t.Fatalf("/campaign new cards islands=2 games=2: %q / %q", got, f.out.lastAnswer())
	}
	cp := campaignOf(f)
	if cp.Format != "games" || cp.Length != 2 || !strings.Contains(strings.Join(cp.Variants, " "), "islands=2") {
		t.Fatalf("the campaign: %s %d %v", cp.Format, cp.Length, cp.Variants)
	}
	f.cmd(user("1"), "start", "")
	if g := f.game(); g.Status != storage.StatusActive || !strings.Contains(strings.Join(g.Setup.Variants, " "), "islands=2") {
		t.Fatalf("the first game: %s %v", g.Status, g.Setup.Variants)
	}
	f.cmd(user("1"), "abort", "") // the game is dealt again…
	f.cmd(user("1"), "campaign", "end")
	f.cmd(user("1"), "abort", "") // …and its lobby closed
	f.cmd(user("1"), "campaign", "new cards islands=4")
	if cp := activeOf(f); cp.Format != "best-of" || cp.Length != 3 || !strings.Contains(strings.Join(cp.Variants, " "), "islands=4") {
		t.Fatalf("a card campaign without its length: %s %d %v (%q)", cp.Format, cp.Length, cp.Variants, f.out.lastAnswer())
	}
	f.cmd(user("1"), "abort", "")
	f.cmd(user("1"), "campaign", "new archipirata islands=3")
	if a := f.out.lastAnswer(); !strings.Contains(a, "islands=N is for Jackal Archipelago") {
		t.Fatalf("archipirata islands=3: %q", a)
	}
}

// TestCampaignOverStaysShown: the campaign's end tells the standings once
// (with the champion; before, twice), and after it /campaign, /campaign
// standings and /campaign history still show the last campaign, over
// (before: "No campaign runs here"). The standings picture is marked as
// no game's board, and the computers are named as the game names them,
// not "AI".
func TestCampaignOverStaysShown(t *testing.T) {
	f := newFixture(t)
	f.cmd(user("1"), "campaign", "new cards islands=1 games=1 ai:easy")
	f.cmd(user("1"), "start", "")
	before := standingsShown(f)
	f.cmd(user("1"), "resign", "")
	if cp := campaignOf(f); cp.Status != storage.CampaignFinished {
		t.Fatalf("the campaign: %s", cp.Status)
	}
	if n := standingsShown(f) - before; n != 1 {
		t.Errorf("the standings shown %d times at the campaign's end", n)
	}
	b := f.out.lastBoard()
	if !strings.Contains(b.Caption, "Champion: Computer 2 (easy)") || b.Part != "standings" || len(b.PNG) == 0 {
		t.Fatalf("the champion: %q (part %q)", b.Caption, b.Part)
	}
	for _, sub := range []string{"standings", "history", ""} {
		f.cmd(user("1"), "campaign", sub)
		got := f.out.lastText()
		if sub == "standings" {
			got = f.out.lastBoard().Caption
		}
		if !strings.Contains(got, "Computer 2 (easy)") || strings.Contains(got, "AI") {
			t.Errorf("/campaign %s after the end: %q (answer %q)", sub, got, f.out.lastAnswer())
		}
	}
	if b := f.out.lastBoard(); b.Part != "standings" || !strings.Contains(b.Caption, "The campaign is over") {
		t.Errorf("/campaign standings after the end: %q", b.Caption)
	}
}

// activeOf is the campaign running in the chat.
func activeOf(f *fixture) *storage.Campaign {
	f.t.Helper()
	cp, err := f.store.ActiveCampaign(storage.Key(f.chat.Key))
	if err != nil {
		f.t.Fatalf("no campaign runs: %v", err)
	}
	return cp
}

// standingsShown counts the texts and boards that showed standings.
func standingsShown(f *fixture) int {
	f.out.mu.Lock()
	defer f.out.mu.Unlock()
	n := 0
	for _, s := range f.out.texts {
		n += strings.Count(s, "📊")
	}
	for _, b := range f.out.boards {
		n += strings.Count(b.Caption, "📊")
	}
	return n
}

// TestCampaignDraftPicksTold: a computer's pick in the ability draft is
// told in the chat, as a player's is (before, a computer's pick went by
// unsaid), with the ability and the pirate.
func TestCampaignDraftPicksTold(t *testing.T) {
	f := newFixture(t)
	f.cmd(user("1"), "campaign", "new archipelago duel ai:easy")
	f.cmd(user("1"), "start", "")
	f.cmd(user("1"), "resign", "")
	cp := campaignOf(f)
	if len(cp.Games) != 1 || cp.Status != storage.CampaignActive {
		t.Fatalf("the first island did not end: %d %s (%q)", len(cp.Games), cp.Status, f.out.lastAnswer())
	}
	var ai string
	for _, p := range cp.Players {
		if p.AI != "" {
			ai = p.ID
		}
	}
	// the draft after an island where both crews banked 3 coins: the
	// computer picks first
	if _, err := f.store.UpdateCampaign(cp.ID, storage.AnyVersion, func(x *storage.Campaign) error {
		x.Draft = &storage.Draft{Offered: []string{"strongman", "scout", "swimmer", "lookout"}, Order: []string{ai, "1"}}
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	f.cmd(user("1"), "campaign", "")
	if got := f.out.textsWith("computer (easy) takes strongman for B1."); got != 1 {
		t.Fatalf("the computer's pick told %d times; texts end %q", got, f.out.lastText())
	}
	b := f.out.lastBoard()
	if b.Ping == nil || b.Ping.ID != "1" || len(b.Buttons) == 0 {
		t.Fatalf("the player's pick is not asked: %q", b.Caption)
	}
	f.press(user("1"), b.Buttons[0][0].Data)
	if got := f.out.textsWith("U1 takes"); got != 1 {
		t.Fatalf("the player's pick told %d times: %q / %q", got, f.out.lastText(), f.out.lastAnswer())
	}
	if cp := campaignOf(f); cp.Draft != nil || len(cp.Holdings) != 2 {
		t.Fatalf("the draft: %+v, holdings %+v", cp.Draft, cp.Holdings)
	}
}

// TestStandingsCoinsAndRanks: Archipelago's standings count coins (en and
// ru; before, "points"), and the picture ranks the players as the text
// does, equal records sharing a place (before, 1, 2, 3 where the text
// said 1, 2, 2).
func TestStandingsCoinsAndRanks(t *testing.T) {
	f := newFixture(t)
	cp := &storage.Campaign{Game: "archipelago", Format: "islands", Length: 3, Status: storage.CampaignActive,
		Players: []storage.CampaignPlayer{{ID: "a", UserID: "a", Name: "Ann"}, {ID: "b", UserID: "b", Name: "Bob"},
			{ID: "ai:black", Name: "AI", AI: "easy", Crew: "black"}},
		Games: []storage.CampaignGame{{GameID: "g1", Scores: map[string]int{"a": 5, "b": 3, "ai:black": 3}, Winners: []string{"a"}}}}
	en, ru := standingsText("en", cp), standingsText("ru", cp)
	for _, want := range []string{"1. Ann — 5 coins", "2. Bob — 3 coins", "2. Black — computer (easy) — 3 coins"} {
		if !strings.Contains(en, want) {
			t.Errorf("standings lack %q:\n%s", want, en)
		}
	}
	if !strings.Contains(ru, "5 монет,") || !strings.Contains(ru, "3 монеты,") || strings.Contains(ru, "очк") {
		t.Errorf("the Russian standings:\n%s", ru)
	}
	s := f.b.seasonOf(cp, "en")
	var ranks []int
	for _, p := range s.Players {
		ranks = append(ranks, p.Rank)
	}
	if !s.Coins || len(ranks) != 3 || ranks[0] != 1 || ranks[1] != 2 || ranks[2] != 2 {
		t.Errorf("the picture's season: coins %v, ranks %v", s.Coins, ranks)
	}
	cp.Format, cp.Game = "best-of", "archipirata"
	if got := standingsText("en", cp); !strings.Contains(got, "point") || strings.Contains(got, "coin") {
		t.Errorf("a best-of's standings:\n%s", got)
	}
}

// TestCampaignRussianNames: in Russian the campaign's status names its
// game in Russian (before, «Archipirata»), and a lobby's title needs no
// case of the game's name («Новая партия: «Архипирата»!»).
func TestCampaignRussianNames(t *testing.T) {
	f := newFixture(t)
	ru := User{ID: "1", Name: "Аня", Lang: "ru"}
	f.cmd(ru, "campaign", "new archipirata")
	if f.out.textsWith("Новая партия: «Архипирата»!") != 1 {
		t.Errorf("the lobby's title: %q", f.out.texts)
	}
	f.cmd(ru, "campaign", "")
	if got := f.out.lastText(); !strings.Contains(got, "Кампания «Архипирата»") {
		t.Errorf("the status: %q", got)
	}
	if got := localGameName("ru", "archipelago"); got != "Шакал: Архипелаг" {
		t.Errorf("Archipelago in Russian: %q", got)
	}
}

// TestCampaignAgain: the words CampaignAgain gives start a campaign like
// the one they were read from (the terminal offers one like the last).
func TestCampaignAgain(t *testing.T) {
	f := newFixture(t)
	f.cmd(user("1"), "campaign", "new cards islands=2 best-of=2 ai:easy ai:hard")
	f.cmd(user("1"), "start", "")
	old := campaignOf(f)
	words, humans := CampaignAgain(old)
	if humans != 1 || words != "cards 2-4 islands=2 ai:easy ai:hard best-of=2" {
		t.Fatalf("CampaignAgain: %q, %d humans", words, humans)
	}
	f.cmd(user("1"), "campaign", "end")
	f.cmd(user("1"), "abort", "")
	f.cmd(user("1"), "campaign", "new "+words)
	f.cmd(user("1"), "start", "")
	again := activeOf(f)
	if again.ID == old.ID || again.Format != old.Format || again.Length != old.Length || len(again.Players) != len(old.Players) ||
		strings.Join(again.Variants, " ") != strings.Join(old.Variants, " ") {
		t.Fatalf("the campaign again: %+v\nthe first: %+v", again, old)
	}
}

// TestCampaignStatusOneLivePick: /campaign during the ability draft shows
// the campaign and posts the pick again at the chat's bottom, retiring
// the copy posted before: its buttons answer that it is old and pick
// nothing (before, every /campaign added a live copy), the newest picks.
func TestCampaignStatusOneLivePick(t *testing.T) {
	f := draftFixture(t, func(x *storage.Campaign) {})
	f.cmd(user("1"), "campaign", "")
	old := f.out.lastBoard()
	if old.Ping == nil || old.Ping.ID != "1" || len(old.Buttons) == 0 {
		t.Fatalf("the pick is not asked: %q", old.Caption)
	}
	f.cmd(user("1"), "campaign", "")
	if got := f.out.lastText(); !strings.Contains(got, "U1 picks") {
		t.Errorf("the status does not tell the pick under way: %q", got)
	}
	now := f.out.lastBoard()
	if now.Ping == nil || len(now.Buttons) == 0 || now.Buttons[0][0].Data == old.Buttons[0][0].Data {
		t.Fatalf("the pick posted again: %q %v", now.Caption, now.Buttons)
	}
	f.press(user("1"), old.Buttons[0][0].Data)
	if cp := campaignOf(f); f.out.textsWith("U1 takes") != 0 || len(cp.Draft.Picks) != 0 {
		t.Fatalf("the old copy's button picked: %+v", cp.Draft)
	}
	if a := f.out.lastAnswer(); !strings.Contains(a, "/campaign") {
		t.Errorf("the old copy's button answered %q", a)
	}
	f.press(user("1"), now.Buttons[0][0].Data)
	if got := f.out.textsWith("U1 takes"); got != 1 {
		t.Fatalf("the newest copy's pick told %d times: %q", got, f.out.lastAnswer())
	}
}
