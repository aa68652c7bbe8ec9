package telegram_test

import (
	"strings"
	"testing"

	"github.com/jackalbot/jackal/storage"
)

// TestCampaignThreeLeaveLobby: three players in a group run a best-of-3
// classic campaign; the first game, ended by agreement with no gold
// aboard, is a draw in the history (not a win of all three); Carol leaves
// the second game's lobby, and once Alice and Bob press Ready the game
// starts without waiting a day for her (before, it waited for her
// Ready); the history then lists only its players' scores.
func TestCampaignThreeLeaveLobby(t *testing.T) {
	r := newRig(t, rigOpts{})
	k := key(group)
	for _, u := range []int64{bob, carol} {
		r.say(group, u, "/campaign") // the users make themselves known
	}
	r.say(group, alice, "/campaign new classic best-of=3")
	lobby := lastWith(t, r, group, "0:j:yellow")
	r.press(group, lobby.ID, bob, "0:j:yellow")
	r.press(group, lobby.ID, carol, "0:j:black")
	r.press(group, lobby.ID, alice, "0:s")
	if g := r.mustGame(k); g.Status != storage.StatusActive || len(g.Setup.Seats) != 3 {
		t.Fatalf("the first game: %s %+v", g.Status, g.Setup.Seats)
	}
	r.say(group, alice, "/end")
	vote := r.lastText(group)
	for _, u := range []int64{bob, carol} {
		r.press(group, vote.ID, u, "0:v:y")
	}
	if g := r.mustGame(k); g.Status != storage.StatusLobby || g.Setup.CampaignGame != 1 {
		t.Fatalf("no second game's lobby: %s #%d", g.Status, g.Setup.CampaignGame)
	}
	r.say(group, carol, "/leave")
	pressReady(t, r, group)
	g := r.mustGame(k)
	if g.Status != storage.StatusActive {
		t.Fatalf("the second game waits for the player who left: %s", g.Status)
	}
	for _, s := range g.Setup.Seats {
		if s.Name == "Carol" {
			t.Fatalf("Carol plays the game she left: %+v", g.Setup.Seats)
		}
	}
	r.say(group, alice, "/end")
	vote = r.lastText(group)
	r.press(group, vote.ID, bob, "0:v:y")
	r.say(group, bob, "/campaign history")
	lines := strings.Split(r.lastText(group).Text, "\n")
	if len(lines) != 3 || !strings.HasPrefix(lines[1], "1. a draw — ") || !strings.Contains(lines[1], "Carol 0") ||
		!strings.HasPrefix(lines[2], "2. a draw — ") || strings.Contains(lines[2], "Carol") {
		t.Fatalf("the history: %q", lines)
	}
}
