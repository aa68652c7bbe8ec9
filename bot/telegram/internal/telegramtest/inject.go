package telegramtest

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	tgbotapi "github.com/go-telegram-bot-api/telegram-bot-api/v5"
)

// errBadResult reports an inline result ChooseInline cannot show.
var errBadResult = errors.New("telegramtest: inline result cannot be shown")

// SendMessage injects a message from user to chat (a private chat's id is
// the user's id) and returns its message id.
func (s *Server) SendMessage(chat, user int64, text string, opts MessageOpts) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	if opts.FirstName != "" || opts.LastName != "" || opts.Username != "" {
		s.users[user] = userInfo{first: opts.FirstName, last: opts.LastName, username: opts.Username}
	}
	if chat == user {
		delete(s.stranger, user) // writing to the bot starts it
	}
	c := s.chatOf(chat, opts.ChatType)
	if opts.ChatType != "" {
		c.typ = opts.ChatType
	}
	if opts.Title != "" {
		c.title = opts.Title
	}
	m := s.newMessage(c, user, opts.Thread)
	m.Text = text
	s.push("message", s.messageJSON(m))
	return m.ID
}

// Press injects user pressing the button with data under message msgID of
// chat and returns the callback query id. A message the server does not
// know is sent as Telegram sends an inaccessible one: id and chat only.
func (s *Server) Press(chat int64, msgID int, user int64, data string) string {
	s.mu.Lock()
	defer s.mu.Unlock()
	var msg map[string]any
	if m := s.findMessage(chat, msgID); m != nil {
		msg = s.messageJSON(m)
	} else {
		msg = map[string]any{"message_id": msgID, "date": 0, "chat": s.chatJSON(s.chatOf(chat, ""))}
	}
	return s.pushCallback(user, data, "message", msg, fmt.Sprintf("ci%d", chat))
}

// PressInline injects user pressing the button with data under an inline
// message and returns the callback query id.
func (s *Server) PressInline(inlineMessageID string, user int64, data string) string {
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, ok := s.inline[inlineMessageID]; !ok {
		s.fail("PressInline: unknown inline message %q", inlineMessageID)
	}
	return s.pushCallback(user, data, "inline_message_id", inlineMessageID, "ci"+inlineMessageID)
}

// pushCallback queues a callback_query. Hold s.mu.
func (s *Server) pushCallback(user int64, data, where string, target any, instance string) string {
	id := s.newCallbackLocked(user, data)
	s.push("callback_query", map[string]any{
		"id": id, "from": s.userJSON(user), where: target, "chat_instance": instance, "data": data,
	})
	return id
}

// newCallbackLocked reserves the next callback query id, from user with
// data, for the bot to answer (CallbackAnswer). Hold s.mu.
func (s *Server) newCallbackLocked(user int64, data string) string {
	s.nextQuery++
	id := fmt.Sprintf("cb%d", s.nextQuery)
	s.callbacks[id] = &CallbackAnswer{ID: id, From: user, Data: data}
	return id
}

// newInlineQueryLocked reserves the next inline query id, from user with
// query, for the bot to answer (InlineAnswer). Hold s.mu.
func (s *Server) newInlineQueryLocked(user int64, query string) string {
	s.nextQuery++
	id := fmt.Sprintf("iq%d", s.nextQuery)
	s.inlineAnswers[id] = &InlineAnswer{QueryID: id, From: user, Query: query}
	return id
}

// InlineQuery injects user typing "@bot query" and returns the query id.
func (s *Server) InlineQuery(user int64, query string) string {
	s.mu.Lock()
	defer s.mu.Unlock()
	id := s.newInlineQueryLocked(user, query)
	s.push("inline_query", map[string]any{
		"id": id, "from": s.userJSON(user), "query": query, "offset": "", "chat_type": "sender",
	})
	return id
}

// ChooseInline injects user sending result resultID of their latest answered
// inline query that holds it: the inline message inlineMessageID (generated
// when empty, and returned) appears with the result's picture, caption and
// keyboard, and a chosen_inline_result update is queued. As on Telegram,
// the update carries inline_message_id only when the result has a keyboard.
func (s *Server) ChooseInline(user int64, resultID, inlineMessageID string) string {
	s.mu.Lock()
	defer s.mu.Unlock()
	answer, result := s.findResult(user, resultID)
	if result == nil {
		s.fail("ChooseInline: user %d got no result %q", user, resultID)
		return ""
	}
	if inlineMessageID == "" {
		inlineMessageID = fmt.Sprintf("inl%d", len(s.inline)+1)
	}
	m := &Message{InlineID: inlineMessageID, From: BotID, Date: time.Now()}
	if err := s.fillInline(m, result); err != nil {
		s.fail("ChooseInline: result %q: %v", resultID, err)
		return ""
	}
	s.inline[inlineMessageID] = m
	body := map[string]any{"result_id": resultID, "from": s.userJSON(user), "query": answer.Query}
	if m.Keyboard != nil {
		body["inline_message_id"] = inlineMessageID
	}
	s.push("chosen_inline_result", body)
	return inlineMessageID
}

// findResult finds resultID among user's answered inline queries, latest
// first. Hold s.mu.
func (s *Server) findResult(user int64, resultID string) (*InlineAnswer, map[string]any) {
	for i := s.nextQuery; i > 0; i-- {
		a, ok := s.inlineAnswers[fmt.Sprintf("iq%d", i)]
		if !ok || a.From != user || !a.Answered {
			continue
		}
		for _, r := range a.Results {
			if r["id"] == resultID {
				return a, r
			}
		}
	}
	return nil, nil
}

// fillInline makes m show an inline result. Hold s.mu.
func (s *Server) fillInline(m *Message, r map[string]any) error {
	if raw, ok := r["reply_markup"]; ok {
		b, err := json.Marshal(raw)
		var kb tgbotapi.InlineKeyboardMarkup
		if err == nil {
			err = json.Unmarshal(b, &kb)
		}
		if err != nil {
			return fmt.Errorf("%w: keyboard: %w", errBadResult, err)
		}
		if len(kb.InlineKeyboard) > 0 {
			m.Keyboard = &kb
		}
	}
	m.Caption, _ = r["caption"].(string)
	if fileID, ok := r["photo_file_id"].(string); ok {
		f, e := s.picture(fileID)
		if e != nil {
			return fmt.Errorf("%w: %s", errBadResult, e.desc)
		}
		setPicture(m, fileID, f)
		return nil
	}
	if content, ok := r["input_message_content"].(map[string]any); ok {
		m.Text, _ = content["message_text"].(string)
	}
	if m.Text == "" {
		return fmt.Errorf("%w: type %v is not supported by the fake server", errBadResult, r["type"])
	}
	return nil
}

// Migrate turns group oldChat into supergroup newChat: later calls naming
// oldChat answer 400 with migrate_to_chat_id.
func (s *Server) Migrate(oldChat, newChat int64) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.migrated[oldChat] = newChat
	s.chatOf(newChat, "supergroup")
	s.notify()
}

// Block makes user block the bot: calls writing to that private chat answer
// 403, and a my_chat_member update (status "kicked") is queued.
func (s *Server) Block(user int64) { s.setBlocked(user, true) }

// Stranger makes user one who never started the bot: calls writing to
// that private chat answer 403 "bot can't initiate conversation with a
// user" until the user writes there (SendMessage to their private chat).
func (s *Server) Stranger(user int64) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.stranger[user] = true
}

// Unblock undoes Block, queueing a my_chat_member update (status "member").
func (s *Server) Unblock(user int64) { s.setBlocked(user, false) }

func (s *Server) setBlocked(user int64, blocked bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.blocked[user] == blocked {
		return
	}
	s.blocked[user] = blocked
	old, now := "member", "kicked"
	if !blocked {
		old, now = now, old
	}
	s.push("my_chat_member", map[string]any{
		"chat": s.chatJSON(s.chatOf(user, "private")), "from": s.userJSON(user), "date": time.Now().Unix(),
		"old_chat_member": map[string]any{"user": s.userJSON(BotID), "status": old},
		"new_chat_member": map[string]any{"user": s.userJSON(BotID), "status": now},
	})
}

// FailNext makes the next call of method fail with code and description
// (e.g. 429, "Too Many Requests: retry after 1", 1). Failures queue up.
func (s *Server) FailNext(method string, code int, description string, retryAfter int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	key := strings.ToLower(method)
	s.failures[key] = append(s.failures[key], apiError{code: code, desc: description, retryAfter: retryAfter})
}

// SetMember sets user's status in chat for getChatMember ("creator",
// "administrator", "member", "left", ...); unknown pairs are "member".
func (s *Server) SetMember(chat, user int64, status string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.members[[2]int64{chat, user}] = status
}
