package telegram_test

import (
	"strings"
	"testing"

	"github.com/jackalbot/jackal/engine/ai"
	"github.com/jackalbot/jackal/storage"
)

// TestArchipelagoWholeGame plays a whole Jackal Archipelago duel in a
// group, from /new archipelago island=ring to the final scores, with the
// buttons alone: the island's picture first, the lobby, the boats placed
// and sailed by buttons, every press by the user the newest board
// mentions, each action the easy computer player's.
func TestArchipelagoWholeGame(t *testing.T) {
	r := newRig(t, rigOpts{})
	k := key(group)
	r.say(group, alice, "/new archipelago island=ring")
	if pic := r.lastBoard(group); pic.Photo == nil || !strings.Contains(pic.Caption, "Ring") {
		t.Fatalf("the island is not shown first: %q", pic.Caption)
	}
	lobby := r.lastText(group)
	if !strings.Contains(lobby.Text, "Jackal Archipelago") || !strings.Contains(lobby.Text, "Ring") || !hasData(lobby, "0:j:black") {
		t.Fatalf("the lobby: %q %v", lobby.Text, buttonData(lobby))
	}
	r.press(group, lobby.ID, bob, "0:j:black")
	r.press(group, lobby.ID, alice, "0:s")
	g := r.mustGame(k)
	if g.Setup.Game != "archipelago" || g.Status != storage.StatusActive {
		t.Fatalf("not an Archipelago game in play: %+v", g.Setup)
	}
	first := r.lastBoard(group)
	if mentioned(first) != alice || !strings.Contains(first.Caption, "boat") {
		t.Fatalf("the first board asks %d: %q", mentioned(first), first.Caption)
	}
	id := g.ID
	p := newPlayer(r, ai.Easy, 7)
	actions := 0
	prev := first.ID
	for {
		if _, live := r.game(k); !live {
			break
		}
		if actions++; actions > 3000 {
			g := r.mustGame(k)
			t.Fatalf("no end after 3000 actions (%d not offered as chosen); the log ends %v", p.fallbacks, g.Log[max(0, len(g.Log)-40):])
		}
		if pressed := p.act(group, k); pressed != prev {
			t.Fatalf("action %d pressed on board %d, the newest was %d", actions, pressed, prev)
		}
		last := r.lastBoard(group)
		if last.ID == prev && !p.looking(k) {
			// (a lighthouse's look but the last edits the board in place)
			t.Fatalf("action %d posted no new board", actions)
		}
		if last.Photo == nil {
			t.Fatalf("board %d has no picture", last.ID)
		}
		prev = last.ID
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
	final := r.lastBoard(group)
	t.Logf("%d actions (%d not offered as chosen), %d sailings; final caption:\n%s", actions, p.fallbacks, boats, final.Caption)
	if places != 2 || boats == 0 {
		t.Errorf("%d boats placed, %d sailings", places, boats)
	}
	if p.fallbacks != 0 {
		t.Errorf("%d actions chosen were not offered by a button", p.fallbacks)
	}
	if final.Keyboard != nil || mentioned(final) != 0 {
		t.Errorf("the final board still asks for a move: %v", buttonData(final))
	}
	checkOneAnswerEach(t, r)
	checkFinalScores(t, r, k, final.Caption)
}
