package telegramtest

// Inject queues an update of kind with body as it is given: a map, or a
// json.RawMessage sent byte for byte (invalid UTF-8 included). It is for
// traffic the other injection methods do not make: fields missing, odd
// values, kinds the bot never asked for (getUpdates drops those, as
// Telegram does). It returns the update id.
func (s *Server) Inject(kind string, body any) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.push(kind, body)
}

// InjectTwice queues the update twice under one update id, so that one
// getUpdates answer carries it twice. It returns the update id.
func (s *Server) InjectTwice(kind string, body any) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	id := s.push(kind, body)
	s.updates = append(s.updates, queuedUpdate{id: id, kind: kind, body: body})
	s.notify()
	return id
}

// NewCallbackID reserves a callback query id that the bot can answer, for
// a callback_query the test builds and queues with Inject; CallbackAnswer
// reports the answer.
func (s *Server) NewCallbackID(from int64, data string) string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.newCallbackLocked(from, data)
}

// NewInlineQueryID reserves an inline query id that the bot can answer,
// for an inline_query the test builds and queues with Inject;
// InlineAnswer reports the answer.
func (s *Server) NewInlineQueryID(from int64, query string) string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.newInlineQueryLocked(from, query)
}

// UserObject is the User object of a user, as updates carry it.
func (s *Server) UserObject(id int64) map[string]any {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.userJSON(id)
}

// ChatObject is the Chat object of a chat (made with the type its id
// implies when the server does not know it yet).
func (s *Server) ChatObject(id int64) map[string]any {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.chatJSON(s.chatOf(id, ""))
}

// MessageObject is the Message object of a message the server holds.
func (s *Server) MessageObject(chat int64, id int) (map[string]any, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	m := s.findMessage(chat, id)
	if m == nil {
		return nil, false
	}
	return s.messageJSON(m), true
}
