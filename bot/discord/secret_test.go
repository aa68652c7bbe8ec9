package discord

import (
	"bytes"
	"context"
	"errors"
	"testing"

	"github.com/jackalbot/jackal/bot"
)

// TestSendSecret: a secret board reaches only the user of the interaction
// being served, as an ephemeral follow-up with its picture and buttons;
// a later press on it edits it in place through the press's interaction,
// picture and all, and what that press posts for everyone goes to the
// channel.
func TestSendSecret(t *testing.T) {
	t.Parallel()
	e := start(t, guild)
	ctx := context.Background()
	chat := bot.Chat{Key: "dc:" + channel, Platform: "dc", ID: channel}
	outside := e.a.Outbox().(bot.SecretSender)
	if _, err := outside.SendSecret(ctx, bot.Request{}, bot.User{ID: alice}, board("x")); !errors.Is(err, bot.ErrCannotReach) {
		t.Fatalf("outside an interaction: %v, want ErrCannotReach", err)
	}
	group, err := e.a.Outbox().SendBoard(ctx, chat, board("group"))
	if err != nil {
		t.Fatal(err)
	}

	// Alice presses the group's board: Bob cannot be shown his hand, Alice
	// can, and the core edits it once within the same interaction.
	var hand bot.MessageRef
	e.h.set("press", func(ctx context.Context, req bot.Request, out bot.Outbox) {
		ss := out.(bot.SecretSender)
		_, err := ss.SendSecret(ctx, req, bot.User{ID: bob}, board("bob"))
		if !errors.Is(err, bot.ErrCannotReach) {
			e.h.report(errors.New("Bob, who is not pressing, was reached: " + errText(err)))
			return
		}
		if hand, err = ss.SendSecret(ctx, req, req.User, board("alice")); err != nil {
			e.h.report(err)
			return
		}
		e.h.report(out.EditBoard(ctx, hand, board("alice2")))
	})
	first := e.fake.Press(channel, group.MessageID, alice, "mv:W1:g2")
	e.h.next(t)
	if err := e.h.nextErr(t); err != nil {
		t.Fatal(err)
	}
	m, found := e.fake.Message(channel, hand.MessageID)
	if !found || !m.Ephemeral() || m.VisibleTo != alice || m.Interaction != first || m.Content != "Board alice2" ||
		len(m.Attachments) != 1 || !bytes.Equal(m.Attachments[0].Data, png("alice2")) || len(m.Buttons()) != 2 {
		t.Fatalf("Alice's hand = %+v", m)
	}
	if len(e.fake.VisibleTo(channel, bob)) != 1 {
		t.Errorf("Bob sees %d messages, want the group's board alone", len(e.fake.VisibleTo(channel, bob)))
	}

	// Alice presses her hand: it is edited through the new interaction,
	// and the board posted for all is a channel message.
	var posted bot.MessageRef
	e.h.set("press", func(ctx context.Context, req bot.Request, out bot.Outbox) {
		if req.Message != hand {
			e.h.report(errors.New("the press is not on the hand: " + req.Message.MessageID))
			return
		}
		if err := out.EditBoard(ctx, req.Message, board("alice3")); err != nil {
			e.h.report(err)
			return
		}
		var err error
		posted, err = out.SendBoard(ctx, req.Chat, board("news"))
		e.h.report(err)
	})
	second := e.fake.Press(channel, hand.MessageID, alice, "mv:W2:f2")
	e.h.next(t)
	if err := e.h.nextErr(t); err != nil {
		t.Fatal(err)
	}
	m, _ = e.fake.Message(channel, hand.MessageID)
	if m.Content != "Board alice3" || len(m.Attachments) != 1 || !bytes.Equal(m.Attachments[0].Data, png("alice3")) || !m.Ephemeral() {
		t.Errorf("the hand after its press = %+v", m)
	}
	news, _ := e.fake.Message(channel, posted.MessageID)
	if news.Ephemeral() || news.Interaction != "" || news.Content != "Board news" {
		t.Errorf("the board posted from the hand = %+v, want a channel message", news)
	}
	for _, q := range e.fake.RequestsFor(second) {
		if q.Method == "PATCH" && q.VisibleTo != alice {
			t.Errorf("the hand's edit %s is not Alice's alone", q)
		}
	}
}

// errText is an error's text, "nil" for none.
func errText(err error) string {
	if err == nil {
		return "nil"
	}
	return err.Error()
}
