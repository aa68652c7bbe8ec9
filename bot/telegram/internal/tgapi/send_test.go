package tgapi

import (
	"bytes"
	"errors"
	"strings"
	"testing"
	"time"

	tgbotapi "github.com/go-telegram-bot-api/telegram-bot-api/v5"

	"github.com/jackalbot/jackal/bot/telegram/internal/telegramtest"
)

const (
	alice int64 = 1001
	bob   int64 = 1002
	group int64 = -1001500
)

func TestSendTextAndPhotoWithThread(t *testing.T) {
	c, srv := newClient(t, nil)
	ctx := testContext(t)
	textID, err := c.SendText(ctx, group, 7, "<b>Jackal</b>", keyboard("join"), tgbotapi.ModeHTML)
	if err != nil {
		t.Fatalf("SendText: %v", err)
	}
	pic := picture(t, 10)
	photoID, fileID, err := c.SendPhoto(ctx, group, 7, pic, "white to move", keyboard("m:g2"))
	if err != nil {
		t.Fatalf("SendPhoto: %v", err)
	}
	msgs := srv.Messages(group)
	if len(msgs) != 2 {
		t.Fatalf("%d messages in the group, want 2", len(msgs))
	}
	tests := []struct {
		name string
		got  any
		want any
	}{
		{"text id", msgs[0].ID, textID},
		{"text", msgs[0].Text, "<b>Jackal</b>"},
		{"parse mode", msgs[0].ParseMode, tgbotapi.ModeHTML},
		{"text thread", msgs[0].Thread, 7},
		{"photo id", msgs[1].ID, photoID},
		{"photo thread", msgs[1].Thread, 7},
		{"photo bytes", bytes.Equal(msgs[1].Photo, pic), true},
		{"caption", msgs[1].Caption, "white to move"},
		{"largest size", fileID, msgs[1].FileID},
		{"keyboard", *msgs[1].Keyboard.InlineKeyboard[0][0].CallbackData, "m:g2"},
		{"thread param", srv.Requests("sendPhoto")[0].Params["message_thread_id"], "7"},
		{"upload", bytes.Equal(srv.Requests("sendPhoto")[0].Files["photo"], pic), true},
	}
	for _, tt := range tests {
		if tt.got != tt.want {
			t.Errorf("%s = %v, want %v", tt.name, tt.got, tt.want)
		}
	}
}

func TestBadInputSendsNothing(t *testing.T) {
	c, srv := newClient(t, nil)
	ctx := testContext(t)
	long := keyboard(strings.Repeat("d", MaxCallbackData+1))
	tests := []struct {
		name string
		call func() error
		want error
	}{
		{"text with long data", func() error { _, err := c.SendText(ctx, alice, 0, "x", long, ""); return err }, ErrCallbackData},
		{"photo with long data", func() error { _, _, err := c.SendPhoto(ctx, alice, 0, picture(t, 1), "", long); return err }, ErrCallbackData},
		{"edit with long data", func() error { return c.EditKeyboard(ctx, ChatMessage(alice, 1), long) }, ErrCallbackData},
		{"inline result with long data", func() error {
			return c.AnswerInline(ctx, "q", CachedPhotoResult("r", "f", "", long))
		}, ErrCallbackData},
		{"empty text", func() error { _, err := c.SendText(ctx, alice, 0, "", nil, ""); return err }, ErrBadInput},
		{"unknown parse mode", func() error { _, err := c.SendText(ctx, alice, 0, "x", nil, "BBCode"); return err }, ErrBadInput},
		{"chat zero", func() error { _, err := c.SendText(ctx, 0, 0, "x", nil, ""); return err }, ErrBadInput},
		{"negative thread", func() error { _, err := c.SendText(ctx, alice, -1, "x", nil, ""); return err }, ErrBadInput},
		{"empty picture", func() error { _, _, err := c.SendPhoto(ctx, alice, 0, nil, "", nil); return err }, ErrBadInput},
		{"ref with both", func() error {
			return c.EditCaption(ctx, MessageRef{ChatID: 1, MessageID: 1, InlineMessageID: "i"}, "", nil)
		}, ErrBadInput},
		{"ref with none", func() error { return c.RemoveKeyboard(ctx, MessageRef{}) }, ErrBadInput},
		{"long callback answer", func() error { return c.AnswerCallback(ctx, "cb", strings.Repeat("я", 201), false) }, ErrBadInput},
		{"bad command", func() error {
			return c.SetCommands(ctx, []tgbotapi.BotCommand{{Command: "New", Description: "new game"}})
		}, ErrBadInput},
		{"bad menu language", func() error {
			return c.SetCommandsIn(ctx, "RU", []tgbotapi.BotCommand{{Command: "new", Description: "новая игра"}})
		}, ErrBadInput},
		{"no cache chat", func() error {
			c2, _ := newClient(t, func(cfg *Config) { cfg.CacheChatID = 0 })
			_, err := c2.UploadForFileID(ctx, picture(t, 1))
			return err
		}, ErrNoCacheChat},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			before := len(srv.Requests(""))
			if err := tt.call(); !errors.Is(err, tt.want) {
				t.Fatalf("error = %v, want %v", err, tt.want)
			}
			if n := len(srv.Requests("")) - before; n != 0 {
				t.Fatalf("%d requests reached the server", n)
			}
		})
	}
}

func TestRetryAfter429(t *testing.T) {
	c, srv := newClient(t, nil)
	ctx := testContext(t)
	srv.FailNext("sendMessage", 429, "Too Many Requests: retry after 1", 1)
	srv.FailNext("sendPhoto", 429, "Too Many Requests: retry after 1", 1)
	if _, err := c.SendText(ctx, alice, 0, "hello", nil, ""); err != nil {
		t.Fatalf("SendText after one 429: %v", err)
	}
	if _, _, err := c.SendPhoto(ctx, alice, 0, picture(t, 3), "", nil); err != nil {
		t.Fatalf("SendPhoto after one 429: %v", err)
	}
	for _, method := range []string{"sendMessage", "sendPhoto"} {
		reqs := srv.Requests(method)
		if len(reqs) != 2 {
			t.Fatalf("%d %s requests, want 2", len(reqs), method)
		}
		if gap := reqs[1].Time.Sub(reqs[0].Time); gap < time.Second {
			t.Errorf("%s retried after %v, before retry_after", method, gap)
		}
	}
	if n := len(srv.Messages(alice)); n != 2 {
		t.Fatalf("%d messages delivered, want 2", n)
	}
}

func TestRetryGivesUp(t *testing.T) {
	tests := []struct {
		name       string
		retries    int
		retryAfter int
		failures   int
		requests   int
	}{
		{"retries exhausted", 1, 1, 3, 2},
		{"retry_after too long", 3, 3600, 1, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, srv := newClient(t, func(cfg *Config) { cfg.MaxRetries = tt.retries })
			for range tt.failures {
				srv.FailNext("sendMessage", 429, "Too Many Requests", tt.retryAfter)
			}
			_, err := c.SendText(testContext(t), alice, 0, "x", nil, "")
			var apiErr *APIError
			if !errors.Is(err, ErrRateLimited) || !errors.As(err, &apiErr) || apiErr.RetryAfter != tt.retryAfter {
				t.Fatalf("error = %v, want ErrRateLimited with retry_after %d", err, tt.retryAfter)
			}
			if n := len(srv.Requests("sendMessage")); n != tt.requests {
				t.Fatalf("%d requests, want %d", n, tt.requests)
			}
		})
	}
}

func TestBlockedAndMigrated(t *testing.T) {
	c, srv := newClient(t, nil)
	ctx := testContext(t)
	srv.Block(bob)
	_, err := c.SendText(ctx, bob, 0, "your turn", nil, "")
	if !errors.Is(err, ErrBlocked) {
		t.Fatalf("send to blocked user: %v, want ErrBlocked", err)
	}
	_, _, err = c.SendPhoto(ctx, bob, 0, picture(t, 2), "", nil)
	if !errors.Is(err, ErrBlocked) {
		t.Fatalf("photo to blocked user: %v, want ErrBlocked", err)
	}
	const old, super int64 = -4242, -1004242
	srv.Migrate(old, super)
	_, err = c.SendText(ctx, old, 0, "board", nil, "")
	var mig *MigratedError
	if !errors.As(err, &mig) || mig.From != old || mig.To != super || !errors.Is(err, ErrMigrated) {
		t.Fatalf("send to migrated group: %v, want MigratedError{%d, %d}", err, old, super)
	}
	if _, err := c.SendText(ctx, mig.To, 0, "board", nil, ""); err != nil {
		t.Fatalf("send to the new supergroup: %v", err)
	}
	srv.FailNext("sendMessage", 403, "Forbidden: user is deactivated", 0)
	if _, err := c.SendText(ctx, alice, 0, "x", nil, ""); !errors.Is(err, ErrBlocked) {
		t.Fatalf("deactivated user: %v, want ErrBlocked", err)
	}
}

func TestEdits(t *testing.T) {
	c, srv := newClient(t, nil)
	ctx := testContext(t)
	id, _, err := c.SendPhoto(ctx, alice, 0, picture(t, 1), "move 1", keyboard("a"))
	if err != nil {
		t.Fatal(err)
	}
	textID, err := c.SendText(ctx, alice, 0, "lobby", keyboard("join"), "")
	if err != nil {
		t.Fatal(err)
	}
	pic2 := picture(t, 2)
	ref := ChatMessage(alice, id)
	steps := []struct {
		name string
		call func() error
		want error
	}{
		{"edit photo", func() error { return c.EditPhoto(ctx, alice, id, pic2, "move 2", keyboard("b")) }, nil},
		{"same caption is not an error", func() error { return c.EditCaption(ctx, ref, "move 2", keyboard("b")) }, nil},
		{"edit caption", func() error { return c.EditCaption(ctx, ref, "move 3", keyboard("b")) }, nil},
		{"edit keyboard", func() error { return c.EditKeyboard(ctx, ref, keyboard("c", "d")) }, nil},
		{"edit text", func() error {
			return c.EditText(ctx, ChatMessage(alice, textID), "lobby: 2 players", keyboard("join"), "")
		}, nil},
		{"remove keyboard", func() error { return c.RemoveKeyboard(ctx, ref) }, nil},
		{"remove again is not an error", func() error { return c.RemoveKeyboard(ctx, ref) }, nil},
		{"delete", func() error { return c.DeleteMessage(ctx, alice, id) }, nil},
		{"edit deleted", func() error { return c.EditCaption(ctx, ref, "late", nil) }, ErrMessageGone},
		{"delete twice", func() error { return c.DeleteMessage(ctx, alice, id) }, ErrMessageGone},
		{"user message", func() error {
			return c.EditText(ctx, ChatMessage(alice, srv.SendMessage(alice, alice, "hi", telegramtest.MessageOpts{})), "x", nil, "")
		}, ErrMessageGone},
		{"unknown inline", func() error { return c.EditInlinePhoto(ctx, "nope", "AgAC", "", nil) }, ErrMessageGone},
	}
	for _, s := range steps {
		if err := s.call(); !errors.Is(err, s.want) || (s.want == nil) != (err == nil) {
			t.Fatalf("%s: %v, want %v", s.name, err, s.want)
		}
	}
	msgs := srv.Messages(alice)
	if len(msgs) != 1 || msgs[0].Text != "lobby: 2 players" {
		t.Fatalf("messages left %+v, want the edited lobby only", msgs)
	}
	reqs := srv.Requests("editMessageMedia")
	if len(reqs) != 2 || !bytes.Equal(reqs[0].Files["board"], pic2) || !strings.Contains(reqs[0].Params["media"], "attach://board") {
		t.Fatalf("editMessageMedia requests %+v", reqs)
	}
}

func TestEditPhotoResult(t *testing.T) {
	c, srv := newClient(t, nil)
	ctx := testContext(t)
	id, _, err := c.SendPhoto(ctx, group, 0, picture(t, 1), "move 1", nil)
	if err != nil {
		t.Fatal(err)
	}
	pic := picture(t, 9)
	if err := c.EditPhoto(ctx, group, id, pic, "move 2", keyboard("x")); err != nil {
		t.Fatal(err)
	}
	m, ok := srv.LastMessage(group)
	if !ok || !bytes.Equal(m.Photo, pic) || m.Caption != "move 2" || m.Keyboard == nil || m.Edits != 1 {
		t.Fatalf("after EditPhoto the group sees %+v", m)
	}
}

func TestInlineGameRoundTrip(t *testing.T) {
	c, srv := newClient(t, nil)
	ctx := testContext(t)
	first, err := c.UploadForFileID(ctx, picture(t, 5))
	if err != nil {
		t.Fatalf("UploadForFileID: %v", err)
	}
	if n := len(srv.Messages(c.cfg.CacheChatID)); n != 0 {
		t.Fatalf("%d messages left in the cache chat", n)
	}
	q := srv.InlineQuery(alice, "")
	if err := c.AnswerInline(ctx, q, CachedPhotoResult("new", first, "Jackal: press to join", keyboard("join"))); err != nil {
		t.Fatalf("AnswerInline: %v", err)
	}
	if a, _ := srv.InlineAnswer(q); !a.Answered || !a.IsPersonal || a.CacheTime != 0 || len(a.Results) != 1 {
		t.Fatalf("inline answer %+v", a)
	}
	inl := srv.ChooseInline(alice, "new", "inl-1")
	next := picture(t, 6)
	fileID, err := c.UploadForFileID(ctx, next)
	if err != nil {
		t.Fatalf("UploadForFileID: %v", err)
	}
	if err := c.EditInlinePhoto(ctx, inl, fileID, "white to move", keyboard("m:g2")); err != nil {
		t.Fatalf("EditInlinePhoto: %v", err)
	}
	m, ok := srv.InlineMessage(inl)
	if !ok || !bytes.Equal(m.Photo, next) || m.Caption != "white to move" || *m.Keyboard.InlineKeyboard[0][0].CallbackData != "m:g2" {
		t.Fatalf("inline message %+v", m)
	}
	ref := InlineMessage(inl)
	if err := c.EditCaption(ctx, ref, "black to move", keyboard("m:g3")); err != nil {
		t.Fatalf("EditCaption inline: %v", err)
	}
	if err := c.RemoveKeyboard(ctx, ref); err != nil {
		t.Fatalf("RemoveKeyboard inline: %v", err)
	}
	if m, _ := srv.InlineMessage(inl); m.Keyboard != nil || m.Caption != "black to move" {
		t.Fatalf("inline message after edits %+v", m)
	}
	if n := len(srv.Messages(c.cfg.CacheChatID)); n != 0 {
		t.Fatalf("%d messages left in the cache chat", n)
	}
}

func TestAnswersAndAdmin(t *testing.T) {
	c, srv := newClient(t, nil)
	ctx := testContext(t)
	msg, err := c.SendText(ctx, group, 0, "board", keyboard("m:g2"), "")
	if err != nil {
		t.Fatal(err)
	}
	cb := srv.Press(group, msg, bob, "m:g2")
	if err := c.AnswerCallback(ctx, cb, "Not your turn", true); err != nil {
		t.Fatalf("AnswerCallback: %v", err)
	}
	if a, _ := srv.CallbackAnswer(cb); !a.Answered || a.Text != "Not your turn" || !a.ShowAlert || a.From != bob {
		t.Fatalf("callback answer %+v", a)
	}
	if err := c.AnswerCallback(ctx, cb, "", false); !errors.Is(err, ErrAPI) {
		t.Fatalf("answering twice: %v, want ErrAPI", err)
	}
	cmds := []tgbotapi.BotCommand{{Command: "new", Description: "start a game"}, {Command: "rules", Description: "how to play"}}
	if err := c.SetCommands(ctx, cmds); err != nil {
		t.Fatalf("SetCommands: %v", err)
	}
	if got := srv.Commands(); len(got) != 2 || got[1].Command != "rules" {
		t.Fatalf("commands %+v", got)
	}
	ru := []tgbotapi.BotCommand{{Command: "new", Description: "начать игру"}}
	if err := c.SetCommandsIn(ctx, "ru", ru); err != nil {
		t.Fatalf("SetCommandsIn: %v", err)
	}
	if got := srv.CommandsIn("ru"); len(got) != 1 || got[0] != ru[0] || len(srv.Commands()) != 2 {
		t.Fatalf("Russian commands %+v, everyone's %+v", got, srv.Commands())
	}
	srv.SetMember(group, alice, "creator")
	tests := []struct {
		user  int64
		want  string
		admin bool
	}{
		{alice, "creator", true},
		{bob, "member", false},
	}
	for _, tt := range tests {
		got, err := c.ChatMemberStatus(ctx, group, tt.user)
		if err != nil || got != tt.want || IsAdminStatus(got) != tt.admin {
			t.Errorf("ChatMemberStatus(%d) = %q, %v; want %q", tt.user, got, err, tt.want)
		}
	}
}

func BenchmarkSendText(b *testing.B) {
	srv := telegramtest.New(b)
	c, err := New(b.Context(), Config{Token: telegramtest.Token, APIEndpoint: srv.Endpoint(), Limits: &Limits{}})
	if err != nil {
		b.Fatal(err)
	}
	defer c.Close()
	for b.Loop() {
		if _, err := c.SendText(b.Context(), alice, 0, "hello", nil, ""); err != nil {
			b.Fatal(err)
		}
	}
}

func TestAnswerInlineChecksResults(t *testing.T) {
	c, srv := newClient(t, nil)
	ctx := testContext(t)
	var nilPhoto *tgbotapi.InlineQueryResultCachedPhoto
	photo := CachedPhotoResult("r", "AgAC", "", nil)
	tests := []struct {
		name    string
		results []any
		want    error
	}{
		{"nil pointer", []any{nilPhoto}, ErrBadInput},
		{"nil", []any{nil}, ErrBadInput},
		{"no file id", []any{CachedPhotoResult("r", "", "", nil)}, ErrBadInput},
		{"long id", []any{CachedPhotoResult(strings.Repeat("r", MaxResultID+1), "AgAC", "", nil)}, ErrBadInput},
		{"too many", func() []any {
			rs := make([]any, MaxInlineResults+1)
			for i := range rs {
				rs[i] = photo
			}
			return rs
		}(), ErrBadInput},
		{"pointer", []any{&photo}, nil},
		{"article", []any{tgbotapi.NewInlineQueryResultArticle("a", "Rules", "Jackal rules")}, nil},
		{"none", nil, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			q := srv.InlineQuery(alice, tt.name)
			err := c.AnswerInline(ctx, q, tt.results...)
			if !errors.Is(err, tt.want) || (tt.want == nil) != (err == nil) {
				t.Fatalf("AnswerInline = %v, want %v", err, tt.want)
			}
			if a, _ := srv.InlineAnswer(q); a.Answered != (err == nil) {
				t.Fatalf("server saw answered=%v", a.Answered)
			}
		})
	}
}

func TestCaptionParseMode(t *testing.T) {
	c, srv := newClient(t, func(cfg *Config) { cfg.CaptionParseMode = tgbotapi.ModeHTML })
	ctx := testContext(t)
	caption := `<a href="tg://user?id=1001">Alice</a> to move`
	id, _, err := c.SendPhoto(ctx, group, 0, picture(t, 1), caption, nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := c.EditPhoto(ctx, group, id, picture(t, 2), caption+"!", nil); err != nil {
		t.Fatal(err)
	}
	if err := c.EditCaption(ctx, ChatMessage(group, id), caption, nil); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		got  string
	}{
		{"sendPhoto", srv.Requests("sendPhoto")[0].Params["parse_mode"]},
		{"editMessageCaption", srv.Requests("editMessageCaption")[0].Params["parse_mode"]},
		{"editMessageMedia", map[bool]string{true: tgbotapi.ModeHTML}[strings.Contains(
			srv.Requests("editMessageMedia")[0].Params["media"], `"parse_mode":"HTML"`)]},
	}
	for _, tt := range tests {
		if tt.got != tgbotapi.ModeHTML {
			t.Errorf("%s parse mode %q, want HTML", tt.name, tt.got)
		}
	}
	if _, err := New(ctx, Config{Token: telegramtest.Token, APIEndpoint: srv.Endpoint(), CaptionParseMode: "BB"}); !errors.Is(err, ErrBadConfig) {
		t.Fatalf("bad caption parse mode: %v, want ErrBadConfig", err)
	}
}
