package main

import (
	"go/parser"
	gotoken "go/token"
	"strconv"
	"strings"
	"testing"
)

// TestCommandsThroughContract: the contract arena, `jackal db` and
// `jackal scenario run` drive every game through the contract
// (engine/game, engine/games) and the bot only: none imports a game's own
// packages. (`jackal arena` without --game is classic's tuned arena, and
// `jackal render scenario` and `tiles` draw classic's pictures.)
func TestCommandsThroughContract(t *testing.T) {
	const mod = "github.com/jackalbot/jackal/"
	for _, name := range []string{"arena_game.go", "db.go", "dblist.go", "scenario.go"} {
		f, err := parser.ParseFile(gotoken.NewFileSet(), name, nil, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		for _, imp := range f.Imports {
			path, _ := strconv.Unquote(imp.Path.Value)
			if path == mod+"engine/game" || path == mod+"engine/games" {
				continue
			}
			if path == mod+"engine" || strings.HasPrefix(path, mod+"engine/") || path == mod+"render" {
				t.Errorf("%s imports %s: it should speak to games through the contract", name, path)
			}
		}
	}
}
