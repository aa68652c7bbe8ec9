package telegramtest

import (
	"bytes"
	"fmt"
	"image"
	_ "image/png" // decodes the size of uploaded pictures
	"strings"
	"time"
)

// userInfo names a user.
type userInfo struct {
	first, last, username string
}

// chat is one chat's state.
type chat struct {
	id     int64
	typ    string
	title  string
	nextID int
	msgs   []*Message
}

// storedFile is an uploaded picture.
type storedFile struct {
	data          []byte
	width, height int
}

// supergroupBelow: supergroup and channel ids are below this.
const supergroupBelow = -1000000000000

// chatOf returns chat id, creating it with typ (or the type its id implies).
// Hold s.mu.
func (s *Server) chatOf(id int64, typ string) *chat {
	c, ok := s.chats[id]
	if !ok {
		c = &chat{id: id, typ: typ}
		if c.typ == "" {
			c.typ = defaultChatType(id)
		}
		if c.typ != "private" {
			c.title = fmt.Sprintf("Group %d", -id)
		}
		s.chats[id] = c
	}
	return c
}

func defaultChatType(id int64) string {
	switch {
	case id > 0:
		return "private"
	case id < supergroupBelow:
		return "supergroup"
	default:
		return "group"
	}
}

// user returns what is known of a user's name. Hold s.mu.
func (s *Server) user(id int64) userInfo {
	if u, ok := s.users[id]; ok {
		return u
	}
	return userInfo{first: fmt.Sprintf("User%d", id)}
}

// userJSON is a User object. Hold s.mu.
func (s *Server) userJSON(id int64) map[string]any {
	if id == BotID {
		return map[string]any{"id": BotID, "is_bot": true, "first_name": BotName, "username": BotUsername}
	}
	u := s.user(id)
	m := map[string]any{"id": id, "is_bot": false, "first_name": u.first, "language_code": "en"}
	addNonEmpty(m, "last_name", u.last)
	addNonEmpty(m, "username", u.username)
	return m
}

// chatJSON is a Chat object. Hold s.mu.
func (s *Server) chatJSON(c *chat) map[string]any {
	m := map[string]any{"id": c.id, "type": c.typ}
	if c.typ == "private" {
		u := s.user(c.id)
		m["first_name"] = u.first
		addNonEmpty(m, "last_name", u.last)
		addNonEmpty(m, "username", u.username)
	} else {
		m["title"] = c.title
	}
	return m
}

// messageJSON is a Message object as the Bot API returns it. Hold s.mu.
func (s *Server) messageJSON(m *Message) map[string]any {
	out := map[string]any{
		"message_id": m.ID,
		"date":       m.Date.Unix(),
		"chat":       s.chatJSON(s.chatOf(m.ChatID, "")),
		"from":       s.userJSON(m.From),
	}
	if m.Thread != 0 {
		out["message_thread_id"] = m.Thread
		out["is_topic_message"] = true
	}
	if m.Photo != nil {
		out["photo"] = photoSizes(m.FileID, m.width, m.height, len(m.Photo))
		addNonEmpty(out, "caption", m.Caption)
	} else {
		out["text"] = m.Text
		if m.From != BotID && strings.HasPrefix(m.Text, "/") {
			cmd, _, _ := strings.Cut(m.Text, " ")
			out["entities"] = []map[string]any{{"type": "bot_command", "offset": 0, "length": len(cmd)}}
		}
	}
	if m.Keyboard != nil {
		out["reply_markup"] = m.Keyboard
	}
	return out
}

// photoSizes lists a thumbnail and the full size of a picture.
func photoSizes(fileID string, w, h, size int) []map[string]any {
	tw, th := w, h
	if w > 90 {
		tw, th = 90, max(1, h*90/w)
	}
	return []map[string]any{
		{"file_id": thumbID(fileID), "file_unique_id": "u" + thumbID(fileID), "width": tw, "height": th, "file_size": size / 10},
		{"file_id": fileID, "file_unique_id": "u" + fileID, "width": w, "height": h, "file_size": size},
	}
}

func thumbID(fileID string) string { return fileID + "-thumb" }

// storePicture keeps an uploaded picture under a new file id (and its
// thumbnail's). Hold s.mu.
func (s *Server) storePicture(data []byte) (string, *apiError) {
	cfg, _, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil {
		return "", badRequest("IMAGE_PROCESS_FAILED")
	}
	s.nextFile++
	id := fmt.Sprintf("AgACAgFake%04d", s.nextFile)
	f := storedFile{data: data, width: cfg.Width, height: cfg.Height}
	s.files[id] = f
	s.files[thumbID(id)] = f
	return id, nil
}

// picture finds a stored picture by file id. Hold s.mu.
func (s *Server) picture(fileID string) (storedFile, *apiError) {
	f, ok := s.files[fileID]
	if !ok {
		return f, badRequest("wrong file identifier/HTTP URL specified")
	}
	return f, nil
}

// newMessage appends a message to a chat. Hold s.mu.
func (s *Server) newMessage(c *chat, from int64, thread int) *Message {
	c.nextID++
	m := &Message{ID: c.nextID, ChatID: c.id, From: from, Thread: thread, Date: time.Now()}
	c.msgs = append(c.msgs, m)
	return m
}

// findMessage returns a live message of a chat. Hold s.mu.
func (s *Server) findMessage(chatID int64, id int) *Message {
	c, ok := s.chats[chatID]
	if !ok {
		return nil
	}
	for _, m := range c.msgs {
		if m.ID == id && !m.deleted {
			return m
		}
	}
	return nil
}

func addNonEmpty(m map[string]any, key, v string) {
	if v != "" {
		m[key] = v
	}
}
