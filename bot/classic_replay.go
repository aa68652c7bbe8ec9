package bot

import (
	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/render"
	"github.com/jackalbot/jackal/storage"
)

// replayGIF draws a finished game's replay: the deal, then one frame per
// action, from the spectators' view.
func replayGIF(rec *storage.Game) ([]byte, error) {
	o, err := engine.OptionsFrom(optionsOf(rec.Setup).Seats, optionsOf(rec.Setup).Variants)
	if err != nil {
		return nil, err
	}
	start, err := engine.New(rec.Setup.Seed, o)
	if err != nil {
		return nil, err
	}
	frames := []render.Frame{{View: engine.ViewFor(&start, engine.NoCrew)}}
	_, err = engine.Replay(rec.Setup.Seed, o, rec.Log, func(_ int, _ engine.Action, s *engine.State, evs []engine.Event) {
		frames = append(frames, render.Frame{View: engine.ViewFor(s, engine.NoCrew), Events: append([]engine.Event(nil), evs...)})
	})
	if err != nil {
		return nil, err
	}
	return encodeGIF(render.Replay(frames, render.ReplayOptions{Size: replaySize}))
}
