package discord_test

import (
	"strings"
	"testing"
	"unicode"

	"github.com/jackalbot/jackal/bot/discord/internal/discordtest"
)

// seatByButton seats user by the first free seat button of the lobby and
// checks the press was taken.
func seatByButton(t *testing.T, r *rig, user string) {
	t.Helper()
	var lobby discordtest.Message
	var join control
	ok := false
	for _, m := range r.fake.Messages(table) {
		if join, ok = find(controls(m), "", "j"); ok && !m.Ephemeral() {
			lobby = m
			break
		}
	}
	if !ok {
		t.Fatal("no lobby offers a seat")
	}
	if id := r.press(user, lobby.ID, join); len(r.ephemerals(id)) != 0 {
		t.Fatalf("%s joining by %s was refused: %q", user, join.data, r.ephemerals(id)[0].Content)
	}
}

// TestDClassicThreePlayers plays a three-player classic game as a server
// would, a member on a Russian client among them: seats taken by button,
// moves by buttons, wrong presses (a spectator, the wrong player, an old
// board), the reading commands, an undo, a restart of the bot, the end
// by vote and a press after the end; then every request the bot sent is
// audited.
func TestDClassicThreePlayers(t *testing.T) {
	t.Parallel()
	r := newRig(t, defaultDeal)
	r.fake.SetUser(bob, "Боб", discordtest.PermMember, "ru")
	r.fake.SetUser(dave, "Dave", discordtest.PermMember, "en-GB")
	r.command(alice, "new", map[string]any{"crews": "3"})
	seatByButton(t, r, bob)
	seatByButton(t, r, carol)
	r.command(alice, "start", nil)
	p := newPlayer(r, agentSeed)
	var old discordtest.Message
	var oldData string
	for i := 0; i < 6; i++ {
		if i == 1 {
			old, oldData = r.lastBoard(), controls(r.lastBoard())[0].data
		}
		p.act()
	}
	board := r.lastBoard()
	actor := mentioned(board)
	wrong := alice
	if actor == alice {
		wrong = bob
	}
	cs := controls(board)
	if len(cs) == 0 {
		t.Fatal("the newest board has no controls")
	}
	for _, tc := range []struct {
		name, user string
		msg        discordtest.Message
	}{
		{"a spectator's press", dave, board},
		{"a press out of turn", wrong, board},
		{"a press on an old board", actor, old},
	} {
		data := cs[0].data
		if tc.msg.ID == old.ID {
			data = oldData
		}
		id := r.forged(tc.user, tc.msg.ID, data)
		e := r.ephemerals(id)
		if len(e) != 1 || e[0].VisibleTo != tc.user {
			t.Errorf("%s: answered %+v, want one message for the presser alone", tc.name, e)
			for _, q := range r.fake.RequestsFor(id) {
				t.Logf("  %.300s", q)
			}
		} else if strings.TrimSpace(e[0].Content) == "" {
			t.Errorf("%s: the refusal says nothing", tc.name)
		}
	}
	for _, sub := range []string{"status", "history", "rules"} {
		id := r.command(bob, sub, nil)
		texts := r.interactionTexts(id)
		if len(texts) == 0 || !strings.ContainsFunc(strings.Join(texts, ""), func(c rune) bool { return unicode.Is(unicode.Cyrillic, c) }) {
			t.Errorf("/jackal %s for a Russian client: %q, want an answer in Russian", sub, texts)
		}
	}

	r.restart()
	// The board of before the restart is pressed after it.
	now := r.lastBoard()
	nowData, mover := controls(now)[0].data, p.actor(r.mustGame())
	p.act()
	id := r.forged(mover, now.ID, nowData)
	if e := r.ephemerals(id); len(e) != 1 {
		t.Errorf("a press on a board of before the restart: %+v", e)
	}
	id = r.command(mover, "undo", nil)
	if len(r.interactionTexts(id)) == 0 {
		t.Errorf("/jackal undo got no answer")
	}

	// /jackal board seconds after the turn's board pinged the player to
	// act: posted again without a ping (nobody may ping a player at will)
	before := len(r.boards())
	r.command(bob, "board", nil)
	if len(r.boards()) != before+1 {
		t.Fatalf("/jackal board posted %d boards", len(r.boards())-before)
	}
	if bad := onlyMentions(r.lastBoard(), ""); bad != "" {
		t.Errorf("/jackal board: %s: %q", bad, r.lastBoard().Content)
	}

	for _, u := range []string{alice, bob, carol} {
		id := r.command(u, "end", nil)
		if len(r.interactionTexts(id)) == 0 {
			t.Errorf("/jackal end by %s got no answer", u)
		}
		if _, live := r.game(); !live {
			break
		}
	}
	if _, live := r.game(); live {
		t.Fatal("the game did not end by vote")
	}
	final := r.lastBoard()

	id = r.forged(alice, final.ID, cs[0].data)
	if e := r.ephemerals(id); len(e) != 1 || e[0].VisibleTo != alice {
		t.Errorf("a press after the end: %+v", e)
	}
	for _, m := range r.fake.Messages(table) {
		if n := len(controls(m)); n != 0 && !m.Ephemeral() {
			t.Errorf("after the end, message %s keeps %d controls: %.80q", m.ID, n, m.Content)
		}
	}
	r.command(carol, "rules", map[string]any{"tile": "arrow"})
	r.command(dave, "replay", nil)
	r.command(dave, "status", nil)
	reportAudit(t, r)
	checkDeferrals(t, r)
}

// forged makes user press a button with data under a message, whether or
// not the message still shows it (as a client with an old view would),
// and waits until the core served it.
func (r *rig) forged(user, messageID, data string) string {
	r.t.Helper()
	id := r.fake.PressForged(table, messageID, user, data)
	r.served(id, "a press of "+data)
	return id
}
