package main

import (
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/jackalbot/jackal/bot"
	"github.com/jackalbot/jackal/storage"
)

const dbUsage = `usage:
  jackal db check  -db FILE           verify that every game rebuilds from its log
  jackal db backup -db FILE OUT       write a consistent copy of the store to OUT
  jackal db list   -db FILE           list the games: id, chat, status, moves, players
  jackal db export -db FILE CHAT|ID   print one game as JSON (a chat's game in play,
                                      else its last finished one; or a game id)
`

// cmdDB looks after a store. The bot holds its store open: stop it first, or
// the store answers that it is locked.
func cmdDB(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, dbUsage)
		return 2
	}
	fs := flag.NewFlagSet("db "+args[0], flag.ContinueOnError)
	fs.SetOutput(stderr)
	path := fs.String("db", "jackal.db", "the store file")
	if err := fs.Parse(args[1:]); err != nil {
		return 2
	}
	readOnly := args[0] != "backup"
	switch args[0] {
	case "check", "backup", "export", "list":
	default:
		fmt.Fprint(stderr, dbUsage)
		return 2
	}
	if _, err := os.Stat(*path); err != nil {
		fmt.Fprintf(stderr, "jackal db: %v\n", err)
		return 1
	}
	store, err := storage.Open(*path, storage.Options{ReadOnly: readOnly})
	if err != nil {
		fmt.Fprintf(stderr, "jackal db: %s: %v\n", *path, err)
		return 1
	}
	defer store.Close()
	switch args[0] {
	case "check":
		problems, err := store.Check(bot.Replay)
		if err != nil {
			fmt.Fprintf(stderr, "jackal db check: %v\n", err)
			return 1
		}
		more, err := store.CheckCampaigns(bot.Score)
		if err != nil {
			fmt.Fprintf(stderr, "jackal db check: %v\n", err)
			return 1
		}
		problems = append(problems, more...)
		for _, p := range problems {
			fmt.Fprintf(stdout, "%s: %s\n", p.Where, p.Problem)
		}
		if len(problems) > 0 {
			fmt.Fprintf(stdout, "%d problem(s)\n", len(problems))
			return 1
		}
		fmt.Fprintln(stdout, "ok: every game rebuilds, every campaign's scores are its games'")
	case "backup":
		if fs.NArg() != 1 {
			fmt.Fprint(stderr, dbUsage)
			return 2
		}
		n, err := store.BackupFile(fs.Arg(0))
		if err != nil {
			fmt.Fprintf(stderr, "jackal db backup: %v\n", err)
			return 1
		}
		fmt.Fprintf(stdout, "wrote %d bytes to %s\n", n, fs.Arg(0))
	case "list":
		if err := listGames(store, stdout); err != nil {
			fmt.Fprintf(stderr, "jackal db list: %v\n", err)
			return 1
		}
	case "export":
		if fs.NArg() != 1 {
			fmt.Fprint(stderr, dbUsage)
			return 2
		}
		data, err := store.Export(fs.Arg(0))
		if err != nil {
			fmt.Fprintf(stderr, "jackal db export: %v\n", err)
			return 1
		}
		stdout.Write(data)
		fmt.Fprintln(stdout)
	}
	return 0
}
