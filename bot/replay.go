package bot

import (
	"errors"
	"strings"

	"github.com/jackalbot/jackal/storage"
)

// replaySize is the side of a replay GIF's frames: small enough for a
// long game to stay well under the platforms' file limits (render bounds a
// replay to 8 MB).
const replaySize = 480

// ReplaySize is the side of the replay GIFs the bot posts.
const ReplaySize = replaySize

// ReplayGIF draws a finished game's replay, whatever its game, as the bot
// posts it: the deal, then one frame per log entry, from the spectators'
// view.
func ReplayGIF(rec *storage.Game) ([]byte, error) { return faceOf(rec.Setup.Game).replay(rec) }

// postReplay posts the replay GIF of the finished game rec in the chat,
// where the platform can post files.
func (c *call) postReplay(rec *storage.Game) bool {
	fs, ok := c.out.(FileSender)
	if !ok || c.req.Chat.InlineID != "" {
		return false
	}
	data, err := ReplayGIF(rec)
	if err != nil {
		c.b.log.Warn("replay", "game", rec.ID, "err", err)
		return false
	}
	lang := rec.Setup.Lang
	if lang == "" {
		lang = c.lang
	}
	f := File{Name: "jackal-" + rec.ID + ".gif", Type: "image/gif", Data: data,
		Caption: tr(lang, txtReplayCaption, rec.ID, len(rec.Log))}
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
