package render

import (
	"crypto/sha256"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/engine"
)

// TestFaceDownDoesNotLeak draws one position with different tiles under
// its face-down ones: every crew's picture and text must stay the same.
func TestFaceDownDoesNotLeak(t *testing.T) {
	base, evs := crafted(t)
	deal := func(kind engine.Kind, rot engine.Rot, pic uint8) engine.State {
		s := base
		for c := range s.Board.Island() {
			if !s.Tiles[c].Open && s.Known[c] == 0 {
				s.Tiles[c] = engine.Tile{Kind: kind, Rot: rot, Pic: pic}
			}
		}
		return s
	}
	variants := []struct {
		name string
		s    engine.State
	}{
		{"ogres", deal(engine.Ogre, 0, 0)},
		{"gold", deal(engine.Coin5, 2, 0)},
		{"arrows", deal(engine.Arrow1, 1, 0)},
		{"empty pictures", deal(engine.Empty, 3, 3)},
		{"the galleon", deal(engine.Galleon, 0, 0)},
	}
	for _, crew := range []engine.Crew{engine.White, engine.Black, engine.NoCrew} {
		first := deal(engine.Empty, 0, 0)
		v0 := engine.ViewFor(&first, crew)
		want := pixelsHash(Board(&v0, Options{Size: 256, Events: evs}))
		wantText := TextBoard(&v0)
		for _, tc := range variants {
			t.Run(viewerName(crew)+" "+tc.name, func(t *testing.T) {
				v := engine.ViewFor(&tc.s, crew)
				if got := pixelsHash(Board(&v, Options{Size: 256, Events: evs})); got != want {
					t.Error("the picture changed with what lies face down")
				}
				if got := TextBoard(&v); got != wantText {
					t.Errorf("the text changed with what lies face down:\n%s", got)
				}
			})
		}
	}
}

// TestKnownTileShowsOnlyToItsCrew checks that a tile white's lighthouse
// showed is drawn with its inset for white and as a plain back for others.
func TestKnownTileShowsOnlyToItsCrew(t *testing.T) {
	s, _ := crafted(t)
	d8 := cell(t, "d8")
	plain := s
	plain.Known[d8] = 0
	tests := []struct {
		crew      engine.Crew
		showsKind bool
	}{
		{engine.White, true},
		{engine.Yellow, false},
		{engine.Black, false},
		{engine.Red, false},
		{engine.NoCrew, false},
	}
	for _, tc := range tests {
		t.Run(viewerName(tc.crew), func(t *testing.T) {
			known := cellPixels(t, s, tc.crew, d8)
			unknown := cellPixels(t, plain, tc.crew, d8)
			if shows := known != unknown; shows != tc.showsKind {
				t.Errorf("the lighthouse's sight shows = %v, want %v", shows, tc.showsKind)
			}
			v := engine.ViewFor(&s, tc.crew)
			text := TextBoard(&v)
			if got := containsAll(text, "d8 rum", "#*"); got != tc.showsKind {
				t.Errorf("the text names the seen rum = %v, want %v", got, tc.showsKind)
			}
		})
	}
}

// cellPixels is a digest of the pixels of cell c on crew's 512 px picture
// of s.
func cellPixels(t *testing.T, s engine.State, crew engine.Crew, c engine.Cell) [32]byte {
	t.Helper()
	v := engine.ViewFor(&s, crew)
	img := Board(&v, Options{Size: 512})
	l := newLayout(512)
	r := l.cellRect(c)
	h := sha256.New()
	for y := r.Min.Y; y < r.Max.Y; y++ {
		h.Write(img.Pix[img.PixOffset(r.Min.X, y):img.PixOffset(r.Max.X, y)])
	}
	var out [32]byte
	copy(out[:], h.Sum(nil))
	return out
}

// containsAll reports whether s contains every one of subs.
func containsAll(s string, subs ...string) bool {
	for _, sub := range subs {
		if !strings.Contains(s, sub) {
			return false
		}
	}
	return true
}
