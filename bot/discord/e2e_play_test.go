package discord_test

import (
	"fmt"
	"strings"

	"github.com/jackalbot/jackal/bot/discord/internal/discordtest"
	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/engine/ai"
	"github.com/jackalbot/jackal/storage"
)

// player picks actions with a computer agent and plays them as a person
// would: on the newest board, as the user it mentions, with its buttons
// and select menus — or, when no control offers the action, typed with
// /jackal move.
type player struct {
	r     *rig
	agent ai.Agent
	// typed describes the actions no control offered, which were typed.
	typed []string
	// menus counts the choices made in select menus; confirms the deadly
	// moves confirmed.
	menus, confirms int
	// beforeLast, when set, runs before the press that completes the next
	// action (once).
	beforeLast func()
}

// newPlayer makes a player whose agent decisions are seeded by seed.
func newPlayer(r *rig, seed uint64) *player {
	return &player{r: r, agent: ai.New(ai.Easy, seed)}
}

// state decodes a stored game's state.
func (p *player) state(g *storage.Game) engine.State {
	p.r.t.Helper()
	var st engine.State
	if err := st.UnmarshalBinary(g.Snapshot); err != nil {
		p.r.t.Fatalf("the snapshot of %s: %v", g.Key, err)
	}
	return st
}

// looking reports whether the game waits on a lighthouse's next look:
// a look before the last shows the table nothing new, and its board is
// edited in place rather than posted again.
func (p *player) looking() bool {
	g, live := p.r.game()
	if !live {
		return false
	}
	st := p.state(g)
	return st.Pending.Active && st.Pending.Choose == engine.ChooseLighthouse
}

// actor is the user who acts now in a stored game ("" when over).
func (p *player) actor(g *storage.Game) string {
	st := p.state(g)
	if st.Over {
		return ""
	}
	for _, s := range g.Setup.Seats {
		if s.Crew == st.Controller().String() {
			return s.UserID
		}
	}
	return ""
}

// choose asks the agent for the action of the player to act.
func (p *player) choose(g *storage.Game) engine.Action {
	p.r.t.Helper()
	st := p.state(g)
	v := engine.ViewFor(&st, st.Controller())
	a, err := p.agent.Decide(&v, ai.Budget{})
	if err != nil {
		p.r.t.Fatalf("agent: %v", err)
	}
	return a
}

// pieceKey is the piece button that leads to an action's targets.
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

// act plays one action on the newest board and returns that board. It
// checks the board pings the player to act, and only them, and that the
// action was taken.
func (p *player) act() discordtest.Message {
	r := p.r
	r.t.Helper()
	g := r.mustGame()
	board := r.lastBoard()
	user := p.actor(g)
	if user == "" {
		r.t.Fatal("the stored game has nobody to act")
	}
	if bad := onlyMentions(board, user); bad != "" {
		r.t.Fatalf("board %s: %s: %q", board.ID, bad, board.Content)
	}
	a := p.choose(g)
	want := a.String()
	c, ok := find(controls(board), want, "a", "d")
	if !ok && pieceKey(a) != "" {
		if piece, found := find(controls(board), pieceKey(a), "p"); found {
			board = p.pressOK(user, board.ID, piece)
			c, ok = find(controls(board), want, "a", "d")
		}
	}
	if ok && c.verb() == "d" {
		board = p.confirm(user, board.ID, c)
		if c, ok = find(controls(board), c.arg(), "a"); !ok {
			r.t.Fatalf("a deadly move offers no confirmation: %v", datas(controls(board)))
		}
	}
	if p.beforeLast != nil {
		p.beforeLast()
		p.beforeLast = nil
	}
	if ok {
		p.pressOK(user, board.ID, c)
	} else {
		p.typed = append(p.typed, fmt.Sprintf("at log %d %q, %d controls offered", len(g.Log), want, len(controls(board))))
		id := r.command(user, "move", map[string]any{"action": want})
		if e := r.ephemerals(id); len(e) != 0 {
			r.t.Fatalf("/jackal move %s by %s was refused: %q", want, user, e[0].Content)
		}
	}
	if got := len(r.mustGameOrArchived(g).Log); got != len(g.Log)+1 {
		r.t.Fatalf("after %q the log has %d entries, want %d", want, got, len(g.Log)+1)
	}
	return board
}

// pressOK presses a control that must be accepted (no private refusal)
// and returns the message it was under, as it is now.
func (p *player) pressOK(user, messageID string, c control) discordtest.Message {
	p.r.t.Helper()
	if c.menu != "" {
		p.menus++
	}
	id := p.r.press(user, messageID, c)
	if e := p.r.ephemerals(id); len(e) != 0 {
		p.r.t.Fatalf("the press of %q by %s was refused: %q", c.data, user, e[0].Content)
	}
	return p.r.message(messageID)
}

// confirm presses a deadly move: the core asks, privately, to confirm it
// and puts the confirmation under the board.
func (p *player) confirm(user, messageID string, c control) discordtest.Message {
	p.r.t.Helper()
	p.confirms++
	if c.menu != "" {
		p.menus++
	}
	id := p.r.press(user, messageID, c)
	e := p.r.ephemerals(id)
	if len(e) != 1 || e[0].VisibleTo != user || !strings.Contains(e[0].Content, "kills the piece") {
		p.r.t.Fatalf("a deadly move was not asked to be confirmed privately: %+v", e)
	}
	return p.r.message(messageID)
}
