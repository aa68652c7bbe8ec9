package bot

import (
	"github.com/jackalbot/jackal/engine"
	gm "github.com/jackalbot/jackal/engine/game"
	"github.com/jackalbot/jackal/render"
	"github.com/jackalbot/jackal/storage"
)

// classicReplay draws a classic game's replay from the views replayViews
// walks.
func classicReplay(rec *storage.Game, o ReplayOptions) ([]byte, error) {
	var frames []render.Frame
	err := replayViews(rec, o.As, func(view any, evs gm.Events) {
		if v, ok := view.(*engine.View); ok {
			frames = append(frames, render.Frame{View: *v, Events: classicEvents(evs)})
		}
	})
	if err != nil {
		return nil, err
	}
	return encodeGIF(render.Replay(frames, o.render()))
}
