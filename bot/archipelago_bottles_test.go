package bot

import (
	"strings"
	"testing"

	"github.com/jackalbot/jackal/engine"
)

// TestArchipelagoBottleQuestion: after its action a crew holding bottles
// is asked what they would do, not shown the bottle buttons under a
// caption that says only whose turn it is; the board after ✓ done asks
// nothing of bottles.
func TestArchipelagoBottleQuestion(t *testing.T) {
	for _, tc := range []struct{ lang, want, done string }{
		{"en", "🍾 Bottles: 1. Spend one to free W1 from the pit, or end the turn (✓ done).", "Bottles:"},
		{"ru", "🍾 Бутылок: 1. Потратьте одну, чтобы вытащить W1 из ямы, или закончите ход (✓ готово).", "Бутылок:"},
	} {
		t.Run(tc.lang, func(t *testing.T) {
			var pit engine.Cell
			f, white := archipelagoAfterPlacing(t, "", func(s *engine.State) {
				for _, a := range engine.Legal(*s) {
					if a.Kind == engine.ActMove && a.Piece == engine.W1 && !s.Tiles[a.To].Open {
						pit = a.To
						break
					}
				}
				s.Tiles[pit] = engine.Tile{Kind: engine.Trap}
				s.Bottles[engine.White] = 1
			})
			f.cmd(white, "settings", "lang "+tc.lang)
			f.cmd(white, "move", "W1 "+pit.String())
			b := f.out.lastBoard()
			if !strings.HasSuffix(b.Caption, "\n"+tc.want) {
				t.Fatalf("the bottles' board:\n%s\nwant it to end %q", b.Caption, tc.want)
			}
			f.cmd(white, "move", "pass")
			if b := f.out.lastBoard(); strings.Contains(b.Caption, tc.done) {
				t.Errorf("the board after the pass still asks of bottles:\n%s", b.Caption)
			}
		})
	}
}
