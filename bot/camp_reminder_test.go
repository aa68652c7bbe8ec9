package bot

import "testing"

// TestCampIslandLobbyReminder: the reminder of an Archipelago campaign's
// next lobby counts islands, not games, and mentions the players not
// ready.
func TestCampIslandLobbyReminder(t *testing.T) {
	f := newFixture(t)
	f.cmd(user("1"), "campaign", "new archipelago islands=3")
	f.press(user("2"), "0:j:black")
	f.cmd(user("1"), "start", "")
	playOut(f, 1500)
	campDraft(t, f)
	checkLobbyReminder(t, f, []string{"1", "2"}, "⏰ Island 2 of the campaign waits for U1, U2 to press ✅ Ready")
}
