package render

import (
	"bytes"
	"errors"
	"image"
	"image/color"
	"image/png"
	"testing"
)

// TestPaletteHoldsNamedColours checks every colour the package draws with
// is written exactly.
func TestPaletteHoldsNamedColours(t *testing.T) {
	pal := opaquePalette()
	if len(pal) > 255 {
		t.Fatalf("%d opaque colours: no room for the transparent one", len(pal))
	}
	src := image.NewRGBA(image.Rect(0, 0, 1, 1))
	dst := image.NewPaletted(src.Rect, gifPalette())
	for _, c := range named {
		src.SetRGBA(0, 0, c)
		quantize(dst, src, src.Rect)
		if got := pal[dst.Pix[0]]; got != c {
			t.Errorf("colour %v is written as %v", c, got)
		}
	}
	src.SetRGBA(0, 0, color.RGBA{})
	quantize(dst, src, src.Rect)
	if dst.Pix[0] != transparentIndex() {
		t.Errorf("a transparent pixel got index %d, want %d", dst.Pix[0], transparentIndex())
	}
}

// TestEncodePNG encodes pictures and decodes them again.
func TestEncodePNG(t *testing.T) {
	v, evs := midGame(t)
	board := Board(&v, Options{Size: 512, Events: evs})
	gray := image.NewGray(image.Rect(0, 0, 10, 7))
	gray.Pix[3] = 200
	tests := []struct {
		name     string
		img      image.Image
		maxError float64 // mean error a channel, 0…255
	}{
		{"board", board, 1.5},
		{"sheet", TileSheet(32), 2.5},
		{"gray", gray, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var buf bytes.Buffer
			if err := EncodePNG(&buf, tc.img); err != nil {
				t.Fatal(err)
			}
			got, err := png.Decode(&buf)
			if err != nil {
				t.Fatal(err)
			}
			if got.Bounds() != tc.img.Bounds() {
				t.Fatalf("bounds %v, want %v", got.Bounds(), tc.img.Bounds())
			}
			if e := meanError(got, tc.img); e > tc.maxError {
				t.Errorf("mean error %.2f a channel, want at most %.2f", e, tc.maxError)
			}
		})
	}
	if err := EncodePNG(&bytes.Buffer{}, nil); !errors.Is(err, ErrNilImage) {
		t.Errorf("EncodePNG(nil) = %v, want ErrNilImage", err)
	}
}

// meanError is the mean absolute difference of a and b, a channel.
func meanError(a, b image.Image) float64 {
	r := a.Bounds()
	sum := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			ca := color.RGBAModel.Convert(a.At(x, y)).(color.RGBA)
			cb := color.RGBAModel.Convert(b.At(x, y)).(color.RGBA)
			sum += abs(int(ca.R)-int(cb.R)) + abs(int(ca.G)-int(cb.G)) + abs(int(ca.B)-int(cb.B))
		}
	}
	return float64(sum) / float64(3*r.Dx()*r.Dy())
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// failingWriter fails every write.
type failingWriter struct{}

var errWrite = errors.New("write refused")

func (failingWriter) Write([]byte) (int, error) { return 0, errWrite }

// TestEncodePNGWriteError checks a failing writer's error comes back.
func TestEncodePNGWriteError(t *testing.T) {
	img := image.NewRGBA(image.Rect(0, 0, 8, 8))
	if err := EncodePNG(failingWriter{}, img); !errors.Is(err, errWrite) {
		t.Errorf("EncodePNG to a failing writer = %v, want the write error", err)
	}
}
