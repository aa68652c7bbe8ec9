package render

import (
	"testing"

	"github.com/jackalbot/jackal/engine"
)

// TestTurnLineEnding: a finished game names its winners, and a tie of
// every side is a draw (before: "White and Black win").
func TestTurnLineEnding(t *testing.T) {
	for _, tt := range []struct {
		crews, winners []engine.Crew
		want           string
	}{
		{[]engine.Crew{engine.White, engine.Black}, []engine.Crew{engine.Black}, "Game over: Black wins"},
		{[]engine.Crew{engine.White, engine.Black}, []engine.Crew{engine.White, engine.Black}, "Game over: a draw"},
		{[]engine.Crew{engine.White, engine.Yellow, engine.Black, engine.Red}, []engine.Crew{engine.White, engine.Black}, "Game over: White and Black win"},
	} {
		v := engine.View{Over: true, Crews: tt.crews, Winners: tt.winners}
		if got := turnLine(english, &v); got != tt.want {
			t.Errorf("%v won of %v: %q, want %q", tt.winners, tt.crews, got, tt.want)
		}
	}
}
