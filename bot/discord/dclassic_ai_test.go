package discord_test

import (
	"strings"
	"testing"
)

// TestDClassicRussianThreadAgainstComputer plays a duel against a
// computer crew in a thread whose language is Russian: the player picks a
// piece, goes Back, picks it again and its target, or types the move;
// the computer answers; then she resigns, and every request the bot sent
// is audited, its public text Russian.
func TestDClassicRussianThreadAgainstComputer(t *testing.T) {
	t.Parallel()
	r := newRig(t, defaultDeal)
	r.fake.SetChannel(table, guild, "jackal-thread", true)
	r.command(alice, "settings", map[string]any{"lang": "ru"})
	r.command(alice, "new", map[string]any{"crews": "duel", "seats": "ai:easy"})
	r.command(alice, "start", nil)
	p := newPlayer(r, agentSeed)
	for turn := 0; turn < 6; turn++ {
		var board string
		r.wait("Alice to act", func() bool {
			g, live := r.game()
			if !live || p.actor(g) != alice {
				return false
			}
			b := r.boards()
			if len(b) == 0 || mentioned(b[len(b)-1]) != alice || len(controls(b[len(b)-1])) == 0 {
				return false
			}
			board = b[len(b)-1].ID
			return true
		})
		g := r.mustGame()
		a := p.choose(g)
		want := a.String()
		if turn%3 == 2 {
			if e := r.ephemerals(r.command(alice, "move", map[string]any{"action": want})); len(e) != 0 {
				t.Fatalf("/jackal move %s refused: %q", want, e[0].Content)
			}
		} else {
			c, ok := find(controls(r.message(board)), want, "a", "d")
			if !ok {
				piece, found := find(controls(r.message(board)), pieceKey(a), "p")
				if !found {
					t.Fatalf("no control for %s: %v", want, datas(controls(r.message(board))))
				}
				p.pressOK(alice, board, piece)
				back, hasBack := find(controls(r.message(board)), "", "b")
				if !hasBack {
					t.Errorf("after a piece, no Back: %v", datas(controls(r.message(board))))
				} else {
					p.pressOK(alice, board, back)
					p.pressOK(alice, board, piece)
				}
				c, ok = find(controls(r.message(board)), want, "a", "d")
			}
			if !ok {
				t.Fatalf("no control for %s: %v", want, datas(controls(r.message(board))))
			}
			if c.verb() == "d" {
				p.confirm(alice, board, c)
				c, _ = find(controls(r.message(board)), c.arg(), "a")
			}
			p.pressOK(alice, board, c)
		}
		if len(r.mustGameOrArchived(g).Log) <= len(g.Log) {
			t.Fatalf("%s was not played", want)
		}
	}
	r.wait("Alice to act", func() bool {
		g, live := r.game()
		return live && p.actor(g) == alice
	})
	for _, sub := range []string{"board", "status", "history", "rules", "help"} {
		r.command(carol, sub, nil)
	}
	r.command(alice, "resign", nil)
	r.wait("the end", func() bool { _, live := r.game(); return !live })
	r.wait("the replay", func() bool {
		for _, m := range r.fake.Messages(table) {
			for _, a := range m.Attachments {
				if strings.HasSuffix(a.Filename, ".gif") {
					return true
				}
			}
		}
		return false
	})
	reportAudit(t, r)
	checkDeferrals(t, r)
	for _, q := range r.fake.Requests() {
		content, _, ok := sentText(q)
		// The help names the game option as Discord spells it (game:cards).
		if !ok || (q.VisibleTo != "" && q.VisibleTo != carol) || strings.Contains(content, "game:") {
			continue
		}
		if m := englishWords.FindString(content); m != "" {
			t.Errorf("request %d shows English (%q) in a Russian thread: %q", q.Seq, m, content)
		}
	}
}
