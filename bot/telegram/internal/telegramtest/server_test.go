package telegramtest

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"image"
	"image/png"
	"io"
	"mime/multipart"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	tgbotapi "github.com/go-telegram-bot-api/telegram-bot-api/v5"
)

// answer is a decoded Bot API answer.
type answer struct {
	Ok          bool            `json:"ok"`
	Result      json.RawMessage `json:"result"`
	ErrorCode   int             `json:"error_code"`
	Description string          `json:"description"`
	Parameters  struct {
		RetryAfter      int   `json:"retry_after"`
		MigrateToChatID int64 `json:"migrate_to_chat_id"`
	} `json:"parameters"`
}

// call posts a form to a method and decodes the answer.
func call(t *testing.T, s *Server, token, method string, form url.Values) answer {
	t.Helper()
	resp, err := http.PostForm(fmt.Sprintf(s.Endpoint(), token, method), form)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var a answer
	if err := json.NewDecoder(resp.Body).Decode(&a); err != nil {
		t.Fatal(err)
	}
	if !a.Ok && resp.StatusCode != a.ErrorCode {
		t.Fatalf("HTTP status %d for error_code %d", resp.StatusCode, a.ErrorCode)
	}
	return a
}

func pngBytes(t *testing.T, w, h int) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := png.Encode(&b, image.NewGray(image.Rect(0, 0, w, h))); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func TestMethodErrors(t *testing.T) {
	s := New(t)
	s.Migrate(-5, -1005)
	s.Block(77)
	s.Stranger(78)
	s.Stranger(79)
	s.SendMessage(79, 79, "/start", MessageOpts{})
	tests := []struct {
		name    string
		token   string
		method  string
		form    url.Values
		code    int
		desc    string
		migrate int64
	}{
		{"wrong token", "1:x", "getMe", nil, 401, "Unauthorized", 0},
		{"unknown method", Token, "sendDice", nil, 404, "Not Found: method not found", 0},
		{"empty text", Token, "sendMessage", url.Values{"chat_id": {"1"}}, 400, "Bad Request: message text is empty", 0},
		{"no chat", Token, "sendMessage", url.Values{"text": {"x"}}, 400, "Bad Request: chat_id is empty", 0},
		{"migrated", Token, "sendMessage", url.Values{"chat_id": {"-5"}, "text": {"x"}}, 400,
			"Bad Request: group chat was upgraded to a supergroup chat", -1005},
		{"blocked", Token, "sendMessage", url.Values{"chat_id": {"77"}, "text": {"x"}}, 403, "Forbidden: bot was blocked by the user", 0},
		{"never started", Token, "sendMessage", url.Values{"chat_id": {"78"}, "text": {"x"}}, 403,
			"Forbidden: bot can't initiate conversation with a user", 0},
		{"long button data", Token, "sendMessage", url.Values{"chat_id": {"1"}, "text": {"x"},
			"reply_markup": {`{"inline_keyboard":[[{"text":"a","callback_data":"` + strings.Repeat("x", 65) + `"}]]}`}}, 400,
			"Bad Request: BUTTON_DATA_INVALID", 0},
		{"edit missing", Token, "editMessageText", url.Values{"chat_id": {"1"}, "message_id": {"99"}, "text": {"x"}}, 400,
			"Bad Request: message to edit not found", 0},
		{"unknown file id", Token, "sendPhoto", url.Values{"chat_id": {"1"}, "photo": {"nope"}}, 400,
			"Bad Request: wrong file identifier/HTTP URL specified", 0},
		{"unknown callback", Token, "answerCallbackQuery", url.Values{"callback_query_id": {"x"}}, 400,
			"Bad Request: query is too old and response timeout expired or query ID is invalid", 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := call(t, s, tt.token, tt.method, tt.form)
			if a.Ok || a.ErrorCode != tt.code || a.Description != tt.desc || a.Parameters.MigrateToChatID != tt.migrate {
				t.Fatalf("answer %+v, want %d %q", a, tt.code, tt.desc)
			}
		})
	}
	if n := len(s.Requests("sendMessage")); n != 6 {
		t.Fatalf("%d sendMessage requests recorded, want 6", n)
	}
	if a := call(t, s, Token, "sendMessage", url.Values{"chat_id": {"79"}, "text": {"x"}}); !a.Ok {
		t.Fatalf("a stranger who wrote to the bot is still refused: %+v", a)
	}
}

func TestFailNextQueues(t *testing.T) {
	s := New(t)
	s.FailNext("sendMessage", 429, "Too Many Requests: retry after 3", 3)
	s.FailNext("SENDMESSAGE", 500, "Internal Server Error", 0)
	form := url.Values{"chat_id": {"1"}, "text": {"hi"}}
	tests := []struct {
		code  int
		retry int
		ok    bool
	}{
		{429, 3, false},
		{500, 0, false},
		{0, 0, true},
	}
	for i, tt := range tests {
		a := call(t, s, Token, "sendMessage", form)
		if a.Ok != tt.ok || a.ErrorCode != tt.code || a.Parameters.RetryAfter != tt.retry {
			t.Fatalf("call %d: %+v, want code %d retry %d", i, a, tt.code, tt.retry)
		}
	}
	if n := len(s.Messages(1)); n != 1 {
		t.Fatalf("%d messages, want 1", n)
	}
}

func TestBodies(t *testing.T) {
	s := New(t)
	pic := pngBytes(t, 200, 100)
	var mp bytes.Buffer
	w := multipart.NewWriter(&mp)
	_ = w.WriteField("chat_id", "-100")
	_ = w.WriteField("message_thread_id", "4")
	_ = w.WriteField("caption", "board")
	fw, _ := w.CreateFormFile("photo", "board.png")
	_, _ = fw.Write(pic)
	_ = w.Close()
	tests := []struct {
		name   string
		method string
		ctype  string
		body   io.Reader
	}{
		{"json", "sendMessage", "application/json", strings.NewReader(`{"chat_id":-100,"text":"from json","message_thread_id":4}`)},
		{"form", "sendMessage", "application/x-www-form-urlencoded", strings.NewReader("chat_id=-100&text=from+form&message_thread_id=4")},
		{"multipart", "sendPhoto", w.FormDataContentType(), &mp},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			resp, err := http.Post(fmt.Sprintf(s.Endpoint(), Token, tt.method), tt.ctype, tt.body)
			if err != nil {
				t.Fatal(err)
			}
			var a answer
			err = json.NewDecoder(resp.Body).Decode(&a)
			resp.Body.Close()
			if err != nil || !a.Ok {
				t.Fatalf("answer %+v, %v", a, err)
			}
			var m tgbotapi.Message
			if err := json.Unmarshal(a.Result, &m); err != nil || m.Chat.ID != -100 {
				t.Fatalf("result %s", a.Result)
			}
		})
	}
	msgs := s.Messages(-100)
	if len(msgs) != 3 || msgs[0].Text != "from json" || msgs[1].Text != "from form" || !bytes.Equal(msgs[2].Photo, pic) {
		t.Fatalf("messages %+v", msgs)
	}
	for _, m := range msgs {
		if m.Thread != 4 {
			t.Errorf("message %d thread %d, want 4", m.ID, m.Thread)
		}
	}
	reqs := s.Requests("sendPhoto")
	if len(reqs) != 1 || !bytes.Equal(reqs[0].Files["photo"], pic) || reqs[0].Params["caption"] != "board" {
		t.Fatalf("sendPhoto request %+v", reqs)
	}
	if a := call(t, s, Token, "sendPhoto", url.Values{"chat_id": {"1"}, "photo": {msgs[2].FileID}}); !a.Ok {
		t.Fatalf("resending by file id: %+v", a)
	}
}

func TestPhotoSizes(t *testing.T) {
	s := New(t)
	bot, err := tgbotapi.NewBotAPIWithAPIEndpoint(Token, s.Endpoint())
	if err != nil {
		t.Fatal(err)
	}
	m, err := bot.Send(tgbotapi.NewPhoto(9, tgbotapi.FileBytes{Name: "b.png", Bytes: pngBytes(t, 300, 200)}))
	if err != nil {
		t.Fatal(err)
	}
	if len(m.Photo) != 2 || m.Photo[1].Width != 300 || m.Photo[1].Height != 200 || m.Photo[0].Width != 90 {
		t.Fatalf("photo sizes %+v", m.Photo)
	}
	if _, err := bot.Send(tgbotapi.NewPhoto(9, tgbotapi.FileBytes{Name: "b.png", Bytes: []byte("not a png")})); err == nil ||
		!strings.Contains(err.Error(), "IMAGE_PROCESS_FAILED") {
		t.Fatalf("non-picture upload: %v", err)
	}
	if bot.Self.UserName != BotUsername {
		t.Fatalf("getMe username %q", bot.Self.UserName)
	}
}

func TestLongPoll(t *testing.T) {
	s := New(t)
	poll := func(offset, timeout int, allowed string) []tgbotapi.Update {
		form := url.Values{"offset": {fmt.Sprint(offset)}, "timeout": {fmt.Sprint(timeout)}}
		if allowed != "" {
			form.Set("allowed_updates", allowed)
		}
		a := call(t, s, Token, "getUpdates", form)
		var us []tgbotapi.Update
		if err := json.Unmarshal(a.Result, &us); err != nil || !a.Ok {
			t.Fatalf("getUpdates: %+v %v", a, err)
		}
		return us
	}
	if us := poll(0, 0, ""); len(us) != 0 {
		t.Fatalf("empty queue gave %d updates", len(us))
	}
	var wg sync.WaitGroup
	var got []tgbotapi.Update
	wg.Go(func() { got = poll(0, 10, "") })
	if err := s.WaitFor(context.Background(), func() bool { return len(s.Requests("getUpdates")) == 2 }); err != nil {
		t.Fatal(err)
	}
	id := s.SendMessage(5, 5, "wake up", MessageOpts{})
	wg.Wait()
	if len(got) != 1 || got[0].Message.Text != "wake up" || got[0].Message.MessageID != id {
		t.Fatalf("long poll returned %+v", got)
	}
	s.SendMessage(5, 5, "second", MessageOpts{})
	s.InlineQuery(5, "q")
	if us := poll(got[0].UpdateID, 0, ""); len(us) != 3 {
		t.Fatalf("offset at the first update returned %d updates, want 3", len(us))
	}
	if us := poll(got[0].UpdateID+1, 0, `["message"]`); len(us) != 1 || us[0].Message.Text != "second" {
		t.Fatalf("filtered poll returned %+v", us)
	}
	if us := poll(got[0].UpdateID+2, 0, ""); len(us) != 0 || s.PendingUpdates() != 0 {
		t.Fatalf("after confirming: %d updates, %d pending", len(us), s.PendingUpdates())
	}
}

func TestCloseEndsLongPoll(t *testing.T) {
	s := New()
	done := make(chan error, 1)
	go func() {
		resp, err := http.PostForm(fmt.Sprintf(s.Endpoint(), Token, "getUpdates"), url.Values{"timeout": {"30"}})
		if err == nil {
			resp.Body.Close()
		}
		done <- err
	}()
	if err := s.WaitFor(context.Background(), func() bool { return len(s.Requests("getUpdates")) == 1 }); err != nil {
		t.Fatal(err)
	}
	s.Close()
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("poll ended with %v", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("Close left the long poll hanging")
	}
}

func TestWaitForHonoursContext(t *testing.T) {
	s := New(t)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
	defer cancel()
	if err := s.WaitFor(ctx, func() bool { return false }); !errors.Is(err, ErrNotMet) || !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("WaitFor = %v, want ErrNotMet", err)
	}
}

func TestInjectedUpdates(t *testing.T) {
	s := New(t)
	a := call(t, s, Token, "sendMessage", url.Values{"chat_id": {"-100"}, "text": {"board"},
		"reply_markup": {`{"inline_keyboard":[[{"text":"g2","callback_data":"m:g2"}]]}`}})
	var sent tgbotapi.Message
	if err := json.Unmarshal(a.Result, &sent); err != nil {
		t.Fatal(err)
	}
	s.SendMessage(-100, 7, "/start@"+BotUsername+" g1", MessageOpts{Thread: 3, Username: "ann", FirstName: "Ann"})
	cb := s.Press(-100, sent.MessageID, 7, "m:g2")
	s.Press(-100, 999, 7, "old")
	s.Block(8)
	us := call(t, s, Token, "getUpdates", nil)
	var raw []map[string]json.RawMessage
	var decoded []tgbotapi.Update
	if json.Unmarshal(us.Result, &raw) != nil || json.Unmarshal(us.Result, &decoded) != nil || len(decoded) != 4 {
		t.Fatalf("updates %s", us.Result)
	}
	tests := []struct {
		name string
		got  any
		want any
	}{
		{"command", decoded[0].Message.Command(), "start"},
		{"args", decoded[0].Message.CommandArguments(), "g1"},
		{"user", decoded[0].Message.From.UserName, "ann"},
		{"chat type", decoded[0].Message.Chat.Type, "group"},
		{"thread in raw JSON", strings.Contains(string(raw[0]["message"]), `"message_thread_id":3`), true},
		{"callback id", decoded[1].CallbackQuery.ID, cb},
		{"callback message", decoded[1].CallbackQuery.Message.MessageID, sent.MessageID},
		{"callback keyboard", *decoded[1].CallbackQuery.Message.ReplyMarkup.InlineKeyboard[0][0].CallbackData, "m:g2"},
		{"presser remembered", decoded[1].CallbackQuery.From.FirstName, "Ann"},
		{"inaccessible message", decoded[2].CallbackQuery.Message.Date, 0},
		{"block", decoded[3].MyChatMember.NewChatMember.Status, "kicked"},
	}
	for _, tt := range tests {
		if tt.got != tt.want {
			t.Errorf("%s = %v, want %v", tt.name, tt.got, tt.want)
		}
	}
	if a, ok := s.CallbackAnswer(cb); !ok || a.Answered || a.Data != "m:g2" {
		t.Fatalf("unanswered press %+v", a)
	}
}

// fakeTB records the failures a Server reports.
type fakeTB struct {
	testing.TB
	errs []string
}

func (f *fakeTB) Helper()        {}
func (f *fakeTB) Cleanup(func()) {}
func (f *fakeTB) Errorf(format string, args ...any) {
	f.errs = append(f.errs, fmt.Sprintf(format, args...))
}

func TestMisuseFailsTheTest(t *testing.T) {
	tb := &fakeTB{}
	s := New(tb)
	defer s.Close()
	tests := []struct {
		name string
		do   func()
	}{
		{"choose unanswered result", func() { s.ChooseInline(1, "nope", "") }},
		{"press unknown inline message", func() { s.PressInline("nope", 1, "x") }},
	}
	for _, tt := range tests {
		before := len(tb.errs)
		tt.do()
		if len(tb.errs) != before+1 {
			t.Errorf("%s reported %d failures, want 1", tt.name, len(tb.errs)-before)
		}
	}
}

func TestChatQueries(t *testing.T) {
	s := New(t)
	s.SendMessage(-300, 7, "hi", MessageOpts{Title: "Pirates", ChatType: "supergroup"})
	s.SetMember(-300, 7, "administrator")
	tests := []struct {
		name   string
		method string
		form   url.Values
		field  string
		want   string
	}{
		{"chat title", "getChat", url.Values{"chat_id": {"-300"}}, "title", "Pirates"},
		{"chat type", "getChat", url.Values{"chat_id": {"-300"}}, "type", "supergroup"},
		{"private chat", "getChat", url.Values{"chat_id": {"7"}}, "type", "private"},
		{"admin", "getChatMember", url.Values{"chat_id": {"-300"}, "user_id": {"7"}}, "status", "administrator"},
		{"default member", "getChatMember", url.Values{"chat_id": {"-300"}, "user_id": {"8"}}, "status", "member"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := call(t, s, Token, tt.method, tt.form)
			var res map[string]any
			if err := json.Unmarshal(a.Result, &res); err != nil || res[tt.field] != tt.want {
				t.Fatalf("%s = %s, want %s=%q", tt.method, a.Result, tt.field, tt.want)
			}
		})
	}
	if a := call(t, s, Token, "setWebhook", url.Values{"url": {"https://x/y"}, "secret_token": {"abc"}}); !a.Ok {
		t.Fatalf("setWebhook: %+v", a)
	}
	if a := call(t, s, Token, "getUpdates", nil); a.Ok || a.ErrorCode != http.StatusConflict {
		t.Fatalf("getUpdates with a webhook: %+v, want 409", a)
	}
	if u, sec := s.Webhook(); u != "https://x/y" || sec != "abc" {
		t.Fatalf("webhook %q %q", u, sec)
	}
}
