package discord_test

import (
	"time"

	"github.com/jackalbot/jackal/bot/discord/internal/discordtest"
)

// command makes user run /jackal sub with options in the table and waits
// until the core served it and no loading message is left.
func (r *rig) command(user, sub string, options map[string]any) string {
	r.t.Helper()
	id := r.fake.SlashCommand(table, guild, user, sub, options)
	r.served(id, "/jackal "+sub)
	r.wait("the loading message of /jackal "+sub+" resolved", func() bool {
		in, _ := r.fake.Interaction(id)
		m, found := r.fake.Message(table, in.Original)
		return in.Ack != 0 && (!found || !m.Loading())
	})
	return id
}

// press makes user press a control under a message (a button, or an
// option of a select menu) and waits until the core served it.
func (r *rig) press(user, messageID string, c control) string {
	r.t.Helper()
	var id string
	if c.menu == "" {
		id = r.fake.Press(table, messageID, user, c.data)
	} else {
		id = r.fake.Select(table, messageID, user, c.menu, c.data)
	}
	r.served(id, "a press of "+c.data)
	return id
}

// served records an injected interaction and waits until the core has
// handled its request.
func (r *rig) served(id, what string) {
	r.t.Helper()
	if id == "" {
		r.t.Fatalf("the fake Discord refused %s", what)
	}
	r.injected = append(r.injected, id)
	select {
	case <-r.core.done:
	case <-time.After(waitLimit):
		r.t.Fatalf("the core did not serve %s", what)
	}
}

// autocomplete makes user type prefix as /jackal move's action and
// returns the suggestions the bot answered.
func (r *rig) autocomplete(user, prefix string) []discordtest.Choice {
	r.t.Helper()
	id := r.fake.Autocomplete(table, guild, user, "move", "action", map[string]any{"action": prefix})
	r.injected = append(r.injected, id)
	r.wait("the suggestions for "+prefix, func() bool {
		in, _ := r.fake.Interaction(id)
		return in.Ack != 0
	})
	return r.fake.Choices(id)
}

// joinByButton seats Bob by the lobby's button for the seat of the
// colour given, failing the test if the lobby offers none or the press
// is refused.
func (r *rig) joinByButton(lobby discordtest.Message, colour string) {
	r.t.Helper()
	join, ok := find(controls(lobby), colour, "j")
	if !ok {
		r.t.Fatalf("the lobby offers no %s seat: %v", colour, datas(controls(lobby)))
	}
	if id := r.press(bob, lobby.ID, join); len(r.ephemerals(id)) != 0 {
		r.t.Fatalf("joining with the lobby's button was refused: %q", r.ephemerals(id)[0].Content)
	}
}

// startDuel opens a duel with Alice, seats Bob with /jackal join, starts
// it and returns the first board (Alice, white, to act).
func (r *rig) startDuel() discordtest.Message {
	r.t.Helper()
	r.command(alice, "new", map[string]any{"crews": "duel"})
	r.command(bob, "join", nil)
	r.command(alice, "start", nil)
	first := r.lastBoard()
	if mentioned(first) != alice {
		r.t.Fatalf("the first board mentions %q, want Alice: %q", mentioned(first), first.Content)
	}
	return first
}
