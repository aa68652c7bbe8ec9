package bot

import (
	"errors"

	ar "github.com/jackalbot/jackal/engine/archipirata"
	"github.com/jackalbot/jackal/storage"
)

func archPNG(v *ar.View, evs []ar.Event, marked []uint8, size int) []byte { return nil }

func archReplay(rec *storage.Game) ([]byte, error) { return nil, errors.New("no replay yet") }
