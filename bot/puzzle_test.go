package bot

import (
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/engine/archipelago/puzzles"
	gm "github.com/jackalbot/jackal/engine/game"
	"github.com/jackalbot/jackal/storage"
)

// solvePuzzle finds, by a breadth-first search over the match's
// positions, the fewest actions that solve the puzzle m is dealt on.
func solvePuzzle(t *testing.T, m gm.Match) []string {
	t.Helper()
	type node struct {
		m    gm.Match
		path []string
	}
	seen := map[string]bool{}
	frontier := []node{{m: m}}
	for len(frontier) > 0 && len(seen) < 400000 {
		var next []node
		for _, n := range frontier {
			for _, a := range n.m.Legal() {
				c := n.m.Clone()
				if _, err := c.Play(a); err != nil {
					t.Fatalf("a legal action refused: %v", err)
				}
				path := append(append([]string(nil), n.path...), a)
				if out := c.Outcome(); out.Over {
					if len(out.Winners) == 1 {
						return path
					}
					continue
				}
				snap, err := c.Snapshot()
				if err != nil {
					t.Fatal(err)
				}
				if !seen[string(snap)] {
					seen[string(snap)] = true
					next = append(next, node{c, path})
				}
			}
		}
		frontier = next
	}
	t.Fatal("no solution found")
	return nil
}

// TestPuzzleSolvedByButtons: /puzzle lists the puzzles; in a group it is
// refused with the way to a private chat; in a private chat /puzzle 1
// deals at once (no lobby) with the puzzle's title and goal; playing the
// shortest solution by the buttons ends with the par shown and the best
// result kept; a worse try keeps the best; the list shows it.
func TestPuzzleSolvedByButtons(t *testing.T) {
	f := newFixture(t)
	f.cmd(user("1"), "puzzle", "1")
	if a := f.out.lastAnswer(); !strings.Contains(a, "private chat") {
		t.Fatalf("/puzzle in a group: %q", a)
	}
	f.chat = Chat{Key: "tg:77", Platform: PlatformTelegram, ID: "77", Private: true}
	f.cmd(user("1"), "puzzle", "")
	if got := f.out.lastText(); !strings.Contains(got, "1. ") || !strings.Contains(got, "10. ") {
		t.Fatalf("/puzzle lists %q", got)
	}
	f.cmd(user("1"), "puzzle", "99")
	if a := f.out.lastAnswer(); !strings.Contains(a, "99") {
		t.Fatalf("/puzzle 99: %q", a)
	}
	f.cmd(user("1"), "new", "puzzle")
	if a := f.out.lastAnswer(); !strings.Contains(a, "/puzzle N") {
		t.Fatalf("/new puzzle: %q", a)
	}
	f.cmd(user("1"), "puzzle", "1")
	g, err := f.b.loadGame(f.chat.Key)
	if err != nil || g.rec.Status != storage.StatusActive || g.rec.Setup.Game != puzzles.ID {
		t.Fatalf("/puzzle 1 did not deal a puzzle: %v", err)
	}
	p, _ := puzzles.Get(1)
	solution := solvePuzzle(t, g.m)
	for i, a := range solution {
		b := f.out.lastBoard()
		if i == 0 && !strings.Contains(b.Caption, "turn 1 of") {
			t.Errorf("the first board: %q", b.Caption)
		}
		data := ""
		for _, x := range flatten(b.Buttons) {
			if d, err := ParseButtonData(x.Data); err == nil && d.Arg == a {
				data = x.Data
			}
		}
		if data == "" {
			t.Fatalf("action %d %q has no button: %v", i, a, b.Buttons)
		}
		f.press(user("1"), data)
	}
	final := f.out.lastBoard()
	t.Logf("final board:\n%s", final.Caption)
	if !final.Over || !strings.Contains(final.Caption, "Solved") || !strings.Contains(final.Caption, "Par: ") {
		t.Fatalf("the final board: %q", final.Caption)
	}
	if got := f.out.lastText(); !strings.Contains(got, "new best") {
		t.Fatalf("no new best said: %q", got)
	}
	bests, err := f.store.PuzzleBests("1")
	if err != nil || len(bests) != 1 || !bests[0].Solved || bests[0].Turns != p.Par {
		t.Fatalf("best kept: %v %+v (par %d)", err, bests, p.Par)
	}
	stats, _ := f.store.StatsByChat(storage.Key(f.chat.Key))
	if len(stats) != 0 {
		t.Errorf("a puzzle counted in the leaderboard: %+v", stats)
	}
	// a second try, given up: the best stays
	f.cmd(user("1"), "puzzle", "1")
	f.cmd(user("1"), "resign", "")
	if bests, _ := f.store.PuzzleBests("1"); len(bests) != 1 || bests[0].Turns != p.Par {
		t.Fatalf("a resigned try changed the best: %+v", bests)
	}
	f.cmd(user("1"), "puzzle", "")
	if got := f.out.lastText(); !strings.Contains(got, "✓") {
		t.Fatalf("the list does not show the solved puzzle: %q", got)
	}
}

// TestPuzzlesPlayToTheEnd: every shipped puzzle deals in a private chat
// and ends, played with random buttons, with a verdict on its last board.
func TestPuzzlesPlayToTheEnd(t *testing.T) {
	for n := 1; n <= puzzles.Count(); n++ {
		f := newFixture(t)
		f.chat = Chat{Key: "tg:78", Platform: PlatformTelegram, ID: "78", Private: true}
		f.cmd(user("1"), "puzzle", strconv.Itoa(n))
		r := rand.New(rand.NewPCG(uint64(n), 3))
		for i := 0; i < 500 && !f.out.lastBoard().Over; i++ {
			if !pressAny(f, r) {
				t.Fatalf("puzzle %d: no button: %q", n, f.out.lastBoard().Caption)
			}
			// a puzzle has no boats: nothing is told aboard one
			if c := f.out.lastBoard().Caption; strings.Contains(c, "aboard") || strings.Contains(c, "ship") || strings.Contains(c, "boat") {
				t.Errorf("puzzle %d tells of boats: %q", n, c)
			}
		}
		final := f.out.lastBoard()
		if !final.Over || !strings.Contains(final.Caption, "olved") {
			t.Fatalf("puzzle %d did not end with a verdict: %q", n, final.Caption)
		}
	}
}

// TestPuzzleInTopic: /puzzle N in a group's topic deals the puzzle there
// for its user alone: another member's press is refused and leaves the
// puzzle as it was, and a second /puzzle waits for the topic to be free.
func TestPuzzleInTopic(t *testing.T) {
	f := newFixture(t)
	f.chat = Chat{Key: "tg:-100:7", Platform: PlatformTelegram, ID: "-100", Thread: "7", Title: "pirates"}
	f.cmd(user("1"), "puzzle", "2")
	g := f.game()
	if g.Status != storage.StatusActive || g.Setup.Game != puzzles.ID || len(g.Setup.Seats) != 1 || g.Setup.Seats[0].UserID != "1" {
		t.Fatalf("/puzzle 2 in a topic: %s %+v (answer %q)", g.Status, g.Setup, f.out.lastAnswer())
	}
	b := f.out.lastBoard()
	buttons := flatten(b.Buttons)
	if len(buttons) == 0 || b.Ping == nil || b.Ping.ID != "1" {
		t.Fatalf("the puzzle's board: ping %+v, %d buttons", b.Ping, len(buttons))
	}
	f.press(user("2"), buttons[0].Data)
	if a := f.out.lastAnswer(); a == "" || len(f.game().Log) != 0 {
		t.Fatalf("another member's press: answer %q, log %v", a, f.game().Log)
	}
	f.cmd(user("2"), "puzzle", "1")
	if got := f.game(); got.ID != g.ID || got.Setup.Seats[0].UserID != "1" {
		t.Fatalf("a second /puzzle replaced the first: %+v", got.Setup)
	}
}
