package bot

import (
	"strings"
	"testing"
)

// TestUndoOneRule checks the one undo rule at every kind of table: the last
// human move, once; at a hot seat anyone at the keyboard takes it back at
// once; against a computer its replies go with it; in a group the others
// agree first (TestUndoByVote).
func TestUndoOneRule(t *testing.T) {
	tests := []struct {
		name     string
		terminal bool
		newArgs  string
		join     bool
		undoer   string // who types undo after user 1's ship move
		want     string // the answer ("" for none) …
		entries  int    // … and the log length after it
	}{
		{"hot seat: the next player takes it back", true, "duel", true, "2", "", 0},
		{"hot seat: the mover takes it back", true, "duel", true, "1", "", 0},
		{"against the computer: with its reply", false, "duel ai:easy", false, "1", "", 0},
		{"group: the other player may not", false, "duel", true, "2", "Only the last move", 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := newFixture(t)
			if tt.terminal {
				f.chat = Chat{Key: "term:local", Platform: PlatformTerminal, ID: "local"}
			}
			f.cmd(user("1"), "new", tt.newArgs)
			if tt.join {
				f.press(user("2"), "0:j:black")
			}
			f.cmd(user("1"), "start", "")
			f.cmd(user("1"), "move", "ship h1") // reveals nothing
			if tt.newArgs == "duel ai:easy" && len(f.game().Log) < 2 {
				t.Fatalf("the computer did not reply: log %v", f.game().Log)
			}
			f.out.answers = nil
			f.cmd(user(tt.undoer), "undo", "")
			got := strings.Join(f.out.answers, " | ")
			if tt.want == "" && got != "" || !strings.Contains(got, tt.want) {
				t.Fatalf("undo answered %q, want %q", got, tt.want)
			}
			if n := len(f.game().Log); n != tt.entries {
				t.Fatalf("log has %d entries after undo, want %d: %v", n, tt.entries, f.game().Log)
			}
			if tt.entries == 0 {
				// once: a second undo before a new move is refused
				f.cmd(user("1"), "undo", "")
				if !strings.Contains(f.out.lastAnswer(), "just taken back") {
					t.Fatalf("a second undo answered %q", f.out.lastAnswer())
				}
			}
		})
	}
}
