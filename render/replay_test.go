package render

import (
	"bytes"
	"errors"
	"image"
	"image/color"
	"image/draw"
	"image/gif"
	"testing"

	"github.com/jackalbot/jackal/engine"
)

// gameFrames plays a random four-crew game of up to n actions (the stall
// rule off) and returns its frames from a spectator's view, the deal first.
func gameFrames(tb testing.TB, seed uint64, n int) []Frame {
	tb.Helper()
	s, err := engine.New(seed, engine.Options{StallRounds: 0})
	if err != nil {
		tb.Fatal(err)
	}
	frames := []Frame{{View: engine.ViewFor(&s, engine.NoCrew)}}
	randomGame(tb, seed, engine.Options{StallRounds: 0}, n, func(s *engine.State, evs []engine.Event) {
		frames = append(frames, Frame{View: engine.ViewFor(s, engine.NoCrew), Events: append([]engine.Event(nil), evs...)})
	})
	return frames
}

// TestReplayFrames checks that playing the GIF's frames, each over the one
// before, shows each action's board exactly.
func TestReplayFrames(t *testing.T) {
	const size = 256
	frames := gameFrames(t, 9, 40)
	g, err := Replay(frames, ReplayOptions{Size: size, Delay: 20})
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := gif.EncodeAll(&buf, g); err != nil {
		t.Fatal(err)
	}
	g, err = gif.DecodeAll(&buf)
	if err != nil {
		t.Fatal(err)
	}
	if len(g.Image) < 2 || len(g.Image) > len(frames) {
		t.Fatalf("%d GIF frames for %d boards", len(g.Image), len(frames))
	}
	canvas := image.NewRGBA(image.Rect(0, 0, size, size))
	bounds := canvas.Rect
	want := image.NewPaletted(bounds, gifPalette())
	total := 0
	for i, pm := range g.Image {
		draw.Draw(canvas, pm.Rect, pm, pm.Rect.Min, draw.Over)
		total += g.Delay[i]
		if g.Disposal[i] != gif.DisposalNone {
			t.Errorf("frame %d disposal %d", i, g.Disposal[i])
		}
		if i > 0 && pm.Rect == bounds {
			t.Errorf("frame %d covers the whole picture", i)
		}
	}
	last := frames[len(frames)-1]
	quantize(want, Board(&last.View, Options{Size: size, Events: last.Events}), bounds)
	pal := gifPalette()
	for i, idx := range want.Pix {
		c := pal[idx].(color.RGBA)
		if got := [4]uint8(canvas.Pix[4*i : 4*i+4]); got != [4]uint8{c.R, c.G, c.B, c.A} {
			t.Fatalf("the GIF's last picture differs from the last board at pixel %d: %v, want %v", i, got, c)
		}
	}
	if wantTotal := 20*(len(frames)-1) + DefaultReplayLast; total != wantTotal {
		t.Errorf("the GIF lasts %d cs, want %d", total, wantTotal)
	}
}

// TestReplayErrors checks bad input is refused with the right error.
func TestReplayErrors(t *testing.T) {
	one := gameFrames(t, 3, 1)
	tests := []struct {
		name   string
		frames []Frame
		opts   ReplayOptions
		want   error
	}{
		{"no frames", nil, ReplayOptions{}, ErrNoFrames},
		{"too small", one, ReplayOptions{Size: 100}, ErrSize},
		{"too large", one, ReplayOptions{Size: 100000}, ErrSize},
		{"negative delay", one, ReplayOptions{Delay: -1}, ErrDelay},
		{"long last", one, ReplayOptions{Last: MaxReplayDelay + 1}, ErrDelay},
		{"fine", one, ReplayOptions{Size: MinSize}, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Replay(tc.frames, tc.opts)
			if !errors.Is(err, tc.want) || (tc.want == nil) != (err == nil) {
				t.Errorf("Replay = %v, want %v", err, tc.want)
			}
		})
	}
}

// TestChanged checks the changed rectangle of two paletted pictures.
func TestChanged(t *testing.T) {
	r := image.Rect(0, 0, 20, 10)
	tests := []struct {
		name string
		set  []image.Point
		want image.Rectangle
	}{
		{"none", nil, image.Rectangle{}},
		{"one", []image.Point{{3, 4}}, image.Rect(3, 4, 4, 5)},
		{"corners", []image.Point{{0, 0}, {19, 9}}, r},
		{"row", []image.Point{{2, 7}, {15, 7}}, image.Rect(2, 7, 16, 8)},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			a, b := image.NewPaletted(r, gifPalette()), image.NewPaletted(r, gifPalette())
			for _, p := range tc.set {
				b.SetColorIndex(p.X, p.Y, 5)
			}
			if got := changed(a, b); got != tc.want {
				t.Errorf("changed = %v, want %v", got, tc.want)
			}
		})
	}
}
