package telegramtest

// AnnounceMigration turns group oldChat into supergroup newChat as Migrate
// does, and queues the two service messages Telegram sends then: one in
// the old group carrying migrate_to_chat_id, one in the supergroup carrying
// migrate_from_chat_id, both from user (who upgraded the group).
func (s *Server) AnnounceMigration(oldChat, newChat, user int64) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.migrated[oldChat] = newChat
	from := s.chatOf(oldChat, "group")
	to := s.chatOf(newChat, "supergroup")
	notice := func(c *chat, key string, value int64) {
		body := s.messageJSON(s.newMessage(c, user, 0))
		delete(body, "text")
		body[key] = value
		s.push("message", body)
	}
	notice(from, "migrate_to_chat_id", newChat)
	notice(to, "migrate_from_chat_id", oldChat)
}
