package render

import (
	"bytes"
	"testing"
)

// BenchmarkIsland draws and encodes the first island at the default size
// (1024 px on the longer side), as `jackal render island` does.
func BenchmarkIsland(b *testing.B) {
	isl := shipped(b, "first")
	var buf bytes.Buffer
	if err := EncodePNG(&buf, Island(isl, IslandOptions{})); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		buf.Reset()
		if err := EncodePNG(&buf, Island(isl, IslandOptions{})); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(buf.Len()), "bytes")
}
