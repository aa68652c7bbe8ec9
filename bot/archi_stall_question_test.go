package bot

import (
	"strings"
	"testing"

	"github.com/jackalbot/jackal/engine"
)

// TestArchipelagoStallWarningAboveQuestion: a board warning that the stall
// rule's end nears still ends with what it asks (Board.Question), the
// warning above it: before, "⏳ … ends in 1 turn …" came after "W1: where
// to?", so the caption's last line was not its question (the terminal
// shows a step by the question alone) and the question was lost in the
// middle of the caption.
func TestArchipelagoStallWarningAboveQuestion(t *testing.T) {
	for _, lang := range []string{"en", "ru"} {
		f, _ := archipelagoAfterPlacing(t, "", func(s *engine.State) {
			s.Quiet = uint16(2*engine.DefaultStallRounds - 1)
		})
		g, err := f.b.loadGame(f.chat.Key)
		if err != nil {
			t.Fatal(err)
		}
		bd := archipelagoFace{}.board(f.b, lang, g, nil, "W1", false)
		if !strings.Contains(bd.Caption, "⏳") || bd.Question == "" {
			t.Fatalf("%s: no warning or no question %q:\n%s", lang, bd.Question, bd.Caption)
		}
		if !strings.HasSuffix(bd.Caption, "\n"+bd.Question) || strings.Contains(bd.Question, "⏳") {
			t.Errorf("%s: the caption does not end with its question %q:\n%s", lang, bd.Question, bd.Caption)
		}
	}
}
