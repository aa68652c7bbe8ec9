package telegram_test

import (
	"strings"
	"testing"

	"github.com/jackalbot/jackal/bot"
	"github.com/jackalbot/jackal/bot/telegram/internal/telegramtest"
	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/engine/ai"
	"github.com/jackalbot/jackal/storage"
)

// voteEnd ends the game in chat by agreement: alice proposes /end, bob
// presses yes on the vote's message.
func voteEnd(t *testing.T, r *rig, chat int64) {
	t.Helper()
	r.say(chat, alice, "/end")
	msgs := r.srv.Messages(chat)
	for i := len(msgs) - 1; i >= 0; i-- {
		for _, d := range buttonData(msgs[i]) {
			if verbOf(untag(d)) == "v" && strings.HasSuffix(d, ":y") {
				r.press(chat, msgs[i].ID, bob, d)
				return
			}
		}
	}
	t.Fatal("no vote to end the game")
}

// lastWith is chat's newest message with a button of data d (untagged).
func lastWith(t *testing.T, r *rig, chat int64, d string) telegramtest.Message {
	t.Helper()
	msgs := r.srv.Messages(chat)
	for i := len(msgs) - 1; i >= 0; i-- {
		if hasData(msgs[i], d) {
			return msgs[i]
		}
	}
	t.Fatalf("no message with the button %q", d)
	return telegramtest.Message{}
}

// pressReady has alice and bob press Ready on the newest lobby.
func pressReady(t *testing.T, r *rig, chat int64) {
	t.Helper()
	lobby := lastWith(t, r, chat, "0:j")
	r.press(chat, lobby.ID, alice, "0:j")
	r.press(chat, lobby.ID, bob, "0:j")
}

// campaignRecord is the chat's newest campaign.
func campaignRecord(t *testing.T, r *rig) *storage.Campaign {
	t.Helper()
	list, err := r.store.ListCampaigns()
	if err != nil || len(list) == 0 {
		t.Fatalf("no campaign: %v", err)
	}
	return &list[len(list)-1]
}

// TestCampaignBestOf3 plays a best-of-3 classic campaign in a group, with a
// restart of the bot between games: each game ends with bob resigning,
// the next game's lobby seats both and starts when both press Ready, and
// after alice's second win the campaign ends with the champion and the
// standings picture.
func TestCampaignBestOf3(t *testing.T) {
	r := newRig(t, rigOpts{})
	k := key(group)
	r.say(group, alice, "/campaign new classic best-of=3 duel")
	if got := r.lastText(group).Text; !strings.Contains(got, "campaign begins") {
		t.Fatalf("/campaign new: %q", got)
	}
	lobby := lastWith(t, r, group, "0:j:black")
	r.press(group, lobby.ID, bob, "0:j:black")
	r.press(group, lobby.ID, alice, "0:s")
	for game := 1; game <= 2; game++ {
		g := r.mustGame(k)
		if g.Status != storage.StatusActive || g.Setup.Campaign == "" {
			t.Fatalf("game %d: %s, campaign %q", game, g.Status, g.Setup.Campaign)
		}
		r.say(group, bob, "/resign")
		if game == 1 {
			r.restart()
			pressReady(t, r, group)
		}
	}
	cp := campaignRecord(t, r)
	if cp.Status != storage.CampaignFinished || len(cp.Games) != 2 {
		t.Fatalf("the campaign: %s, %d games", cp.Status, len(cp.Games))
	}
	final := r.lastBoard(group)
	if final.Photo == nil || !strings.Contains(final.Caption, "Champion: Alice") {
		t.Fatalf("the campaign's end: %q", final.Caption)
	}
	if problems, err := r.store.CheckCampaigns(bot.Score); err != nil || len(problems) != 0 {
		t.Fatalf("check campaigns: %v %v", err, problems)
	}
}

// TestCampaignArchipelago plays a 3-island Archipelago campaign in a
// group: the first island is played (with the buttons, the easy computer
// choosing) until a crew has 3 coins aboard, then ended by agreement; the
// ability draft follows by buttons, a restart comes in the middle, the
// next islands are other islands with the abilities dealt, and the
// campaign ends after the third.
func TestCampaignArchipelago(t *testing.T) {
	r := newRig(t, rigOpts{})
	k := key(group)
	r.say(group, alice, "/campaign new archipelago islands=3")
	lobby := lastWith(t, r, group, "0:j:black")
	r.press(group, lobby.ID, bob, "0:j:black")
	r.press(group, lobby.ID, alice, "0:s")
	p := newPlayer(r, ai.Easy, 3)
	for moves := 0; ; moves++ {
		if moves > 2000 {
			t.Fatal("no crew got 3 coins in 2000 actions")
		}
		st := p.state(r.mustGame(k))
		if st.Score(engine.White) >= 3 || st.Score(engine.Black) >= 3 {
			break
		}
		p.act(group, k)
	}
	voteEnd(t, r, group)
	cp := campaignRecord(t, r)
	if cp.Draft == nil || len(cp.Games) != 1 {
		t.Fatalf("no draft after the first island: %+v", cp)
	}
	r.restart()
	for picks := 0; campaignRecord(t, r).Draft != nil; picks++ {
		if picks > 2 {
			t.Fatal("the draft does not go on")
		}
		b := r.lastText(group)
		user := mentioned(telegramtest.Message{Caption: b.Text}) // a text message: its text mentions
		var pick string
		for _, d := range buttonData(b) {
			if verbOf(untag(d)) == "r" && !strings.HasSuffix(d, ":-") {
				pick = d
				break
			}
		}
		if user == 0 || pick == "" {
			t.Fatalf("the draft's message: %q %v", b.Text, buttonData(b))
		}
		if a := r.press(group, b.ID, user, pick); a.ShowAlert {
			t.Fatalf("the pick was refused: %q", a.Text)
		}
	}
	cp = campaignRecord(t, r)
	if len(cp.Holdings) == 0 {
		t.Fatal("no ability held after the draft")
	}
	for island := 2; island <= 3; island++ {
		pressReady(t, r, group)
		g := r.mustGame(k)
		vs := strings.Join(g.Setup.Variants, " ")
		if g.Status != storage.StatusActive || !strings.Contains(vs, "abilities=") || strings.Contains(vs, "island=first") {
			t.Fatalf("island %d: %s %v", island, g.Status, g.Setup.Variants)
		}
		voteEnd(t, r, group)
	}
	cp = campaignRecord(t, r)
	if cp.Status != storage.CampaignFinished || len(cp.Games) != 3 {
		t.Fatalf("the campaign: %s, %d games", cp.Status, len(cp.Games))
	}
	if final := r.lastBoard(group); final.Photo == nil || !strings.Contains(final.Caption, "Champion") {
		t.Fatalf("the campaign's end: %q", final.Caption)
	}
	if problems, err := r.store.CheckCampaigns(bot.Score); err != nil || len(problems) != 0 {
		t.Fatalf("check campaigns: %v %v", err, problems)
	}
}
