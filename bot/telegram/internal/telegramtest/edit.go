package telegramtest

import (
	"encoding/json"
	"net/http"
	"reflect"
	"strings"

	tgbotapi "github.com/go-telegram-bot-api/telegram-bot-api/v5"
)

// notModified is Telegram's answer to an edit that changes nothing.
var notModified = badRequest("message is not modified: specified new message content and reply markup " +
	"are exactly the same as a current content and reply markup of the message")

// editTarget finds the message an edit names, by inline_message_id or by
// chat_id and message_id. Hold s.mu.
func (s *Server) editTarget(p params) (*Message, *apiError) {
	if id := p.str("inline_message_id"); id != "" {
		m, ok := s.inline[id]
		if !ok {
			return nil, badRequest("MESSAGE_ID_INVALID")
		}
		return m, nil
	}
	c, e := s.target(p)
	if e != nil {
		return nil, e
	}
	id, e := p.int("message_id")
	if e != nil {
		return nil, e
	}
	m := s.findMessage(c.id, id)
	switch {
	case m == nil:
		return nil, badRequest("message to edit not found")
	case m.From != BotID:
		return nil, badRequest("message can't be edited")
	}
	return m, nil
}

// edited records a successful edit and returns what Telegram returns: the
// message, or true for an inline message. Hold s.mu.
func (s *Server) edited(m *Message) any {
	m.Edits++
	if m.InlineID != "" {
		return true
	}
	return s.messageJSON(m)
}

// inputMedia is the media parameter of editMessageMedia.
type inputMedia struct {
	Type      string `json:"type"`
	Media     string `json:"media"`
	Caption   string `json:"caption"`
	ParseMode string `json:"parse_mode"`
}

func (s *Server) editMessageMedia(_ *http.Request, p params) (any, *apiError) {
	m, e := s.editTarget(p)
	if e != nil {
		return nil, e
	}
	kb, e := p.keyboard()
	if e != nil {
		return nil, e
	}
	var in inputMedia
	if err := json.Unmarshal([]byte(p.str("media")), &in); err != nil || in.Media == "" {
		return nil, badRequest("can't parse InputMedia")
	}
	if in.Type != "photo" {
		return nil, badRequest("the fake server edits photos only")
	}
	if m.Photo == nil {
		return nil, badRequest("there is no media in the message to edit")
	}
	var upload []byte
	fileID := in.Media
	if name, ok := strings.CutPrefix(in.Media, "attach://"); ok {
		if m.InlineID != "" {
			return nil, badRequest("can't upload a file to an inline message: use a file_id")
		}
		if upload, ok = p.files[name]; !ok {
			return nil, badRequest("wrong file identifier/HTTP URL specified")
		}
		fileID = ""
	}
	if upload == nil && fileID == m.FileID && in.Caption == m.Caption && sameKeyboard(kb, m.Keyboard) {
		return nil, notModified
	}
	id, f, e := s.media(upload, fileID)
	if e != nil {
		return nil, e
	}
	setPicture(m, id, f)
	m.Caption, m.Keyboard = in.Caption, kb
	return s.edited(m), nil
}

func (s *Server) editMessageCaption(_ *http.Request, p params) (any, *apiError) {
	m, e := s.editTarget(p)
	if e != nil {
		return nil, e
	}
	kb, e := p.keyboard()
	if e != nil {
		return nil, e
	}
	if m.Photo == nil {
		return nil, badRequest("there is no caption in the message to edit")
	}
	caption := p.str("caption")
	if caption == m.Caption && sameKeyboard(kb, m.Keyboard) {
		return nil, notModified
	}
	m.Caption, m.Keyboard = caption, kb
	return s.edited(m), nil
}

func (s *Server) editMessageText(_ *http.Request, p params) (any, *apiError) {
	m, e := s.editTarget(p)
	if e != nil {
		return nil, e
	}
	kb, e := p.keyboard()
	if e != nil {
		return nil, e
	}
	if m.Photo != nil {
		return nil, badRequest("there is no text in the message to edit")
	}
	text := p.str("text")
	if strings.TrimSpace(text) == "" {
		return nil, badRequest("message text is empty")
	}
	if text == m.Text && sameKeyboard(kb, m.Keyboard) {
		return nil, notModified
	}
	m.Text, m.ParseMode, m.Keyboard = text, p.str("parse_mode"), kb
	return s.edited(m), nil
}

func (s *Server) editMessageReplyMarkup(_ *http.Request, p params) (any, *apiError) {
	m, e := s.editTarget(p)
	if e != nil {
		return nil, e
	}
	kb, e := p.keyboard()
	if e != nil {
		return nil, e
	}
	if sameKeyboard(kb, m.Keyboard) {
		return nil, notModified
	}
	m.Keyboard = kb
	return s.edited(m), nil
}

func (s *Server) deleteMessage(_ *http.Request, p params) (any, *apiError) {
	c, e := s.target(p)
	if e != nil {
		return nil, e
	}
	id, e := p.int("message_id")
	if e != nil {
		return nil, e
	}
	m := s.findMessage(c.id, id)
	if m == nil {
		return nil, badRequest("message to delete not found")
	}
	if m.From != BotID && c.typ != "private" {
		// as on Telegram: another's message in a group only by an
		// administrator (the fake does not model the right itself)
		if st := s.members[[2]int64{c.id, BotID}]; st != "administrator" && st != "creator" {
			return nil, badRequest("message can't be deleted")
		}
	}
	m.deleted = true
	return true, nil
}

func sameKeyboard(a, b *tgbotapi.InlineKeyboardMarkup) bool { return reflect.DeepEqual(a, b) }
