package render

import (
	"crypto/sha256"
	"image"
	"testing"

	"github.com/jackalbot/jackal/engine"
)

// pixelsHash is a digest of a picture's pixels.
func pixelsHash(img *image.RGBA) [32]byte { return sha256.Sum256(img.Pix) }

// colours counts the distinct colours of a picture.
func colours(img *image.RGBA) int {
	seen := map[[4]uint8]bool{}
	for i := 0; i+3 < len(img.Pix); i += 4 {
		seen[[4]uint8(img.Pix[i:i+4])] = true
	}
	return len(seen)
}

// TestTileKinds draws every kind: each is a full square, drawn with more
// than its ground, and no two kinds look the same.
func TestTileKinds(t *testing.T) {
	const side = 64
	seen := map[[32]byte]engine.Kind{}
	for _, k := range append([]engine.Kind{engine.Hidden}, engine.Kinds()...) {
		t.Run(k.String(), func(t *testing.T) {
			img := Tile(k, side)
			if img.Rect != image.Rect(0, 0, side, side) {
				t.Fatalf("bounds %v, want a %d px square", img.Rect, side)
			}
			if n := colours(img); n < 4 {
				t.Errorf("only %d colours: the picture is blank", n)
			}
			for i := 3; i < len(img.Pix); i += 4 {
				if img.Pix[i] != 0xff {
					t.Fatalf("pixel %d is not opaque", i/4)
				}
			}
			h := pixelsHash(img)
			if other, ok := seen[h]; ok {
				t.Errorf("%s looks exactly like %s", k, other)
			}
			seen[h] = k
		})
	}
}

// TestTileLooks checks the pictures that depend on more than the kind.
func TestTileLooks(t *testing.T) {
	const side = 48
	pic := func(vt engine.ViewTile) [32]byte { return pixelsHash(tileArt(vt, side, english)) }
	open := func(k engine.Kind, rot engine.Rot) engine.ViewTile {
		return engine.ViewTile{Kind: k, Rot: rot, Open: true}
	}
	tests := []struct {
		name string
		a, b engine.ViewTile
		same bool
	}{
		{"arrow-1 turns", open(engine.Arrow1, 0), open(engine.Arrow1, 1), false},
		{"arrow-1 turns back", open(engine.Arrow1, 1), open(engine.Arrow1, 3), false},
		{"arrow-3 turns", open(engine.Arrow3, 0), open(engine.Arrow3, 2), false},
		{"arrow-4 is symmetric", open(engine.Arrow4, 0), open(engine.Arrow4, 1), true},
		{"cannon turns", open(engine.Cannon, 0), open(engine.Cannon, 2), false},
		{"a fort does not turn", open(engine.Fort, 0), open(engine.Fort, 3), true},
		{"empty pictures", engine.ViewTile{Kind: engine.Empty, Open: true, Pic: 0}, engine.ViewTile{Kind: engine.Empty, Open: true, Pic: 2}, false},
		{"spent plane", engine.ViewTile{Kind: engine.Plane, Open: true}, engine.ViewTile{Kind: engine.Plane, Open: true, Used: true}, false},
		{"spent lighthouse", engine.ViewTile{Kind: engine.Lighthouse, Open: true}, engine.ViewTile{Kind: engine.Lighthouse, Open: true, Used: true}, false},
		{"used means nothing on rum", engine.ViewTile{Kind: engine.Rum, Open: true}, engine.ViewTile{Kind: engine.Rum, Open: true, Used: true}, true},
		{"known differs from back", engine.ViewTile{Kind: engine.Hidden}, engine.ViewTile{Kind: engine.Rum, Known: true}, false},
		{"known kinds differ", engine.ViewTile{Kind: engine.Ogre, Known: true}, engine.ViewTile{Kind: engine.Rum, Known: true}, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := pic(tc.a) == pic(tc.b); got != tc.same {
				t.Errorf("same picture = %v, want %v", got, tc.same)
			}
		})
	}
}

// TestTileIsACopy checks that Tile's picture is the caller's: changing it
// does not change the next one.
func TestTileIsACopy(t *testing.T) {
	a := Tile(engine.Rum, 32)
	want := pixelsHash(a)
	for i := range a.Pix {
		a.Pix[i] = 0
	}
	if got := pixelsHash(Tile(engine.Rum, 32)); got != want {
		t.Error("changing a returned tile changed the cached picture")
	}
}

// TestTileSizes checks clamping of tile sizes.
func TestTileSizes(t *testing.T) {
	tests := []struct{ in, want int }{
		{0, DefaultSheetTile}, {1, MinSheetTile}, {100, 100}, {100000, MaxSheetTile},
	}
	for _, tc := range tests {
		if got := Tile(engine.Ice, tc.in).Rect.Dx(); got != tc.want {
			t.Errorf("Tile(ice, %d) is %d px, want %d", tc.in, got, tc.want)
		}
	}
}

// TestTileSheet checks the contact sheet holds every entry in its rows.
func TestTileSheet(t *testing.T) {
	const side = 32
	img := TileSheet(side)
	n := len(sheetEntries())
	rows := (n + sheetColumns - 1) / sheetColumns
	if got := img.Bounds().Dx(); got != sheetColumns*(side+2*(side/8)) {
		t.Errorf("width %d", got)
	}
	if n < int(engine.NumKinds) {
		t.Errorf("%d entries, fewer than the %d kinds and the back", n, engine.NumKinds)
	}
	if img.Bounds().Dy() < rows*side {
		t.Errorf("height %d is too small for %d rows", img.Bounds().Dy(), rows)
	}
}
