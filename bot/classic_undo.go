package bot

import (
	"github.com/jackalbot/jackal/engine"
	gm "github.com/jackalbot/jackal/engine/game"
)

// What an undo of classic (and Archipelago, a puzzle) says of the moves
// it takes back and of the moves it cannot (undo_told.go).

// tellMoves: classic's (and Archipelago's, a puzzle's) narration of the
// entries' public events, read against the public view after them.
func (classicFace) tellMoves(lang string, _ *game, after gm.Match, evs []gm.Events) string {
	var all []engine.Event
	for _, e := range evs {
		all = append(all, engine.VisibleEvents(classicEvents(e), engine.NoCrew)...)
	}
	v := engine.ViewFor(classicState(after), engine.NoCrew)
	return describe(lang, all, &v)
}

// undoRevealed: classic's (and Archipelago's) moves reveal a tile: turned
// over, looked at by the lighthouse (or a scout), swapped by the
// earthquake (engine.EvRevealed, EvPeeked, EvSwapped).
func (classicFace) undoRevealed() (text, text) {
	return txtUndoRevealedTile, txtUndoRevealedTileReply
}
