package telegram

import (
	"bytes"
	"context"
	"image"
	"image/png"
	"strconv"
	"strings"
	"testing"

	tgbotapi "github.com/go-telegram-bot-api/telegram-bot-api/v5"

	"github.com/jackalbot/jackal/bot"
)

// stepCore answers every press with a step of board on the pressed
// message (bot.StepEditor), as the core does for a choice's step.
type stepCore struct {
	board bot.Board
	err   error
}

func (c *stepCore) Handle(ctx context.Context, req bot.Request, out bot.Outbox) {
	if se, ok := out.(bot.StepEditor); ok {
		c.err = se.EditStep(ctx, req.Message, c.board)
	}
}

func (c *stepCore) Complete(context.Context, bot.Request, int) []string { return nil }

func (c *stepCore) Unseen(context.Context, bot.Request) bool { return false }

// tinyPNG is a picture the fake server takes.
func tinyPNG(t *testing.T) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := png.Encode(&b, image.NewGray(image.Rect(0, 0, 2, 2))); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// TestEditStep: a step's words and buttons are one edit of the pressed
// board, the player to act mentioned as the board has it: its caption
// (editMessageCaption) when the board is a picture, its text
// (editMessageText, HTML) when it was posted without one; the picture is
// not sent again.
func TestEditStep(t *testing.T) {
	for _, picture := range []bool{true, false} {
		t.Run("picture "+strconv.FormatBool(picture), func(t *testing.T) {
			c, srv := newClient(t, func(cfg *Config) { cfg.CaptionParseMode = tgbotapi.ModeHTML })
			step := bot.Board{Caption: "Red to move.\nIsland 5: which way?", Ping: &bot.User{ID: strconv.FormatInt(alice, 10), Name: "Ann"},
				Buttons: [][]bot.Button{{{Label: "5 ↻ clockwise", Data: "ab12/5:a:#0"}}, {{Label: "↩ Back", Data: "ab12/5:b"}}}}
			core := &stepCore{board: step}
			a, err := NewAdapter(c, core, AdapterOptions{})
			if err != nil {
				t.Fatalf("NewAdapter: %v", err)
			}
			board := bot.Board{Caption: "Red to move.", Buttons: [][]bot.Button{{{Label: "🏝 5", Data: "ab12/5:p:i5"}}}}
			if picture {
				board.PNG = tinyPNG(t)
			}
			ref, err := a.Outbox().SendBoard(testContext(t), bot.Chat{ID: strconv.FormatInt(group, 10)}, board)
			if err != nil {
				t.Fatalf("the board: %v", err)
			}
			id, _ := strconv.Atoi(ref.MessageID)
			u := pressUpdate("cb1", alice, group, id, "ab12/5:p:i5")
			if picture {
				u.CallbackQuery.Message.Photo = []tgbotapi.PhotoSize{{FileID: "f1", Width: 2, Height: 2}}
			} else {
				u.CallbackQuery.Message.Text = "Red to move."
			}
			a.Handle(testContext(t), u)
			if core.err != nil {
				t.Fatalf("EditStep: %v", core.err)
			}
			method, field := "editMessageCaption", "caption"
			if !picture {
				method, field = "editMessageText", "text"
			}
			edits := srv.Requests(method)
			if len(edits) != 1 {
				t.Fatalf("%d %s, want 1; all: %v", len(edits), method, srv.Requests(""))
			}
			p := edits[0].Params
			if !strings.Contains(p[field], "Island 5: which way?") || !strings.Contains(p[field], "tg://user?id="+strconv.FormatInt(alice, 10)) {
				t.Errorf("the step's %s: %q", field, p[field])
			}
			if !strings.Contains(p["reply_markup"], "5 ↻ clockwise") {
				t.Errorf("the step's keyboard: %s", p["reply_markup"])
			}
			if !picture && p["parse_mode"] != tgbotapi.ModeHTML {
				t.Errorf("the step's text in parse mode %q", p["parse_mode"])
			}
			if n := len(srv.Requests("sendPhoto")) + len(srv.Requests("editMessageMedia")) + len(srv.Requests("editMessageReplyMarkup")); n != map[bool]int{true: 1, false: 0}[picture] {
				t.Errorf("%d other pictures or keyboard edits", n)
			}
		})
	}
}
