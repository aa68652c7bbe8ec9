package narrate

import (
	"testing"

	"github.com/jackalbot/jackal/engine"
)

// benchEvents are the events of a long chain: a coin dragged over arrows
// into the sea.
func benchEvents(b *testing.B) []engine.Event {
	s := duel(b)
	scenarios[0].setup(b, &s)
	_, evs := play(b, s, scenarios[0].actions...)
	return evs
}

func BenchmarkDescribe(b *testing.B) {
	evs := benchEvents(b)
	for _, l := range Langs() {
		b.Run(string(l), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				Describe(l, evs)
			}
		})
	}
}

func BenchmarkEvent(b *testing.B) {
	evs := benchEvents(b)
	b.ReportAllocs()
	for b.Loop() {
		for _, e := range evs {
			Event(RU, e)
		}
	}
}

func BenchmarkExplain(b *testing.B) {
	s := duel(b)
	v := engine.ViewFor(&s, engine.White)
	a := engine.Move(engine.B1, cell(b, "g12"))
	err := s.Check(a)
	b.ReportAllocs()
	for b.Loop() {
		Explain(RU, err, a, &v)
	}
}
