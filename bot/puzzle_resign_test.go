package bot

import (
	"strings"
	"testing"
)

// TestPuzzleResignedSaysGaveUp: a puzzle resigned tells the player they
// gave up, not that the game was stopped, in English and Russian.
func TestPuzzleResignedSaysGaveUp(t *testing.T) {
	for _, tc := range []struct{ lang, want, not string }{
		{"en", "✗ Not solved: you gave up.", "stopped"},
		{"ru", "✗ Не решено: вы сдались.", "остановили"},
	} {
		t.Run(tc.lang, func(t *testing.T) {
			f := newFixture(t)
			f.chat = Chat{Key: "tg:77", Platform: PlatformTelegram, ID: "77", Private: true}
			f.cmd(user("1"), "settings", "lang "+tc.lang)
			f.cmd(user("1"), "puzzle", "3")
			f.cmd(user("1"), "resign", "")
			b := f.out.lastBoard()
			if !b.Over || !strings.Contains(b.Caption, tc.want) || strings.Contains(b.Caption, tc.not) {
				t.Errorf("the last board after resigning: %q, want %q", b.Caption, tc.want)
			}
		})
	}
}
