package bot

import (
	"cmp"
	"errors"
	"fmt"
	"slices"
	"strings"

	gm "github.com/jackalbot/jackal/engine/game"
	"github.com/jackalbot/jackal/render"
	"github.com/jackalbot/jackal/storage"
)

// replaySize is the side of a replay GIF's frames: small enough for a
// long game to stay well under the platforms' file limits (render bounds a
// replay to 8 MB).
const replaySize = 480

// ReplaySize is the side of the replay GIFs the bot posts.
const ReplaySize = replaySize

// ReplayActor, as ReplayOptions.As, shows each frame from the view of the
// seat that played its entry (the deal and notes: a spectator's).
const ReplayActor = "actor"

// ReplayOptions choose how ReplayGIF draws a game.
type ReplayOptions struct {
	// Size is a frame's size in pixels as the game's picture takes it (0:
	// ReplaySize).
	Size int
	// Delay is how long each frame shows, in hundredths of a second (0:
	// render's default).
	Delay int
	// As is whose view the frames show: "" a spectator's, a seat's name,
	// or ReplayActor.
	As string
	// Lang is the language of the frames' words: "ru" Russian, anything
	// else English.
	Lang string
}

// render is o as render's replay options.
func (o ReplayOptions) render() render.ReplayOptions {
	return render.ReplayOptions{Size: cmp.Or(o.Size, replaySize), Delay: o.Delay, Lang: o.Lang}
}

// ReplayGIF draws a game's replay, whatever its game, through its face:
// the deal, then one frame per log entry. The bot posts it from a
// spectator's view, in the game's language. A seat the game does not have is
// gm.ErrUnknownSeat; options render cannot draw are its errors.
func ReplayGIF(rec *storage.Game, o ReplayOptions) ([]byte, error) {
	g, err := gameOf(rec.Setup)
	if err != nil {
		return nil, err
	}
	if o.As != "" && o.As != ReplayActor && !slices.Contains(g.SeatNames(), o.As) {
		return nil, fmt.Errorf("%w: %q (the seats of %s: %v)", gm.ErrUnknownSeat, o.As, g.Name(), g.SeatNames())
	}
	return faceOf(rec.Setup.Game).replay(rec, o)
}

// replayViews replays rec's game through the contract and calls frame with
// the view seat as (see ReplayOptions.As) has of the deal (or of the base
// of a game settled under newer rules: settle.go), then of the match
// after each log entry, with the entry's events. It is the one walk
// every game's replay draws its frames from.
func replayViews(rec *storage.Game, as string, frame func(view any, evs gm.Events)) error {
	rec = settled(rec) // a game dealt under older rules: from its base
	first, err := start(rec.Setup)
	if err != nil {
		return err
	}
	if as != ReplayActor {
		frame(first.View(as), nil)
		_, err = replay(rec.Setup, rec.Log, func(_ int, m gm.Match, evs gm.Events) { frame(m.View(as), evs) })
		return err
	}
	frame(first.View(""), nil)
	acting, _ := first.ToAct()
	_, err = replay(rec.Setup, rec.Log, func(i int, m gm.Match, evs gm.Events) {
		if gm.IsNote(rec.Log[i]) {
			acting = "" // a note is nobody's move
		}
		if seat, _, ok := gm.SplitSeatEntry(rec.Log[i]); ok {
			acting = seat // seats acting at once: the entry names its own
		}
		frame(m.View(acting), evs)
		acting, _ = m.ToAct() // "" once over: a spectator's view
	})
	return err
}

// replayFrames is replayViews made into one game's frames: frame turns its
// view (V) and an entry's events (E; none for the deal) into a frame (F).
func replayFrames[V, E, F any](rec *storage.Game, as string, frame func(v *V, evs []E) F) ([]F, error) {
	var out []F
	err := replayViews(rec, as, func(view any, evs gm.Events) {
		if v, ok := view.(*V); ok {
			e, _ := evs.([]E)
			out = append(out, frame(v, e))
		}
	})
	return out, err
}

// postReplay posts the replay GIF of the finished game rec in the chat,
// where the platform can post files.
func (c *call) postReplay(rec *storage.Game) bool {
	fs, ok := c.out.(FileSender)
	if !ok || c.req.Chat.InlineID != "" {
		return false
	}
	lang := rec.Setup.Lang
	if lang == "" {
		lang = c.lang
	}
	// a game settled under newer rules is replayed from its base (settled
	// once here: replayViews finds it settled)
	rec = settled(rec)
	data, err := ReplayGIF(rec, ReplayOptions{Lang: lang})
	if err != nil {
		c.b.log.Warn("replay", "game", rec.ID, "err", err)
		return false
	}
	f := File{Name: "jackal-" + rec.ID + ".gif", Type: "image/gif", Data: data,
		Caption: tr(lang, txtReplayCaption, rec.ID, counted(lang, len(rec.Log)-rec.Setup.BaseAt, "action", "actions", "ход", "хода", "ходов"))}
	if _, err := fs.SendFile(c.ctx, c.req.Chat, f); err != nil {
		c.b.log.Warn("post replay", "game", rec.ID, "err", err)
		return false
	}
	return true
}

// cmdReplay posts the replay of a finished game of this chat: the one
// named, or the last.
func (c *call) cmdReplay(args string) {
	id := strings.TrimSpace(args)
	if id == "" {
		last, err := c.b.store.LastFinished(storage.Key(c.req.Chat.Key))
		if errors.Is(err, storage.ErrNotFound) || errors.Is(err, storage.ErrInvalid) {
			c.answer(tr(c.lang, txtReplayNone))
			return
		}
		if err != nil {
			c.fail(err)
			return
		}
		id = last
	}
	rec, err := c.b.store.Archived(id)
	if err != nil || rec.Key != storage.Key(c.req.Chat.Key) || rec.Status != storage.StatusFinished {
		// another chat's game is not this chat's to show
		c.answer(tr(c.lang, txtReplayUnknown, id))
		return
	}
	if _, ok := c.out.(FileSender); !ok {
		c.answer(tr(c.lang, txtReplayCannot))
		return
	}
	c.ack()
	if !c.postReplay(rec) {
		c.answer(tr(c.lang, txtFailed))
	}
}
