package bot

import (
	"go/parser"
	"go/token"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// gameFile reports whether a file of package bot is one game's
// presentation (its face and its helpers), which may use that game's own
// packages; every other file is the core.
func gameFile(name string) bool {
	for _, p := range []string{"face_", "classic_", "arch_"} {
		if strings.HasPrefix(name, p) && name != "face.go" {
			return true
		}
	}
	return strings.HasSuffix(name, "_test.go")
}

// TestCoreThroughContract: the bot's core (lobby, turns, votes, storage,
// timers) drives every game through the contract (engine/game) and the
// games' faces only: no core file imports a game's engine or its
// narration (render's shared options and encoders it may use; a game's
// picture needs that game's view, which only its face has).
func TestCoreThroughContract(t *testing.T) {
	const mod = "github.com/jackalbot/jackal/"
	forbidden := func(path string) bool {
		switch path {
		case mod + "engine/game", mod + "engine/games":
			return false
		}
		return path == mod+"engine" || strings.HasPrefix(path, mod+"engine/") ||
			strings.HasPrefix(path, mod+"bot/narrate/")
	}
	for _, tc := range []struct {
		path string
		want bool
	}{
		{mod + "engine", true}, {mod + "engine/archipirata", true}, {mod + "engine/ai", true},
		{mod + "bot/narrate/archi", true}, {mod + "render", false},
		{mod + "engine/game", false}, {mod + "engine/games", false}, {mod + "storage", false},
		{mod + "bot/narrate", false}, // its languages, shared by every game's narration
	} {
		if got := forbidden(tc.path); got != tc.want {
			t.Errorf("forbidden(%q) = %v, want %v", tc.path, got, tc.want)
		}
	}
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	core := 0
	for _, name := range files {
		if gameFile(name) {
			continue
		}
		core++
		f, err := parser.ParseFile(token.NewFileSet(), name, nil, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		for _, imp := range f.Imports {
			path, _ := strconv.Unquote(imp.Path.Value)
			if forbidden(path) {
				t.Errorf("%s imports %s: the core speaks to games through engine/game and their faces", name, path)
			}
		}
	}
	if core < 10 {
		t.Fatalf("only %d core files found in %v", core, files)
	}
}
