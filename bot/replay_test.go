package bot

import (
	"bytes"
	"errors"
	"image/gif"
	"testing"

	"github.com/jackalbot/jackal/engine"
	ar "github.com/jackalbot/jackal/engine/archipirata"
	"github.com/jackalbot/jackal/engine/cards"
	gm "github.com/jackalbot/jackal/engine/game"
	"github.com/jackalbot/jackal/render"
	"github.com/jackalbot/jackal/storage"
)

// playedRecord is a two-seat game of g after n actions of its weakest
// computer, as stored.
func playedRecord(t *testing.T, g gm.Game, n int) *storage.Game {
	t.Helper()
	o := g.TwoSeats()
	const seed = 11
	m, err := g.New(o, seed)
	if err != nil {
		t.Fatal(err)
	}
	rec := &storage.Game{ID: "r1", Setup: storage.Setup{Game: g.ID(), Seed: seed, Crews: o.Seats, Variants: o.Variants}}
	for i := 0; i < n; i++ {
		if _, over := m.ToAct(); over {
			break
		}
		p, err := g.Agent(g.Levels()[0], uint64(i), 0)
		if err != nil {
			t.Fatal(err)
		}
		a, err := p.Choose(m)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := m.Play(a); err != nil {
			t.Fatal(err)
		}
		rec.Log = append(rec.Log, a)
	}
	return rec
}

// viewer is whose view a game's view is ("" a spectator's).
func viewer(view any) string {
	switch v := view.(type) {
	case *engine.View:
		if v.Crew == engine.NoCrew {
			return ""
		}
		return v.Crew.String()
	case *ar.View:
		if v.Seat == ar.Spectator {
			return ""
		}
		return ar.Rules{}.SeatName(int(v.Seat))
	case *cards.View:
		if v.Seat == cards.Spectator {
			return ""
		}
		return cards.SeatName(int(v.Seat))
	}
	return "?"
}

// TestReplayViews: the one walk every game's replay draws from gives the
// deal and one frame per entry, each from the view asked: a spectator's, a
// seat's, or the seat's that played the entry (the deal's: a
// spectator's).
func TestReplayViews(t *testing.T) {
	for _, g := range hosted() {
		rec := playedRecord(t, g, 12)
		second := g.TwoSeats().Seats[1]
		actors := []string{""}
		m, err := g.New(optionsOf(rec.Setup), rec.Setup.Seed)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range rec.Log {
			seat, _ := m.ToAct()
			if s, _, ok := gm.SplitSeatEntry(e); ok {
				seat = s
			}
			actors = append(actors, seat)
			if _, err := m.Play(e); err != nil {
				t.Fatal(err)
			}
		}
		for _, tc := range []struct {
			as   string
			want func(i int) string
		}{
			{"", func(int) string { return "" }},
			{second, func(int) string { return second }},
			{ReplayActor, func(i int) string { return actors[i] }},
		} {
			t.Run(g.ID()+"/"+tc.as, func(t *testing.T) {
				i := 0
				err := replayViews(rec, tc.as, func(view any, evs gm.Events) {
					if got, want := viewer(view), tc.want(i); got != want {
						t.Errorf("frame %d: the view of %q, want %q", i, got, want)
					}
					if (i == 0) != (evs == nil) {
						t.Errorf("frame %d: events %v", i, evs)
					}
					i++
				})
				if err != nil || i != len(rec.Log)+1 {
					t.Fatalf("%d frames of %d entries: %v", i, len(rec.Log), err)
				}
			})
		}
	}
}

// TestReplayGIF draws every game's replay with each kind of options, and
// refuses a seat the game has not and options render cannot draw.
func TestReplayGIF(t *testing.T) {
	for _, g := range hosted() {
		rec := playedRecord(t, g, 8)
		for _, tc := range []struct {
			name string
			o    ReplayOptions
			err  error
		}{
			{"as the bot posts it", ReplayOptions{}, nil},
			{"small, each actor's", ReplayOptions{Size: 256, Delay: 20, As: ReplayActor}, nil},
			{"a seat's", ReplayOptions{Size: 256, As: g.TwoSeats().Seats[0]}, nil},
			{"no such seat", ReplayOptions{As: "green"}, gm.ErrUnknownSeat},
			{"too small", ReplayOptions{Size: 100}, render.ErrSize},
			{"bad delay", ReplayOptions{Delay: -1}, render.ErrDelay},
		} {
			t.Run(g.ID()+"/"+tc.name, func(t *testing.T) {
				data, err := ReplayGIF(rec, tc.o)
				if !errors.Is(err, tc.err) {
					t.Fatalf("error %v, want %v", err, tc.err)
				}
				if tc.err != nil {
					return
				}
				anim, err := gif.DecodeAll(bytes.NewReader(data))
				if err != nil {
					t.Fatal(err)
				}
				if len(anim.Image) < 2 {
					t.Errorf("%d frames", len(anim.Image))
				}
			})
		}
	}
}

// TestCardsReplayNamesPlayers: the card game's replay names the seats by
// their players, as the table's board does: the frames change with the
// names.
func TestCardsReplayNamesPlayers(t *testing.T) {
	var g gm.Game
	for _, h := range hosted() {
		if h.ID() == cardsID {
			g = h
		}
	}
	if g == nil {
		t.Fatal("the card game is not hosted")
	}
	rec := playedRecord(t, g, 8)
	draw := func(names ...string) []byte {
		r := *rec
		r.Setup.Seats = nil
		for i, n := range names {
			r.Setup.Seats = append(r.Setup.Seats, storage.Seat{Crew: rec.Setup.Crews[i], UserID: n, Name: n})
		}
		data, err := ReplayGIF(&r, ReplayOptions{Size: 256})
		if err != nil {
			t.Fatal(err)
		}
		return data
	}
	if bytes.Equal(draw("Alice", "Bob"), draw("Carol", "Dave")) {
		t.Fatal("the replay is the same whoever played")
	}
}
