package web

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"

	"github.com/jackalbot/jackal/bot"
)

// actRequest is the body of a move sent by the page.
type actRequest struct {
	Action string `json:"action"`
	// Moves is how many moves the view the action was chosen on showed
	// (View.Moves); when given, an action chosen on a view the game has
	// moved on from is refused as stale (a double tap, a move made
	// meanwhile), not played on a board its player has not seen.
	Moves *int `json:"moves,omitempty"`
}

// actReply says whether the move was played and what the bot answered
// (a refusal's reason); Stale marks an action refused because its view
// was old.
type actReply struct {
	Moved  bool   `json:"moved"`
	Answer string `json:"answer,omitempty"`
	Stale  bool   `json:"stale,omitempty"`
}

// maxAction bounds an action's notation in a request.
const maxAction = 64

// A typer is a drawing whose game takes some actions only typed, as
// several steps played all or none (the card game's whole plan).
type typer interface {
	// typed reports whether action is one of those.
	typed(action string) bool
}

// act plays an action for the token's holder: a press of the chat's
// button through the core (bot.Bot.Press); a whole plan, typed as its
// player types it unseen, played all or none.
func (s *Server) act(w http.ResponseWriter, r *http.Request) {
	c, l, ok := s.load(w, r)
	if !ok {
		return
	}
	if !c.MayAct() {
		s.fail(w, ErrReadOnly)
		return
	}
	var body actRequest
	if err := json.NewDecoder(http.MaxBytesReader(w, r.Body, 1024)).Decode(&body); err != nil ||
		strings.TrimSpace(body.Action) == "" || len(body.Action) > maxAction {
		s.fail(w, ErrBadAction)
		return
	}
	seat := viewerSeat(l, c)
	if body.Moves != nil && *body.Moves != len(seenLog(l, seat)) {
		s.reply(w, actReply{Stale: true, Answer: staleWords[viewLang(l, c)]})
		return
	}
	tp, ok := drawings[gameID(l)].(typer)
	req := bot.Request{Chat: bot.Chat{Key: c.Key}, User: bot.User{ID: c.User, Name: c.Name}}
	switch {
	case ok && seat != "" && tp.typed(body.Action):
		// a whole plan: typed, as its player types it where only they
		// see it, so that the core plays it all or none in one stored
		// step (a card not held refuses the whole plan, and the row laid
		// stays as it was)
		req.Command, req.Args, req.Unseen = "move", body.Action, true
	case l.Secret():
		// a seat acting in secret plays from its private board
		req.Button = l.SeatButton(seat, body.Action)
	default:
		req.Button = l.ActButton(body.Action)
	}
	var answers []string
	// the move completes like a press does, even if the page goes away
	ctx := context.WithoutCancel(r.Context())
	played, err := s.cfg.Bot.Press(ctx, req, func(text string) { answers = append(answers, text) })
	if err != nil {
		s.fail(w, err)
		return
	}
	s.reply(w, actReply{Moved: played, Answer: strings.Join(answers, "\n")})
}
