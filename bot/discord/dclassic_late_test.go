package discord_test

import (
	"strings"
	"testing"
	"time"

	"github.com/jackalbot/jackal/bot/discord/internal/discordtest"
)

// TestDClassicLatePress: presses that reach the bot after Discord's three
// seconds (a gateway backlog), which Discord already showed as failed.
// The player's press still picks her piece (the board is edited through
// the channel). The spectator's refusal, which can no longer be an
// ephemeral answer, comes in a direct message that names the channel it
// is about (<#channel>, no ping): it said "this game" with nothing to
// tell which server's, before.
func TestDClassicLatePress(t *testing.T) {
	t.Parallel()
	r := newRig(t, defaultDeal)
	first := r.startDuel()
	c, ok := find(controls(first), "", "p")
	if !ok {
		t.Fatalf("no piece on the first board: %v", datas(controls(first)))
	}
	late := func(user string) string {
		id := r.fake.Inject(discordtest.Raw{Type: 3, Channel: table, Guild: guild, User: user,
			Data: map[string]any{"custom_id": c.data, "component_type": 2}, Message: first.ID, Age: 4 * time.Second})
		r.served(id, "a late press by "+user)
		return id
	}
	late(carol)
	dm, found := r.fake.LastMessage(r.fake.DMChannel(carol))
	switch {
	case !found:
		t.Fatal("the late spectator's refusal reached her nowhere")
	case !strings.HasPrefix(dm.Content, "<#"+table+"> ") || !strings.Contains(dm.Content, "Only the players"):
		t.Errorf("the refusal in her DMs does not name the channel: %q", dm.Content)
	case dm.AllowedMentions == nil || len(dm.AllowedMentions.Users) != 0 || len(dm.AllowedMentions.Parse) != 0:
		t.Errorf("the DM may notify: %+v", dm.AllowedMentions)
	}
	for _, m := range r.fake.Messages(table) {
		if strings.Contains(m.Content, "Only the players") {
			t.Errorf("the refusal reached the channel: %q", m.Content)
		}
	}
	late(alice)
	if got := r.message(first.ID); !strings.Contains(got.Content, c.label) || len(controls(got)) == 0 {
		t.Errorf("the player's late press did not pick %s: %q %v", c.label, got.Content, datas(controls(got)))
	}
}
