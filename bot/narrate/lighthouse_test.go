package narrate_test

import (
	"os"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/bot/narrate"
	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/engine/scenario"
)

// TestLighthouseToldOnce: a climb with several looks is told once to those
// who do not see the sights (before: "climbed the lighthouse" per look).
func TestLighthouseToldOnce(t *testing.T) {
	data, err := os.ReadFile("../../engine/testdata/lighthouse-looks.yaml")
	if err != nil {
		t.Fatal(err)
	}
	sc, err := scenario.Parse(data, "lighthouse-looks.yaml")
	if err != nil {
		t.Fatal(err)
	}
	res, err := scenario.Run(sc)
	if err != nil {
		t.Fatal(err)
	}
	var evs []engine.Event
	for _, st := range res.Steps {
		evs = append(evs, st.Events...)
	}
	v := engine.ViewFor(&res.State, engine.NoCrew)
	for _, tt := range []struct {
		l    narrate.Lang
		want string
		once string
	}{
		{narrate.EN, "W1 went from e3 to e4 and climbed the lighthouse.", "climbed the lighthouse"},
		{narrate.RU, "W1 перешёл с e3 на e4 и поднялся на маяк.", "поднялся на маяк"},
	} {
		got := narrate.DescribeAfter(tt.l, engine.VisibleEvents(evs, engine.NoCrew), &v)
		if strings.Count(got, tt.once) != 1 || got != tt.want {
			t.Errorf("%s: %q, want %q", tt.l, got, tt.want)
		}
	}
}
