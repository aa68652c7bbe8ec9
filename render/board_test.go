package render

import (
	"errors"
	"image"
	"sync"
	"testing"

	"github.com/jackalbot/jackal/engine"
)

// TestOptionsCheck checks the accepted sizes, and the sizes a board and an
// Archipirata picture are drawn at.
func TestOptionsCheck(t *testing.T) {
	tests := []struct {
		size       int
		want       error
		side, arch int
	}{
		{0, nil, DefaultSize, ArchipirataDefaultSize},
		{MinSize, nil, MinSize, MinSize},
		{MaxSize, nil, MaxSize, MaxSize},
		{MinSize - 1, ErrSize, MinSize, MinSize},
		{-5, ErrSize, MinSize, MinSize},
		{MaxSize + 1, ErrSize, MaxSize, MaxSize},
	}
	for _, tc := range tests {
		o := Options{Size: tc.size}
		a := ArchipirataOptions{Size: tc.size}
		for _, err := range []error{o.Check(), a.Check()} {
			if !errors.Is(err, tc.want) || (tc.want == nil) != (err == nil) {
				t.Errorf("size %d: Check = %v, want %v", tc.size, err, tc.want)
			}
		}
		if got := o.side(); got != tc.side {
			t.Errorf("size %d: drawn at %d, want %d", tc.size, got, tc.side)
		}
		if got := a.width(); got != tc.arch {
			t.Errorf("size %d: Archipirata drawn %d wide, want %d", tc.size, got, tc.arch)
		}
	}
}

// TestLayout checks every size's grid fits the picture below the strip,
// with square cells and the file labels' band below.
func TestLayout(t *testing.T) {
	for _, n := range []int{MinSize, 300, 480, 512, 777, DefaultSize, 2048, MaxSize} {
		l := newLayout(n)
		pic := image.Rect(0, 0, n, n)
		if !l.grid.In(pic) || l.grid.Min.Y < l.strip.Max.Y {
			t.Errorf("size %d: grid %v, strip %v", n, l.grid, l.strip)
		}
		if l.grid.Max.Y+l.label > n {
			t.Errorf("size %d: no room for the file labels", n)
		}
		if l.tileSide() < 10 {
			t.Errorf("size %d: tiles of %d px", n, l.tileSide())
		}
		a1, m13 := l.cellRect(engine.CellAt(0, 0)), l.cellRect(engine.CellAt(12, 12))
		if a1.Min.X != l.grid.Min.X || a1.Max.Y != l.grid.Max.Y || m13.Max.X != l.grid.Max.X || m13.Min.Y != l.grid.Min.Y {
			t.Errorf("size %d: a1 %v and m13 %v are not the grid's corners %v", n, a1, m13, l.grid)
		}
	}
}

// TestTurnLine checks the first line of the status strip.
func TestTurnLine(t *testing.T) {
	tests := []struct {
		name string
		v    engine.View
		want string
	}{
		{"turn", engine.View{Round: 3, Turn: engine.Black, Controller: engine.Black}, "Round 3 · Black to play"},
		{"smoke", engine.View{Round: 4, Turn: engine.White, Controller: engine.Yellow, SmokeLeft: 2},
			"Round 4 · White to play · smoke: Yellow plays it (2 left)"},
		{"won", engine.View{Over: true, Winners: []engine.Crew{engine.Red}}, "Game over: Red wins"},
		{"shared", engine.View{Over: true, Winners: []engine.Crew{engine.White, engine.Black}}, "Game over: White and Black win"},
		{"nobody", engine.View{Over: true}, "Game over"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := turnLine(english, &tc.v); got != tc.want {
				t.Errorf("turnLine = %q, want %q", got, tc.want)
			}
		})
	}
}

// TestPendingTargets checks a pending choice's options become targets.
func TestPendingTargets(t *testing.T) {
	e6, f6 := cell(t, "e6"), cell(t, "f6")
	tests := []struct {
		name string
		v    *engine.View
		want []Target
	}{
		{"nil view", nil, nil},
		{"no choice", &engine.View{}, nil},
		{"arrow", &engine.View{Pending: &engine.Choice{Options: []engine.Cell{e6, f6}}},
			[]Target{{Cell: e6, Label: "e6"}, {Cell: f6, Label: "f6"}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := PendingTargets(tc.v)
			if len(got) != len(tc.want) {
				t.Fatalf("PendingTargets = %v, want %v", got, tc.want)
			}
			for i := range got {
				if got[i] != tc.want[i] {
					t.Errorf("target %d = %v, want %v", i, got[i], tc.want[i])
				}
			}
		})
	}
}

// TestBoardOverlays checks that each overlay changes the picture, and only
// where it should: events, targets and title each draw something.
func TestBoardOverlays(t *testing.T) {
	s, evs := crafted(t)
	v := engine.ViewFor(&s, engine.White)
	plain := pixelsHash(Board(&v, Options{Size: 256}))
	tests := []struct {
		name string
		opts Options
	}{
		{"events", Options{Size: 256, Events: evs}},
		{"targets", Options{Size: 256, Targets: craftedTargets(t)}},
		{"title", Options{Size: 256, Title: "Шакал"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if pixelsHash(Board(&v, tc.opts)) == plain {
				t.Error("the overlay drew nothing")
			}
		})
	}
	private := []engine.Event{evs[len(evs)-1]} // black's lighthouse sight
	if pixelsHash(Board(&v, Options{Size: 256, Events: private})) != plain {
		t.Error("another crew's private event changed white's picture")
	}
	if img := Board(nil, Options{Size: 256}); img.Rect.Dx() != 256 {
		t.Errorf("Board(nil) is %v", img.Rect)
	}
}

// TestBoardConcurrent draws from many goroutines at once at sizes not
// drawn before, so they fill the shared caches together: every picture must
// equal the one drawn afterwards alone.
func TestBoardConcurrent(t *testing.T) {
	s, evs := crafted(t)
	views := []engine.View{engine.ViewFor(&s, engine.White), engine.ViewFor(&s, engine.Black)}
	sizes := []int{333, 444}
	got := make([][32]byte, 8)
	var wg sync.WaitGroup
	for g := range got {
		wg.Add(1)
		go func(g int) {
			defer wg.Done()
			got[g] = pixelsHash(Board(&views[g%2], Options{Size: sizes[(g/2)%2], Events: evs}))
		}(g)
	}
	wg.Wait()
	for g := range got {
		if want := pixelsHash(Board(&views[g%2], Options{Size: sizes[(g/2)%2], Events: evs})); got[g] != want {
			t.Errorf("goroutine %d drew a different picture", g)
		}
	}
}

// TestClipText checks long text is shrunk, then cut short with "…".
func TestClipText(t *testing.T) {
	st := textStyle{face: bold, px: 20}
	tests := []struct {
		name  string
		s     string
		w     int
		cut   bool
		small bool
	}{
		{"fits", "Jackal", 400, false, false},
		{"shrinks", "Jackal", textWidth("Jackal", st) - 3, false, true},
		{"cut", "A very long game title indeed, far too long", 120, true, true},
		{"cyrillic", "Шакал: остров сокровищ и ещё много слов", 100, true, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, gst := clipText(tc.s, st, tc.w)
			if gst.face != st.face {
				t.Errorf("the face changed")
			}
			if w := textWidth(got, textStyle{face: bold, px: gst.px}); w > tc.w {
				t.Errorf("%q at %d px is %d wide, over %d", got, gst.px, w, tc.w)
			}
			if cut := got != tc.s; cut != tc.cut {
				t.Errorf("cut = %v (%q), want %v", cut, got, tc.cut)
			}
			if small := gst.px < st.px; small != tc.small {
				t.Errorf("shrunk = %v (%d px), want %v", small, gst.px, tc.small)
			}
		})
	}
}
