package discord_test

import (
	"strings"
	"testing"

	"github.com/jackalbot/jackal/engine/ai"
	"github.com/jackalbot/jackal/storage"
)

// TestE2EArchipelagoWholeGame plays a whole Jackal Archipelago duel from
// /jackal new game:archipelago variant:island=lobes to the final scores:
// the island's picture, the lobby, Bob's seat by the lobby's button, and
// every action (boats placed and sailed, pirates moved, choices answered)
// on the newest board by the user it mentions, with buttons and menus;
// the actions are the easy computer player's.
func TestE2EArchipelagoWholeGame(t *testing.T) {
	t.Parallel()
	r := newRig(t, 3)
	r.command(alice, "new", map[string]any{"game": "archipelago", "variant": "island=lobes"})
	msgs := r.fake.Messages(table)
	if len(msgs) < 2 || len(msgs[0].Attachments) == 0 {
		t.Fatalf("the island's picture does not come first: %+v", msgs)
	}
	lobby := msgs[len(msgs)-1]
	if !strings.Contains(lobby.Content, "Jackal Archipelago") || !strings.Contains(lobby.Content, "Lobes") {
		t.Fatalf("the lobby is not Archipelago's on the lobes: %q", lobby.Content)
	}
	r.joinByButton(lobby, "black")
	r.command(alice, "start", nil)
	g := r.mustGame()
	if g.Setup.Game != "archipelago" || !strings.Contains(strings.Join(g.Setup.Variants, " "), "island=lobes") {
		t.Fatalf("the game started is %q %v", g.Setup.Game, g.Setup.Variants)
	}
	id := g.ID
	p := &player{r: r, agent: ai.New(ai.Easy, 9)}
	actions := 0
	for {
		if _, live := r.game(); !live {
			break
		}
		if actions++; actions > 3000 {
			t.Fatal("no end after 3000 actions")
		}
		pressed := p.act()
		if last := r.lastBoard(); last.ID == pressed.ID && !p.looking() {
			// (a lighthouse's look but the last edits the board in place)
			t.Fatalf("action %d posted no new board", actions)
		}
	}
	rec, err := r.store.Archived(id)
	if err != nil || rec.Status != storage.StatusFinished {
		t.Fatalf("the game is not archived finished: %v", err)
	}
	places, boats := 0, 0
	for _, a := range rec.Log {
		if strings.HasPrefix(a, "place ") {
			places++
		}
		if strings.HasPrefix(a, "boat ") {
			boats++
		}
	}
	final := r.lastBoard()
	t.Logf("%d actions, %d sailings; %d menu choices, %d deadly moves confirmed, %d typed; final board:\n%s",
		actions, boats, p.menus, p.confirms, len(p.typed), final.Content)
	if places != 2 || boats == 0 {
		t.Errorf("%d boats placed, %d sailings", places, boats)
	}
	if len(p.typed) != 0 {
		t.Errorf("%d actions had no control and were typed: %v", len(p.typed), p.typed[:min(5, len(p.typed))])
	}
	if n := len(final.Components); n != 0 {
		t.Errorf("the final board has %d rows of controls", n)
	}
	checkBoardsFrom(t, r, 1)
	checkFinalScores(t, r, final.Content)
}
