package discord_test

import (
	"strings"
	"testing"
)

// TestDClassicSeatRace: two members press the lobby's seats at the same
// moment, one the white seat, the other the black one, while a third
// presses white too: the lobby shown at the end is the lobby stored —
// both seated players on it — and the one who lost the race is told so
// privately.
func TestDClassicSeatRace(t *testing.T) {
	t.Parallel()
	for round := 0; round < 5; round++ {
		r := newRig(t, defaultDeal)
		r.fake.SetUser(dave, "Dave", 0, "en-US")
		r.command(alice, "new", map[string]any{"crews": "3"})
		lobby := r.fake.Messages(table)[0]
		white, _ := find(controls(lobby), "white", "j")
		yellow, _ := find(controls(lobby), "yellow", "j")
		ids := []string{
			r.fake.Press(table, lobby.ID, bob, white.data),
			r.fake.Press(table, lobby.ID, carol, yellow.data),
			r.fake.Press(table, lobby.ID, dave, white.data),
		}
		for _, id := range ids {
			r.served(id, "a seat")
		}
		g := r.mustGame()
		var seated []string
		for _, s := range g.Setup.Seats {
			seated = append(seated, s.Name+"="+s.Crew)
		}
		shown := r.message(lobby.ID).Content
		for _, s := range g.Setup.Seats {
			if s.Crew != "" && !strings.Contains(shown, s.Name) {
				t.Errorf("round %d: stored seats %v, the lobby shows %q", round, seated, shown)
			}
		}
		refusals := 0
		for _, id := range ids {
			refusals += len(r.ephemerals(id))
		}
		if refusals != 1 {
			t.Errorf("round %d: %d refusals for one lost race; seats %v", round, refusals, seated)
		}
	}
}
