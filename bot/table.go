package bot

import "github.com/jackalbot/jackal/storage"

// Table is what a chat holds now, as a front end that runs one chat of
// its own asks it (the terminal: whether to read a move, to start a
// campaign's next game, or to ask for a new game). The boards it was sent
// cannot tell it alone: a game stopped by /abort posts no last board, and
// a campaign's standings picture is no game's.
type Table struct {
	// Lobby: a game's lobby is open (a campaign's next game waiting for
	// its players to start it); Playing: a game is on.
	Lobby, Playing bool
	// Campaign: a campaign runs in the chat; Drafting: its ability draft
	// waits for a player's pick.
	Campaign, Drafting bool
}

// Idle reports whether nothing waits in the chat: no game, no lobby, no
// draft; a new game (or campaign) may open.
func (t Table) Idle() bool { return !t.Lobby && !t.Playing && !t.Drafting }

// TableOf tells what the chat under key holds now. It only reads the
// store; what it cannot read is told as absent.
func (b *Bot) TableOf(key string) Table {
	var t Table
	if rec, err := b.store.Get(storage.Key(key)); err == nil {
		t.Lobby = rec.Status == storage.StatusLobby
		t.Playing = rec.Status == storage.StatusActive
	}
	if cp, err := b.store.ActiveCampaign(storage.Key(key)); err == nil {
		t.Campaign = true
		if cp.Draft != nil {
			_, t.Drafting = pickerOf(cp.Draft)
		}
	}
	return t
}
