package discord

import (
	"bytes"
	"context"
	"errors"
	"testing"

	"github.com/jackalbot/jackal/bot"
	"github.com/jackalbot/jackal/bot/discord/internal/discordtest"
)

func TestOutboxOutsideInteractions(t *testing.T) {
	t.Parallel()
	e := start(t, guild)
	out := e.a.Outbox()
	ctx := context.Background()
	chat := bot.Chat{Key: "dc:" + channel, Platform: "dc", ID: channel}
	ref, err := out.SendBoard(ctx, chat, board("r1"))
	if err != nil {
		t.Fatalf("SendBoard: %v", err)
	}
	for _, tc := range []struct {
		name  string
		do    func() error
		check func(m discordtest.Message) bool
	}{
		{"posted", func() error { return nil }, func(m discordtest.Message) bool {
			return len(m.Attachments) == 1 && m.Content == "Board r1" && len(m.Buttons()) == 2
		}},
		{"board replaced", func() error { return out.EditBoard(ctx, ref, board("r2")) }, func(m discordtest.Message) bool {
			return len(m.Attachments) == 1 && bytes.Equal(m.Attachments[0].Data, png("r2")) && m.Content == "Board r2"
		}},
		{"picture removed", func() error {
			return out.EditBoard(ctx, ref, bot.Board{Caption: "no picture", Alt: "a1 b1\nc1 d1"})
		}, func(m discordtest.Message) bool {
			return len(m.Attachments) == 0 && m.Content == "no picture\n```\na1 b1\nc1 d1\n```" && len(m.Components) == 0
		}},
		{"text edited", func() error {
			return out.EditText(ctx, ref, "vote: end?", [][]bot.Button{{{Label: "Yes", Data: "vote:yes"}}})
		}, func(m discordtest.Message) bool { return m.Content == "vote: end?" && len(m.Buttons()) == 1 }},
		{"buttons retired", func() error { return out.EditButtons(ctx, ref, nil) }, func(m discordtest.Message) bool {
			return len(m.Components) == 0 && m.Content == "vote: end?"
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if err := tc.do(); err != nil {
				t.Fatal(err)
			}
			m, found := e.fake.Message(channel, ref.MessageID)
			if !found || !tc.check(m) {
				t.Errorf("message = %+v", m)
			}
		})
	}
	text, err := out.SendText(ctx, chat, "⏰ "+timestamp(testTime), nil)
	if err != nil {
		t.Fatal(err)
	}
	if m, _ := e.fake.Message(channel, text.MessageID); m.Content != "⏰ <t:1700000000:R>" || m.AllowedMentions == nil {
		t.Errorf("reminder = %+v, want the timestamp kept and mentions limited", m)
	}
}

func TestOutboxRefusesBadInput(t *testing.T) {
	t.Parallel()
	a, err := New(Config{Token: "x", AppID: "1", RESTBase: "http://127.0.0.1:1/api/v10"}, newHandler())
	if err != nil {
		t.Fatal(err)
	}
	out, ctx := a.Outbox(), context.Background()
	for _, tc := range []struct {
		name string
		err  error
		call func() error
	}{
		{"board without chat", ErrNoChat, func() error { _, err := out.SendBoard(ctx, bot.Chat{}, board("x")); return err }},
		{"empty text", ErrEmptyMessage, func() error { _, err := out.SendText(ctx, bot.Chat{ID: "1"}, "  ", nil); return err }},
		{"edit without ref", ErrBadRef, func() error { return out.EditBoard(ctx, bot.MessageRef{ChatID: "1"}, board("x")) }},
		{"buttons twice", ErrBadButtons, func() error {
			return out.EditButtons(ctx, bot.MessageRef{ChatID: "1", MessageID: "2"}, [][]bot.Button{{{Data: "a"}, {Data: "a"}}})
		}},
		{"answer nobody", ErrNoChat, func() error { return out.Answer(ctx, bot.Request{}, "hi") }},
		{"private nobody", bot.ErrCannotReach, func() error { return out.SendPrivate(ctx, bot.User{}, "hi", nil) }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if err := tc.call(); !errors.Is(err, tc.err) {
				t.Errorf("error = %v, want %v", err, tc.err)
			}
		})
	}
}

func TestSendPrivate(t *testing.T) {
	t.Parallel()
	e := start(t, guild)
	e.fake.CloseDMs(bob)
	out := e.a.Outbox()
	for _, tc := range []struct {
		name, user string
		png        []byte
		files      int
		err        error
	}{
		{"open", alice, png("dm"), 1, nil},
		{"again, same channel", alice, nil, 0, nil},
		{"closed", bob, nil, 0, bot.ErrCannotReach},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := out.SendPrivate(context.Background(), bot.User{ID: tc.user}, "your seat: *white*", tc.png)
			if !errors.Is(err, tc.err) {
				t.Fatalf("error = %v, want %v", err, tc.err)
			}
			if tc.err != nil {
				return
			}
			m, found := e.fake.LastMessage(e.fake.DMChannel(tc.user))
			if !found || m.Content != `your seat: \*white\*` || len(m.Attachments) != tc.files {
				t.Errorf("DM = %+v", m)
			}
		})
	}
	creates := 0
	for _, r := range e.fake.Requests() {
		if r.Path == "/users/@me/channels" {
			creates++
		}
	}
	if creates != 2 {
		t.Errorf("DM channel opened %d times, want once per user", creates)
	}
}
