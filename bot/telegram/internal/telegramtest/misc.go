package telegramtest

import (
	"encoding/json"
	"net/http"

	tgbotapi "github.com/go-telegram-bot-api/telegram-bot-api/v5"
)

// queryTooOld is Telegram's answer to an unknown or already answered query.
var queryTooOld = badRequest("query is too old and response timeout expired or query ID is invalid")

func (s *Server) getMe(_ *http.Request, _ params) (any, *apiError) {
	u := s.userJSON(BotID)
	u["can_join_groups"] = true
	u["supports_inline_queries"] = true
	return u, nil
}

func (s *Server) answerCallbackQuery(_ *http.Request, p params) (any, *apiError) {
	a, ok := s.callbacks[p.str("callback_query_id")]
	if !ok || a.Answered {
		return nil, queryTooOld
	}
	a.Answered, a.Text, a.ShowAlert = true, p.str("text"), p.bool("show_alert")
	return true, nil
}

func (s *Server) answerInlineQuery(_ *http.Request, p params) (any, *apiError) {
	a, ok := s.inlineAnswers[p.str("inline_query_id")]
	if !ok || a.Answered {
		return nil, queryTooOld
	}
	var results []map[string]any
	if err := json.Unmarshal([]byte(p.str("results")), &results); err != nil {
		return nil, badRequest("can't parse inline query results JSON object")
	}
	for _, r := range results {
		if id, _ := r["id"].(string); id == "" || len(id) > 64 {
			return nil, badRequest("RESULT_ID_INVALID")
		}
		if _, ok := r["type"].(string); !ok {
			return nil, badRequest("RESULT_TYPE_INVALID")
		}
	}
	cache, e := p.int("cache_time")
	if e != nil {
		return nil, e
	}
	a.Answered, a.Results, a.CacheTime, a.IsPersonal = true, results, cache, p.bool("is_personal")
	return true, nil
}

func (s *Server) setMyCommands(_ *http.Request, p params) (any, *apiError) {
	var cmds []tgbotapi.BotCommand
	if err := json.Unmarshal([]byte(p.str("commands")), &cmds); err != nil {
		return nil, badRequest("can't parse commands JSON object")
	}
	for _, c := range cmds {
		if c.Command == "" || len(c.Command) > 32 || c.Description == "" {
			return nil, badRequest("BOT_COMMAND_INVALID")
		}
	}
	if lang := p.str("language_code"); lang != "" {
		s.commandsIn[lang] = cmds
		return true, nil
	}
	s.commands = cmds
	return true, nil
}

func (s *Server) getChatMember(_ *http.Request, p params) (any, *apiError) {
	chat, e := p.int64("chat_id")
	if e != nil {
		return nil, e
	}
	user, e := p.int64("user_id")
	if e != nil {
		return nil, e
	}
	if chat == 0 || user == 0 {
		return nil, badRequest("chat_id or user_id is empty")
	}
	status, ok := s.members[[2]int64{chat, user}]
	if !ok {
		status = "member"
	}
	return map[string]any{"user": s.userJSON(user), "status": status}, nil
}

func (s *Server) getChat(_ *http.Request, p params) (any, *apiError) {
	id, e := p.int64("chat_id")
	if e != nil {
		return nil, e
	}
	if id == 0 {
		return nil, badRequest("chat not found")
	}
	return s.chatJSON(s.chatOf(id, "")), nil
}

func (s *Server) setWebhook(_ *http.Request, p params) (any, *apiError) {
	if p.str("url") == "" {
		return nil, badRequest("bad webhook: an HTTPS URL must be provided for webhook")
	}
	s.webhook = webhookState{url: p.str("url"), secret: p.str("secret_token")}
	if p.bool("drop_pending_updates") {
		s.updates = nil
	}
	return true, nil
}

func (s *Server) deleteWebhook(_ *http.Request, p params) (any, *apiError) {
	s.webhook = webhookState{}
	if p.bool("drop_pending_updates") {
		s.updates = nil
	}
	return true, nil
}
