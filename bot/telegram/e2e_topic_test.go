package telegram_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/bot/telegram/internal/telegramtest"
	"github.com/jackalbot/jackal/engine/ai"
)

// TestForumTopicGame: a game in a forum topic lives under the topic's key,
// and every board goes back to that topic; another topic of the same
// group has no game.
func TestForumTopicGame(t *testing.T) {
	r := newRig(t, rigOpts{})
	const forum, topic = int64(-1001800), 5
	in := telegramtest.MessageOpts{Thread: topic, ChatType: "supergroup"}
	k := key(forum) + ":5"
	first := r.newGame(forum, k, in)
	p := newPlayer(r, ai.Easy, 7)
	for range 3 {
		p.act(forum, k)
	}
	for _, m := range r.srv.Messages(forum) {
		if m.Thread != topic {
			t.Errorf("message %d went to thread %d, want %d: %.60q", m.ID, m.Thread, topic, m.Text+m.Caption)
		}
	}
	if r.lastBoard(forum).ID == first.ID {
		t.Errorf("no board after the first")
	}
	if _, ok := r.game(key(forum)); ok {
		t.Errorf("a game under the group's own key")
	}
	got := r.reply(forum, alice, "/status", telegramtest.MessageOpts{Thread: 6, ChatType: "supergroup"})
	if got.Thread != 6 || !strings.Contains(got.Text, "no game") {
		t.Errorf("/status in another topic answered %q in thread %d", got.Text, got.Thread)
	}
}

// TestSupergroupMigration: groups become supergroups in the middle of a
// game. A new board that fails to send with migrate_to_chat_id goes to the
// supergroup, as does a board edit whose message stayed behind, and the
// game moves there and continues; a migration notice moves a lobby, once
// for its two notices.
func TestSupergroupMigration(t *testing.T) {
	r := newRig(t, rigOpts{})
	tests := []struct {
		name       string
		old, super int64
		verb       string // the press that meets the migration: "a" sends a board, "b" edits one
	}{
		{"new board", -5001, -1005001, "a"},
		{"edited board", -5003, -1005003, "b"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r.newGame(tt.old, key(tt.old))
			board, user, targets := shipTargets(t, r, tt.old)
			data := targets[0]
			if tt.verb == "b" {
				data, _ = findData(board, "", "b")
			}
			before := recordOf(r.mustGame(key(tt.old)))
			r.srv.Migrate(tt.old, tt.super)
			if a := r.press(tt.old, board.ID, user, data); a.ShowAlert {
				t.Fatalf("press %q after the migration refused: %q", data, a.Text)
			}
			// the press is acknowledged at once; the game moves when the
			// update's work is done
			r.wait("the game to move to the supergroup's key", func() bool {
				_, ok := r.game(key(tt.old))
				return !ok
			})
			if got := recordOf(r.mustGame(key(tt.super))); !slices.Equal(got.log[:len(before.log)], before.log) {
				t.Errorf("the moved game lost its log: %v", got.log)
			}
			n := len(r.mustGame(key(tt.super)).Log)
			if tt.verb == "b" {
				// going back edits only the keyboard of the board left in the
				// old group: the players ask for the board in the new one
				r.say(tt.super, user, "/board")
			}
			next := r.lastBoard(tt.super)
			d, ok := findData(next, "", "a", "p")
			if !ok {
				t.Fatalf("the board in the supergroup has no buttons: %q", next.Caption)
			}
			mover := mentioned(next)
			if tt.verb == "b" {
				mover = user // the player to act asked for the board: it pings nobody
			}
			r.press(tt.super, next.ID, mover, d)
			if verbOf(d) == "p" {
				next = r.message(tt.super, next.ID)
				d, _ = findData(next, "", "a")
				r.press(tt.super, next.ID, mentioned(next), d)
			}
			if got := len(r.mustGame(key(tt.super)).Log); got != n+1 {
				t.Errorf("the game did not go on in the supergroup: %d log entries, want %d", got, n+1)
			}
		})
	}

	const old, super = int64(-5002), int64(-1005002)
	r.say(old, alice, "/new duel")
	r.srv.AnnounceMigration(old, super, alice)
	r.say(super, alice, "/board")
	if _, ok := r.game(key(old)); ok {
		t.Errorf("the migration notice left the lobby under the old key")
	}
	if g := r.mustGame(key(super)); len(g.Setup.Seats) != 1 {
		t.Errorf("the moved lobby has seats %+v", g.Setup.Seats)
	}
	if !strings.Contains(r.lastText(super).Text, "A new game of Jackal") {
		t.Errorf("/board in the supergroup answered %q", r.lastText(super).Text)
	}
	// both notices (migrate_to in the group, migrate_from in the
	// supergroup) name one move: it is made once, with no error
	for _, line := range strings.Split(r.logs.String(), "\n") {
		if strings.Contains(line, "game not moved") {
			t.Errorf("the second migration notice tried the move again: %s", line)
		}
	}
}
