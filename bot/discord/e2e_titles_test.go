package discord_test

import (
	"os"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/engine/scenario"
	"github.com/jackalbot/jackal/storage"
)

// TestE2ELookNamedByChannel: Alice plays a duel in the table and a card
// game in another channel; what the duel's lighthouse shows her in her
// direct message names its game by the server's name and the table's
// channel name, as the interactions carry it.
func TestE2ELookNamedByChannel(t *testing.T) {
	r := newRig(t, defaultDeal)
	r.fake.SetChannel(lobbyChannel, guild, "card-room", false)
	r.startDuel()
	snap := lighthouseSnapshot(t)
	if _, err := r.store.Update(storage.Key("dc:"+table), storage.AnyVersion, func(g *storage.Game) error {
		g.Setup.Base, g.Setup.BaseAt, g.Log, g.Snapshot = snap, 0, nil, snap
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	for _, step := range []struct {
		user, sub string
		options   map[string]any
	}{
		{alice, "new", map[string]any{"game": "cards", "variant": "islands=1"}},
		{carol, "join", nil},
		{alice, "start", nil},
	} {
		r.served(r.fake.SlashCommand(lobbyChannel, guild, step.user, step.sub, step.options), "/jackal "+step.sub)
	}
	if g, err := r.store.Get(storage.Key("dc:" + lobbyChannel)); err != nil || g.Status != storage.StatusActive {
		t.Fatalf("the card game did not start: %v", err)
	}
	r.command(alice, "move", map[string]any{"action": "W1 e4"})
	r.command(alice, "move", map[string]any{"action": "c3"})
	var sight string
	r.wait("the lighthouse's look in Alice's direct message", func() bool {
		for _, m := range r.fake.Messages(r.fake.DMChannel(alice)) {
			if c := strings.ReplaceAll(m.Content, `\`, ""); strings.Contains(c, "🔭") {
				sight = c
			}
		}
		return sight != ""
	})
	if !strings.Contains(sight, "🏴 Game in «"+rigServer+" · #jackal-table»\n🔭") {
		t.Errorf("the look is %q", sight)
	}
}

// lighthouseSnapshot is the state of the lighthouse-looks scenario
// before its actions: W1 beside the lighthouse, face-down tiles to look
// at.
func lighthouseSnapshot(t *testing.T) []byte {
	t.Helper()
	const file = "lighthouse-looks.yaml"
	data, err := os.ReadFile("../../engine/testdata/" + file)
	if err != nil {
		t.Fatal(err)
	}
	sc, err := scenario.Parse(data, file)
	if err != nil {
		t.Fatal(err)
	}
	sc.Actions = nil
	res, err := scenario.Run(sc)
	if err != nil {
		t.Fatal(err)
	}
	snap, err := res.State.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	return snap
}
