package discord

import (
	"bytes"
	"context"
	"errors"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/jackalbot/jackal/bot"
	"github.com/jackalbot/jackal/bot/discord/internal/discordtest"
)

func TestRateLimitIsRetried(t *testing.T) {
	t.Parallel()
	e := start(t, guild)
	e.h.set("board", func(ctx context.Context, req bot.Request, out bot.Outbox) {
		_, err := out.SendBoard(ctx, req.Chat, board("rl"))
		e.h.report(err)
	})
	e.fake.FailNext("PATCH", "/webhooks/", 429, 0, 50*time.Millisecond)
	id := e.fake.SlashCommand(channel, guild, alice, "board", nil)
	e.h.next(t)
	if err := e.h.nextErr(t); err != nil {
		t.Fatalf("SendBoard after a 429: %v", err)
	}
	var statuses []int
	var at []time.Time
	for _, r := range e.fake.RequestsFor(id) {
		if r.Method == "PATCH" {
			statuses, at = append(statuses, r.Status), append(at, r.At)
		}
	}
	if !slices.Equal(statuses, []int{429, 200}) {
		t.Fatalf("edit statuses = %v, want one 429 then 200", statuses)
	}
	if gap := at[1].Sub(at[0]); gap < 50*time.Millisecond {
		t.Errorf("retried after %v, before retry_after", gap)
	}
}

// TestMissingPermissionIsExplained: a board whose picture Discord refuses
// for lack of Attach Files goes as text (the caption, the text board, the
// hint to allow files the first time in the channel), and the invoker
// learns privately, once, which permission the bot needs where; a board
// that cannot go even as text fails with ErrMissingPermission, the
// invoker told every permission it needs.
func TestMissingPermissionIsExplained(t *testing.T) {
	t.Parallel()
	e := start(t, guild)
	other, mute := "601", "602"
	e.fake.SetChannel(other, guild, "elsewhere", false)
	e.fake.SetAppPermissions(other, discordtest.PermAll&^discordtest.PermAttachFiles)
	e.fake.SetChannel(mute, guild, "read-only", false)
	e.fake.SetAppPermissions(mute, discordtest.PermAll&^discordtest.PermAttachFiles&^discordtest.PermSendMessages)
	const hint = "give me the Attach Files permission here"
	for _, tc := range []struct {
		name    string
		setup   func()
		target  string
		told    string
		posted  bool // the board went as text
		hinted  bool // with the hint to allow files
		refused bool // SendBoard fails
	}{
		{"interaction channel", func() {
			e.fake.SetAppPermissions(channel, discordtest.PermAll&^discordtest.PermAttachFiles)
			e.fake.FailNext("PATCH", "/webhooks/", 403, discordtest.CodeMissingPermissions, 0)
		}, channel, "I need the Attach Files permission in <#" + channel + ">.", true, true, false},
		{"other channel", func() {}, other,
			"I need the Attach Files permission in <#" + other + ">.", true, true, false},
		{"other channel again", func() {}, other,
			"I need the Attach Files permission in <#" + other + ">.", true, false, false},
		{"no send", func() {}, mute,
			"I need the View Channel, Send Messages and Attach Files permissions in <#" + mute + ">.", false, false, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tc.setup()
			b := board("perm")
			b.Alt = "~ ~ # W1"
			before := len(e.fake.Messages(tc.target))
			e.h.set("board", func(ctx context.Context, req bot.Request, out bot.Outbox) {
				_, err := out.SendBoard(ctx, bot.Chat{ID: tc.target, Key: "dc:" + tc.target}, b)
				e.h.report(err)
			})
			id := e.fake.SlashCommand(channel, guild, alice, "board", nil)
			e.h.next(t)
			err := e.h.nextErr(t)
			if tc.refused != errors.Is(err, ErrMissingPermission) || (!tc.refused && err != nil) {
				t.Fatalf("SendBoard error = %v, want refused %v", err, tc.refused)
			}
			var told []discordtest.Message
			for _, m := range e.fake.Messages(channel) {
				if m.Interaction == id && m.Ephemeral() {
					told = append(told, m)
				}
			}
			if len(told) != 1 || told[0].VisibleTo != alice || told[0].Content != tc.told {
				t.Errorf("told = %+v, want one ephemeral %q", told, tc.told)
			}
			var public []discordtest.Message
			for _, m := range e.fake.Messages(tc.target)[before:] {
				if !m.Ephemeral() && !m.Loading() {
					public = append(public, m)
				}
			}
			if !tc.posted {
				if len(public) != 0 {
					t.Errorf("posted %+v where the bot may not send", public)
				}
				return
			}
			if len(public) != 1 {
				t.Fatalf("public messages = %+v, want the text board", public)
			}
			m := public[0]
			if len(m.Attachments) != 0 || !strings.Contains(m.Content, "Board perm") || !strings.Contains(m.Content, "```\n~ ~ # W1\n```") ||
				len(m.Buttons()) != 2 || strings.Contains(m.Content, hint) != tc.hinted {
				t.Errorf("text board = %q (%d attachments, %d buttons), want the caption, the text board, hint %v",
					m.Content, len(m.Attachments), len(m.Buttons()), tc.hinted)
			}
		})
	}
	// files allowed again: the picture goes
	e.fake.SetAppPermissions(other, discordtest.PermAll)
	e.h.set("board", func(ctx context.Context, req bot.Request, out bot.Outbox) {
		_, err := out.SendBoard(ctx, bot.Chat{ID: other, Key: "dc:" + other}, board("back"))
		e.h.report(err)
	})
	e.fake.SlashCommand(channel, guild, alice, "board", nil)
	e.h.next(t)
	if err := e.h.nextErr(t); err != nil {
		t.Fatalf("SendBoard with files allowed: %v", err)
	}
	if last, _ := e.fake.LastMessage(other); len(last.Attachments) != 1 {
		t.Errorf("with files allowed the board went as %+v, want its picture", last)
	}
}

func TestExpiredTokenFallsBackToTheChannel(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name string
		// expire makes the token unusable once the command is deferred.
		expire func(e *env)
		// webhookTried: the adapter first tried the webhook.
		webhookTried bool
	}{
		{"invalid webhook token", func(e *env) {
			e.fake.FailNext("PATCH", "/webhooks/", 401, discordtest.CodeInvalidWebhookToken, 0)
		}, true},
		{"unknown webhook", func(e *env) {
			e.fake.FailNext("PATCH", "/webhooks/", 404, discordtest.CodeUnknownWebhook, 0)
		}, true},
		{"older than 15 minutes", func(e *env) { e.offset.Store(int64(16 * time.Minute)) }, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			e := start(t, guild)
			e.h.set("board", func(ctx context.Context, req bot.Request, out bot.Outbox) {
				tc.expire(e)
				ref, err := out.SendBoard(ctx, req.Chat, board("late"))
				e.h.report(err)
				e.h.report(out.EditBoard(ctx, ref, board("later")))
				e.h.report(out.Answer(ctx, req, "saved"))
			})
			id := e.fake.SlashCommand(channel, guild, alice, "board", nil)
			e.h.next(t)
			for i := 0; i < 3; i++ {
				if err := e.h.nextErr(t); err != nil {
					t.Fatalf("outbox call %d: %v", i, err)
				}
			}
			m := e.settled(t, channel, func(m discordtest.Message) bool { return m.Interaction == "" })
			if len(m.Attachments) != 1 || !bytes.Equal(m.Attachments[0].Data, png("later")) {
				t.Errorf("channel message = %+v, want the edited board", m)
			}
			tried := false
			for _, r := range e.fake.RequestsFor(id) {
				tried = tried || strings.HasPrefix(r.Path, "/webhooks/")
			}
			if tried != tc.webhookTried {
				t.Errorf("webhook tried = %v, want %v", tried, tc.webhookTried)
			}
			dm := e.fake.DMChannel(alice)
			if last, found := e.fake.LastMessage(dm); !found || last.Content != "<#"+channel+"> saved" { // named where it comes from
				t.Errorf("answer in DM = %+v, want it there without an interaction", last)
			}
		})
	}
}

func TestGatewayDropReconnects(t *testing.T) {
	t.Parallel()
	e := start(t, guild)
	e.h.set("help", func(ctx context.Context, req bot.Request, out bot.Outbox) {
		_, err := out.SendText(ctx, req.Chat, "Help text", nil)
		e.h.report(err)
	})
	e.fake.Restart()
	e.waitFor(t, "the reconnection", func() bool {
		g := e.fake.Gateway()
		return g.Connected && g.Connections == 2
	})
	e.fake.SlashCommand(channel, guild, alice, "help", nil)
	e.h.next(t)
	if err := e.h.nextErr(t); err != nil {
		t.Fatal(err)
	}
	e.settled(t, channel, func(m discordtest.Message) bool { return m.Content == "Help text" })
	if g := e.fake.Gateway(); g.Identifies != 1 || g.Resumes != 1 {
		t.Errorf("gateway = %+v, want the session resumed", g)
	}
}

// TestEditBoardWithoutFiles: a board edited where the bot may no longer
// attach files shows the board as text in the same message (no picture
// left behind), and the invoker learns privately which permission is
// missing.
func TestEditBoardWithoutFiles(t *testing.T) {
	t.Parallel()
	e := start(t, guild)
	other := "603"
	e.fake.SetChannel(other, guild, "elsewhere", false)
	chat := bot.Chat{ID: other, Key: "dc:" + other}
	var ref bot.MessageRef
	e.h.set("board", func(ctx context.Context, req bot.Request, out bot.Outbox) {
		var err error
		ref, err = out.SendBoard(ctx, chat, board("first"))
		e.h.report(err)
	})
	e.fake.SlashCommand(channel, guild, alice, "board", nil)
	e.h.next(t)
	if err := e.h.nextErr(t); err != nil {
		t.Fatalf("SendBoard: %v", err)
	}
	e.fake.SetAppPermissions(other, discordtest.PermAll&^discordtest.PermAttachFiles)
	e.h.set("board", func(ctx context.Context, req bot.Request, out bot.Outbox) {
		b := board("second")
		b.Alt = "~ # W2"
		e.h.report(out.EditBoard(ctx, ref, b))
	})
	id := e.fake.SlashCommand(channel, guild, alice, "board", nil)
	e.h.next(t)
	if err := e.h.nextErr(t); err != nil {
		t.Fatalf("EditBoard without Attach Files: %v", err)
	}
	m, ok := e.fake.Message(other, ref.MessageID)
	if !ok || len(m.Attachments) != 0 || !strings.Contains(m.Content, "Board second") || !strings.Contains(m.Content, "~ # W2") {
		t.Errorf("the edited board = %+v, want the new caption and text board, no picture", m)
	}
	var told []string
	for _, x := range e.fake.Messages(channel) {
		if x.Interaction == id && x.Ephemeral() {
			told = append(told, x.Content)
		}
	}
	if want := "I need the Attach Files permission in <#" + other + ">."; len(told) != 1 || told[0] != want {
		t.Errorf("told %q, want %q once", told, want)
	}
}
