package telegramtest

import (
	"strconv"
	"strings"
)

// Refuse makes every call of method fail with code and description (e.g.
// 400, "Bad Request: not enough rights to send photos to the chat"), as a
// lasting restriction does, until Allow. Failures queued by FailNext come
// first.
func (s *Server) Refuse(method string, code int, description string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.refused[strings.ToLower(method)] = apiError{code: code, desc: description}
}

// Allow ends Refuse for method.
func (s *Server) Allow(method string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.refused, strings.ToLower(method))
}

// RefuseChat makes every call naming chat (its chat_id) fail with code
// and description (e.g. 403, "Forbidden: bot was kicked from the group
// chat"), until AllowChat. Refusals of a method (Refuse) come first.
func (s *Server) RefuseChat(chat int64, code int, description string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.refusedChats[strconv.FormatInt(chat, 10)] = apiError{code: code, desc: description}
}

// AllowChat ends RefuseChat for chat.
func (s *Server) AllowChat(chat int64) {
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.refusedChats, strconv.FormatInt(chat, 10))
}
