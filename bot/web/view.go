package web

import (
	"cmp"
	"slices"

	"github.com/jackalbot/jackal/bot"
	gm "github.com/jackalbot/jackal/engine/game"
	"github.com/jackalbot/jackal/storage"
)

// View is what the page shows of a game to one viewer: built from the
// match's view for the viewer's seat (a spectator's for a spectator or
// someone without a seat), never from its state.
type View struct {
	ID      string `json:"id"`
	Game    string `json:"game"`
	Status  string `json:"status"`
	Moves   int    `json:"moves"`
	Version uint64 `json:"version"`
	Viewer  Viewer `json:"viewer"`
	// Lang is the language of the page's words and the caption ("en",
	// "ru"): the viewer's, else the game's.
	Lang string `json:"lang"`
	// Board is the game's drawing of the viewer's view (see drawing); nil
	// for a lobby or a game the page does not draw yet.
	Board any `json:"board,omitempty"`
	// Caption is the chat board's caption: whose turn, the round, the
	// scores, the pending choice.
	Caption string `json:"caption,omitempty"`
	// Last is the last log entry the viewer sees, in the notation (the
	// page marks the cells it names); Log every entry they see, in order,
	// as the chat's /history tells it in the page's language (who played
	// it, the action in the game's words: bot.LiveHistory); empty for a
	// game the page does not draw: its log may hold secret entries.
	Last string   `json:"last,omitempty"`
	Log  []string `json:"log,omitempty"`
	// Legal are the actions the viewer may play now: only for a player
	// whose seat is to act, holding a player's token.
	Legal []Action `json:"legal,omitempty"`
}

// Viewer is who looks: their name, the seat whose view they get ("" for
// a spectator's), whether they may act and whether they joined a game
// still in its lobby (no seat dealt yet, yet no spectator either).
type Viewer struct {
	Name    string `json:"name,omitempty"`
	Seat    string `json:"seat,omitempty"`
	CanAct  bool   `json:"can_act,omitempty"`
	Waiting bool   `json:"waiting,omitempty"`
}

// viewerSeat is the seat whose view the holder of c gets in l: none for a
// spectator's token or someone without a seat, else the seat of theirs to
// act now, else their first.
func viewerSeat(l *bot.Live, c Claims) string {
	if c.Role != RolePlay {
		return ""
	}
	seats := l.SeatsOf(c.User)
	if len(seats) == 0 {
		return ""
	}
	if l.Match != nil {
		for _, s := range l.Match.Acting() {
			if slices.Contains(seats, s) {
				return s
			}
		}
	}
	return seats[0]
}

// viewOf builds the view of l the holder of c gets.
func viewOf(b *bot.Bot, l *bot.Live, c Claims) View {
	rec := l.Rec
	seat := viewerSeat(l, c)
	v := View{ID: rec.ID, Game: gameID(l), Status: rec.Status, Moves: len(rec.Log), Version: rec.Version,
		Viewer: Viewer{Name: c.Name, Seat: seat}, Lang: viewLang(l, c)}
	if rec.Status == storage.StatusLobby && c.Role == RolePlay && len(l.SeatsOf(c.User)) > 0 {
		v.Viewer.Waiting = true
	}
	if l.Match == nil {
		return v
	}
	v.Caption = b.LiveCaption(l, v.Lang, nil)
	d, ok := drawings[v.Game]
	if !ok {
		return v
	}
	view := l.Match.View(seat)
	w := labelsOf(l, v.Lang)
	v.Board, _ = d.board(view, w)
	idx := seen(l, seat)
	if n := len(idx); n > 0 {
		v.Last = l.Rec.Log[idx[n-1]]
	}
	v.Log = seenWords(l, idx, v.Lang)
	// what the viewer may see happened: another's secret entries are not
	// counted either
	v.Moves = len(idx)
	if seat != "" && c.MayAct() && rec.Status == storage.StatusActive && slices.Contains(l.Match.Acting(), seat) {
		for _, a := range l.Match.LegalFor(seat) {
			v.Legal = append(v.Legal, d.action(view, a, w))
		}
		v.Viewer.CanAct = true
	}
	return v
}

// viewLang is the language of the page of l for the holder of c: theirs,
// else the game's.
func viewLang(l *bot.Live, c Claims) string {
	return cmp.Or(c.Lang, pageLang(l.Rec.Setup.Lang))
}

// seenLog is the entries of l's log seat sees ("" a spectator): all but
// another seat's secret actions (seen). View.Moves counts them.
func seenLog(l *bot.Live, seat string) []string {
	var out []string
	for _, i := range seen(l, seat) {
		out = append(out, l.Rec.Log[i])
	}
	return out
}

// seenWords is the entries of l's log at idx (seen) as the chat's
// /history tells them, in lang (bot.LiveHistory): seenLog's entries, in
// the same order.
func seenWords(l *bot.Live, idx []int, lang string) []string {
	if len(idx) == 0 {
		return nil
	}
	words := bot.LiveHistory(l, lang)
	out := make([]string, len(idx))
	for n, i := range idx {
		out[n] = words[i]
	}
	return out
}

// seen is the indexes of the entries of l's log seat sees ("" a
// spectator): all but another seat's secret actions.
func seen(l *bot.Live, seat string) []int {
	if l.Match == nil {
		return nil
	}
	var out []int
	for i, e := range l.Rec.Log {
		if !l.Match.Game().Hidden(e, seat) { // not another seat's secret action
			out = append(out, i)
		}
	}
	return out
}

// gameID is the ruleset id of l's game.
func gameID(l *bot.Live) string {
	if l.Match != nil {
		return l.Match.Game().ID()
	}
	return l.Rec.Setup.Game
}

// Frame is one step of a game's replay: the entry played ("" for the
// deal) and the board after it, as the viewer saw it then.
type Frame struct {
	Entry string `json:"entry,omitempty"`
	Board any    `json:"board"`
}

// framesOf replays l's game for the holder of c: the deal and the board
// after every entry, each from the view of the seat whose view they get
// now (a spectator's for a spectator), so no frame shows more than that
// seat knew at that point; another seat's secret entries (game.Game.Hidden) get
// no frame.
func framesOf(l *bot.Live, c Claims) ([]Frame, error) {
	d, ok := drawings[gameID(l)]
	if !ok || l.Match == nil {
		return nil, nil
	}
	seat := viewerSeat(l, c)
	w := labelsOf(l, viewLang(l, c))
	var out []Frame
	n := 0 // the views seen: the deal, then one after each entry
	err := bot.LiveFrames(l.Rec, seat, func(view any, _ gm.Events) {
		f := Frame{}
		if n > 0 && n <= len(l.Rec.Log) {
			f.Entry = l.Rec.Log[n-1]
		}
		n++
		if f.Entry != "" && l.Match.Game().Hidden(f.Entry, seat) {
			return // another's secret entry: no frame of its own
		}
		f.Board, _ = d.board(view, w)
		out = append(out, f)
	})
	return out, err
}
