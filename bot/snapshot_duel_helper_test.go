package bot

import (
	"testing"

	"github.com/jackalbot/jackal/storage"
)

// startDuelAt starts a classic duel in f's chat, puts it at snap (base and
// snapshot both, no log) and gives its first seat's player.
func startDuelAt(t *testing.T, f *fixture, snap []byte) User {
	t.Helper()
	startDuel(f)
	if _, err := f.store.Update(storage.Key(f.chat.Key), storage.AnyVersion, func(r *storage.Game) error {
		r.Setup.Base, r.Setup.BaseAt, r.Log, r.Snapshot = snap, 0, nil, snap
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	return user(f.game().Setup.Seats[0].UserID)
}
