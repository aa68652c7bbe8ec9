package telegram_test

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/bot/narrate"
	"github.com/jackalbot/jackal/bot/narrate/cardsn"
	"github.com/jackalbot/jackal/bot/telegram/internal/telegramtest"
	"github.com/jackalbot/jackal/engine/cards"
	"github.com/jackalbot/jackal/engine/cards/ai"
	"github.com/jackalbot/jackal/storage"
)

// cardPlayer is a player of the card game test: a user, their seat, and
// the computer whose plans they press button by button.
type cardPlayer struct {
	user int64
	seat uint8
	ai   *ai.Easy
}

// cardStats counts what the players of the card game test did.
type cardStats struct {
	presses, undos, tortugas int
	typed                    int            // actions typed in the private chat (/move …)
	choices                  map[string]int // answers while resolving, by kind: dir, play, no, rum
}

// TestCardsGameInPrivateChats: three players who never started the bot
// play a four-island card game to its end. The group's board carries the
// deep link to the private chat; each opens it (/start g…) and plans
// there on the private board, card by card with an undo now and then, by
// the buttons the bot sent, visits Tortuga and answers the questions of
// the resolution there; the reveals and the ending are posted in the
// group; now and then an action is typed there instead (/move …). A
// press of another's private button, from one's own private
// chat or from the group, is refused and changes nothing. Every request
// the bot made is checked for a card named to someone who may not know
// it (secrecy).
func TestCardsGameInPrivateChats(t *testing.T) {
	r := newRig(t, rigOpts{})
	seats := map[int64]uint8{alice: 0, bob: 1, carol: 2} // seated as they join
	sec := newSecrecy(group, seats)
	players := cardsLobby(t, r, sec)

	// No one started the bot: the group is told how, by a deep link.
	start := handLink(t, r.lastBoard(group))
	if hint := r.lastText(group).Text; !strings.Contains(hint, "Open a chat with me") || !strings.Contains(hint, "?start="+start) {
		t.Errorf("the group was not told how to open the private chat: %q", hint)
	}
	for _, p := range players {
		tried := false
		for _, req := range r.srv.Requests("sendPhoto") {
			tried = tried || audience(req) == p.user
		}
		if n := len(r.srv.Messages(p.user)); n != 0 || !tried {
			t.Fatalf("user %d, who never started the bot, got %d messages (a hand tried: %v)", p.user, n, tried)
		}
	}
	for _, p := range players {
		r.act(sec, p.user, func() { r.say(p.user, p.user, "/start "+start) })
		if _, ok := privateBoard(r, p.user); !ok {
			t.Fatalf("user %d opened the deep link and got no hand: %v", p.user, r.srv.Messages(p.user))
		}
	}

	forgedPress(t, r, sec)
	stats := playCards(t, r, sec, players)

	final := r.latest(key(group))
	if final.Status != storage.StatusFinished {
		t.Fatalf("the game ended %s", final.Status)
	}
	if st := cardState(t, final); st.NumIsl != 4 || st.EndedBy != cards.EndIslands {
		t.Errorf("the game ended after %d islands, by %d", st.NumIsl, st.EndedBy)
	}
	end := r.lastBoard(group)
	if !strings.Contains(end.Caption, "Game over") || end.Keyboard != nil {
		t.Errorf("the ending board: %q, keyboard %v", end.Caption, end.Keyboard)
	}
	reveals := 0
	for _, req := range r.srv.Requests("sendPhoto") {
		if audience(req) == group && strings.Contains(req.Params["caption"], "'s row: ") {
			reveals++
		}
	}
	for _, req := range r.srv.Requests("") {
		for _, bad := range sec.buttons(audience(req), shownBy(req).data) {
			t.Errorf("%s: %s", req.Method, bad)
		}
	}
	t.Logf("%d presses, %d typed, %d undos, %d Tortuga visits, answers %v, %d reveal boards, %d requests",
		stats.presses, stats.typed, stats.undos, stats.tortugas, stats.choices, reveals, len(r.srv.Requests("")))
	tests := []struct {
		what       string
		got, least int
	}{
		{"reveal boards in the group", reveals, 1},
		{"undos", stats.undos, 1},
		{"actions typed in a private chat", stats.typed, 1},
		{"Tortuga visits", stats.tortugas, 1},
		{"directions chosen", stats.choices["dir"], 1},
		{"specials played or declined", stats.choices["play"] + stats.choices["no"] + stats.choices["rum"], 1},
	}
	for _, tt := range tests {
		if tt.got < tt.least {
			t.Errorf("%s: %d, want at least %d", tt.what, tt.got, tt.least)
		}
	}
}

// cardsLobby opens a four-island card game in the group, seats alice,
// bob and carol (who never started the bot) as seats says and starts it;
// it returns the players, alice's first.
func cardsLobby(t *testing.T, r *rig, sec *secrecy) []*cardPlayer {
	t.Helper()
	users := []int64{alice, bob, carol}
	for _, u := range users {
		r.srv.Stranger(u)
	}
	r.act(sec, alice, func() { r.say(group, alice, "/new cards islands=4") })
	r.act(sec, bob, func() { r.say(group, bob, "/join") })
	r.act(sec, carol, func() { r.say(group, carol, "/join") })
	r.act(sec, alice, func() { r.say(group, alice, "/start") })
	rec := r.mustGame(key(group))
	if rec.Status != storage.StatusActive {
		t.Fatalf("the game is %s after /start; group: %q", rec.Status, r.lastText(group).Text)
	}
	var players []*cardPlayer
	for _, u := range users {
		for _, s := range rec.Setup.Seats {
			if s.UserID == userID(u) {
				players = append(players, &cardPlayer{user: u, seat: seatNumber(t, s.Crew), ai: ai.NewEasy()})
			}
		}
	}
	for i, p := range players {
		if want := sec.seats[p.user]; p.seat != want || i != int(want) {
			t.Fatalf("user %d is not at seat %d: %+v", p.user, want, rec.Setup.Seats)
		}
	}
	if len(players) != len(users) {
		t.Fatalf("seats %+v", rec.Setup.Seats)
	}
	return players
}

// readyPlayer picks at random, by rng, one of players whose newest
// private board may be pressed (it shows the seat's moves of rec's log),
// failing the test at step if none may.
func readyPlayer(t *testing.T, r *rig, rec *storage.Game, players []*cardPlayer, rng *rand.Rand, step int) *cardPlayer {
	t.Helper()
	var ready []*cardPlayer
	for _, p := range players {
		if m, ok := privateBoard(r, p.user); ok && boardVersion(m) == seatMoves(rec.Log, p.seat) {
			ready = append(ready, p)
		}
	}
	if len(ready) == 0 {
		t.Fatalf("step %d: no private board may be pressed; log %v", step, rec.Log)
	}
	return ready[rng.IntN(len(ready))]
}

// playCards plays the game to its end by the players' private boards: a
// seeded choice of the player among those whose newest private board may
// be pressed, and of the button (cardPlayer.choose). Each press must be
// played, edit the pressed board (the row shown as it grows) and leave
// the group's board showing the revealed rows while resolving.
func playCards(t *testing.T, r *rig, sec *secrecy, players []*cardPlayer) cardStats {
	t.Helper()
	rng := rand.New(rand.NewPCG(14, 3))
	stats := cardStats{choices: map[string]int{}}
	for step := 0; ; step++ {
		rec := r.latest(key(group))
		if rec.Status != storage.StatusActive {
			return stats
		}
		if step >= 400 {
			t.Fatalf("the game is not over after %d presses: log %v", step, rec.Log)
		}
		st := cardState(t, rec)
		p := readyPlayer(t, r, rec, players, rng, step)
		if step%5 == 4 {
			// the log as the group may read it: never a card laid in
			// secret, nor one taken back
			r.act(sec, p.user, func() { r.say(group, p.user, "/history") })
			if h := r.lastText(group).Text; !strings.HasPrefix(h, "Last moves:") && h != "No moves yet." {
				t.Fatalf("step %d: /history answered %q", step, h)
			}
		}
		m, _ := privateBoard(r, p.user)
		action := p.choose(st, actionsOf(m), rng, &stats)
		if step%7 == 6 {
			// typed in the private chat instead of pressed: played the
			// same, the board sent anew there, nothing shown elsewhere
			before := len(r.srv.Messages(p.user))
			r.act(sec, p.user, func() { r.say(p.user, p.user, "/move "+action) })
			if after := r.latest(key(group)); len(after.Log) != len(rec.Log)+1 || after.Log[len(rec.Log)] != "@"+cards.SeatName(int(p.seat))+" "+action {
				t.Fatalf("step %d: %q typed in the private chat: log %v, the chat %v", step, action, after.Log, r.srv.Messages(p.user)[before:])
			}
			if len(r.srv.Messages(p.user)) <= before {
				t.Fatalf("step %d: %q typed: no new private board", step, action)
			}
			stats.typed++
			continue
		}
		var a telegramtest.CallbackAnswer
		r.act(sec, p.user, func() { a = r.press(p.user, m.ID, p.user, dataFor(m, p.seat, action)) })
		if a.Text != "" {
			t.Fatalf("step %d: %s's %q was answered %q", step, cards.SeatName(int(p.seat)), action, a.Text)
		}
		got := r.message(p.user, m.ID)
		if got.Edits <= m.Edits {
			t.Fatalf("step %d: the pressed private board was not edited", step)
		}
		if c, ok := strings.CutPrefix(action, "lay "); ok {
			card, _ := cards.ParseCard(c)
			if name := cardsn.CardName(narrate.EN, card); !strings.Contains(got.Caption, "Your row: ") || !strings.Contains(got.Caption, name) {
				t.Fatalf("step %d: %q laid, the private board reads %q", step, action, got.Caption)
			}
		}
		if after := r.latest(key(group)); len(after.Log) <= len(rec.Log) {
			t.Fatalf("step %d: %q was not played", step, action)
		}
		if st := r.cardsNow(key(group)); st.Phase == cards.PhaseResolve {
			rowsShown(t, r.lastBoard(group), st)
		}
		stats.presses++
	}
}

// forgedPress: bob presses a button of alice's private board, from his
// own private chat and from the group: both are refused, the game and
// alice's board stay as they are.
func forgedPress(t *testing.T, r *rig, sec *secrecy) {
	t.Helper()
	board, ok := privateBoard(r, alice)
	if !ok {
		t.Fatal("alice has no private board")
	}
	data := buttonData(board)[0]
	own, _ := privateBoard(r, bob)
	for _, at := range []struct {
		chat int64
		msg  int
	}{{bob, own.ID}, {group, r.lastBoard(group).ID}} {
		before := r.latest(key(group))
		toAlice := len(requestsTo(r, alice))
		var a telegramtest.CallbackAnswer
		r.act(sec, bob, func() { a = r.press(at.chat, at.msg, bob, data) })
		if n := len(requestsTo(r, alice)); n != toAlice {
			t.Errorf("a forged press in chat %d wrote to alice %d times", at.chat, n-toAlice)
		}
		if !strings.Contains(a.Text, "not your hand") {
			t.Errorf("bob's forged press in chat %d was answered %q", at.chat, a.Text)
		}
		if after := r.latest(key(group)); !slices.Equal(after.Log, before.Log) {
			t.Errorf("a forged press in chat %d was played: %v → %v", at.chat, before.Log, after.Log)
		}
		if got := r.message(alice, board.ID); got.Edits != board.Edits {
			t.Errorf("a forged press in chat %d edited alice's board", at.chat)
		}
	}
}

// TestCardsPlanTypedInGroup: a plan typed in the group (/move plan …)
// lays nothing and points to the private board; where the bot is an
// administrator it also deletes the message, so the others cannot read
// the card, and says so; where it is not, the message stays and the
// answer does not claim otherwise. The secrecy check runs on both.
func TestCardsPlanTypedInGroup(t *testing.T) {
	r := newRig(t, rigOpts{})
	seats := map[int64]uint8{alice: 0, bob: 1, carol: 2}
	sec := newSecrecy(group, seats)
	cardsLobby(t, r, sec)
	log := r.latest(key(group)).Log
	for _, tc := range []struct {
		status  string // the bot's status in the group
		removed bool
	}{{"member", false}, {"administrator", true}} {
		r.srv.SetMember(group, telegramtest.BotID, tc.status)
		var id int
		r.act(sec, bob, func() {
			n := r.core.served()
			id = r.srv.SendMessage(group, bob, "/move plan horse arrow-ne", telegramtest.MessageOpts{FirstName: names[bob]})
			r.core.waitServed(t, n+1)
		})
		if got := r.srv.Deleted(group, id); got != tc.removed {
			t.Errorf("bot %s: the typed plan deleted %v, want %v", tc.status, got, tc.removed)
		}
		answer := r.lastText(group).Text
		if !strings.Contains(answer, "Plans are secret") || strings.Contains(answer, "removed") != tc.removed {
			t.Errorf("bot %s: answered %q", tc.status, answer)
		}
		if now := r.latest(key(group)).Log; !slices.Equal(now, log) {
			t.Fatalf("bot %s: the typed plan changed the game: %q", tc.status, now[len(log):])
		}
	}
}
