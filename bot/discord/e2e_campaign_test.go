package discord_test

import (
	"strings"
	"testing"

	"github.com/jackalbot/jackal/bot"
	"github.com/jackalbot/jackal/bot/discord/internal/discordtest"
	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/storage"
)

// withControl is the table's newest message with a control of verb whose
// argument is arg ("" any), and that control.
func withControl(t *testing.T, r *rig, arg, verb string) (discordtest.Message, control) {
	t.Helper()
	msgs := r.fake.Messages(table)
	for i := len(msgs) - 1; i >= 0; i-- {
		if msgs[i].Ephemeral() {
			continue
		}
		if c, ok := find(controls(msgs[i]), arg, verb); ok {
			return msgs[i], c
		}
	}
	for _, m := range msgs[max(0, len(msgs)-4):] {
		t.Logf("message: %q %v", m.Content, datas(controls(m)))
	}
	t.Fatalf("no message with a %q control %q", verb, arg)
	return discordtest.Message{}, control{}
}

// endByVote ends the game by agreement: Alice proposes, Bob agrees.
func endByVote(t *testing.T, r *rig) {
	t.Helper()
	r.command(alice, "end", nil)
	m, yes := withControl(t, r, "y", "v")
	r.press(bob, m.ID, yes)
}

// readyBoth has Alice and Bob confirm the next game's seats.
func readyBoth(t *testing.T, r *rig) {
	t.Helper()
	for _, u := range []string{alice, bob} {
		m, ready := withControl(t, r, "", "j")
		if ready.arg() != "" {
			t.Fatalf("the next game's lobby offers seats, not Ready: %v", datas(controls(m)))
		}
		// a press is answered privately only by the confirmation
		for _, e := range r.ephemerals(r.press(u, m.ID, ready)) {
			if !strings.Contains(e.Content, "Ready.") {
				t.Fatalf("Ready was refused: %q", e.Content)
			}
		}
	}
}

// lastCampaign is the table's newest campaign.
func lastCampaign(t *testing.T, r *rig) *storage.Campaign {
	t.Helper()
	list, err := r.store.ListCampaigns()
	if err != nil || len(list) == 0 {
		t.Fatalf("no campaign: %v", err)
	}
	return &list[len(list)-1]
}

// TestE2ECampaignBestOf3 plays a best-of-3 classic campaign with
// /jackal campaign new: Bob resigns twice, with a restart between the
// games; the next game starts when both press Ready; the campaign ends with
// Alice the champion and the standings picture.
func TestE2ECampaignBestOf3(t *testing.T) {
	t.Parallel()
	r := newRig(t, 7)
	r.command(alice, "campaign new", map[string]any{"game": "classic", "format": "best-of", "games": 3, "variant": "duel"})
	m, join := withControl(t, r, "black", "j")
	r.press(bob, m.ID, join)
	r.command(alice, "start", nil)
	for game := 1; game <= 2; game++ {
		if g := r.mustGame(); g.Setup.Campaign == "" || g.Status != storage.StatusActive {
			t.Fatalf("game %d is not a campaign game in play: %+v", game, g.Setup)
		}
		r.command(bob, "resign", nil)
		if game == 1 {
			r.restart()
			readyBoth(t, r)
		}
	}
	cp := lastCampaign(t, r)
	if cp.Status != storage.CampaignFinished || len(cp.Games) != 2 {
		t.Fatalf("the campaign: %s, %d games", cp.Status, len(cp.Games))
	}
	msgs := r.fake.Messages(table)
	last := msgs[len(msgs)-1]
	if !strings.Contains(last.Content, "Champion: Alice") || len(last.Attachments) == 0 {
		t.Fatalf("the campaign's end: %q", last.Content)
	}
	r.command(alice, "campaign standings", nil)
	if problems, err := r.store.CheckCampaigns(bot.Score); err != nil || len(problems) != 0 {
		t.Fatalf("check campaigns: %v %v", err, problems)
	}
}

// TestE2ECampaignArchipelago plays a 3-island Archipelago campaign: the
// first island until a crew has 3 coins aboard (the easy computer choosing
// each action, played with the board's controls), ended by agreement; a
// restart; the ability draft by its buttons; the next two islands on
// other islands with the abilities dealt; the campaign's end.
func TestE2ECampaignArchipelago(t *testing.T) {
	t.Parallel()
	r := newRig(t, 9)
	r.command(alice, "campaign new", map[string]any{"game": "archipelago", "format": "islands", "games": 3})
	m, join := withControl(t, r, "black", "j")
	r.press(bob, m.ID, join)
	r.command(alice, "start", nil)
	p := newPlayer(r, 5)
	for moves := 0; ; moves++ {
		if moves > 2000 {
			t.Fatal("no crew got 3 coins in 2000 actions")
		}
		st := p.state(r.mustGame())
		if st.Score(engine.White) >= 3 || st.Score(engine.Black) >= 3 {
			break
		}
		p.act()
	}
	endByVote(t, r)
	if cp := lastCampaign(t, r); cp.Draft == nil {
		t.Fatalf("no draft after the first island: %+v", cp.Games)
	}
	r.restart()
	for picks := 0; lastCampaign(t, r).Draft != nil; picks++ {
		if picks > 2 {
			t.Fatal("the draft does not go on")
		}
		m, pick := withControl(t, r, "", "r")
		if pick.arg() == "-" {
			t.Fatalf("the draft offers only no pick: %v", datas(controls(m)))
		}
		who := alice
		if strings.Contains(m.Content, "<@"+bob+">") {
			who = bob
		}
		if id := r.press(who, m.ID, pick); len(r.ephemerals(id)) != 0 {
			t.Fatalf("the pick was refused: %q", r.ephemerals(id)[0].Content)
		}
	}
	if cp := lastCampaign(t, r); len(cp.Holdings) == 0 {
		t.Fatal("no ability held after the draft")
	}
	for island := 2; island <= 3; island++ {
		readyBoth(t, r)
		g := r.mustGame()
		if vs := strings.Join(g.Setup.Variants, " "); !strings.Contains(vs, "abilities=") || strings.Contains(vs, "island=first") {
			t.Fatalf("island %d: %v", island, g.Setup.Variants)
		}
		endByVote(t, r)
	}
	cp := lastCampaign(t, r)
	if cp.Status != storage.CampaignFinished || len(cp.Games) != 3 {
		t.Fatalf("the campaign: %s, %d games", cp.Status, len(cp.Games))
	}
	if problems, err := r.store.CheckCampaigns(bot.Score); err != nil || len(problems) != 0 {
		t.Fatalf("check campaigns: %v %v", err, problems)
	}
}
