package bot

import (
	"regexp"
	"testing"
)

// campaignLatin are the Latin words a Russian campaign text may hold: the
// commands and their words as typed (/campaign name, islands=N), a
// format's letters.
var campaignLatin = map[string]bool{
	"campaign": true, "new": true, "name": true, "end": true, "standings": true, "history": true,
	"archipelago": true, "classic": true, "cards": true, "islands": true, "games": true, "best": true, "of": true, "N": true,
}

// latinWord is a word of Latin letters; verbs (%s, %[2]d) are skipped.
var latinWord = regexp.MustCompile(`%(?:\[\d+\])?[a-zA-Z]|[A-Za-z]+`)

// TestCampaignRussianTexts: the Russian campaign texts show no English
// word but the commands' own (before, the pirate's name in the example of
// /campaign name was "Long John" in a Russian chat).
func TestCampaignRussianTexts(t *testing.T) {
	for _, id := range []text{
		txtStatusAbilities, txtCampaignAfterGame, txtCampaignTable, txtCampaignLine, txtCampaignEnded,
		txtCampaignChampion, txtFormatIslands, txtFormatGames, txtFormatBestOf, txtCampaignReady,
		txtDraftPick, txtDraftHow, txtDraftNone, txtDraftOver, txtDraftNotYours, txtDraftStale,
		txtDraftNotOffered, txtDraftTaken, txtDraftBadPirate, txtCampaignNameBad, txtNoCampaign,
		txtCampaignUsage, txtCampaignExists, txtCampaignLength, txtCampaignIslands, txtCampaignOpened,
		txtCampaignHead, txtCampaignDrafting, txtCampaignPlaying, txtCampaignNoGames, txtCampaignHistory,
		txtCampaignDraw, txtCampaignNameUsage, txtCampaignNoHolding, txtCampaignNamed, txtCampaignNotCreator,
		txtCampaignTitle, txtDraftTimeout, txtCampaignSeats, txtCampaignWaiting, txtDraftAgain,
		txtCampaignGameN, txtCampaignVoid, txtCampaignCancelled, txtDraftPicked, txtDraftSkipped,
		txtCampaignStaleTyped, txtCampaignWaitingLobby, txtCampaignLobbyStep, txtCampaignChampions,
	} {
		for _, w := range latinWord.FindAllString(texts[id][1], -1) {
			if w[0] != '%' && !campaignLatin[w] {
				t.Errorf("text %d in Russian holds the English word %q: %q", id, w, texts[id][1])
			}
		}
	}
}
