package render

import (
	"fmt"
	"image"
	"image/gif"

	"github.com/jackalbot/jackal/engine"
	ar "github.com/jackalbot/jackal/engine/archipirata"
)

// Frame is one picture of a replay: a view of the game after an action, and
// that action's events (drawn as its trail).
type Frame struct {
	View   engine.View
	Events []engine.Event
}

// Replay sizes and delays.
const (
	DefaultReplaySize  = 480 // a frame's side when ReplayOptions.Size is 0
	DefaultReplayDelay = 60  // hundredths of a second a frame shows
	DefaultReplayLast  = 500 // the last frame's delay
	MaxReplayDelay     = 6000
)

// ReplayOptions choose how a replay is drawn.
type ReplayOptions struct {
	// Size is a frame's side in pixels: 0 means DefaultReplaySize, else
	// MinSize…MaxSize.
	Size int
	// Delay is how long each frame shows, in hundredths of a second: 0
	// means DefaultReplayDelay, at most MaxReplayDelay.
	Delay int
	// Last is how long the last frame shows: 0 means DefaultReplayLast.
	Last int
	// Title is written on every frame's status strip.
	Title string
	// Names name the seats, by seat, where the frames name them (the
	// card game's strip, as CardBoardOptions.Names).
	Names []string
	// Lang is the language of the frames' words: "ru" Russian, anything
	// else English.
	Lang string
}

// check reports options out of range.
func (o ReplayOptions) check() error {
	if err := checkSize(o.Size); err != nil {
		return err
	}
	if o.Delay < 0 || o.Delay > MaxReplayDelay || o.Last < 0 || o.Last > MaxReplayDelay {
		return fmt.Errorf("%w: delays are 0…%d hundredths of a second", ErrDelay, MaxReplayDelay)
	}
	return nil
}

// Replay draws frames as an animated GIF, one frame each, looping. It is
// made small enough to post in a chat: every frame is drawn in the fixed
// palette, and after the first only the rectangle that changed is stored,
// its unchanged pixels transparent, over the frame before it.
func Replay(frames []Frame, opts ReplayOptions) (*gif.GIF, error) {
	return animate(len(frames), opts, func(i, size int) *image.RGBA {
		f := &frames[i]
		return Board(&f.View, Options{Size: size, Events: f.Events, Title: opts.Title, Lang: opts.Lang})
	})
}

// ArchipirataFrame is one picture of an Archipirata replay: a view after an
// action and the action's events.
type ArchipirataFrame struct {
	View   ar.View
	Events []ar.Event
}

// ArchipirataReplay is Replay for Archipirata: one frame per view, drawn by
// Archipirata (opts.Title is not used).
func ArchipirataReplay(frames []ArchipirataFrame, opts ReplayOptions) (*gif.GIF, error) {
	return animate(len(frames), opts, func(i, size int) *image.RGBA {
		f := &frames[i]
		return Archipirata(&f.View, ArchipirataOptions{Size: size, Events: f.Events, Lang: opts.Lang})
	})
}

// animate makes the GIF of n frames drawn by draw (frame i at size), in
// the fixed palette, each frame after the first storing only what changed.
func animate(n int, opts ReplayOptions, draw func(i, size int) *image.RGBA) (*gif.GIF, error) {
	if err := opts.check(); err != nil {
		return nil, err
	}
	if n == 0 {
		return nil, ErrNoFrames
	}
	size, delay, last := opts.Size, opts.Delay, opts.Last
	if size == 0 {
		size = DefaultReplaySize
	}
	if delay == 0 {
		delay = DefaultReplayDelay
	}
	if last == 0 {
		last = DefaultReplayLast
	}
	pal := gifPalette()
	clear := transparentIndex()
	first := draw(0, size) // every frame has the first one's bounds
	bounds := first.Rect
	prev := image.NewPaletted(bounds, pal)
	cur := image.NewPaletted(bounds, pal)
	g := &gif.GIF{Config: image.Config{ColorModel: pal, Width: bounds.Dx(), Height: bounds.Dy()}}
	for i := range n {
		img := first
		if i > 0 {
			img = draw(i, size)
		}
		quantize(cur, img, bounds)
		var pm *image.Paletted
		if i == 0 {
			pm = image.NewPaletted(bounds, pal)
			copy(pm.Pix, cur.Pix)
		} else {
			r := changed(prev, cur)
			if r.Empty() {
				g.Delay[len(g.Delay)-1] += delay
				continue
			}
			pm = image.NewPaletted(r, pal)
			for y := r.Min.Y; y < r.Max.Y; y++ {
				o := cur.PixOffset(r.Min.X, y)
				src, old := cur.Pix[o:o+r.Dx()], prev.Pix[o:o+r.Dx()]
				dst := pm.Pix[pm.PixOffset(r.Min.X, y):][:r.Dx()]
				for x := range dst {
					if src[x] == old[x] {
						dst[x] = clear
					} else {
						dst[x] = src[x]
					}
				}
			}
		}
		g.Image = append(g.Image, pm)
		g.Delay = append(g.Delay, delay)
		g.Disposal = append(g.Disposal, gif.DisposalNone)
		prev, cur = cur, prev
	}
	g.Delay[len(g.Delay)-1] += last - delay
	return g, nil
}

// changed is the smallest rectangle holding every pixel that differs
// between a and b (of equal bounds), empty when none does.
func changed(a, b *image.Paletted) image.Rectangle {
	r := a.Rect
	minX, minY, maxX, maxY := r.Max.X, r.Max.Y, r.Min.X, r.Min.Y
	for y := r.Min.Y; y < r.Max.Y; y++ {
		o := a.PixOffset(r.Min.X, y)
		ra, rb := a.Pix[o:o+r.Dx()], b.Pix[o:o+r.Dx()]
		if string(ra) == string(rb) {
			continue
		}
		minY, maxY = min(minY, y), max(maxY, y+1)
		x0 := 0
		for ra[x0] == rb[x0] {
			x0++
		}
		x1 := len(ra) - 1
		for ra[x1] == rb[x1] {
			x1--
		}
		minX, maxX = min(minX, r.Min.X+x0), max(maxX, r.Min.X+x1+1)
	}
	if minX >= maxX || minY >= maxY {
		return image.Rectangle{}
	}
	return image.Rect(minX, minY, maxX, maxY)
}
