package discord_test

import (
	"context"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/jackalbot/jackal/bot"
	"github.com/jackalbot/jackal/bot/discord/internal/discordtest"
)

// remind runs the core's reminders once and returns the table's newest
// message, which must be new.
func (r *rig) remind(t *testing.T) discordtest.Message {
	t.Helper()
	before := len(r.fake.Messages(table))
	b, ok := r.core.Handler.(*bot.Bot)
	if !ok {
		t.Fatal("the rig's core is no *bot.Bot")
	}
	if n := b.RemindOnce(context.Background()); n != 1 {
		t.Fatalf("RemindOnce sent %d reminders, want 1", n)
	}
	msgs := r.fake.Messages(table)
	if len(msgs) == before {
		t.Fatal("the reminder posted nothing in the table")
	}
	return msgs[len(msgs)-1]
}

// anyMention matches a user mention in a message's content.
var anyMention = regexp.MustCompile(`<@!?([0-9]+)>`)

// checkPinged fails unless m mentions exactly the users of want, in
// order, and may notify them alone, and says each of says.
func checkPinged(t *testing.T, m discordtest.Message, want []string, says ...string) {
	t.Helper()
	var got []string
	for _, g := range anyMention.FindAllStringSubmatch(m.Content, -1) {
		got = append(got, g[1])
	}
	if !slices.Equal(got, want) {
		t.Errorf("the reminder mentions %v, want %v: %q", got, want, m.Content)
	}
	am := m.AllowedMentions
	switch {
	case am == nil:
		t.Errorf("the reminder sets no allowed_mentions: %q", m.Content)
	case len(am.Parse) != 0 || len(am.Roles) != 0 || am.RepliedUser:
		t.Errorf("allowed_mentions %+v lets more than the users be notified", *am)
	case !slices.Equal(am.Users, want):
		t.Errorf("allowed_mentions users %v, want %v", am.Users, want)
	}
	for _, s := range says {
		if !strings.Contains(m.Content, s) {
			t.Errorf("the reminder %q does not say %q", m.Content, s)
		}
	}
}

// TestPingTurnReminder: the turn reminder mentions the player to act, the
// mention standing for the name, and may notify that player alone.
func TestPingTurnReminder(t *testing.T) {
	r := newRig(t, defaultDeal)
	r.startDuel()
	r.advance(13 * time.Hour)
	m := r.remind(t)
	checkPinged(t, m, []string{alice}, "⏰ Your move in Jackal, <@"+alice+"> (")
	if strings.Contains(m.Content, "Alice") {
		t.Errorf("the reminder names Alice besides the mention: %q", m.Content)
	}
}

// TestPingSecretReminder: the reminder half way through a card game's time
// limit mentions each late player, and not the computer playing the seat
// of a player who resigned, nor that player.
func TestPingSecretReminder(t *testing.T) {
	r := newRig(t, defaultDeal)
	r.command(alice, "new", map[string]any{"game": "cards", "variant": "islands=1 time=2h"})
	r.command(bob, "join", nil)
	r.command(carol, "join", nil)
	r.command(alice, "start", nil)
	r.command(carol, "resign", nil) // a computer plans for carol's seat at once
	g := r.mustGame()
	if g.NextReminder.IsZero() {
		t.Fatal("no reminder due")
	}
	r.advance(g.NextReminder.Sub(r.now()) + time.Minute)
	m := r.remind(t)
	checkPinged(t, m, []string{alice, bob}, "⏰ Waiting for <@"+alice+">, <@"+bob+">. If they do not act within")
	if strings.Contains(m.Content, "Carol") {
		t.Errorf("the reminder names Carol, who is not late: %q", m.Content)
	}
}
