package bot

import (
	ar "github.com/jackalbot/jackal/engine/archipirata"
	"github.com/jackalbot/jackal/render"
	"github.com/jackalbot/jackal/storage"
)

// archReplay draws an Archipirata game's replay from the views
// replayViews walks.
func archReplay(rec *storage.Game, o ReplayOptions) ([]byte, error) {
	frames, err := replayFrames(rec, o.As, func(v *ar.View, evs []ar.Event) render.ArchipirataFrame {
		return render.ArchipirataFrame{View: *v, Events: evs}
	})
	if err != nil {
		return nil, err
	}
	return encodeGIF(render.ArchipirataReplay(frames, o.render()))
}
