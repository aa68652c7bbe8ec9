package bot

import (
	"fmt"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/storage"
)

// campMark is where the chat's messages stood: the texts, boards and
// answers the recorder held then.
type campMark struct{ texts, boards, answers int }

// campMarkOf is the recorder's mark now.
func campMarkOf(f *fixture) campMark {
	f.out.mu.Lock()
	defer f.out.mu.Unlock()
	return campMark{len(f.out.texts), len(f.out.boards), len(f.out.answers)}
}

// campSince is every message the chat was shown (or a user answered)
// since m: texts, boards' captions, answers.
func campSince(f *fixture, m campMark) []string {
	f.out.mu.Lock()
	defer f.out.mu.Unlock()
	out := append([]string(nil), f.out.texts[m.texts:]...)
	for _, b := range f.out.boards[m.boards:] {
		out = append(out, b.Caption)
	}
	return append(out, f.out.answers[m.answers:]...)
}

// campHas counts the messages of msgs that hold sub.
func campHas(msgs []string, sub string) int {
	n := 0
	for _, s := range msgs {
		if strings.Contains(s, sub) {
			n++
		}
	}
	return n
}

// campDump writes msgs to the file JACKAL_CAMP_DUMP names, when set, to
// be read by a person (the season's every message, in order of kind).
func campDump(t *testing.T, name string, msgs []string) {
	dir := os.Getenv("JACKAL_CAMP_DUMP")
	if dir == "" {
		return
	}
	if err := os.WriteFile(dir+"/"+name+".txt", []byte(strings.Join(msgs, "\n-----\n")), 0o644); err != nil {
		t.Log(err)
	}
}

// campDraft presses the draft's first button until the draft is done.
func campDraft(t *testing.T, f *fixture) {
	t.Helper()
	for picks := 0; campaignOf(f).Draft != nil; picks++ {
		if picks > 4 {
			t.Fatalf("the draft does not go on: %q", f.out.lastAnswer())
		}
		b := f.out.lastBoard()
		if b.Ping == nil || len(b.Buttons) == 0 {
			t.Fatalf("the draft asks nobody: %q", b.Caption)
		}
		f.b.Handle(t.Context(), Request{Chat: f.chat, User: *b.Ping, Button: b.Buttons[0][0].Data}, f.out)
	}
}

// gameCounted matches a campaign text counting games, in either language.
var gameCounted = regexp.MustCompile(`(?i)\bgames? \d|game \d+ of|\d+ of \d+ games|after game|first game|every game|campaign's games|no game of|` +
	`игр[аыуе] \d|из \d+ игр|после игры|за первую игру|все игры|игры кампании|ни одна игра|остановленная игра`)

// islandCounted matches a campaign text counting islands, in either
// language.
var islandCounted = regexp.MustCompile(`(?i)\bislands? \d|\d+ of \d+ islands|after island|first island|every island|campaign's islands|no island of|` +
	`[Оо]стров[ау]? \d|из \d+ остров|после острова|первый остров выше|все острова|[Оо]строва кампании|ни один остров`)

// TestCampIslandsSeason plays a whole 3-island Archipelago campaign, in
// English and in Russian, and reads its every message: each island is
// called an island ("Campaign: island 1 of 3 is over", the draft after
// island 1, "Campaign island 2" over its lobby, /campaign's step and
// head, /campaign history), never a game; every island's picture is
// posted above its lobby, the later ones' too; a later lobby lists the
// season's players with their ✅ Ready, without the mode's seats nobody
// can take.
func TestCampIslandsSeason(t *testing.T) {
	for _, tc := range []struct {
		lang                                                  string
		over1, lobby2, draft, head, step, hist, picture, mode string
		free                                                  string
	}{
		{"en", "Campaign: island 1 of 3 is over", "Campaign island 2 (", "Ability draft after island 1",
			"1 of 3 islands played", "Island 2 waits for ✅ Ready from U1, U2", "The campaign's islands:", "Backs:", "Mode:", "free"},
		{"ru", "Кампания: остров 1 из 3 пройден", "Остров 2 кампании (", "Выбор способностей после острова 1",
			"сыграно 1 из 3 островов", "Остров 2 ждёт ✅ Готово от: U1, U2", "Острова кампании:", "Рубашки:", "Режим:", "свободно"},
	} {
		t.Run(tc.lang, func(t *testing.T) {
			f := fixtureIn(t, tc.lang)
			start := campMarkOf(f)
			f.cmd(user("1"), "campaign", "new archipelago islands=3")
			f.press(user("2"), "0:j:black")
			f.cmd(user("1"), "start", "")
			for island := 1; island <= 3; island++ {
				if g := f.game(); g.Status != storage.StatusActive || g.Setup.CampaignGame != island-1 {
					t.Fatalf("island %d did not start: %s #%d", island, g.Status, g.Setup.CampaignGame)
				}
				playOut(f, 1500)
				campDraft(t, f)
				if island == 3 {
					break
				}
				lobby := f.out.lastText()
				if campHas([]string{lobby}, fmt.Sprintf(strings.Replace(tc.lobby2, "2", "%d", 1), island+1)) != 1 {
					t.Errorf("island %d's lobby: %q", island+1, lobby)
				}
				for _, bad := range []string{tc.mode, tc.free, "3. ", "4. "} {
					if strings.Contains(lobby, bad) {
						t.Errorf("island %d's lobby shows %q, which nobody can take: %q", island+1, bad, lobby)
					}
				}
				if !strings.Contains(lobby, "⏳ U1") || !strings.Contains(lobby, "⏳ U2") {
					t.Errorf("island %d's lobby does not say who is not ready: %q", island+1, lobby)
				}
				if island == 1 {
					f.cmd(user("1"), "campaign", "")
					f.cmd(user("1"), "campaign", "history")
				}
				readyAll(f, "1")
				if lobby := f.out.lastText(); !strings.Contains(lobby, "✅ U1") || !strings.Contains(lobby, "⏳ U2") {
					t.Errorf("island %d's lobby after U1's Ready: %q", island+1, lobby)
				}
				readyAll(f, "2")
			}
			cp := campaignOf(f)
			if cp.Status != storage.CampaignFinished || len(cp.Games) != 3 {
				t.Fatalf("the campaign: %s, %d islands", cp.Status, len(cp.Games))
			}
			f.cmd(user("1"), "campaign", "history")
			msgs := campSince(f, start)
			campDump(t, "islands-"+tc.lang, msgs)
			for _, want := range []string{tc.over1, tc.draft, tc.head, tc.step, tc.hist} {
				if campHas(msgs, want) == 0 {
					t.Errorf("no message says %q", want)
				}
			}
			if n := campHas(msgs, tc.picture); n != 3 {
				t.Errorf("%d islands' pictures posted above their lobbies, want 3", n)
			}
			for _, m := range msgs {
				if gameCounted.MatchString(m) {
					t.Errorf("an islands campaign counts games: %q", m)
				}
			}
		})
	}
}

// TestCampClassicSeason plays a best-of-3 classic campaign in English
// and in Russian and reads its every message: a classic campaign counts
// games, never islands, and shows no island; its later lobby lists the
// players with their ✅ Ready, without a mode or free seats; /campaign's
// head counts the games with the noun agreeing.
func TestCampClassicSeason(t *testing.T) {
	for _, tc := range []struct {
		lang                            string
		over1, lobby2, head, mode, free string
		island                          string
	}{
		{"en", "Campaign: game 1 of 3 is over", "Campaign game 2 (", "1 of 3 games played", "Mode:", "free", "island"},
		{"ru", "Кампания: игра 1 из 3 окончена", "Игра 2 кампании (", "сыграно 1 из 3 игр", "Режим:", "свободно", "остров"},
	} {
		t.Run(tc.lang, func(t *testing.T) {
			f := fixtureIn(t, tc.lang)
			start := campMarkOf(f)
			f.cmd(user("1"), "campaign", "new classic best-of=3 duel")
			f.press(user("2"), "0:j:black")
			f.cmd(user("1"), "start", "")
			f.cmd(user("2"), "resign", "")
			lobby := f.out.lastText()
			if !strings.Contains(lobby, tc.lobby2) || !strings.Contains(lobby, "⏳ U1") {
				t.Errorf("game 2's lobby: %q", lobby)
			}
			for _, bad := range []string{tc.mode, tc.free, "3. "} {
				if strings.Contains(lobby, bad) {
					t.Errorf("game 2's lobby shows %q: %q", bad, lobby)
				}
			}
			f.cmd(user("1"), "campaign", "")
			readyAll(f, "1", "2")
			f.cmd(user("2"), "resign", "")
			if cp := campaignOf(f); cp.Status != storage.CampaignFinished {
				t.Fatalf("the campaign: %s", cp.Status)
			}
			msgs := campSince(f, start)
			campDump(t, "classic-"+tc.lang, msgs)
			for _, want := range []string{tc.over1, tc.head} {
				if campHas(msgs, want) == 0 {
					t.Errorf("no message says %q", want)
				}
			}
			for _, m := range msgs {
				if islandCounted.MatchString(m) {
					t.Errorf("a classic campaign speaks of islands: %q", m)
				}
			}
		})
	}
}
