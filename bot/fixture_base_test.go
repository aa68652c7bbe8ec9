package bot

import "github.com/jackalbot/jackal/storage"

// fromSnapshot makes the game in f's chat start again from the state
// snap, with an empty log (a scenario's position to play from).
func (f *fixture) fromSnapshot(snap []byte) {
	f.t.Helper()
	if _, err := f.store.Update(storage.Key(f.chat.Key), storage.AnyVersion, func(r *storage.Game) error {
		r.Setup.Base, r.Setup.BaseAt, r.Log, r.Snapshot = snap, 0, nil, snap
		return nil
	}); err != nil {
		f.t.Fatal(err)
	}
}
