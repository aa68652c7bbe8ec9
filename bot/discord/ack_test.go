package discord

import (
	"context"
	"testing"
	"time"

	"github.com/jackalbot/jackal/bot"
)

// TestSlowUnseenStillDefersInTime: Handler.Unseen reads the store before
// a command is acknowledged; when it is slower than Discord's deadline
// allows, the command is deferred ephemerally in time all the same, and
// the core gets the request, Unseen as Handler.Unseen finally said, once
// it has answered. Before, the deferral waited for Unseen, and Discord
// had dropped the interaction ("The application did not respond").
func TestSlowUnseenStillDefersInTime(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name   string
		unseen bool
	}{{"a plan kept unseen", true}, {"a move seen by all", false}} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			e := start(t, guild)
			e.a.unseenBudget = 100 * time.Millisecond
			e.fake.SetDeadline(time.Second)
			e.h.setUnseen(func(bot.Request) bool {
				time.Sleep(1300 * time.Millisecond) // past the deadline
				return tc.unseen
			})
			e.h.set("move", func(ctx context.Context, req bot.Request, out bot.Outbox) {
				e.h.report(out.Answer(ctx, req, "played"))
			})
			id := e.fake.SlashCommand(channel, guild, alice, "move", map[string]any{"action": "plan horse"})
			if req := e.h.next(t); req.Unseen != tc.unseen || req.Args != "plan horse" {
				t.Errorf("request Unseen %v, Args %q; want %v, %q", req.Unseen, req.Args, tc.unseen, "plan horse")
			}
			if err := e.h.nextErr(t); err != nil {
				t.Fatalf("Answer: %v", err)
			}
			in, _ := e.fake.Interaction(id)
			if in.Ack != 5 || !in.AckEphemeral || in.AckedAt.Sub(in.Created) > time.Second {
				t.Errorf("acknowledged with %d (ephemeral %v) after %v; want a private deferral within the deadline",
					in.Ack, in.AckEphemeral, in.AckedAt.Sub(in.Created))
			}
			msgs := e.fake.Messages(channel)
			if len(msgs) != 1 || msgs[0].Content != "played" || msgs[0].VisibleTo != alice {
				t.Errorf("messages %+v, want the answer to Alice alone", msgs)
			}
		})
	}
}

// TestQuickUnseenDefersAsItSays: an Unseen answered in time chooses the
// deferral, public or private, as before.
func TestQuickUnseenDefersAsItSays(t *testing.T) {
	t.Parallel()
	for _, unseen := range []bool{false, true} {
		e := start(t, guild)
		e.h.setUnseen(func(bot.Request) bool { return unseen })
		id := e.fake.SlashCommand(channel, guild, alice, "move", map[string]any{"action": "W1 g2"})
		if req := e.h.next(t); req.Unseen != unseen {
			t.Errorf("Unseen %v: request Unseen %v", unseen, req.Unseen)
		}
		e.waitFor(t, "the acknowledgement", func() bool { in, _ := e.fake.Interaction(id); return in.Ack != 0 })
		if in, _ := e.fake.Interaction(id); in.Ack != 5 || in.AckEphemeral != unseen {
			t.Errorf("Unseen %v: acknowledged with %d, ephemeral %v", unseen, in.Ack, in.AckEphemeral)
		}
	}
}

// TestPanickingCoreLeavesNoLoadingMessage: a command whose handling
// panics (the adapter recovers) does not leave its loading message, "is
// thinking…", in the channel until Discord gives up on it.
func TestPanickingCoreLeavesNoLoadingMessage(t *testing.T) {
	t.Parallel()
	e := start(t, guild)
	e.h.set("board", func(context.Context, bot.Request, bot.Outbox) { panic("boom") })
	id := e.fake.SlashCommand(channel, guild, alice, "board", nil)
	e.waitFor(t, "the loading message gone", func() bool {
		in, _ := e.fake.Interaction(id)
		_, found := e.fake.Message(channel, in.Original)
		return in.Ack == 5 && !found
	})
}
