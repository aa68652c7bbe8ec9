package engine_test

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/engine/scenario"
)

// minScenarios is the size the rules suite must keep.
const minScenarios = 60

// TestRulesSuite runs every scenario under testdata: it builds the
// position, plays the actions and checks the file's expect block. Each file
// quotes the rule it checks in a comment at its top.
func TestRulesSuite(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "*.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	if len(files) < minScenarios {
		t.Fatalf("%d scenarios under testdata, want at least %d", len(files), minScenarios)
	}
	for _, file := range files {
		t.Run(strings.TrimSuffix(filepath.Base(file), ".yaml"), func(t *testing.T) {
			data, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.HasPrefix(data, []byte("# ")) {
				t.Errorf("%s: the file must open with a comment quoting the rule it checks", file)
			}
			sc, err := scenario.Parse(data, file)
			if err != nil {
				t.Fatal(err)
			}
			exp, err := sc.Expectation()
			if err != nil {
				t.Fatal(err)
			}
			if exp.Len() == 0 {
				t.Fatalf("%s: no expect block: a scenario must state its outcome", file)
			}
			res, runErr := scenario.Run(sc)
			for _, problem := range exp.Check(sc, res, runErr) {
				t.Error(problem)
			}
			if res.State.Over && !bytes.Contains(data, []byte("over: true")) {
				t.Errorf("%s: the game ended; a scenario that ends it says so (over: true)", file)
			}
			if err := goldKept(&res.Start, &res.State); err != "" {
				t.Errorf("%s: %s", file, err)
			}
		})
	}
}

// goldKept reports gold appearing or vanishing between two positions of a
// scenario, counting chests still face down; "" when it is conserved.
func goldKept(from, to *engine.State) string {
	if a, b := goldValue(from), goldValue(to); a != b {
		return fmt.Sprintf("gold is not conserved: %d at the start, %d at the end", a, b)
	}
	return ""
}

// goldValue is all gold of a position: on the island, aboard, lost, and in
// the chests still face down.
func goldValue(s *engine.State) int {
	v := s.GoldOnIsland() + s.LostValue()
	for _, c := range s.Crews() {
		v += s.Score(c)
	}
	for x := range s.Board.Island() {
		if t := s.Tiles[x]; !t.Open {
			v += t.Kind.Coins()
			if t.Kind == engine.Galleon {
				v += engine.TreasureValue
			}
		}
	}
	return v
}

// TestRulesSuiteCoversEveryTile checks that every tile kind of RULINGS §7
// is laid in at least one scenario of the suite.
func TestRulesSuiteCoversEveryTile(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "*.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	laid := map[engine.Kind]bool{}
	for _, file := range files {
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		sc, err := scenario.Parse(data, file)
		if err != nil {
			t.Fatal(err)
		}
		laid[sc.Fill] = true
		for _, ts := range sc.Tiles {
			laid[ts.Tile.Kind] = true
		}
	}
	for _, k := range engine.Kinds() {
		if !laid[k] {
			t.Errorf("no scenario lays a %s tile", k)
		}
	}
}
