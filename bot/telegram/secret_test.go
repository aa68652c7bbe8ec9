package telegram

import (
	"bytes"
	"errors"
	"image"
	"image/png"
	"strconv"
	"testing"

	tgbotapi "github.com/go-telegram-bot-api/telegram-bot-api/v5"

	"github.com/jackalbot/jackal/bot"
)

// TestSendSecret: a secret board goes to the user's private chat as a
// picture with its caption and buttons, and the reference returned edits
// it there; a user the bot cannot write to gives bot.ErrCannotReach.
func TestSendSecret(t *testing.T) {
	const stranger, blocked int64 = 1003, 1004
	board := bot.Board{PNG: smallPicture(t), Caption: "your hand", Buttons: [][]bot.Button{{{Label: "🐴 horse", Data: "ab/0:e:p1:plan horse"}}}}
	tests := []struct {
		name  string
		user  string
		reach bool
	}{
		{"started", strconv.FormatInt(alice, 10), true},
		{"never started", strconv.FormatInt(stranger, 10), false},
		{"blocked", strconv.FormatInt(blocked, 10), false},
		{"a group", strconv.FormatInt(group, 10), false},
		{"no id", "x", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a, _, srv := newStubAdapter(t)
			srv.Stranger(stranger)
			srv.Block(blocked)
			ss, ok := a.Outbox().(bot.SecretSender)
			if !ok {
				t.Fatal("the outbox is no bot.SecretSender")
			}
			ref, err := ss.SendSecret(testContext(t), bot.Request{}, bot.User{ID: tt.user}, board)
			if !tt.reach {
				if !errors.Is(err, bot.ErrCannotReach) {
					t.Fatalf("SendSecret: %v, want ErrCannotReach", err)
				}
				return
			}
			if err != nil || ref.ChatID != tt.user {
				t.Fatalf("SendSecret: %+v, %v", ref, err)
			}
			m, ok := srv.LastMessage(alice)
			if !ok || m.Photo == nil || m.Caption != "your hand" || m.Keyboard == nil {
				t.Fatalf("the private chat shows %+v", m)
			}
			edited := board
			edited.Caption = "your row: horse"
			if err := a.Outbox().EditBoard(testContext(t), ref, edited); err != nil {
				t.Fatalf("EditBoard: %v", err)
			}
			if m, _ := srv.LastMessage(alice); m.Caption != "your row: horse" || m.Edits != 1 {
				t.Errorf("after the edit the private chat shows %q (%d edits)", m.Caption, m.Edits)
			}
		})
	}
}

// TestPrivatePress: a press in the private chat with the bot reaches the
// core as a press in a private chat, under that private message.
func TestPrivatePress(t *testing.T) {
	a, core, srv := newStubAdapter(t)
	id := srv.Press(alice, 5, alice, "ab/0:e:p1:ready")
	u := pressUpdate(id, alice, alice, 5, "ab/0:e:p1:ready")
	u.CallbackQuery.Message.Chat = &tgbotapi.Chat{ID: alice, Type: "private"}
	a.Handle(testContext(t), u)
	if len(core.got) != 1 {
		t.Fatalf("%d requests", len(core.got))
	}
	req := core.got[0]
	want := bot.MessageRef{ChatID: "1001", MessageID: "5"}
	if !req.Chat.Private || req.Chat.Key != "tg:1001" || req.Message != want || req.Button != "ab/0:e:p1:ready" {
		t.Errorf("request %+v", req)
	}
}

// smallPicture is a tiny PNG.
func smallPicture(t *testing.T) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := png.Encode(&b, image.NewGray(image.Rect(0, 0, 4, 4))); err != nil {
		t.Fatalf("png: %v", err)
	}
	return b.Bytes()
}
