package telegram

import (
	"context"
	"github.com/jackalbot/jackal/bot/telegram/internal/tgapi"
	"strings"
	"testing"
	"unicode/utf8"

	tgbotapi "github.com/go-telegram-bot-api/telegram-bot-api/v5"

	"github.com/jackalbot/jackal/bot"
	"github.com/jackalbot/jackal/bot/telegram/internal/telegramtest"
)

// stubCore answers every request with its texts and records the requests.
type stubCore struct {
	answers []string
	got     []bot.Request
}

func (s *stubCore) Handle(ctx context.Context, req bot.Request, out bot.Outbox) {
	s.got = append(s.got, req)
	for _, a := range s.answers {
		_ = out.Answer(ctx, req, a)
	}
}

func (s *stubCore) Complete(context.Context, bot.Request, int) []string { return nil }

func (s *stubCore) Unseen(context.Context, bot.Request) bool { return false }

// newStubAdapter makes an adapter on a fake server around a stub core.
func newStubAdapter(t *testing.T, answers ...string) (*Adapter, *stubCore, *telegramtest.Server) {
	t.Helper()
	c, srv := newClient(t, func(cfg *Config) { cfg.CaptionParseMode = tgbotapi.ModeHTML })
	core := &stubCore{answers: answers}
	a, err := NewAdapter(c, core, AdapterOptions{})
	if err != nil {
		t.Fatalf("NewAdapter: %v", err)
	}
	return a, core, srv
}

// pressUpdate is the update of a press registered on the fake server.
func pressUpdate(id string, user int64, chat int64, msg int, data string) tgbotapi.Update {
	return tgbotapi.Update{UpdateID: 1, CallbackQuery: &tgbotapi.CallbackQuery{
		ID: id, From: &tgbotapi.User{ID: user, FirstName: "Ann", LanguageCode: "ru"}, Data: data,
		Message: &tgbotapi.Message{MessageID: msg, Chat: &tgbotapi.Chat{ID: chat, Type: "supergroup"}},
	}}
}

// TestEveryPressAnsweredOnce: whatever the core answers (nothing, a long
// text, two texts), the press gets exactly one answer.
func TestEveryPressAnsweredOnce(t *testing.T) {
	long := strings.Repeat("Not your turn. ", 30)
	tests := []struct {
		name      string
		answers   []string
		wantText  string
		wantAlert bool
		private   int // messages to the presser's private chat
	}{
		{"core silent", nil, "", false, 0},
		{"one answer", []string{"Not your turn."}, "Not your turn.", true, 0},
		{"long answer cut", []string{long}, cutText(long, tgapi.MaxCallbackAnswer), true, 0},
		{"two answers", []string{"first", "second"}, "first", true, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a, core, srv := newStubAdapter(t, tt.answers...)
			id := srv.Press(group, 7, alice, "3:p:W1")
			a.Handle(testContext(t), pressUpdate(id, alice, group, 7, "3:p:W1"))
			got, _ := srv.CallbackAnswer(id)
			if !got.Answered || got.Text != tt.wantText || got.ShowAlert != tt.wantAlert {
				t.Errorf("answer %+v, want %q alert=%v", got, tt.wantText, tt.wantAlert)
			}
			if n := utf8.RuneCountInString(got.Text); n > tgapi.MaxCallbackAnswer {
				t.Errorf("answer of %d characters", n)
			}
			if n := len(srv.Requests("answerCallbackQuery")); n != 1 {
				t.Errorf("%d answerCallbackQuery calls, want 1", n)
			}
			if n := len(srv.Messages(alice)); n != tt.private {
				t.Errorf("%d private messages, want %d", n, tt.private)
			}
			req := core.got[0]
			if req.Button != "3:p:W1" || req.Chat.Key != "tg:-1001500" || req.User.Lang != "ru" ||
				req.Message.MessageID != "7" || req.IsAdmin {
				t.Errorf("request %+v", req)
			}
		})
	}
}

// TestInlineOpenAsksForNewGame: the open button of an inline message asks
// the core for a new game living in that message; later presses carry the
// same chat.
func TestInlineOpenAsksForNewGame(t *testing.T) {
	a, core, _ := newStubAdapter(t)
	for _, data := range []string{OpenData, "0:j:black"} {
		u := tgbotapi.Update{UpdateID: 2, CallbackQuery: &tgbotapi.CallbackQuery{
			ID: "cbX", From: &tgbotapi.User{ID: bob, FirstName: "Bob"}, InlineMessageID: "inl9", Data: data,
		}}
		a.Handle(testContext(t), u)
	}
	tests := []struct {
		name string
		got  any
		want any
	}{
		{"open command", core.got[0].Command, "new"},
		{"open button", core.got[0].Button, ""},
		{"key", core.got[0].Chat.Key, "tgi:inl9"},
		{"inline id", core.got[0].Chat.InlineID, "inl9"},
		{"press button", core.got[1].Button, "0:j:black"},
		{"press key", core.got[1].Chat.Key, "tgi:inl9"},
		{"press ref", core.got[1].Message.InlineID, "inl9"},
	}
	for _, tt := range tests {
		if tt.got != tt.want {
			t.Errorf("%s = %v, want %v", tt.name, tt.got, tt.want)
		}
	}
}

// TestNewAdapterNeedsHTMLCaptions: boards mention players with HTML.
func TestNewAdapterNeedsHTMLCaptions(t *testing.T) {
	c, _ := newClient(t, nil)
	if _, err := NewAdapter(c, &stubCore{}, AdapterOptions{}); err == nil {
		t.Errorf("NewAdapter accepted a client writing plain captions")
	}
	if _, err := NewAdapter(nil, &stubCore{}, AdapterOptions{}); err == nil {
		t.Errorf("NewAdapter accepted no client")
	}
}
