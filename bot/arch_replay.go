package bot

import (
	ar "github.com/jackalbot/jackal/engine/archipirata"
	gm "github.com/jackalbot/jackal/engine/game"
	"github.com/jackalbot/jackal/render"
	"github.com/jackalbot/jackal/storage"
)

// archReplay draws an Archipirata game's replay from the views replayViews
// walks.
func archReplay(rec *storage.Game, o ReplayOptions) ([]byte, error) {
	var frames []render.ArchipirataFrame
	err := replayViews(rec, o.As, func(view any, evs gm.Events) {
		if v, ok := view.(*ar.View); ok {
			frames = append(frames, render.ArchipirataFrame{View: *v, Events: archEvents(evs)})
		}
	})
	if err != nil {
		return nil, err
	}
	return encodeGIF(render.ArchipirataReplay(frames, o.render()))
}
