// Command jackal plays the board game Jackal (Шакал) and its sister games
// (Jackal Archipelago, Archipirata, the Jackal card game) in a terminal and
// serves them as a Telegram and Discord bot with a web board.
//
//	jackal play [flags]            a hot-seat game in the terminal
//	jackal serve -config FILE      run the bot
//	jackal scenario run FILE       play a scenario file, check it, print the position
//	jackal render tiles|island|card-island|scenario|replay
//	jackal db check|backup|export|list|migrate|verify  look after the store
//	jackal arena [--game ID]       pit computer players against each other
package main

import (
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"strings"

	"github.com/jackalbot/jackal/engine/yamlerr"
)

const usage = `usage: jackal <command> [arguments]

commands:
  play       a game in the terminal (no account or token needed)
  serve      run the chat bot: jackal serve -config config.yaml
  scenario   jackal scenario run [--game ID] [--ascii] FILE
  render     jackal render tiles|island|card-island|scenario|replay ...
  db         jackal db check|backup|export|list|migrate|verify ...
  arena      jackal arena [--game ID] --a hard --b easy --games N --seed S
  help       this text; jackal help COMMAND (or COMMAND -h) tells one command
`

func main() {
	os.Exit(mainCode(os.Args[1:]))
}

// mainCode runs the command line args as the process does and returns
// its exit code. A store whose page points outside the file makes bbolt
// read past its mapping: a fault, which would kill the process with a
// stack trace. On this goroutine (the db commands' and the terminal's
// reads) it is a panic instead, which the store's open reports as a
// damaged file and runSafely as a last resort.
func mainCode(args []string) int {
	debug.SetPanicOnFault(true)
	return runSafely(args, os.Stdin, os.Stdout, os.Stderr)
}

// runSafely is run, with a memory fault while reading a file (a damaged
// store) told as such in one line, and any other panic told with its
// trace, exit 1, instead of a crash.
func runSafely(args []string, stdin io.Reader, stdout, stderr io.Writer) (code int) {
	defer func() {
		r := recover()
		if r == nil {
			return
		}
		code = 1
		if fault, ok := r.(interface{ Addr() uintptr }); ok {
			fmt.Fprintf(stderr, "jackal: a file read faulted (%v): the store is damaged; restore a backup (jackal db backup makes them)\n", fault)
			return
		}
		// A damaged file can also trip a check inside bbolt; anything
		// else is a bug, reported with its trace for the issue.
		fmt.Fprintf(stderr, "jackal: internal error: %v (a damaged store, or a bug: please report it with this trace)\n%s", r, debug.Stack())
	}()
	return run(args, stdin, stdout, stderr)
}

// run dispatches a command line and returns the exit code.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return 2
	}
	rest := args[1:]
	switch args[0] {
	case "play":
		return cmdPlay(rest, stdin, stdout, stderr)
	case "serve":
		return cmdServe(rest, stdout, stderr)
	case "scenario":
		return cmdScenario(rest, stdout, stderr)
	case "render":
		return cmdRender(rest, stdout, stderr)
	case "db":
		return cmdDB(rest, stdout, stderr)
	case "arena":
		return cmdArena(rest, stdout, stderr)
	case "help", "-h", "--help":
		if len(rest) > 0 && rest[0] != "help" {
			return helpOn(rest[0], stdin, stdout, stderr)
		}
		fmt.Fprint(stdout, usage)
		return 0
	}
	fmt.Fprintf(stderr, "jackal: unknown command %q%s\n%s", args[0], didYouMean(args[0]), usage)
	return 2
}

// commands are the commands run dispatches, as typed.
var commands = []string{"play", "serve", "scenario", "render", "db", "arena", "help"}

// helpOn runs "jackal help COMMAND": the command's own usage, as
// "jackal COMMAND -h" prints it, but on stdout, as the help asked for is
// (exit 0; "jackal help play | less" pages it); an unknown command is a
// usage error, told with the commands there are.
func helpOn(cmd string, stdin io.Reader, stdout, stderr io.Writer) int {
	for _, c := range commands {
		if c == cmd {
			return run([]string{cmd, "-h"}, stdin, stdout, stdout)
		}
	}
	fmt.Fprintf(stderr, "jackal help: no command %q%s (commands: %s)\n", cmd, didYouMean(cmd), strings.Join(commands, ", "))
	return 2
}

// didYouMean is " (did you mean play?)" for a mistyped command ("pley",
// "scenarios"): the one command at most two edits from it; "" when none
// or several are.
func didYouMean(typed string) string {
	typed = strings.ToLower(typed)
	best, n := "", 0
	for _, c := range commands {
		if d := yamlerr.Distance(typed, c, 3); d <= 2 && d < len(c) {
			best, n = c, n+1
		}
	}
	if n != 1 {
		return ""
	}
	return " (did you mean " + best + "?)"
}
