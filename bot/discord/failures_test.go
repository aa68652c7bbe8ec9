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

func TestMissingPermissionIsExplained(t *testing.T) {
	t.Parallel()
	e := start(t, guild)
	other := "601"
	e.fake.SetChannel(other, guild, "elsewhere", false)
	e.fake.SetAppPermissions(other, discordtest.PermAll&^discordtest.PermAttachFiles)
	for _, tc := range []struct {
		name   string
		setup  func()
		target string
		want   string
	}{
		{"interaction channel", func() {
			e.fake.SetAppPermissions(channel, discordtest.PermAll&^discordtest.PermAttachFiles)
			e.fake.FailNext("PATCH", "/webhooks/", 403, discordtest.CodeMissingPermissions, 0)
		}, channel, "I need the Attach Files permission in <#" + channel + ">."},
		{"other channel", func() {}, other,
			"I need the View Channel, Send Messages and Attach Files permissions in <#" + other + ">."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tc.setup()
			e.h.set("board", func(ctx context.Context, req bot.Request, out bot.Outbox) {
				_, err := out.SendBoard(ctx, bot.Chat{ID: tc.target, Key: "dc:" + tc.target}, board("perm"))
				e.h.report(err)
			})
			id := e.fake.SlashCommand(channel, guild, alice, "board", nil)
			e.h.next(t)
			if err := e.h.nextErr(t); !errors.Is(err, ErrMissingPermission) {
				t.Fatalf("SendBoard error = %v, want ErrMissingPermission", err)
			}
			var got []discordtest.Message
			for _, m := range e.fake.Messages(channel) {
				if m.Interaction == id {
					got = append(got, m)
				}
			}
			if len(got) != 1 || !got[0].Ephemeral() || got[0].VisibleTo != alice || got[0].Content != tc.want {
				t.Errorf("messages = %+v, want one ephemeral %q", got, tc.want)
			}
		})
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
			if last, found := e.fake.LastMessage(dm); !found || last.Content != "saved" {
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
