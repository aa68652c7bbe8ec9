package discord

import (
	"bytes"
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/bot"
	"github.com/jackalbot/jackal/bot/discord/internal/discordtest"
)

func TestPressIsDeferredAndEditsTheBoard(t *testing.T) {
	t.Parallel()
	e := start(t, guild)
	e.h.set("board", func(ctx context.Context, req bot.Request, out bot.Outbox) {
		_, err := out.SendBoard(ctx, req.Chat, board("one"))
		e.h.report(err)
	})
	e.fake.SlashCommand(channel, guild, alice, "board", nil)
	e.h.next(t)
	if err := e.h.nextErr(t); err != nil {
		t.Fatal(err)
	}
	first := e.settled(t, channel, func(m discordtest.Message) bool { return len(m.Attachments) == 1 })

	for _, tc := range []struct {
		name  string
		edit  func(ctx context.Context, req bot.Request, out bot.Outbox) error
		check func(t *testing.T, m discordtest.Message) bool
	}{
		{"edit board", func(ctx context.Context, req bot.Request, out bot.Outbox) error {
			b := board("two")
			b.Caption = "Board two"
			return out.EditBoard(ctx, req.Message, b)
		}, func(t *testing.T, m discordtest.Message) bool {
			return m.Content == "Board two" && len(m.Attachments) == 1 && bytes.Equal(m.Attachments[0].Data, png("two"))
		}},
		{"edit text", func(ctx context.Context, req bot.Request, out bot.Outbox) error {
			return out.EditText(ctx, req.Message, "Lobby: 2 seats", [][]bot.Button{{{Label: "Join", Data: "mv:W1:g2"}}})
		}, func(t *testing.T, m discordtest.Message) bool {
			return m.Content == "Lobby: 2 seats" && len(m.Buttons()) == 1 && len(m.Attachments) == 1
		}},
		{"retire buttons", func(ctx context.Context, req bot.Request, out bot.Outbox) error {
			return out.EditButtons(ctx, req.Message, nil)
		}, func(t *testing.T, m discordtest.Message) bool {
			return len(m.Components) == 0 && m.Content == "Lobby: 2 seats"
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e.h.set("press", func(ctx context.Context, req bot.Request, out bot.Outbox) { e.h.report(tc.edit(ctx, req, out)) })
			before, _ := e.fake.Message(channel, first.ID)
			if len(before.Buttons()) == 0 {
				t.Fatal("no button left to press")
			}
			id := e.fake.Press(channel, first.ID, bob, before.Buttons()[0].CustomID)
			req := e.h.next(t)
			if req.Button != before.Buttons()[0].CustomID || req.Message != (bot.MessageRef{ChatID: channel, MessageID: first.ID}) || req.User.ID != bob {
				t.Errorf("press request = %+v", req)
			}
			if err := e.h.nextErr(t); err != nil {
				t.Fatalf("edit: %v", err)
			}
			reqs := e.fake.RequestsFor(id)
			if len(reqs) != 2 || callbackType(t, reqs[0]) != 6 || reqs[1].Method != "PATCH" || !strings.HasSuffix(reqs[1].Path, "/@original") {
				t.Errorf("requests = %+v, want a deferred update then an edit of @original", reqs)
			}
			after, _ := e.fake.Message(channel, first.ID)
			if !tc.check(t, after) {
				t.Errorf("message after %s = %+v", tc.name, after)
			}
		})
	}
}

func TestPingMentionsOnlyThatUser(t *testing.T) {
	t.Parallel()
	e := start(t, guild)
	for _, tc := range []struct {
		name, ping string
		// replaced: the loading message gives way to a new message (a
		// mention added by an edit notifies nobody).
		replaced bool
	}{
		{"another player", bob, true},
		{"the invoker", alice, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e.h.set("status", func(ctx context.Context, req bot.Request, out bot.Outbox) {
				b := board("ping")
				b.Caption = "@everyone move, <@" + alice + ">"
				b.Ping = &bot.User{ID: tc.ping}
				_, err := out.SendBoard(ctx, req.Chat, b)
				e.h.report(err)
			})
			id := e.fake.SlashCommand(channel, guild, alice, "status", nil)
			e.h.next(t)
			if err := e.h.nextErr(t); err != nil {
				t.Fatal(err)
			}
			var mine []discordtest.Message
			for _, m := range e.fake.Messages(channel) {
				if m.Interaction == id {
					mine = append(mine, m)
				}
			}
			if len(mine) != 1 {
				t.Fatalf("messages of the interaction = %+v, want one", mine)
			}
			m := mine[0]
			wantContent := "<@" + tc.ping + `> \@everyone move, \<\@` + alice + `\>`
			if m.Content != wantContent {
				t.Errorf("content = %q, want %q", m.Content, wantContent)
			}
			am := m.AllowedMentions
			if am == nil || len(am.Parse) != 0 || !slices.Equal(am.Users, []string{tc.ping}) || len(am.Roles) != 0 || am.RepliedUser {
				t.Errorf("allowed mentions = %+v, want only user %s", am, tc.ping)
			}
			deleted := false
			for _, r := range e.fake.RequestsFor(id) {
				deleted = deleted || r.Method == "DELETE"
			}
			if deleted != tc.replaced {
				t.Errorf("loading message deleted = %v, want %v", deleted, tc.replaced)
			}
		})
	}
}

func TestLongRowsBecomeSelectMenus(t *testing.T) {
	t.Parallel()
	e := start(t, guild)
	var row []bot.Button
	for _, c := range "abcdefgh" {
		row = append(row, bot.Button{Label: "W1 " + string(c) + "3", Data: "mv:W1:" + string(c) + "3", Danger: c == 'h'})
	}
	e.h.set("board", func(ctx context.Context, req bot.Request, out bot.Outbox) {
		_, err := out.SendBoard(ctx, req.Chat, bot.Board{PNG: png("sel"), Caption: "Choose",
			Buttons: [][]bot.Button{{{Label: "Undo", Data: "undo"}}, row}})
		e.h.report(err)
	})
	e.fake.SlashCommand(channel, guild, alice, "board", nil)
	e.h.next(t)
	if err := e.h.nextErr(t); err != nil {
		t.Fatal(err)
	}
	m := e.settled(t, channel, func(m discordtest.Message) bool { return len(m.Components) > 0 })
	if len(m.Components) != 2 || len(m.Components[0].Buttons) != 1 || m.Components[1].Select == nil {
		t.Fatalf("components = %+v, want the undo button then a select menu", m.Components)
	}
	sel := m.Components[1].Select
	if len(sel.Options) != 8 || sel.Options[7].Value != "mv:W1:h3" || sel.Options[7].Emoji == "" {
		t.Fatalf("select = %+v, want 8 options, the dangerous one marked", sel)
	}
	e.fake.Select(channel, m.ID, alice, sel.CustomID, "mv:W1:e3")
	if req := e.h.next(t); req.Button != "mv:W1:e3" || req.Message.MessageID != m.ID {
		t.Errorf("select request = %+v, want the option's data", req)
	}
}

func TestSeveralMessagesInOneInteraction(t *testing.T) {
	t.Parallel()
	e := start(t, guild)
	e.h.set("start", func(ctx context.Context, req bot.Request, out bot.Outbox) {
		lobby, err := out.SendText(ctx, req.Chat, "Game starts", nil)
		e.h.report(err)
		first, err := out.SendBoard(ctx, req.Chat, board("b1"))
		e.h.report(err)
		e.h.report(out.EditText(ctx, lobby, "Game started", nil))
		e.h.report(out.EditBoard(ctx, first, board("b2")))
	})
	e.h.set("press", func(ctx context.Context, req bot.Request, out bot.Outbox) {
		e.h.report(out.Answer(ctx, req, "Not your turn"))
	})
	id := e.fake.SlashCommand(channel, guild, alice, "start", nil)
	e.h.next(t)
	for i := 0; i < 4; i++ {
		if err := e.h.nextErr(t); err != nil {
			t.Fatalf("call %d: %v", i, err)
		}
	}
	msgs := e.fake.Messages(channel)
	if len(msgs) != 2 || msgs[0].Content != "Game started" || len(msgs[1].Attachments) != 1 ||
		!bytes.Equal(msgs[1].Attachments[0].Data, png("b2")) {
		t.Fatalf("messages = %+v, want the edited text then the edited board", msgs)
	}
	var got []string
	for _, r := range e.fake.RequestsFor(id) {
		got = append(got, r.Method+" "+r.Path[strings.LastIndex(r.Path, "/"):])
	}
	want := []string{"POST /callback", "PATCH /@original", "POST /itok-" + id, "PATCH /@original", "PATCH /" + msgs[1].ID}
	if !slices.Equal(got, want) {
		t.Errorf("requests = %v, want %v (all through the interaction)", got, want)
	}

	press := e.fake.Press(channel, msgs[1].ID, bob, "mv:W1:g2")
	e.h.next(t)
	if err := e.h.nextErr(t); err != nil {
		t.Fatal(err)
	}
	last, _ := e.fake.LastMessage(channel)
	if last.Interaction != press || !last.Ephemeral() || last.VisibleTo != bob || len(e.fake.VisibleTo(channel, alice)) != 2 {
		t.Errorf("answer to the press = %+v, want an ephemeral message for %s only", last, bob)
	}
}

// TestUnseenCommand: a command the core keeps unseen is acknowledged
// ephemerally and reaches the core marked Unseen; its answer and the
// private board go to its user alone, and a board for everyone goes to
// the channel as a message of its own, never through the ephemeral
// response. A command the core does not keep unseen is acknowledged
// publicly, its board completing the loading message.
func TestUnseenCommand(t *testing.T) {
	t.Parallel()
	e := start(t, guild)
	e.h.setUnseen(func(req bot.Request) bool { return req.Command == "move" })
	for _, cmd := range []string{"move", "board"} {
		e.h.set(cmd, func(ctx context.Context, req bot.Request, out bot.Outbox) {
			if req.Unseen != (cmd == "move") {
				e.h.report(fmt.Errorf("%s reached the core with Unseen %v", cmd, req.Unseen))
				return
			}
			if cmd == "move" {
				if err := out.Answer(ctx, req, "laid, for you alone"); err != nil {
					e.h.report(err)
					return
				}
				if _, err := out.(bot.SecretSender).SendSecret(ctx, req, req.User, board("hand")); err != nil {
					e.h.report(err)
					return
				}
			}
			_, err := out.SendBoard(ctx, req.Chat, board("group-"+cmd))
			e.h.report(err)
		})
	}
	for _, tc := range []struct {
		cmd    string
		unseen bool
	}{{"move", true}, {"board", false}} {
		id := e.fake.SlashCommand(channel, guild, alice, tc.cmd, map[string]any{})
		e.h.next(t)
		if err := e.h.nextErr(t); err != nil {
			t.Fatal(err)
		}
		group := e.settled(t, channel, func(m discordtest.Message) bool {
			return len(m.Attachments) == 1 && bytes.Equal(m.Attachments[0].Data, png("group-"+tc.cmd))
		})
		in, _ := e.fake.Interaction(id)
		if in.AckEphemeral != tc.unseen {
			t.Errorf("/%s: acknowledged ephemerally %v, want %v", tc.cmd, in.AckEphemeral, tc.unseen)
		}
		if group.Ephemeral() || group.VisibleTo != "" {
			t.Errorf("/%s: the board for everyone is ephemeral: %+v", tc.cmd, group)
		}
		if (group.Interaction == id) == tc.unseen {
			t.Errorf("/%s: the board for everyone is the interaction's response: %v (unseen %v)", tc.cmd, group.Interaction == id, tc.unseen)
		}
		if !tc.unseen {
			continue
		}
		var mine []discordtest.Message
		for _, m := range e.fake.Messages(channel) {
			if m.Interaction == id {
				mine = append(mine, m)
			}
		}
		if len(mine) != 2 || !mine[0].Ephemeral() || mine[0].Content != "laid, for you alone" || !mine[1].Ephemeral() ||
			mine[1].VisibleTo != alice || len(mine[1].Attachments) != 1 {
			t.Errorf("/%s: the interaction's messages %+v, want the answer and the hand, both to %s alone", tc.cmd, mine, alice)
		}
	}
}
