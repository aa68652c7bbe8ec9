package web

import (
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/jackalbot/jackal/bot"
)

// Config sets up a Server. Bot and Signer are required.
type Config struct {
	Bot    *bot.Bot
	Signer *Signer
	// PublicURL is where browsers reach the server
	// ("https://jackal.example.org"), for the links the bot makes (Link).
	PublicURL string
	// TelegramToken is the bot's Telegram token, which signs its Mini
	// App's init data; "" refuses init data (ErrNoTelegram).
	TelegramToken string
	// InitDataMaxAge is how old init data may be (1 hour).
	InitDataMaxAge time.Duration
	// SessionTTL is how long the session a Mini App gets for its init
	// data lasts (12 hours).
	SessionTTL time.Duration
	// LinkTTL is how long the links the bot gives out last (7 days).
	LinkTTL time.Duration
	// MiniAppURL is the Telegram Mini App's direct link as BotFather's
	// /newapp gave it ("https://t.me/jackalbot/board"); "" when there is
	// none. Its address in BotFather is PublicURL + "/app".
	MiniAppURL string
	// Poll is how often a live page's game is read again from the store,
	// for moves another process made (3 s); this process's moves are told
	// at once (bot.Bot.Watch).
	Poll time.Duration
	// Marks is the store's table of handled updates, where the init data
	// exchanged for a session are marked so that every process sharing
	// the store refuses their replay; nil remembers them in this process
	// only.
	Marks Marks
	// Now is the clock (time.Now).
	Now func() time.Time
	// Log receives the server's log lines (slog.Default).
	Log *slog.Logger
}

// Server is the web front end: the page, its game's view and replay,
// live updates, and play.
type Server struct {
	cfg     Config
	replays Replays
	mux     *http.ServeMux
}

// New makes a Server from cfg.
func New(cfg Config) (*Server, error) {
	if cfg.Bot == nil {
		return nil, fmt.Errorf("%w: no bot", ErrConfig)
	}
	if cfg.Signer == nil {
		return nil, fmt.Errorf("%w: no signer", ErrConfig)
	}
	cfg.InitDataMaxAge = cmp.Or(cfg.InitDataMaxAge, time.Hour)
	cfg.SessionTTL = cmp.Or(cfg.SessionTTL, 12*time.Hour)
	cfg.LinkTTL = cmp.Or(cfg.LinkTTL, 7*24*time.Hour)
	cfg.Poll = cmp.Or(cfg.Poll, 3*time.Second)
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.Log == nil {
		cfg.Log = slog.Default()
	}
	cfg.PublicURL = strings.TrimRight(cfg.PublicURL, "/")
	s := &Server{cfg: cfg, mux: http.NewServeMux(), replays: Replays{Marks: cfg.Marks}}
	s.routes()
	return s, nil
}

// ServeHTTP serves the page and its API.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	h := w.Header()
	h.Set("X-Content-Type-Options", "nosniff")
	// the links carry their token in the address: it never goes on to
	// another site; and the page runs its own files only
	h.Set("Referrer-Policy", "no-referrer")
	h.Set("Content-Security-Policy", contentPolicy)
	s.mux.ServeHTTP(w, r)
}

// contentPolicy lets the page load and call only its own server (Telegram
// shows a Mini App in a frame, so framing stays allowed).
const contentPolicy = "default-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'none'"

// routes are the server's paths:
//
//	GET  /g/{id}          the page of game id
//	GET  /app             the Telegram Mini App's entry (the same page)
//	POST /tg/session      init data → a session token
//	GET  /g/{id}/view     the game as the token's holder sees it (View)
//	GET  /g/{id}/frames   its replay (Frame list)
//	GET  /g/{id}/events   server-sent events: the View after every change
//	POST /g/{id}/act      play an action ({"action": "W1 e5", "moves": 12})
func (s *Server) routes() {
	s.mux.Handle("GET /static/", staticFiles())
	s.mux.HandleFunc("GET /g/{id}", s.page)
	s.mux.HandleFunc("GET /app", s.page)
	s.mux.HandleFunc("POST /tg/session", s.session)
	s.mux.HandleFunc("GET /g/{id}/view", s.view)
	s.mux.HandleFunc("GET /g/{id}/frames", s.frames)
	s.mux.HandleFunc("GET /g/{id}/events", s.events)
	s.mux.HandleFunc("POST /g/{id}/act", s.act)
}

// Link is the address of game c.Game's page for the holder of claims c,
// valid for ttl (c.Expires is set from it).
func (s *Server) Link(c Claims, ttl time.Duration) string {
	c.Expires = s.cfg.Now().Add(ttl).Unix()
	return s.cfg.PublicURL + "/g/" + url.PathEscape(c.Game) + "?t=" + s.cfg.Signer.Sign(c)
}

// The Server is the bot's web board (bot.Bot.SetWebBoard).
var _ bot.WebBoard = (*Server)(nil)

// PlayerLink is game id's page for user, who may act there for their
// seats, valid for LinkTTL.
func (s *Server) PlayerLink(key, id string, user bot.User) string {
	return s.Link(Claims{Game: id, Key: key, User: user.ID, Name: user.Name, Role: RolePlay, Lang: pageLang(user.Lang)}, s.cfg.LinkTTL)
}

// WatchLink is a spectator's page of game id, valid for LinkTTL.
func (s *Server) WatchLink(key, id string) string {
	return s.Link(Claims{Game: id, Key: key, Role: RoleWatch}, s.cfg.LinkTTL)
}

// MiniApp is the Mini App's link opening game id ("" without one).
func (s *Server) MiniApp(id string) string {
	if s.cfg.MiniAppURL == "" {
		return ""
	}
	return s.cfg.MiniAppURL + "?startapp=" + url.QueryEscape(id)
}

// claims reads and checks the request's token (?t= or "Authorization:
// Bearer"), which must be for game id.
func (s *Server) claims(r *http.Request) (Claims, error) {
	tok := r.URL.Query().Get("t")
	if h, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer "); ok {
		tok = h
	}
	c, err := s.cfg.Signer.Verify(tok, s.cfg.Now())
	if err != nil {
		return c, err
	}
	if c.Game != r.PathValue("id") {
		return Claims{}, ErrWrongGame
	}
	return c, nil
}

// load checks the request's token and reads its game; on failure it
// answers the request and reports false.
func (s *Server) load(w http.ResponseWriter, r *http.Request) (Claims, *bot.Live, bool) {
	c, err := s.claims(r)
	if err == nil {
		var l *bot.Live
		if l, err = s.live(c); err == nil {
			return c, l, true
		}
	}
	s.fail(w, err)
	return c, nil, false
}

// live reads the token's game.
func (s *Server) live(c Claims) (*bot.Live, error) {
	l, err := s.cfg.Bot.LiveGame(c.Key, c.Game)
	if errors.Is(err, bot.ErrNoLiveGame) {
		return nil, fmt.Errorf("%w: %v", ErrNoGame, err)
	}
	return l, err
}

// session exchanges a Mini App's init data (form field init_data) for a
// session token of the game its start parameter (else the form's game)
// names: once per init data.
func (s *Server) session(w http.ResponseWriter, r *http.Request) {
	now := s.cfg.Now()
	d, err := CheckInitData(r.FormValue("init_data"), s.cfg.TelegramToken, now, s.cfg.InitDataMaxAge)
	if err != nil {
		s.fail(w, err)
		return
	}
	if err := s.replays.Use(d.Hash, now, d.AuthDate.Add(s.cfg.InitDataMaxAge+futureSkew)); err != nil {
		s.fail(w, err)
		return
	}
	id := cmp.Or(d.StartParam, r.FormValue("game"))
	l, err := s.cfg.Bot.LiveGame("", id)
	if err != nil {
		s.fail(w, fmt.Errorf("%w: %v", ErrNoGame, err))
		return
	}
	if !telegramChat(string(l.Rec.Key)) {
		// a Telegram user is no one's seat in another platform's chat
		s.fail(w, fmt.Errorf("%w: not a Telegram game", ErrNoGame))
		return
	}
	c := Claims{Game: l.Rec.ID, Key: string(l.Rec.Key), User: strconv.FormatInt(d.User.ID, 10),
		Name: d.User.Name(), Role: RolePlay, Lang: pageLang(d.User.LanguageCode), Expires: now.Add(s.cfg.SessionTTL).Unix()}
	s.reply(w, map[string]string{"token": s.cfg.Signer.Sign(c), "game": c.Game})
}

// telegramChat reports whether a chat key is a Telegram chat's (a group
// or an inline game).
func telegramChat(key string) bool {
	return strings.HasPrefix(key, bot.PlatformTelegram+":") || strings.HasPrefix(key, "tgi:")
}

// view answers the game as the token's holder sees it.
func (s *Server) view(w http.ResponseWriter, r *http.Request) {
	c, l, ok := s.load(w, r)
	if !ok {
		return
	}
	s.reply(w, viewOf(s.cfg.Bot, l, c))
}

// frames answers the game's replay as the token's holder may see it.
func (s *Server) frames(w http.ResponseWriter, r *http.Request) {
	c, l, ok := s.load(w, r)
	if !ok {
		return
	}
	fr, err := framesOf(l, c)
	if err != nil {
		s.fail(w, err)
		return
	}
	s.reply(w, fr)
}

// reply writes v as JSON.
func (s *Server) reply(w http.ResponseWriter, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	if err := json.NewEncoder(w).Encode(v); err != nil {
		s.cfg.Log.Debug("web reply", "err", err)
	}
}

// fail answers err with its status code.
func (s *Server) fail(w http.ResponseWriter, err error) {
	code := statusOf(err)
	if code == http.StatusInternalServerError {
		s.cfg.Log.Error("web", "err", err)
		http.Error(w, "internal error", code)
		return
	}
	http.Error(w, err.Error(), code)
}

// statusOf is the HTTP status of an error of the package.
func statusOf(err error) int {
	switch {
	case errors.Is(err, ErrInitData), errors.Is(err, ErrToken), errors.Is(err, ErrBadAction):
		return http.StatusBadRequest
	case errors.Is(err, ErrForged), errors.Is(err, ErrStale), errors.Is(err, ErrReplayed),
		errors.Is(err, ErrExpired), errors.Is(err, ErrNoTelegram):
		return http.StatusUnauthorized
	case errors.Is(err, ErrWrongGame), errors.Is(err, ErrReadOnly):
		return http.StatusForbidden
	case errors.Is(err, ErrNoGame):
		return http.StatusNotFound
	case errors.Is(err, bot.ErrNotAttached):
		return http.StatusServiceUnavailable
	}
	return http.StatusInternalServerError
}
