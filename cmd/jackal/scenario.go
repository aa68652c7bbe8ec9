package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/jackalbot/jackal/engine/games"
	"github.com/jackalbot/jackal/engine/scenario"
)

// errScenarioUsage: the scenario command was called with the wrong arguments.
var errScenarioUsage = errors.New("usage: jackal scenario run [--game ID] [--ascii] FILE (FILE - reads stdin)")

// scenarioStdin is where "jackal scenario run -" reads the file.
var scenarioStdin io.Reader = os.Stdin

// cmdScenario runs "jackal scenario run [--ascii] FILE": it builds the
// scenario, plays its actions and prints the resulting position as JSON
// (and with --ascii, the board as text first). It returns the exit code:
// 0 on success, 1 when the file is malformed or an action is refused (the
// message names the line), 2 on a usage error.
func cmdScenario(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 || args[0] != "run" {
		fmt.Fprintln(stderr, errScenarioUsage)
		return 2
	}
	fs := flag.NewFlagSet("jackal scenario run", flag.ContinueOnError)
	fs.SetOutput(stderr)
	ascii := fs.Bool("ascii", false, "also print the board as text")
	id := fs.String("game", "classic", "the game whose rules the file is written for: "+fmt.Sprint(games.IDs()))
	if err := fs.Parse(args[1:]); err != nil {
		return 2
	}
	if fs.NArg() != 1 {
		fmt.Fprintln(stderr, errScenarioUsage)
		return 2
	}
	name := fs.Arg(0)
	data, err := readScenario(name)
	if err != nil {
		fmt.Fprintf(stderr, "jackal: %v\n", err)
		return 1
	}
	if name == "-" {
		name = "<stdin>"
	}
	g, err := games.Lookup(*id)
	if err != nil {
		fmt.Fprintf(stderr, "jackal: %v (games: %v)\n", err, games.IDs())
		return 2
	}
	out, err := g.Scenario(name, data, *ascii)
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 1
	}
	if _, err := stdout.Write(out); err != nil {
		fmt.Fprintf(stderr, "jackal: %v\n", err)
		return 1
	}
	return 0
}

// readScenario reads the named file, or stdin for "-", up to
// scenario.MaxSize bytes.
func readScenario(name string) ([]byte, error) {
	var r io.Reader = scenarioStdin
	if name != "-" {
		f, err := os.Open(name)
		if err != nil {
			return nil, err
		}
		defer f.Close()
		r = f
	}
	data, err := io.ReadAll(io.LimitReader(r, scenario.MaxSize+1))
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", name, err)
	}
	return data, nil
}
