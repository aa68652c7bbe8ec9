package render

import (
	"bytes"
	"testing"

	"github.com/jackalbot/jackal/engine/archipirata"
)

// BenchmarkArchipirata draws and encodes the mid-game Archipirata picture
// at the default size: one move's work for the bot.
func BenchmarkArchipirata(b *testing.B) {
	s, evs := archMidGame(b)
	v := archipirata.ViewFor(&s, s.Turn)
	o := ArchipirataOptions{Title: "Archipirata", Events: evs, Highlight: archTargets(&s)}
	var buf bytes.Buffer
	if err := EncodePNG(&buf, Archipirata(&v, o)); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		buf.Reset()
		if err := EncodePNG(&buf, Archipirata(&v, o)); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(buf.Len()), "bytes")
}
