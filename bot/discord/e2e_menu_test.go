package discord_test

import (
	"net/http"
	"slices"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/bot/discord/internal/discordtest"
)

// menuControls are the options of the select menus under a message.
func menuControls(m discordtest.Message) []control {
	var out []control
	for _, c := range controls(m) {
		if c.menu != "" {
			out = append(out, c)
		}
	}
	return out
}

// shownPicked lists the options a message's menus show chosen: picked by
// a user and not reset since, or sent as chosen by default.
func shownPicked(m discordtest.Message) []string {
	var out []string
	for _, r := range m.Components {
		if r.Select == nil {
			continue
		}
		for _, o := range r.Select.Options {
			if o.Picked || o.Default {
				out = append(out, r.Select.CustomID+"/"+o.Value)
			}
		}
	}
	return out
}

// TestE2ERefusedPickResetsTheMenu: a pick in a select menu that the core
// refuses (another player's turn, a spectator, a stale board) is answered
// to its user alone, and the menu no longer shows the option picked, as
// if it were played: the message's components are set again as they
// stand, none of them chosen — on the newest board, the legal options
// still. The game is unchanged.
func TestE2ERefusedPickResetsTheMenu(t *testing.T) {
	t.Parallel()
	r := newRig(t, defaultDeal)
	r.startDuel()
	p := newPlayer(r, agentSeed)
	board := r.lastBoard()
	for i := 0; len(menuControls(board)) == 0; i++ {
		if i == 40 {
			t.Fatal("no board with a select menu in 40 actions")
		}
		p.act()
		board = r.lastBoard()
	}
	g := r.mustGame()
	actor := p.actor(g)
	other := alice
	if actor == alice {
		other = bob
	}
	pick := menuControls(board)[len(menuControls(board))-1]
	refusedPick(t, r, "another player's turn", other, "Not your turn", board, pick)
	refusedPick(t, r, "a spectator", carol, "Only the players", board, pick)

	// The player to act types the move; Discord fails to take the menus
	// off the board, where a pick is now stale.
	r.fake.FailAlways("PATCH", "/channels/"+table+"/messages/"+board.ID, http.StatusInternalServerError, 0)
	id := r.command(actor, "move", map[string]any{"action": p.choose(g).String()})
	r.fake.ClearFailures()
	if e := r.ephemerals(id); len(e) != 0 || r.mustGame().Version == g.Version {
		t.Fatalf("the typed move was refused: %+v", e)
	}
	old := r.message(board.ID)
	if len(menuControls(old)) == 0 {
		t.Fatalf("the old board kept no menu: %v", datas(controls(old)))
	}
	refusedPick(t, r, "a stale board", actor, "old board", old, pick)

	p.act() // the newest board still works for the player to act
	checkDeferrals(t, r)
}

// refusedPick makes user pick c in a menu under board, which the core
// must refuse (the case named name), and checks the refusal: one
// ephemeral message for user alone saying want; the board's menus show
// nothing chosen and offer what they did, its text and picture as they
// were; the game unchanged.
func refusedPick(t *testing.T, r *rig, name, user, want string, board discordtest.Message, c control) {
	t.Helper()
	g := r.mustGame()
	id := r.press(user, board.ID, c)
	e := r.ephemerals(id)
	if len(e) != 1 || e[0].VisibleTo != user || !strings.Contains(e[0].Content, want) {
		t.Errorf("%s: want one ephemeral message for %s saying %q, got %+v", name, user, want, e)
	}
	r.wait(name+": the menu reset", func() bool { return len(shownPicked(r.message(board.ID))) == 0 })
	now := r.message(board.ID)
	if got := controls(now); !slices.Equal(got, controls(board)) {
		t.Errorf("%s: the controls became %v, want %v", name, datas(got), datas(controls(board)))
	}
	if now.Content != board.Content || len(now.Attachments) != len(board.Attachments) {
		t.Errorf("%s: the board's text or picture changed: %q", name, now.Content)
	}
	if after := r.mustGame(); after.Version != g.Version {
		t.Errorf("%s: the game changed: version %d → %d", name, g.Version, after.Version)
	}
}
