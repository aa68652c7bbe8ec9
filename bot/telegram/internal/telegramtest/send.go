package telegramtest

import (
	"bytes"
	"net/http"
	"strings"
)

// target resolves the chat_id of a call that writes to a chat, answering
// as Telegram does for migrated groups, blocked users and users who never
// started the bot. Hold s.mu.
func (s *Server) target(p params) (*chat, *apiError) {
	id, e := p.int64("chat_id")
	if e != nil {
		return nil, e
	}
	if id == 0 {
		return nil, badRequest("chat_id is empty")
	}
	if to, ok := s.migrated[id]; ok {
		return nil, &apiError{code: http.StatusBadRequest,
			desc: "Bad Request: group chat was upgraded to a supergroup chat", migrateTo: to}
	}
	if s.blocked[id] {
		return nil, &apiError{code: http.StatusForbidden, desc: "Forbidden: bot was blocked by the user"}
	}
	if s.stranger[id] {
		return nil, &apiError{code: http.StatusForbidden, desc: "Forbidden: bot can't initiate conversation with a user"}
	}
	return s.chatOf(id, ""), nil
}

func (s *Server) sendMessage(_ *http.Request, p params) (any, *apiError) {
	c, e := s.target(p)
	if e != nil {
		return nil, e
	}
	text := p.str("text")
	if strings.TrimSpace(text) == "" {
		return nil, badRequest("message text is empty")
	}
	thread, e := p.int("message_thread_id")
	if e != nil {
		return nil, e
	}
	kb, e := p.keyboard()
	if e != nil {
		return nil, e
	}
	m := s.newMessage(c, BotID, thread)
	m.Text, m.ParseMode, m.Keyboard = text, p.str("parse_mode"), kb
	return s.messageJSON(m), nil
}

func (s *Server) sendPhoto(_ *http.Request, p params) (any, *apiError) {
	c, e := s.target(p)
	if e != nil {
		return nil, e
	}
	thread, e := p.int("message_thread_id")
	if e != nil {
		return nil, e
	}
	kb, e := p.keyboard()
	if e != nil {
		return nil, e
	}
	fileID, f, e := s.media(p.files["photo"], p.str("photo"))
	if e != nil {
		return nil, e
	}
	m := s.newMessage(c, BotID, thread)
	m.Caption, m.Keyboard = p.str("caption"), kb
	setPicture(m, fileID, f)
	return s.messageJSON(m), nil
}

// media resolves a picture given as an upload or as a file id, storing an
// upload. Hold s.mu.
func (s *Server) media(upload []byte, fileID string) (string, storedFile, *apiError) {
	if upload != nil {
		id, e := s.storePicture(upload)
		if e != nil {
			return "", storedFile{}, e
		}
		return id, s.files[id], nil
	}
	if fileID == "" {
		return "", storedFile{}, badRequest("there is no photo in the request")
	}
	f, e := s.picture(fileID)
	return fileID, f, e
}

// setPicture makes m show a stored picture.
func setPicture(m *Message, fileID string, f storedFile) {
	m.Photo, m.FileID, m.width, m.height = f.data, strings.TrimSuffix(fileID, "-thumb"), f.width, f.height
}

// sendAnimation posts an uploaded animation (a GIF) with a caption.
func (s *Server) sendAnimation(_ *http.Request, p params) (any, *apiError) {
	c, e := s.target(p)
	if e != nil {
		return nil, e
	}
	thread, e := p.int("message_thread_id")
	if e != nil {
		return nil, e
	}
	data := p.files["animation"]
	if len(data) == 0 {
		return nil, badRequest("there is no animation in the request")
	}
	if !bytes.HasPrefix(data, []byte("GIF8")) {
		return nil, badRequest("wrong file type: the animation is not a GIF")
	}
	m := s.newMessage(c, BotID, thread)
	m.Caption, m.Animation, m.AnimationName = p.str("caption"), data, p.fileNames["animation"]
	return s.messageJSON(m), nil
}
