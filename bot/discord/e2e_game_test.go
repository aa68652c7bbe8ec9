package discord_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/bot"
	"github.com/jackalbot/jackal/bot/narrate"
	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/storage"
)

// maxActions bounds the whole game: the deal picked ends within
// plannedActions when every action the agents choose is offered.
const maxActions = 1000

// TestE2EWholeGame plays a duel from /jackal new to the final scores:
// Alice opens it, Bob takes a seat with the lobby's button, Alice starts
// it, and every action is then played on the newest board, as the user it
// mentions, with its buttons and menus only. The deal is one that the
// test agents finish soon on the engine as it is.
func TestE2EWholeGame(t *testing.T) {
	t.Parallel()
	plan := pickDeal(t)
	t.Logf("deal %d: %d actions foreseen, %d in select menus, %d deadly", plan.deal, plan.actions, plan.choices, plan.deadly)
	r := newRig(t, plan.deal)
	r.command(alice, "new", map[string]any{"crews": "duel"})
	lobby := r.fake.Messages(table)[0]
	r.joinByButton(lobby, "black")
	if seated := r.message(lobby.ID).Content; !strings.Contains(seated, "Bob") {
		t.Fatalf("the lobby does not show Bob seated: %q", seated)
	}
	r.command(alice, "start", nil)
	if n := len(controls(r.message(lobby.ID))); n != 0 {
		t.Errorf("the lobby kept %d controls after the start", n)
	}
	first := r.lastBoard()
	if mentioned(first) != alice {
		t.Fatalf("the first board mentions %q, want Alice (white): %q", mentioned(first), first.Content)
	}

	p := newPlayer(r, agentSeed)
	actions := 0
	for {
		if _, live := r.game(); !live {
			break
		}
		if actions++; actions > maxActions {
			t.Fatalf("no end after %d actions", maxActions)
		}
		pressed := p.act()
		last := r.lastBoard()
		if last.ID == pressed.ID && p.looking() {
			continue // a lighthouse's look: the board edited in place
		}
		if last.ID == pressed.ID {
			t.Fatalf("action %d posted no new board", actions)
		}
		if n := len(controls(r.message(pressed.ID))); n != 0 {
			t.Fatalf("board %s kept %d controls after the next one", pressed.ID, n)
		}
	}
	final := r.lastBoard()
	t.Logf("%d actions, %d boards; %d menu choices, %d deadly moves confirmed, %d typed; final board:\n%s",
		actions, len(r.boards()), p.menus, p.confirms, len(p.typed), final.Content)
	for _, m := range p.typed {
		t.Logf("typed, as no control offered it: %s", m)
	}
	if n := len(final.Components); n != 0 {
		t.Errorf("the final board has %d rows of controls", n)
	}
	if bad := onlyMentions(final, ""); bad != "" {
		t.Errorf("the final board: %s", bad)
	}
	checkBoards(t, r)
	checkFinalScores(t, r, final.Content)
	checkDeferrals(t, r)
}

// checkBoards: every board but the final one pinged the one player who
// acted on it, and none keeps a control.
func checkBoards(t *testing.T, r *rig) { t.Helper(); checkBoardsFrom(t, r, 0) }

// checkBoardsFrom is checkBoards past the first skip pictures (an
// island's picture shown above a lobby).
func checkBoardsFrom(t *testing.T, r *rig, skip int) {
	t.Helper()
	boards := r.boards()[skip:]
	for i, b := range boards {
		if n := len(controls(b)); n != 0 {
			t.Errorf("board %d of %d still has %d controls", i+1, len(boards), n)
		}
		if i == len(boards)-1 {
			continue
		}
		if u := mentioned(b); u != alice && u != bob {
			t.Errorf("board %d mentions %q, not a player", i+1, u)
		} else if bad := onlyMentions(b, u); bad != "" {
			t.Errorf("board %d: %s", i+1, bad)
		}
	}
}

// checkFinalScores: the final board names each crew's gold and the
// winners, as the stored results have them.
func checkFinalScores(t *testing.T, r *rig, content string) {
	t.Helper()
	stats, err := r.store.StatsByChat(storage.Key(bot.PlatformDiscord + ":" + table))
	if err != nil || len(stats) != 2 {
		t.Fatalf("the table's results: %v %+v", err, stats)
	}
	crewOf := map[string]engine.Crew{alice: engine.White, bob: engine.Black}
	best, winners := -1, 0
	for _, s := range stats {
		crew, ok := crewOf[s.UserID]
		if !ok {
			t.Fatalf("a result for %q, who did not play", s.UserID)
		}
		if want := fmt.Sprintf("%s %d", narrate.CrewName(narrate.EN, crew), s.Gold); !strings.Contains(content, want) {
			t.Errorf("the final board lacks %q", want)
		}
		best = max(best, s.Gold)
		winners += s.Wins
	}
	if !strings.Contains(content, "Gold aboard") && !strings.Contains(content, "Coins aboard") {
		t.Errorf("the final board has no scores line")
	}
	switch {
	case best == 0 && !strings.Contains(content, "draw"):
		t.Errorf("nobody scored but the final board tells no draw")
	case best > 0 && (winners == 0 || !strings.Contains(content, "win")):
		t.Errorf("%d winners stored; the final board must name them", winners)
	}
}
