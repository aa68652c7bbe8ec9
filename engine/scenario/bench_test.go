package scenario

import "testing"

const benchScenario = `variants: [duel]
crews: [white, black]
tiles: {e4: empty open, e5: horse, g6: ice, i5: coin3, c3: arrow-2@e open}
pieces: {W1: e4, B1: ship}
actions: [W1 e5, g6, i5, ship h13]
`

// BenchmarkParseRunOutput measures a whole "jackal scenario run": reading
// the file, building the position, playing four actions and writing the JSON.
func BenchmarkParseRunOutput(b *testing.B) {
	for b.Loop() {
		sc, err := Parse([]byte(benchScenario), "bench.yaml")
		if err != nil {
			b.Fatal(err)
		}
		res, err := Run(sc)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := Output(res.State, res.Events); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkBoard measures the ASCII board.
func BenchmarkBoard(b *testing.B) {
	sc, err := Parse([]byte(benchScenario), "bench.yaml")
	if err != nil {
		b.Fatal(err)
	}
	s, err := sc.Build()
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		_ = Board(&s)
	}
}
