package telegramtest

// DeleteByAdmin deletes message id of chat as a chat administrator does
// (cleaning the chat): the bot is not told, and Telegram answers an edit
// of it "message to edit not found". It reports whether there was such a
// message.
func (s *Server) DeleteByAdmin(chat int64, id int) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	m := s.findMessage(chat, id)
	if m == nil {
		return false
	}
	m.deleted = true
	return true
}
