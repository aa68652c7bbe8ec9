package render

import (
	"bytes"
	"flag"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/jackalbot/jackal/engine"
)

var update = flag.Bool("update", false, "rewrite the golden pictures in testdata/")

// Golden comparison tolerances: a pixel differs when a channel differs by
// more than goldenChannel; a picture matches while at most goldenShare of
// its pixels differ (rasterising may round differently on other machines).
const (
	goldenChannel = 24
	goldenShare   = 0.001
)

// goldenCase is one golden picture: how to draw it.
type goldenCase struct {
	name string
	draw func(t *testing.T) *image.RGBA
}

func goldenCases() []goldenCase {
	return []goldenCase{
		{"start-256", func(t *testing.T) *image.RGBA {
			s, err := engine.New(1, engine.Options{StallRounds: -1})
			if err != nil {
				t.Fatal(err)
			}
			v := engine.ViewFor(&s, engine.White)
			return Board(&v, Options{Size: 256})
		}},
		{"crafted-512", func(t *testing.T) *image.RGBA {
			s, evs := crafted(t)
			v := engine.ViewFor(&s, engine.White)
			return Board(&v, Options{Size: 512, Events: evs, Targets: craftedTargets(t), Title: "Crafted"})
		}},
		{"duel-over-512", func(t *testing.T) *image.RGBA {
			s, evs := playRandom(t, 5, engine.Options{Duel: true, StallRounds: 10}, 5000)
			if !s.Over {
				t.Fatal("the random duel did not end")
			}
			v := engine.ViewFor(&s, engine.NoCrew)
			return Board(&v, Options{Size: 512, Events: evs})
		}},
		{"mid-1024", func(t *testing.T) *image.RGBA {
			s, evs := midGameState(t)
			v := engine.ViewFor(&s, s.Turn)
			return Board(&v, Options{Events: evs, Targets: targetsOf(s, firstMover(s))})
		}},
		{"tiles-40", func(t *testing.T) *image.RGBA {
			return TileSheet(40).(*image.RGBA)
		}},
	}
}

// TestGolden draws each golden case and compares it, in the fixed palette,
// with testdata/<name>.png; -update rewrites the files instead.
func TestGolden(t *testing.T) { checkGolden(t, goldenCases()) }

// checkGolden draws each case and compares it, in the fixed palette, with
// testdata/<name>.png; -update rewrites the files instead. Every game's
// golden pictures go through it.
func checkGolden(t *testing.T, cases []goldenCase) {
	t.Helper()
	for _, gc := range cases {
		t.Run(gc.name, func(t *testing.T) {
			img := gc.draw(t)
			path := filepath.Join("testdata", gc.name+".png")
			var buf bytes.Buffer
			if err := EncodePNG(&buf, img); err != nil {
				t.Fatal(err)
			}
			if *update {
				if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			got, err := png.Decode(&buf)
			if err != nil {
				t.Fatal(err)
			}
			f, err := os.Open(path)
			if err != nil {
				t.Fatalf("%v (run go test ./render -update to make it)", err)
			}
			defer f.Close()
			want, err := png.Decode(f)
			if err != nil {
				t.Fatal(err)
			}
			if err := compareImages(got, want, t.TempDir()); err != nil {
				t.Errorf("%s: %v", path, err)
			}
		})
	}
}

// compareImages reports how got differs from want beyond the tolerances,
// writing a diff picture (differing pixels red over a faded want) to dir.
func compareImages(got, want image.Image, dir string) error {
	if got.Bounds() != want.Bounds() {
		return fmt.Errorf("bounds %v, want %v", got.Bounds(), want.Bounds())
	}
	b := got.Bounds()
	diff := image.NewRGBA(b)
	n := 0
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			g := color.RGBAModel.Convert(got.At(x, y)).(color.RGBA)
			w := color.RGBAModel.Convert(want.At(x, y)).(color.RGBA)
			if far(g.R, w.R) || far(g.G, w.G) || far(g.B, w.B) || far(g.A, w.A) {
				n++
				diff.SetRGBA(x, y, color.RGBA{0xff, 0, 0, 0xff})
			} else {
				diff.SetRGBA(x, y, color.RGBA{w.R / 3, w.G / 3, w.B / 3, 0xff})
			}
		}
	}
	if float64(n) <= goldenShare*float64(b.Dx()*b.Dy()) {
		return nil
	}
	path := filepath.Join(dir, "diff.png")
	f, err := os.Create(path)
	if err != nil {
		return fmt.Errorf("%d pixels differ (and the diff cannot be written: %v)", n, err)
	}
	defer f.Close()
	if err := png.Encode(f, diff); err != nil {
		return fmt.Errorf("%d pixels differ (and the diff cannot be written: %v)", n, err)
	}
	return fmt.Errorf("%d pixels differ; diff in %s", n, path)
}

// far reports whether two channel values differ beyond the tolerance.
func far(a, b uint8) bool {
	d := int(a) - int(b)
	return d > goldenChannel || d < -goldenChannel
}

// TestCompareImages checks the comparison itself: equal pictures pass, a
// changed block fails and leaves a diff picture.
func TestCompareImages(t *testing.T) {
	base := image.NewRGBA(image.Rect(0, 0, 64, 64))
	for i := range base.Pix {
		base.Pix[i] = 0x80
	}
	same := image.NewRGBA(base.Rect)
	copy(same.Pix, base.Pix)
	nudged := image.NewRGBA(base.Rect)
	copy(nudged.Pix, base.Pix)
	nudged.Pix[0] += goldenChannel // within the tolerance
	changed := image.NewRGBA(base.Rect)
	copy(changed.Pix, base.Pix)
	for y := 0; y < 8; y++ {
		for x := 0; x < 8; x++ {
			changed.SetRGBA(x, y, color.RGBA{0, 0, 0, 0xff})
		}
	}
	tests := []struct {
		name string
		img  image.Image
		ok   bool
	}{
		{"same", same, true},
		{"nudged", nudged, true},
		{"changed", changed, false},
		{"other size", image.NewRGBA(image.Rect(0, 0, 32, 64)), false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			err := compareImages(tc.img, base, dir)
			if (err == nil) != tc.ok {
				t.Fatalf("compareImages = %v, want ok %v", err, tc.ok)
			}
			if tc.name == "changed" {
				if _, err := os.Stat(filepath.Join(dir, "diff.png")); err != nil {
					t.Errorf("no diff picture: %v", err)
				}
			}
		})
	}
}
