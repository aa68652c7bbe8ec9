package discord_test

import (
	"strings"
	"testing"

	"github.com/jackalbot/jackal/bot/discord/internal/discordtest"
)

// TestDClassicTeams plays a 2 v 2 game of four members, one of whom set
// Russian as her own language with /jackal settings, seats taken by
// button and by /jackal join, a dozen actions played; then a member
// outside the game asks to end it (refused, to her alone), the players
// end it by vote, and every request the bot sent is audited.
func TestDClassicTeams(t *testing.T) {
	t.Parallel()
	r := newRig(t, defaultDeal)
	r.fake.SetUser(dave, "Dave", discordtest.PermMember, "en-US")
	r.command(carol, "settings", map[string]any{"mylang": "ru"})
	r.command(alice, "new", map[string]any{"crews": "teams"})
	seatByButton(t, r, bob)
	seatByButton(t, r, carol)
	r.command(dave, "join", nil)
	r.command(alice, "start", nil)
	p := newPlayer(r, agentSeed)
	for i := 0; i < 12; i++ {
		p.act()
	}
	outsider := "705"
	r.fake.SetUser(outsider, "Eve", discordtest.PermMember, "en-US")
	id := r.command(outsider, "end", nil)
	if e := r.ephemerals(id); len(e) != 1 || e[0].VisibleTo != outsider {
		t.Errorf("/jackal end by a member outside the game: %+v / %q", e, r.interactionTexts(id))
	}
	id = r.command(carol, "status", nil)
	if texts := r.interactionTexts(id); len(texts) == 0 || !strings.Contains(strings.Join(texts, ""), "Раунд") {
		t.Errorf("/jackal status for a member who set Russian: %q", texts)
	}
	id = r.command(alice, "end", nil)
	var vote discordtest.Message
	for _, m := range r.fake.Messages(table) {
		if m.Interaction == id && !m.Ephemeral() && len(controls(m)) > 0 {
			vote = m
		}
	}
	if vote.ID == "" {
		t.Fatalf("the vote to end has no buttons: %q", r.interactionTexts(id))
	}
	yes := controls(vote)[0]
	id = r.press(outsider, vote.ID, yes)
	if e := r.ephemerals(id); len(e) != 1 || e[0].VisibleTo != outsider {
		t.Errorf("a vote by a member outside the game: %+v", e)
	} else if strings.TrimSpace(e[0].Content) == "" {
		t.Error("a vote by a member outside the game: the refusal says nothing")
	}
	for _, u := range []string{bob, carol, dave} {
		r.press(u, vote.ID, yes)
		if _, live := r.game(); !live {
			break
		}
	}
	if _, live := r.game(); live {
		t.Fatal("the game did not end by vote")
	}
	if n := len(controls(r.message(vote.ID))); n != 0 {
		t.Errorf("the vote keeps %d controls after the end", n)
	}
	id = r.forged(bob, vote.ID, yes.data)
	if e := r.ephemerals(id); len(e) != 1 || e[0].VisibleTo != bob {
		t.Errorf("a vote after the end: %+v", e)
	} else if strings.TrimSpace(e[0].Content) == "" {
		t.Error("a vote after the end: the refusal says nothing")
	}
	reportAudit(t, r)
	checkDeferrals(t, r)
}
