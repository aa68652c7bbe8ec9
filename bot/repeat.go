package bot

import (
	"slices"

	"github.com/jackalbot/jackal/storage"
)

// repeat says what is known of a delivered update.
type repeat int

const (
	repeatNew   repeat = iota // not handled before
	repeatDone                // handled, its answers sent
	repeatOwing               // its change is stored, its board may not have gone out
)

// repeated says whether the request's update was handled before: marked
// handled, or recorded with the change it made (the mark comes after the
// work, so a crash in between leaves only the game's record of it, and the
// board that change owes may be missing).
func (b *Bot) repeated(req Request) repeat {
	if seen, err := b.store.Handled(req.UpdateID); err == nil && seen {
		return repeatDone
	}
	g, err := b.store.Get(storage.Key(req.Chat.Key))
	if err != nil || !slices.Contains(g.Updates, req.UpdateID) {
		return repeatNew
	}
	if g.BoardOwed {
		return repeatOwing
	}
	return repeatDone
}

// markHandled remembers a handled update.
func (b *Bot) markHandled(id string) {
	if err := b.store.MarkHandled(id, b.cfg.Now().Unix()); err != nil {
		b.log.Warn("mark update handled", "update", id, "err", err)
	}
}

// stampUpdate records on r the update id that changes it (if any), so a
// delivery of the same update again is recognised from the record.
func stampUpdate(r *storage.Game, upd string) {
	if upd == "" {
		return
	}
	r.Updates = append(r.Updates, upd)
	if n := len(r.Updates); n > storage.MaxGameUpdates {
		r.Updates = append([]string(nil), r.Updates[n-storage.MaxGameUpdates:]...)
	}
}
