package bot

import (
	"strings"

	gm "github.com/jackalbot/jackal/engine/game"
)

// This file is what an undo says of the moves it takes back: the words
// the game's board tells a move with, and what the game hides that a
// move may reveal.

// moveTeller is a face that tells actions in words as its board tells
// the last one (an undo's question and its answer name the moves so).
type moveTeller interface {
	// tellMoves tells, in lang, what the log entries with events evs
	// did; after is the match after them, g the game they were played
	// in. It is "" when the face cannot tell them.
	tellMoves(lang string, g *game, after gm.Match, evs []gm.Events) string
}

// undoWhat names the moves an undo of g's log from start takes back, in
// lang: the words the game's board tells them with, quoted («Корабль
// белых перешёл с g1 на h1»); their notation ("ship h1") when the game's
// face cannot tell them or the log does not replay.
func undoWhat(lang string, g *game, start int) string {
	if start < 0 || start > len(g.rec.Log) {
		return ""
	}
	raw := strings.Join(g.rec.Log[start:], ", ")
	t, ok := g.face().(moveTeller)
	if !ok || start == len(g.rec.Log) {
		return raw
	}
	var evs []gm.Events
	m, err := replay(g.rec.Setup, g.rec.Log, func(i int, _ gm.Match, e gm.Events) {
		if i >= start && !gm.IsNote(g.rec.Log[i]) {
			evs = append(evs, e)
		}
	})
	if err != nil || len(evs) == 0 {
		return raw
	}
	told := strings.TrimSpace(t.tellMoves(lang, g, m, evs))
	if told == "" {
		return raw
	}
	return tr(lang, txtQuoted, strings.TrimSuffix(told, "."))
}

// revealNamer is a face whose game names what a move that cannot be
// taken back revealed (face.entry): its undo refusals say so, for the
// player's own move and for a computer's reply after it.
type revealNamer interface {
	undoRevealed() (own, reply text)
}

// undoRevealedTexts are the refusals of an undo of g after a move that
// revealed something: the face's own (revealNamer), else the words for
// any game.
func undoRevealedTexts(g *game) (own, reply text) {
	if n, ok := g.face().(revealNamer); ok {
		return n.undoRevealed()
	}
	return txtUndoRevealed, txtUndoRevealedReply
}
