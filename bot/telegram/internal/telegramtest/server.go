package telegramtest

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	tgbotapi "github.com/go-telegram-bot-api/telegram-bot-api/v5"
)

// Server is a fake Bot API. It is safe for concurrent use.
type Server struct {
	tb        testing.TB
	ts        *httptest.Server
	quit      chan struct{}
	closeOnce sync.Once

	mu       sync.Mutex
	changed  chan struct{} // closed and replaced on every change
	requests []Request
	failures map[string][]apiError
	refused  map[string]apiError // lasting refusals of a method (Refuse)
	// refusedChats are lasting refusals of a chat, by chat_id (RefuseChat)
	refusedChats map[string]apiError

	updates    []queuedUpdate
	nextUpdate int
	offset     int

	users    map[int64]userInfo
	chats    map[int64]*chat
	inline   map[string]*Message
	files    map[string]storedFile
	nextFile int

	callbacks     map[string]*CallbackAnswer
	inlineAnswers map[string]*InlineAnswer
	nextQuery     int

	migrated map[int64]int64
	blocked  map[int64]bool
	stranger map[int64]bool // users who never started the bot
	members  map[[2]int64]string
	commands []tgbotapi.BotCommand
	// commandsIn are the menus set for a language_code
	commandsIn map[string][]tgbotapi.BotCommand
	webhook    webhookState
}

// webhookState is what setWebhook stored.
type webhookState struct {
	url, secret string
}

// New starts a server on 127.0.0.1. Given a testing.TB, the server is
// closed by t.Cleanup and misuse of the injection methods fails the test.
func New(tb ...testing.TB) *Server {
	s := &Server{
		quit:          make(chan struct{}),
		changed:       make(chan struct{}),
		failures:      map[string][]apiError{},
		refused:       map[string]apiError{},
		refusedChats:  map[string]apiError{},
		nextUpdate:    1,
		users:         map[int64]userInfo{},
		chats:         map[int64]*chat{},
		inline:        map[string]*Message{},
		files:         map[string]storedFile{},
		callbacks:     map[string]*CallbackAnswer{},
		inlineAnswers: map[string]*InlineAnswer{},
		migrated:      map[int64]int64{},
		blocked:       map[int64]bool{},
		stranger:      map[int64]bool{},
		members:       map[[2]int64]string{},
		commandsIn:    map[string][]tgbotapi.BotCommand{},
	}
	if len(tb) > 0 && tb[0] != nil {
		s.tb = tb[0]
		s.tb.Helper()
	}
	s.ts = httptest.NewServer(http.HandlerFunc(s.serve))
	if s.tb != nil {
		s.tb.Cleanup(s.Close)
	}
	return s
}

// Close ends pending long polls and stops the server.
func (s *Server) Close() {
	s.closeOnce.Do(func() {
		close(s.quit)
		s.ts.Close()
	})
}

// URL is the server's base URL, http://127.0.0.1:port.
func (s *Server) URL() string { return s.ts.URL }

// Endpoint is the method URL format string for Config.APIEndpoint (or
// tgbotapi.NewBotAPIWithAPIEndpoint).
func (s *Server) Endpoint() string { return s.ts.URL + "/bot%s/%s" }

// methods are the implemented Bot API methods, by lower-case name
// (Telegram's method names are case-insensitive).
var methods = map[string]func(*Server, *http.Request, params) (any, *apiError){
	"getme":                  (*Server).getMe,
	"sendmessage":            (*Server).sendMessage,
	"sendphoto":              (*Server).sendPhoto,
	"sendanimation":          (*Server).sendAnimation,
	"editmessagemedia":       (*Server).editMessageMedia,
	"editmessagecaption":     (*Server).editMessageCaption,
	"editmessagetext":        (*Server).editMessageText,
	"editmessagereplymarkup": (*Server).editMessageReplyMarkup,
	"deletemessage":          (*Server).deleteMessage,
	"answercallbackquery":    (*Server).answerCallbackQuery,
	"answerinlinequery":      (*Server).answerInlineQuery,
	"setmycommands":          (*Server).setMyCommands,
	"getchatmember":          (*Server).getChatMember,
	"getchat":                (*Server).getChat,
	"setwebhook":             (*Server).setWebhook,
	"deletewebhook":          (*Server).deleteWebhook,
}

// serve routes /bot<token>/<method>.
func (s *Server) serve(w http.ResponseWriter, r *http.Request) {
	rest, ok := strings.CutPrefix(r.URL.Path, "/bot")
	token, method, ok2 := strings.Cut(rest, "/")
	if !ok || !ok2 {
		writeError(w, &apiError{code: http.StatusNotFound, desc: "Not Found"})
		return
	}
	p, err := parseParams(r)
	if err != nil {
		writeError(w, badRequest("can't parse request: "+err.Error()))
		return
	}
	if token != Token {
		writeError(w, &apiError{code: http.StatusUnauthorized, desc: "Unauthorized"})
		return
	}
	if fail := s.record(method, p); fail != nil {
		writeError(w, fail)
		return
	}
	key := strings.ToLower(method)
	if key == "getupdates" {
		s.getUpdates(w, r, p)
		return
	}
	h, ok := methods[key]
	if !ok {
		writeError(w, &apiError{code: http.StatusNotFound, desc: "Not Found: method not found"})
		return
	}
	s.mu.Lock()
	res, apiErr := h(s, r, p)
	s.notify()
	s.mu.Unlock()
	if apiErr != nil {
		writeError(w, apiErr)
		return
	}
	writeResult(w, res)
}

// record stores a request and returns the failure injected for its method.
func (s *Server) record(method string, p params) *apiError {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.requests = append(s.requests, Request{Method: method, Params: p.values, Files: p.files, Time: time.Now()})
	defer s.notify()
	key := strings.ToLower(method)
	if q := s.failures[key]; len(q) > 0 {
		s.failures[key] = q[1:]
		return &q[0]
	}
	if e, ok := s.refused[key]; ok {
		return &e
	}
	if e, ok := s.refusedChats[p.values["chat_id"]]; ok && key != "getupdates" {
		return &e
	}
	return nil
}

// notify wakes everything waiting for a change. Hold s.mu.
func (s *Server) notify() {
	close(s.changed)
	s.changed = make(chan struct{})
}

// fail reports misuse of the injection methods to the test, if any.
func (s *Server) fail(format string, args ...any) {
	if s.tb != nil {
		s.tb.Helper()
		s.tb.Errorf("telegramtest: "+format, args...)
	}
}

// apiError is a refusal as Telegram sends it.
type apiError struct {
	code       int
	desc       string
	retryAfter int
	migrateTo  int64
}

func badRequest(desc string) *apiError {
	return &apiError{code: http.StatusBadRequest, desc: "Bad Request: " + desc}
}

func writeResult(w http.ResponseWriter, res any) {
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(map[string]any{"ok": true, "result": res})
}

func writeError(w http.ResponseWriter, e *apiError) {
	body := map[string]any{"ok": false, "error_code": e.code, "description": e.desc}
	ps := map[string]any{}
	if e.retryAfter > 0 {
		ps["retry_after"] = e.retryAfter
	}
	if e.migrateTo != 0 {
		ps["migrate_to_chat_id"] = e.migrateTo
	}
	if len(ps) > 0 {
		body["parameters"] = ps
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(e.code)
	_ = json.NewEncoder(w).Encode(body)
}
