package bot

import (
	"strings"
	"testing"
)

// TestCampaignKeepsSettingsLang: /settings lang typed during a campaign's
// game carries to the campaign: the game ends and the next game's lobby,
// the campaign's words after the game and its board speak the language
// chosen (the next game was opened in the campaign's language of its
// start).
func TestCampaignKeepsSettingsLang(t *testing.T) {
	f := newFixture(t)
	f.cmd(user("1"), "campaign", "new classic games=2 duel")
	f.press(user("2"), "0:j:black")
	f.cmd(user("1"), "start", "")
	if got := campaignOf(f).Lang; got != "en" && got != "" {
		t.Fatalf("the campaign begins in %q", got)
	}
	f.cmd(user("1"), "settings", "lang ru")
	if got := campaignOf(f).Lang; got != "ru" {
		t.Errorf("the campaign speaks %q after /settings lang ru", got)
	}
	f.cmd(user("2"), "resign", "")
	if n := f.out.textsWith("Кампания: игра 1 из 2 окончена"); n != 1 {
		t.Errorf("the campaign's word after game 1 is not Russian: %q", f.out.lastText())
	}
	lobby := f.game()
	if lobby.Setup.CampaignGame != 1 || lobby.Setup.Lang != "ru" {
		t.Fatalf("game 2 (number %d) speaks %q", lobby.Setup.CampaignGame+1, lobby.Setup.Lang)
	}
	if got := f.out.lastText(); !strings.Contains(got, "Игра 2 кампании") {
		t.Errorf("game 2's lobby is not Russian: %q", got)
	}
	readyAll(f, "1", "2")
	f.cmd(user("1"), "move", "ship h1")
	if got := f.out.lastBoard().Caption; !strings.Contains(got, "Ходят") {
		t.Errorf("game 2's board is not Russian: %q", got)
	}
}
