package bot

import (
	"fmt"

	gm "github.com/jackalbot/jackal/engine/game"
	"github.com/jackalbot/jackal/storage"
)

// Live is one game as a live front end (the web board) reads it: the
// stored record and, once its seats are dealt, its match. A front end
// draws it from the match's per-seat views (Match.View) and offers the
// legal actions of the seat to act (Match.LegalFor): it never reads the
// state behind them.
type Live struct {
	Rec *storage.Game
	// Match is the game as played so far; nil for a lobby.
	Match gm.Match
}

// LiveGame reads the game with id: the lobby or active game of chat key,
// or an archived game of that chat. With key "" it looks the id up among
// the active games, then the archive (a Telegram Mini App knows only the
// game's id). A game of another chat, or none, is ErrNoLiveGame.
func (b *Bot) LiveGame(key, id string) (*Live, error) {
	if id == "" {
		return nil, ErrNoLiveGame
	}
	if key == "" {
		k, err := b.keyOf(id)
		if err != nil {
			return nil, err
		}
		key = k
	}
	rec, err := b.store.Get(storage.Key(key))
	if err != nil && !isNotFound(err) {
		return nil, err
	}
	if err != nil || rec.ID != id {
		if rec, err = b.store.Archived(id); err != nil || rec.Key != storage.Key(key) {
			return nil, fmt.Errorf("%w: %s", ErrNoLiveGame, id)
		}
	}
	l := &Live{Rec: rec}
	if len(rec.Setup.Crews) == 0 {
		return l, nil // a lobby: nothing dealt yet
	}
	if rec.Status == storage.StatusActive {
		if rules, err := gameOf(rec.Setup); err == nil {
			if l.Match, err = rules.Restore(rec.Snapshot); err == nil {
				return l, nil
			}
		}
	}
	// an archived game, or a snapshot that did not decode (it is only a
	// cache): rebuild from the log (from its base, when dealt under older
	// rules: settle.go)
	l.Rec = settled(rec)
	if l.Match, err = replayMatch(l.Rec.Setup, rec.Log); err != nil {
		return nil, fmt.Errorf("live %s: %w", id, err)
	}
	return l, nil
}

// keyOf finds the chat of game id: an active game's, else an archived
// one's.
func (b *Bot) keyOf(id string) (string, error) {
	list, err := b.store.ListActive()
	if err != nil {
		return "", err
	}
	for _, s := range list {
		if s.ID == id {
			return string(s.Key), nil
		}
	}
	rec, err := b.store.Archived(id)
	if err != nil {
		return "", fmt.Errorf("%w: %s", ErrNoLiveGame, id)
	}
	return string(rec.Key), nil
}

// SeatsOf lists the seats user id plays in the game (none for a
// spectator, a computer's seat, or a lobby).
func (l *Live) SeatsOf(userID string) []string {
	if userID == "" {
		return nil
	}
	return (&game{rec: l.Rec}).crewsOf(userID)
}

// ActButton is the data of the button that plays action on the board
// shown now: what a press in the chat carries, so a front end's move goes
// through the same checks (Bot.Press). An action whose notation does not
// fit a button is named by its index among those the face offers.
func (l *Live) ActButton(action string) string {
	d := ButtonData{Tag: gameTag(l.Rec.ID), Moves: len(l.Rec.Log), Verb: VerbAct, Arg: action}
	if len(d.String()) <= MaxButtonData || l.Match == nil {
		return d.String()
	}
	g := &game{rec: l.Rec, m: l.Match}
	for i, a := range g.face().offered(g) {
		if a == action {
			d.Arg = fmt.Sprintf("#%d", i)
			break
		}
	}
	return d.String()
}

// LiveCaption is the caption the chat's board shows for the game as it
// stands after events evs (its last entry's, or nil): what happened, whose
// turn it is, the scores; public, as the group's board is.
func (b *Bot) LiveCaption(l *Live, lang string, evs gm.Events) string {
	if l.Match == nil {
		return ""
	}
	if lang == "" {
		lang = l.Rec.Setup.Lang
	}
	if lang != "ru" {
		lang = "en"
	}
	g := &game{rec: l.Rec, m: l.Match}
	return g.face().board(b, lang, g, evs, "", false).Caption
}

// LiveFrames replays the game's log and calls frame with the view seat
// ("" for a spectator) has of the deal, then after each log entry with the
// entry's events: the frames of a replay, each no more than seat knew at
// that point (ReplayActor is read as a spectator: the frames are one
// viewer's).
func LiveFrames(rec *storage.Game, seat string, frame func(view any, evs gm.Events)) error {
	if seat == ReplayActor {
		seat = ""
	}
	return replayViews(rec, seat, frame)
}
