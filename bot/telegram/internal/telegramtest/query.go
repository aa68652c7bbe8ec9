package telegramtest

import (
	"context"
	"errors"
	"fmt"
	"strings"

	tgbotapi "github.com/go-telegram-bot-api/telegram-bot-api/v5"
)

// Messages returns the messages the bot sent to chat that are not deleted,
// oldest first.
func (s *Server) Messages(chat int64) []Message {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []Message
	if c, ok := s.chats[chat]; ok {
		for _, m := range c.msgs {
			if !m.deleted && m.From == BotID {
				out = append(out, *m)
			}
		}
	}
	return out
}

// Deleted reports whether message id of chat (the bot's or a user's) was
// deleted.
func (s *Server) Deleted(chat int64, id int) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if c, ok := s.chats[chat]; ok {
		for _, m := range c.msgs {
			if m.ID == id {
				return m.deleted
			}
		}
	}
	return false
}

// LastMessage returns the newest message the bot sent to chat that is not
// deleted.
func (s *Server) LastMessage(chat int64) (Message, bool) {
	msgs := s.Messages(chat)
	if len(msgs) == 0 {
		return Message{}, false
	}
	return msgs[len(msgs)-1], true
}

// InlineMessage returns an inline message created by ChooseInline.
func (s *Server) InlineMessage(id string) (Message, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	m, ok := s.inline[id]
	if !ok {
		return Message{}, false
	}
	return *m, true
}

// Requests returns the calls of method (case-insensitive; "" for all),
// oldest first.
func (s *Server) Requests(method string) []Request {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []Request
	for _, r := range s.requests {
		if method == "" || strings.EqualFold(r.Method, method) {
			out = append(out, r)
		}
	}
	return out
}

// CallbackAnswer returns a button press injected by Press or PressInline and
// the bot's answer, if any.
func (s *Server) CallbackAnswer(id string) (CallbackAnswer, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	a, ok := s.callbacks[id]
	if !ok {
		return CallbackAnswer{}, false
	}
	return *a, true
}

// CallbackAnswers returns every button press injected by Press or
// PressInline, with the bot's answer if any, in no particular order.
func (s *Server) CallbackAnswers() []CallbackAnswer {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make([]CallbackAnswer, 0, len(s.callbacks))
	for _, a := range s.callbacks {
		out = append(out, *a)
	}
	return out
}

// InlineAnswer returns an inline query injected by InlineQuery and the
// bot's answer, if any.
func (s *Server) InlineAnswer(queryID string) (InlineAnswer, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	a, ok := s.inlineAnswers[queryID]
	if !ok {
		return InlineAnswer{}, false
	}
	return *a, true
}

// Commands returns the commands set by setMyCommands.
func (s *Server) Commands() []tgbotapi.BotCommand {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]tgbotapi.BotCommand(nil), s.commands...)
}

// CommandsIn returns the commands set by setMyCommands for language_code
// lang.
func (s *Server) CommandsIn(lang string) []tgbotapi.BotCommand {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]tgbotapi.BotCommand(nil), s.commandsIn[lang]...)
}

// Webhook returns the URL and secret token set by setWebhook; empty when no
// webhook is set.
func (s *Server) Webhook() (url, secret string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.webhook.url, s.webhook.secret
}

// PendingUpdates counts the injected updates getUpdates has not seen
// confirmed by an offset.
func (s *Server) PendingUpdates() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.updates)
}

// ErrNotMet is returned by WaitFor when ctx ends before the condition holds.
var ErrNotMet = errors.New("telegramtest: condition not met")

// WaitFor waits until pred returns true, re-evaluating it after every change
// of the server's state (a call, an injected update), or until ctx ends.
// pred may call the server's other methods.
func (s *Server) WaitFor(ctx context.Context, pred func() bool) error {
	for {
		s.mu.Lock()
		changed := s.changed
		s.mu.Unlock()
		if pred() {
			return nil
		}
		select {
		case <-changed:
		case <-ctx.Done():
			return fmt.Errorf("%w: %w", ErrNotMet, ctx.Err())
		}
	}
}
