package archi

import (
	"testing"

	"github.com/jackalbot/jackal/bot/narrate"
	ar "github.com/jackalbot/jackal/engine/archipirata"
	"github.com/jackalbot/jackal/engine/archipirata/scenario"
)

// TestSowingTold narrates sowings the engine plays from scenario
// positions: several rums in one sowing, Piet Hein's doubling, and the
// plain take on an island of both colours (the engine's order).
func TestSowingTold(t *testing.T) {
	tests := []struct {
		file   string
		en, ru string
	}{
		{`seats: 2
held: {red: {rum: 2}}
pirates: {1: [2, 0], 6: [1, 1]}
actions: [take 1 cw +rum@2 +rum@4]`,
			"Red took 2 red pirates from island 1 and sowed them clockwise to islands 3 and 5, skipping islands 2 and 4 with 2 rums.",
			"Красные взяли двух красных пиратов с острова 1 и разложили их по часовой стрелке на острова 3 и 5, пропустив острова 2 и 4 благодаря 2 ромам."},
		{`seats: 2
held: {red: {rum: 1, rum-chest: 1}}
pirates: {1: [1, 0], 6: [1, 1]}
actions: [take 1 ccw +rum@8 +rum@7]`,
			"Red took a red pirate from island 1 and sowed it anticlockwise to island 6, skipping islands 8 and 7 with a rum and a rum chest.",
			"Красные взяли одного красного пирата с острова 1 и переставили его против часовой стрелки на остров 6, пропустив острова 8 и 7 благодаря рому и сундуку рома."},
		{`seats: 2
captains: {0: piet-hein}
revealed: [0]
held: {red: {rum: 1}}
pirates: {1: [1, 0], 6: [1, 1]}
actions: [take 1 cw +rum@2 +rum@3]`,
			"Red took a red pirate from island 1 and sowed it clockwise to island 4, skipping islands 2 and 3 with a rum (Piet Hein's doubling).",
			"Красные взяли одного красного пирата с острова 1 и переставили его по часовой стрелке на остров 4, пропустив острова 2 и 3 благодаря рому (удвоение Пита Хейна)."},
		{`seats: 2
pirates: {1: [2, 1], 6: [1, 0]}
actions: [take 1 cw]`,
			"Red took 3 pirates from island 1 and sowed them clockwise: white on 2, red on 3 and red on 4.",
			"Красные взяли трёх пиратов с острова 1 и разложили их по часовой стрелке: белого на 2, красного на 3 и красного на 4."},
	}
	for _, tc := range tests {
		f, err := scenario.Parse([]byte(tc.file))
		if err != nil {
			t.Fatal(err)
		}
		s, err := f.Build()
		if err != nil {
			t.Fatal(err)
		}
		a, err := ar.Parse(f.Actions[0])
		if err != nil {
			t.Fatal(err)
		}
		var evs []ar.Event
		if err := ar.Apply(&s, a, &evs); err != nil {
			t.Fatalf("%s: %v", f.Actions[0], err)
		}
		v := ar.ViewFor(&s, ar.Spectator)
		for l, want := range map[narrate.Lang]string{narrate.EN: tc.en, narrate.RU: tc.ru} {
			got := Events(l, evs, &v)
			if len(got) < len(want) || got[:len(want)] != want {
				t.Errorf("%s %s:\n got %q\nwant %q…", l, f.Actions[0], got, want)
			}
		}
	}
}
