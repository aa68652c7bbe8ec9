package bot

import (
	"strings"
	"testing"

	"github.com/jackalbot/jackal/engine"
)

// TestArchipelagoStallWarning: in the last rounds before the stall rule
// would end the game (50 rounds with no tile turned and no coin brought
// aboard or lost), the board says how many turns are left; before, the
// game ended "as nothing was found or moved for too long" unannounced.
func TestArchipelagoStallWarning(t *testing.T) {
	for _, tc := range []struct {
		quiet int
		want  string // "" for no warning
	}{
		{0, ""},
		{2*engine.DefaultStallRounds - 2*stallWarnRounds - 1, ""},
		{2*engine.DefaultStallRounds - 2*stallWarnRounds, "the game ends in 10 turns unless"},
		{2*engine.DefaultStallRounds - 1, "the game ends in 1 turn unless"},
	} {
		f, _ := archipelagoAfterPlacing(t, "", func(s *engine.State) { s.Quiet = uint16(tc.quiet) })
		g, err := f.b.loadGame(f.chat.Key)
		if err != nil {
			t.Fatal(err)
		}
		got := archipelagoFace{}.board(f.b, "en", g, nil, "", false).Caption
		if tc.want == "" && strings.Contains(got, "⏳") || tc.want != "" && !strings.Contains(got, "⏳") || !strings.Contains(got, tc.want) {
			t.Errorf("quiet %d: the board says\n%s\nwant %q", tc.quiet, got, tc.want)
		}
	}
}
