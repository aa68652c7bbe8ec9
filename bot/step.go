package bot

import (
	"sync"

	gm "github.com/jackalbot/jackal/engine/game"
)

// editStep shows the step sel of the choice begun on the pressed board
// (VerbPick; "" the way back, VerbBack): its buttons, and where the
// platform can (StepEditor) the board's words too, which name what the
// buttons choose ("Island 5: which way?") and explain their short labels.
// The picture is neither drawn nor uploaded again: a step costs no
// upload. The words keep what the board said of the last move when this
// process showed that board (shownBoards), else they begin with whose
// turn it is.
//
// When the pressed board is the game's current one and the platform
// says it is gone (ErrMessageGone: an admin deleted it), the board is
// posted anew showing this step (stepGone), not its first buttons: the
// player goes on where they were.
func (c *call) editStep(g *game, sel string) {
	ref := c.pressedRef()
	lang := c.gameLang(g)
	var err error
	if se, ok := c.out.(StepEditor); ok {
		evs := c.b.shown.events(c.req.Chat.Key, ref, g.moves())
		err = se.EditStep(c.ctx, ref, g.face().board(c.b, lang, g, evs, sel, false))
	} else {
		err = c.out.EditButtons(c.ctx, ref, g.face().board(c.b, lang, g, nil, sel, false).Buttons)
	}
	if err != nil && !c.stepGone(g, ref, sel, err) && !c.boardGone(g, ref, err) {
		c.b.log.Warn("edit step", "chat", c.req.Chat.Key, "err", err)
	}
}

// stepGone mends a failed edit (err) of step sel on message ref, when
// ref is the board g's record lists as current and the platform says it
// is gone (ErrMessageGone): the board is posted anew, picture and all,
// showing step sel with its question and buttons, and recorded as the
// current board; it then reports true. The first buttons (sel ""), an
// inline game's message, an old board or any other failure are left to
// the caller (false), which posts the board as /board does (boardGone).
func (c *call) stepGone(g *game, ref MessageRef, sel string, err error) bool {
	if sel == "" || !c.currentGone(g, ref, err) {
		return false
	}
	c.b.log.Info("board gone; posted anew at its step", "chat", c.req.Chat.Key, "err", err)
	// the words the gone board said of the last move, when this process
	// showed it: nobody may have read them
	evs := c.b.shown.events(c.req.Chat.Key, ref, g.moves())
	fresh, err := c.out.SendBoard(c.ctx, c.req.Chat, g.face().board(c.b, c.gameLang(g), g, evs, sel, true))
	if err != nil {
		c.boardRefused("send board", err)
		return true
	}
	c.boardPosted()
	c.b.shown.put(c.req.Chat.Key, fresh, g.moves(), evs)
	c.retireOld(boardRefs(g.rec.Boards))
	c.b.setBoards(c.req.Chat.Key, fresh)
	return true
}

// shownMax bounds the boards shownBoards remembers (one a chat).
const shownMax = 4096

// shownBoards remembers, for each chat, the last board this process
// showed: its message, the game's move count and the events its caption
// told. A step of a choice made on that board (editStep) rewrites the
// caption and tells them again; a board shown by another process, or
// before a restart, is rewritten without them.
type shownBoards struct {
	mu sync.Mutex
	m  map[string]shownBoard // chat key → its last board
}

// shownBoard is one chat's last board shown.
type shownBoard struct {
	ref   MessageRef
	moves int
	evs   gm.Events
}

// put remembers that chat key's board ref shows the game at moves moves
// after events evs.
func (s *shownBoards) put(key string, ref MessageRef, moves int, evs gm.Events) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.m == nil {
		s.m = map[string]shownBoard{}
	}
	if _, ok := s.m[key]; !ok && len(s.m) >= shownMax {
		for k := range s.m { // any other chat's: it loses only a retelling
			delete(s.m, k)
			break
		}
	}
	s.m[key] = shownBoard{ref: ref, moves: moves, evs: evs}
}

// events are the events chat key's board ref was shown after, when it is
// the board remembered and still shows the game at moves moves; nil
// otherwise.
func (s *shownBoards) events(key string, ref MessageRef, moves int) gm.Events {
	s.mu.Lock()
	defer s.mu.Unlock()
	b, ok := s.m[key]
	if !ok || b.moves != moves || b.ref.ChatID != ref.ChatID || b.ref.MessageID != ref.MessageID || b.ref.InlineID != ref.InlineID {
		return nil
	}
	return b.evs
}
