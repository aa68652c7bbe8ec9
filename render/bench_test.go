package render

import (
	"bytes"
	"image/gif"
	"testing"
)

// BenchmarkDraw draws the mid-game board at the default size.
func BenchmarkDraw(b *testing.B) {
	v, evs := midGame(b)
	opts := Options{Events: evs}
	Board(&v, opts) // warm the caches: they persist for a process's life
	b.ReportAllocs()
	for b.Loop() {
		Board(&v, opts)
	}
}

// BenchmarkEncode encodes the mid-game board as a PNG and reports its bytes.
func BenchmarkEncode(b *testing.B) {
	v, evs := midGame(b)
	img := Board(&v, Options{Events: evs})
	var buf bytes.Buffer
	if err := EncodePNG(&buf, img); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		buf.Reset()
		if err := EncodePNG(&buf, img); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(buf.Len()), "bytes")
}

// BenchmarkDrawEncode draws and encodes the mid-game board: one turn's work.
func BenchmarkDrawEncode(b *testing.B) {
	v, evs := midGame(b)
	opts := Options{Events: evs}
	var buf bytes.Buffer
	if err := EncodePNG(&buf, Board(&v, opts)); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		buf.Reset()
		if err := EncodePNG(&buf, Board(&v, opts)); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(buf.Len()), "bytes")
}

// BenchmarkReplay draws a long random game (900 actions, four crews) as a
// GIF at the default replay size and reports its bytes and frames: it must
// stay under 8 MB to be posted in a chat.
func BenchmarkReplay(b *testing.B) {
	frames := gameFrames(b, 2024, 900)
	var size int
	for b.Loop() {
		g, err := Replay(frames, ReplayOptions{})
		if err != nil {
			b.Fatal(err)
		}
		var buf bytes.Buffer
		if err := gif.EncodeAll(&buf, g); err != nil {
			b.Fatal(err)
		}
		size = buf.Len()
	}
	b.ReportMetric(float64(size), "bytes")
	b.ReportMetric(float64(len(frames)-1), "actions")
}
