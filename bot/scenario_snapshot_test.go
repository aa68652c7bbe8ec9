package bot

import (
	"os"
	"testing"

	"github.com/jackalbot/jackal/engine/scenario"
)

// scenarioSnapshot is the position a rule scenario of engine/testdata
// (file, e.g. "lighthouse-looks.yaml") deals, before its actions, as a
// classic snapshot for a test's stored game.
func scenarioSnapshot(t *testing.T, file string) []byte {
	t.Helper()
	data, err := os.ReadFile("../engine/testdata/" + file)
	if err != nil {
		t.Fatal(err)
	}
	sc, err := scenario.Parse(data, file)
	if err != nil {
		t.Fatal(err)
	}
	sc.Actions = nil
	res, err := scenario.Run(sc)
	if err != nil {
		t.Fatal(err)
	}
	snap, err := res.State.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	return snap
}
