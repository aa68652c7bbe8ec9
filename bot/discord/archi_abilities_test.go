package discord_test

import (
	"strings"
	"testing"

	"github.com/jackalbot/jackal/bot/discord/internal/discordtest"
)

// TestE2EArchipelagoScoutControl: on Discord, once the boats are placed, a
// scout's look at the face-down tiles beside its boat is a control that
// says what it does ("🔭 W2 d2"), in English and in Russian, and the board
// explains it; before, it read as a bare cell beside the pieces. Pressing
// it looks, and the game goes on.
func TestE2EArchipelagoScoutControl(t *testing.T) {
	for _, tc := range []struct{ lang, locale, legend string }{
		{"en", "en-US", "🔭 W2 (scout): a look at the face"},
		{"ru", "ru", "🔭 W2 (разведчик): посмотреть закрытую клетку"},
	} {
		t.Run(tc.lang, func(t *testing.T) {
			t.Parallel()
			r := newRig(t, 5)
			for _, u := range []string{alice, bob} {
				r.fake.SetUser(u, map[string]string{alice: "Alice", bob: "Bob"}[u], discordtest.PermMember|discordtest.PermManageChannels, tc.locale)
			}
			r.command(alice, "settings", map[string]any{"lang": tc.lang})
			r.command(alice, "new", map[string]any{"game": "archipelago", "variant": "island=ring abilities=W2:scout"})
			lobby := r.fake.Messages(table)[len(r.fake.Messages(table))-1]
			r.joinByButton(lobby, "black")
			r.command(alice, "start", nil)
			p := newPlayer(r, 5)
			p.act() // white's boat
			p.act() // black's
			board := r.lastBoard()
			var looks []control
			for _, c := range controls(board) {
				if strings.Contains(c.arg(), "W2 scout ") {
					looks = append(looks, c)
				}
			}
			if len(looks) == 0 {
				t.Fatalf("no scout's look offered: %v", datas(controls(board)))
			}
			for _, c := range looks {
				if want := "🔭 W2 " + strings.TrimPrefix(c.arg(), "W2 scout "); c.label != want {
					t.Errorf("the look %q is labelled %q, want %q", c.arg(), c.label, want)
				}
			}
			if !strings.Contains(board.Content, tc.legend) {
				t.Errorf("the board does not explain the look (%q): %q", tc.legend, board.Content)
			}
			log := len(r.mustGame().Log)
			p.pressOK(alice, board.ID, looks[0])
			if got := len(r.mustGame().Log); got != log+1 {
				t.Errorf("after the look the log has %d entries, want %d", got, log+1)
			}
		})
	}
}
