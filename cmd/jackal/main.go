// Command jackal plays the board game Jackal (Шакал) in a terminal and serves
// it as a Telegram and Discord bot.
//
//	jackal play [flags]            a hot-seat game in the terminal
//	jackal serve -config FILE      run the bot
//	jackal scenario run FILE       play a scenario file, print the state as JSON
//	jackal render tiles|island|scenario|replay
//	jackal db check|backup|export|list|migrate|verify  look after the store
//	jackal arena                   pit computer crews against each other
package main

import (
	"fmt"
	"io"
	"os"
)

const usage = `usage: jackal <command> [arguments]

commands:
  play       a game in the terminal (no account or token needed)
  serve      run the chat bot: jackal serve -config config.yaml
  scenario   jackal scenario run [--ascii] FILE
  render     jackal render tiles|island|scenario|replay ...
  db         jackal db check|backup|export|list|migrate|verify ...
  arena      jackal arena --a hard --b easy --games N --seed S
  help       this text
`

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
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
		fmt.Fprint(stdout, usage)
		return 0
	}
	fmt.Fprintf(stderr, "jackal: unknown command %q\n%s", args[0], usage)
	return 2
}
