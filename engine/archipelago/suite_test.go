package archipelago_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/engine/scenario"
)

// minSuite is the size Archipelago's rules suite must keep.
const minSuite = 40

// suite lists the scenario files of Archipelago's rules suite.
func suite(t *testing.T) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join("testdata", "*.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	if len(files) < minSuite {
		t.Fatalf("%d scenarios under testdata, want at least %d", len(files), minSuite)
	}
	return files
}

// TestScenarioSuite plays every scenario under testdata on its island and
// checks its expect block (scenario.Verify); each file quotes the rule it
// proves in a comment at its top.
func TestScenarioSuite(t *testing.T) {
	for _, file := range suite(t) {
		t.Run(strings.TrimSuffix(filepath.Base(file), ".yaml"), func(t *testing.T) {
			data, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			for _, problem := range scenario.Verify(data, file) {
				t.Error(problem)
			}
		})
	}
}

// TestScenarioSuiteCoversEveryTile checks that the suite is Archipelago's
// (every file names an island) and lays every tile of Archipelago's box.
func TestScenarioSuiteCoversEveryTile(t *testing.T) {
	laid := map[engine.Kind]bool{}
	for _, file := range suite(t) {
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		sc, err := scenario.Parse(data, file)
		if err != nil {
			t.Fatal(err)
		}
		if sc.Island == nil {
			t.Errorf("%s names no island", file)
		}
		laid[sc.Fill] = true
		for _, ts := range sc.Tiles {
			laid[ts.Tile.Kind] = true
		}
	}
	for k := engine.Empty; k < engine.NumKinds; k++ {
		if k.ArchipelagoID() != "" && !laid[k] {
			t.Errorf("no scenario lays a %s tile", k.ArchipelagoID())
		}
	}
}
