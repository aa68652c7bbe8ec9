package telegram_test

import (
	"strings"

	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/engine/ai"
	"github.com/jackalbot/jackal/storage"
)

// player chooses the actions of a test game with computer agents (one per
// crew) and plays them through the board's buttons only.
type player struct {
	r      *rig
	agents [engine.NumCrews]ai.Agent
	// fallbacks counts actions the agent chose that no button offered, for
	// which the first offered target was pressed instead.
	fallbacks int
}

func newPlayer(r *rig, level ai.Level, seed uint64) *player {
	p := &player{r: r}
	for i := range p.agents {
		p.agents[i] = ai.New(level, seed)
	}
	return p
}

// state decodes the stored state of a game.
func (p *player) state(g *storage.Game) engine.State {
	p.r.t.Helper()
	var st engine.State
	if err := st.UnmarshalBinary(g.Snapshot); err != nil {
		p.r.t.Fatalf("snapshot of %s: %v", g.Key, err)
	}
	return st
}

// choose asks the agent of the crew to act for its action.
func (p *player) choose(g *storage.Game) engine.Action {
	p.r.t.Helper()
	st := p.state(g)
	v := engine.ViewFor(&st, st.Controller())
	a, err := p.agents[st.Controller()].Decide(&v, ai.Budget{})
	if err != nil {
		p.r.t.Fatalf("agent: %v", err)
	}
	return a
}

// pieceKey is the button that leads to an action's targets.
func pieceKey(a engine.Action) string {
	switch a.Kind {
	case engine.ActMove:
		return a.Piece.String()
	case engine.ActShip:
		return "ship"
	case engine.ActBoat, engine.ActPlace:
		return "boat"
	}
	return ""
}

// looking reports whether the game under key waits on a lighthouse's
// next look: a look before the last shows the table nothing new, and its
// board is edited in place rather than posted again.
func (p *player) looking(key string) bool {
	g, live := p.r.game(key)
	if !live {
		return false
	}
	st := p.state(g)
	return st.Pending.Active && st.Pending.Choose == engine.ChooseLighthouse
}

// act plays one action in chat (game key) with buttons: as the user the
// newest board mentions, a piece then a target (or the target at once when
// offered), confirming a deadly one. It returns the message id of the
// board it pressed on.
func (p *player) act(chat int64, key string) int {
	r := p.r
	r.t.Helper()
	board := r.lastBoard(chat)
	user := mentioned(board)
	if user == 0 {
		r.t.Fatalf("the board mentions nobody: %q", board.Caption)
	}
	a := p.choose(r.mustGame(key))
	want := a.String()
	data, ok := findData(board, want, "a", "d")
	if !ok {
		if piece, ok2 := findData(board, pieceKey(a), "p"); ok2 && pieceKey(a) != "" {
			p.pressOK(chat, board.ID, user, piece)
			board = r.message(chat, board.ID)
			data, ok = findData(board, want, "a", "d")
		}
	}
	if !ok {
		p.fallbacks++
		if piece, ok2 := findData(board, "", "p"); ok2 {
			p.pressOK(chat, board.ID, user, piece)
			board = r.message(chat, board.ID)
		}
		if data, ok = findData(board, "", "a", "d"); !ok {
			r.t.Fatalf("no target to press on %q: %v", board.Caption, buttonData(board))
		}
	}
	if verbOf(data) == "d" {
		p.pressOK(chat, board.ID, user, data)
		board = r.message(chat, board.ID)
		if data, ok = findData(board, "", "a"); !ok {
			r.t.Fatalf("a deadly move offers no confirmation: %v", buttonData(board))
		}
	}
	p.pressOK(chat, board.ID, user, data)
	return board.ID
}

// pressOK presses and fails the test if the press was refused.
func (p *player) pressOK(chat int64, msg int, user int64, data string) {
	p.r.t.Helper()
	if a := p.r.press(chat, msg, user, data); a.ShowAlert && verbOf(data) != "d" {
		p.r.t.Fatalf("press %q by %d refused: %q", data, user, a.Text)
	}
}

// verbOf is the verb of button data "<moves>:<verb>[:<arg>]".
func verbOf(data string) string {
	parts := strings.SplitN(data, ":", 3)
	if len(parts) < 2 {
		return ""
	}
	return parts[1]
}
