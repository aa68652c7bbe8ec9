package discord_test

import (
	"strings"
	"testing"
)

// TestE2ECreatorChoosesColour: the creator of a game, seated by /jackal new
// without a colour, presses a colour button and gets that colour (before:
// "already at the table"), and may change it before the start.
func TestE2ECreatorChoosesColour(t *testing.T) {
	r := newRig(t, 0)
	r.command(alice, "new", map[string]any{"crews": "duel"})
	lobby := func() (string, []control) {
		msgs := r.fake.Messages(table)
		for i := len(msgs) - 1; i >= 0; i-- {
			if strings.Contains(msgs[i].Content, "A new game") {
				return msgs[i].ID, controls(msgs[i])
			}
		}
		t.Fatal("no lobby in the table")
		return "", nil
	}
	for _, colour := range []string{"black", "white"} {
		id, cs := lobby()
		var join control
		for _, c := range cs {
			if strings.HasSuffix(c.data, ":j:"+colour) {
				join = c
			}
		}
		if join.data == "" {
			t.Fatalf("the lobby offers no %s button: %v", colour, cs)
		}
		r.press(alice, id, join)
		g := r.mustGame()
		if got := g.Setup.Seats[0].Crew; got != colour {
			t.Fatalf("the creator plays %q after pressing %s", got, colour)
		}
	}
	r.command(bob, "join", nil)
	r.command(alice, "start", nil)
	if g := r.mustGame(); g.Setup.Seats[0].Crew != "white" || g.Setup.Seats[1].Crew != "black" {
		t.Fatalf("seats at the start: %+v", g.Setup.Seats)
	}
}
