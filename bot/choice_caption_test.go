package bot

import (
	"testing"

	"github.com/jackalbot/jackal/engine"
)

// TestChoiceCaption: the board's line for a pending choice names who
// chooses and the arrow tile's cell, and never a lighthouse count, which a
// look (editing only the buttons) would leave stale.
func TestChoiceCaption(t *testing.T) {
	at, _ := engine.ParseCell("e5")
	for _, c := range []struct {
		lang string
		ch   *engine.Choice
		want string
	}{
		{"en", &engine.Choice{Piece: 0, Choose: engine.ChooseArrow, At: at}, "W1: Which of the arrows at e5 to follow?"},
		{"en", &engine.Choice{Piece: 0, Choose: engine.ChooseLighthouse, At: at, Left: 3}, "W1: " + choicePrompt("en", engine.ChooseLighthouse)},
		{"en", nil, ""},
	} {
		if got := choiceCaption(c.lang, c.ch); got != c.want {
			t.Errorf("choiceCaption(%+v) = %q, want %q", c.ch, got, c.want)
		}
	}
}
