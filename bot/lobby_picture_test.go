package bot

import (
	"bytes"
	"image/png"
	"testing"
)

// TestInlineLobbyPicture: a lobby played inline shows its own game's table
// (classic's square island, Archipirata's portrait ring of islands), not
// another game's.
func TestInlineLobbyPicture(t *testing.T) {
	for _, tc := range []struct {
		name, args string
		portrait   bool
	}{
		{"classic", "duel", false},
		{"archipirata", "archipirata", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t)
			f.chat.InlineID = "inline-1"
			f.cmd(user("1"), "new", tc.args)
			b := f.out.lastBoard()
			if len(b.PNG) == 0 {
				t.Fatalf("the inline lobby has no picture: %q", b.Caption)
			}
			cfg, err := png.DecodeConfig(bytes.NewReader(b.PNG))
			if err != nil {
				t.Fatal(err)
			}
			if got := cfg.Height > cfg.Width; got != tc.portrait {
				t.Errorf("picture %dx%d, portrait %v, want %v", cfg.Width, cfg.Height, got, tc.portrait)
			}
		})
	}
}
