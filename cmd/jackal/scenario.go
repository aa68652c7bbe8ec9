package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/jackalbot/jackal/engine/games"
)

// Errors of the scenario command.
var (
	// errScenarioUsage: the command was called with the wrong arguments.
	errScenarioUsage = errors.New("usage: jackal scenario run [--game ID] [--ascii] FILE (FILE - reads stdin)")
	// errScenarioFile: the file cannot be a scenario of any game.
	errScenarioFile = errors.New("bad scenario file")
)

// maxScenarioFile bounds the scenario files read, of any game (each
// game's runner may bound them lower).
const maxScenarioFile = 1 << 20

// scenarioStdin is where "jackal scenario run -" reads the file.
var scenarioStdin io.Reader = os.Stdin

// cmdScenario runs "jackal scenario run [--game ID] [--ascii] FILE": the
// game's scenario runner builds the scenario, plays its actions and
// prints its report of the resulting position. Without --game the file
// is classic's (and Archipelago's), or, when classic's runner cannot
// read it, the game whose keys read it (scenarioGame): a card-game or
// Archipirata file runs as it is (classic's: JSON, with
// --ascii the board as text first). It returns the exit code: 0 on
// success, 1 when the file is malformed or an action is refused (the
// message names the line), 2 on a usage error.
func cmdScenario(args []string, stdout, stderr io.Writer) int {
	fs, ascii, id := scenarioFlags(stderr)
	if len(args) == 0 || args[0] != "run" {
		if len(args) > 0 && (args[0] == "-h" || args[0] == "--help" || args[0] == "help") {
			// asked for: the usage and the flags, exit 0
			fs.SetOutput(stdout)
			fs.Usage()
			return 0
		}
		if len(args) > 0 {
			fmt.Fprintf(stderr, "jackal scenario: unknown subcommand %q\n", args[0])
		}
		fmt.Fprintln(stderr, errScenarioUsage)
		return 2
	}
	files, err := parseInterspersed(fs, args[1:])
	if err != nil {
		return usageCode(err)
	}
	chosen := false // --game given: the file is that game's, whatever it reads as
	fs.Visit(func(f *flag.Flag) { chosen = chosen || f.Name == "game" })
	if len(files) != 1 {
		fmt.Fprintln(stderr, errScenarioUsage)
		return 2
	}
	g, err := games.Lookup(*id)
	if err != nil {
		fmt.Fprintf(stderr, "jackal: %v (games: %s)\n", err, listOf(games.IDs()))
		return 2
	}
	name := files[0]
	data, err := readScenario(name)
	if err != nil {
		fmt.Fprintf(stderr, "jackal: %v\n", err)
		return 1
	}
	if name == "-" {
		name = "<stdin>"
	}
	out, err := g.Scenario(name, data, *ascii)
	other := ""
	if err != nil {
		other = scenarioGame(data) // the game whose keys read the file, once
	}
	if err != nil && !chosen && other != "" && other != g.ID() {
		if og, lerr := games.Lookup(other); lerr == nil {
			g = og
			out, err = g.Scenario(name, data, *ascii)
		}
	}
	if err != nil {
		fmt.Fprintln(stderr, err)
		if chosen && other != "" && other != g.ID() {
			fmt.Fprintf(stderr, "jackal: %s reads as a scenario of %s: jackal scenario run --game %s %s\n", name, other, other, files[0])
		}
		return 1
	}
	if _, err := stdout.Write(out); err != nil {
		fmt.Fprintf(stderr, "jackal: %v\n", err)
		return 1
	}
	return 0
}

// scenarioFlags is the flag set of "jackal scenario run", printing to
// w, with its usage line first.
func scenarioFlags(w io.Writer) (fs *flag.FlagSet, ascii *bool, id *string) {
	fs = flag.NewFlagSet("jackal scenario run", flag.ContinueOnError)
	fs.SetOutput(w)
	ascii = fs.Bool("ascii", false, "also print the board as text")
	id = fs.String("game", "classic", "the game whose rules the file is written for: "+listOf(games.IDs())+
		"; without it, the game whose keys the file uses")
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), errScenarioUsage)
		fs.PrintDefaults()
	}
	return fs, ascii, id
}

// readScenario reads the named file, or stdin for "-", of at most
// maxScenarioFile bytes.
func readScenario(name string) ([]byte, error) {
	if name != "-" {
		data, err := readFileMax(name, maxScenarioFile)
		if err != nil {
			return nil, fmt.Errorf("%w: %w", errScenarioFile, err)
		}
		return data, nil
	}
	data, err := io.ReadAll(io.LimitReader(scenarioStdin, maxScenarioFile+1))
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", name, err)
	}
	if len(data) > maxScenarioFile {
		return nil, fmt.Errorf("%w: %s is larger than %d bytes", errScenarioFile, name, maxScenarioFile)
	}
	return data, nil
}
