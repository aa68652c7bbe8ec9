package bot

import (
	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/render"
	"github.com/jackalbot/jackal/storage"
)

// classicReplay draws a classic game's replay from the views replayViews
// walks.
func classicReplay(rec *storage.Game, o ReplayOptions) ([]byte, error) {
	frames, err := replayFrames(rec, o.As, func(v *engine.View, evs []engine.Event) render.Frame {
		return render.Frame{View: *v, Events: evs}
	})
	if err != nil {
		return nil, err
	}
	return encodeGIF(render.Replay(frames, o.render()))
}
