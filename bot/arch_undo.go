package bot

import (
	"strings"

	"github.com/jackalbot/jackal/bot/narrate/archi"
	gm "github.com/jackalbot/jackal/engine/game"
)

// What an undo of Archipirata says of the moves it takes back and of the
// moves it cannot (undo_told.go).

// tellMoves: Archipirata's narration of the entries' events as its
// board tells them (archView, the view after them).
func (archFace) tellMoves(lang string, g *game, after gm.Match, evs []gm.Events) string {
	var told []string
	v := archView(&game{rec: g.rec, m: after})
	for _, e := range evs {
		if d := archi.Events(nl(lang), archEvents(e), &v); d != "" {
			told = append(told, d)
		}
	}
	return strings.Join(told, " ")
}

// undoRevealed: Archipirata's moves reveal a card (turned up, drawn at a
// tavern, kept as equipment), a chest claimed, a pile looked at, a
// captain shown (archFace.entry).
func (archFace) undoRevealed() (text, text) {
	return txtUndoRevealedArch, txtUndoRevealedArchReply
}
