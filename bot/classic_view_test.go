package bot

import (
	"strings"
	"testing"
)

// TestClassicTextBoardViewer: the classic text board says whose view it
// is truly: at the terminal against a computer it is the player's crew's
// ("White's view."), at a hot seat the shared public view is not called
// a spectator's, and a group's board stays the spectators' view.
func TestClassicTextBoardViewer(t *testing.T) {
	terminal := Chat{Key: "term:local", Platform: PlatformTerminal, ID: "local"}
	for _, tc := range []struct {
		name     string
		chat     *Chat
		args     string
		join     bool
		head     string // the text board begins so
		notAtAll string // and says nothing of this
	}{
		{"terminal against a computer", &terminal, "duel ai:easy", false, "White's view. Round 1", "Spectator"},
		{"terminal hot seat", &terminal, "duel", true, "Round 1 · White to play.", "view"},
		{"group", nil, "duel", true, "Spectator's view. Round 1", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t)
			if tc.chat != nil {
				f.chat = *tc.chat
			}
			f.cmd(user("1"), "new", tc.args)
			if tc.join {
				f.press(user("2"), "0:j:black")
			}
			f.cmd(user("1"), "start", "")
			alt := f.out.lastBoard().Alt
			if !strings.HasPrefix(alt, tc.head) || tc.notAtAll != "" && strings.Contains(alt, tc.notAtAll) {
				first, _, _ := strings.Cut(alt, "\n")
				t.Errorf("the text board begins %q, want %q", first, tc.head)
			}
		})
	}
}
