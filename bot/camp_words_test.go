package bot

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/storage"
)

// TestCampIslandPictureInCampaignLang: a later island's picture is posted
// above its lobby in the campaign's language, whoever ended the island
// before (here a player whose own language is Russian, in an English
// campaign); before, later islands posted no picture at all.
func TestCampIslandPictureInCampaignLang(t *testing.T) {
	f := newFixture(t)
	ru := User{ID: "2", Name: "U2", Lang: "ru"}
	f.cmd(user("1"), "campaign", "new archipelago islands=2")
	f.press(ru, "0:j:black")
	f.cmd(user("1"), "start", "")
	mark := campMarkOf(f)
	f.cmd(ru, "resign", "")
	campDraft(t, f)
	if g := f.game(); g.Status != storage.StatusLobby || g.Setup.CampaignGame != 1 {
		t.Fatalf("no lobby for island 2: %s #%d", g.Status, g.Setup.CampaignGame)
	}
	msgs := campSince(f, mark)
	if n := campHas(msgs, "🏝 The Long Bar: 50 tiles. Backs:"); n != 1 {
		t.Errorf("island 2's picture posted %d times in English: %q", n, msgs)
	}
	if n := campHas(msgs, "Рубашки:"); n != 0 {
		t.Errorf("island 2's picture in the presser's language, not the campaign's: %q", msgs)
	}
}

// TestCampPlurals: the campaign's counts agree with their numbers in
// English and Russian: /campaign's head ("0 of 1 island played", «из 1
// острова»), an Archipelago games=N counted in islands, the card game's
// lobby's islands ("1 island", «1 остров»; before "1 islands", «островов:
// 1»).
func TestCampPlurals(t *testing.T) {
	for _, tc := range []struct {
		lang, head, games, cards string
	}{
		{"en", "0 of 1 island played", "A campaign begins: 3 islands: coins, then islands won", "1 island · "},
		{"ru", "сыграно 0 из 1 острова", "Начинается кампания: 3 острова; монеты, потом победы", "1 остров · "},
	} {
		t.Run(tc.lang, func(t *testing.T) {
			f := fixtureIn(t, tc.lang)
			f.cmd(user("1"), "campaign", "new archipelago islands=1")
			f.cmd(user("1"), "campaign", "")
			if got := f.out.lastText(); !strings.Contains(got, tc.head) {
				t.Errorf("/campaign: %q, want %q", got, tc.head)
			}
			f.cmd(user("1"), "campaign", "end")
			f.cmd(user("1"), "abort", "")
			f.cmd(user("1"), "campaign", "new archipelago games=3")
			if got := f.out.lastText(); !strings.Contains(got, tc.games) {
				t.Errorf("/campaign new archipelago games=3: %q, want %q", got, tc.games)
			}
			f.cmd(user("1"), "campaign", "end")
			f.cmd(user("1"), "abort", "")
			f.cmd(user("1"), "new", "cards islands=1")
			if got := f.out.lastText(); !strings.Contains(got, tc.cards) {
				t.Errorf("/new cards islands=1: %q, want %q", got, tc.cards)
			}
		})
	}
}

// TestCampCardsLaterLobby: a card-game campaign's later lobby counts
// games and lists the season's players, a computer's seat ready, with no
// mode and no seat nobody can take; the card game shows no island above
// it.
func TestCampCardsLaterLobby(t *testing.T) {
	f := newFixture(t)
	f.cmd(user("1"), "campaign", "new cards islands=1 games=2 ai:easy")
	f.cmd(user("1"), "start", "")
	mark := campMarkOf(f)
	f.cmd(user("1"), "resign", "")
	if g := f.game(); g.Status != storage.StatusLobby || g.Setup.CampaignGame != 1 {
		t.Fatalf("no lobby for game 2: %s #%d", g.Status, g.Setup.CampaignGame)
	}
	lobby := f.out.lastText()
	for _, want := range []string{"Campaign game 2 (", "1 island · ", "⏳ U1", "✅ computer (easy)"} {
		if !strings.Contains(lobby, want) {
			t.Errorf("game 2's lobby does not say %q: %q", want, lobby)
		}
	}
	for _, bad := range []string{"Mode:", "free", "3. ", "island 2"} {
		if strings.Contains(lobby, bad) {
			t.Errorf("game 2's lobby says %q: %q", bad, lobby)
		}
	}
	if n := campHas(campSince(f, mark), "Backs:"); n != 0 {
		t.Errorf("a card game's campaign shows an island: %d", n)
	}
}

// TestCampLeftLobby: a campaign player who left a later lobby is named
// under its players, with how to take the seat back; the lobby offers no
// free seat in its place.
func TestCampLeftLobby(t *testing.T) {
	f := newFixture(t)
	f.cmd(user("1"), "campaign", "new classic best-of=3 duel")
	f.press(user("2"), "0:j:black")
	f.cmd(user("1"), "start", "")
	f.cmd(user("2"), "resign", "")
	f.press(user("2"), "0:l")
	lobby := f.out.lastText()
	if !strings.Contains(lobby, "1. ⏳ U1 — white") || !strings.Contains(lobby, "— U2: not seated; ✅ Ready takes the seat back.") {
		t.Errorf("the lobby after U2 left: %q", lobby)
	}
	if strings.Contains(lobby, "free") || strings.Contains(lobby, "2. ") {
		t.Errorf("the lobby offers U2's seat to anyone: %q", lobby)
	}
	readyAll(f, "2")
	if lobby := f.out.lastText(); !strings.Contains(lobby, "2. ✅ U2") || strings.Contains(lobby, "not seated") {
		t.Errorf("the lobby after U2 came back: %q", lobby)
	}
}

// campVerb is a formatting verb of a text ("%d", "%[2]d").
var campVerb = regexp.MustCompile(`%(?:\[\d+\])?[a-zA-Z]`)

// TestCampIslandTextsFit: each campaign text's words for islands takes
// the same arguments as its words for games, in both languages (the
// callers format either with the same), and its Russian holds no English
// word but the commands' own.
func TestCampIslandTextsFit(t *testing.T) {
	for gt, it := range islandTexts {
		for l := range 2 {
			g, i := campVerb.FindAllString(texts[gt][l], -1), campVerb.FindAllString(texts[it][l], -1)
			slices.Sort(g)
			slices.Sort(i)
			if !slices.Equal(g, i) {
				t.Errorf("text %d takes %v, its islands' text %d %v: %q", gt, g, it, i, texts[it][l])
			}
		}
		for _, w := range latinWord.FindAllString(texts[it][1], -1) {
			if w[0] != '%' && !campaignLatin[w] {
				t.Errorf("text %d in Russian holds the English word %q: %q", it, w, texts[it][1])
			}
		}
	}
	if got := campaignText("ru", "archipelago", txtDraftPick, "U1", 2); !strings.Contains(got, "после острова 2: U1") {
		t.Errorf("the draft of an Archipelago campaign: %q", got)
	}
	if got := campaignText("ru", "cards", txtDraftPick, "U1", 2); !strings.Contains(got, "после игры 2: U1") {
		t.Errorf("a card campaign's words: %q", got)
	}
}
