package bot

import (
	ar "github.com/jackalbot/jackal/engine/archipirata"
	gm "github.com/jackalbot/jackal/engine/game"
	"github.com/jackalbot/jackal/render"
	"github.com/jackalbot/jackal/storage"
)

// archReplay draws a finished Archipirata game's replay: the deal, then one
// frame per action, from the spectators' view.
func archReplay(rec *storage.Game) ([]byte, error) {
	rules, err := gameOf(rec.Setup)
	if err != nil {
		return nil, err
	}
	start, err := rules.New(optionsOf(rec.Setup), rec.Setup.Seed)
	if err != nil {
		return nil, err
	}
	frames := []render.ArchipirataFrame{{View: ar.ViewFor(archState(start), ar.Spectator)}}
	_, err = gm.Replay(rules, optionsOf(rec.Setup), rec.Setup.Seed, rec.Log, func(_ int, m gm.Match, evs gm.Events) {
		frames = append(frames, render.ArchipirataFrame{View: ar.ViewFor(archState(m), ar.Spectator),
			Events: append([]ar.Event(nil), archEvents(evs)...)})
	})
	if err != nil {
		return nil, err
	}
	return encodeGIF(render.ArchipirataReplay(frames, render.ReplayOptions{Size: replaySize}))
}
