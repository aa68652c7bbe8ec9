package discord_test

import (
	"math/rand/v2"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/jackalbot/jackal/bot/discord/internal/discordtest"
)

// TestE2EArchipelagoAudit plays a whole Archipelago duel on the star
// island as two players would on Discord, now and then pressing a control
// the computer would not (another piece, another target, a deadly move
// confirmed): every control offered is accepted; every board asking for
// bottles says what they would do; no message is longer than Discord
// shows or names Telegram's commands; the boards ping only the player to
// act, and the last one says who won.
func TestE2EArchipelagoAudit(t *testing.T) {
	t.Parallel()
	r := newRig(t, 5)
	r.command(alice, "new", map[string]any{"game": "archipelago", "variant": "island=star"})
	lobby := r.fake.Messages(table)[len(r.fake.Messages(table))-1]
	r.joinByButton(lobby, "black")
	r.command(alice, "start", nil)
	p := newPlayer(r, 5)
	rng := rand.New(rand.NewPCG(5, 6))
	refused := func(id string, c control) {
		t.Helper()
		if e := r.ephemerals(id); len(e) != 0 && c.verb() != "d" {
			t.Errorf("the offered %q (%q) was refused: %q", c.data, c.label, e[0].Content)
		}
	}
	explored, bottles := 0, 0
	for n := 0; ; n++ {
		g, live := r.game()
		if !live {
			break
		}
		if n > 3000 {
			t.Fatal("no end after 3000 actions")
		}
		if b := r.lastBoard(); hasBottle(b) {
			bottles++
			if !strings.Contains(b.Content, "🍾") {
				t.Errorf("bottles offered without a question: %q", b.Content)
			}
		}
		if rng.IntN(100) >= 30 {
			p.act()
			continue
		}
		// a piece at random, then a target at random, as the user to act
		user, board := p.actor(g), r.lastBoard()
		pick := func(verbs ...string) (control, bool) {
			var cs []control
			for _, c := range controls(board) {
				if strings.Contains(strings.Join(verbs, " "), c.verb()) {
					cs = append(cs, c)
				}
			}
			if len(cs) == 0 {
				return control{}, false
			}
			return cs[rng.IntN(len(cs))], true
		}
		if c, ok := pick("p"); ok {
			refused(r.press(user, board.ID, c), c)
			board = r.message(board.ID)
		}
		c, ok := pick("a", "d")
		if !ok {
			p.act()
			continue
		}
		explored++
		refused(r.press(user, board.ID, c), c)
		if c.verb() == "d" {
			board = r.message(board.ID)
			if yes, ok := find(controls(board), c.arg(), "a"); ok {
				refused(r.press(user, board.ID, yes), yes)
			}
		}
	}
	if explored < 20 || bottles == 0 {
		t.Errorf("only %d actions explored, %d boards offering bottles", explored, bottles)
	}
	for _, m := range r.fake.Messages(table) {
		if n := utf8.RuneCountInString(m.Content); n > 2000 {
			t.Errorf("a message of %d characters: %.80q", n, m.Content)
		}
		if telegramCommand.MatchString(m.Content) {
			t.Errorf("a message names Telegram's commands: %.200q", m.Content)
		}
	}
	if len(p.typed) != 0 {
		t.Errorf("%d actions had no control and were typed: %v", len(p.typed), p.typed[:min(5, len(p.typed))])
	}
	checkBoardsFrom(t, r, 1)
	final := r.lastBoard()
	for _, w := range []string{"Game over", "Coins aboard", "win"} {
		if !strings.Contains(final.Content, w) {
			t.Errorf("the final board does not say %q: %q", w, final.Content)
		}
	}
	t.Logf("%d actions explored, %d boards offering bottles", explored, bottles)
}

// hasBottle reports whether a message offers to spend or give a bottle.
func hasBottle(m discordtest.Message) bool {
	for _, c := range controls(m) {
		if c.verb() == "a" && (strings.HasPrefix(c.arg(), "bottle ") || strings.HasPrefix(c.arg(), "give ")) {
			return true
		}
	}
	return false
}
