package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"

	"github.com/jackalbot/jackal/bot"
	"github.com/jackalbot/jackal/storage"
)

const dbUsage = `usage:
  jackal db check  STORE              verify that every game rebuilds from its log;
                                      of -db FILE naming a backup -postgres wrote,
                                      that the file is whole and every record reads
  jackal db backup STORE OUT          write a consistent copy of the store to OUT
  jackal db list   STORE              list the games: id, chat, status, moves, players
  jackal db export STORE CHAT|ID      print one game as JSON (a chat's game in play,
                                      else its last finished one; or a game id)
  jackal db migrate -from bolt:FILE|backup:FILE -to postgres [-dsn-env NAME] [-force]
                    [-accept-unterminated]
                                      copy a bbolt store, or restore a backup that
                                      db backup -postgres wrote, into an empty
                                      PostgreSQL database, then verify the copy
  jackal db verify  -from bolt:FILE|backup:FILE -to postgres [-dsn-env NAME]
                    [-accept-unterminated]
                                      compare the two stores record by record

STORE is -db FILE (a bbolt file, the default jackal.db) or -postgres (the
database whose DSN is in the environment variable -dsn-env, by default
JACKAL_POSTGRES_DSN). A running bot holds its bbolt file locked: stop it
first, or let serve back it up (storage.backup_every). Only migrate
changes a store: the others read it, and refuse a database whose schema
is not this version's.

A backup -postgres writes ends with an end line: the count of its records
and a checksum of its lines. migrate, verify and check refuse a backup
without it (cut short: a full disk, a killed process) or whose lines do
not match it. A backup written before end lines existed has none: migrate
and verify read it only with -accept-unterminated, to be given only for
a file known whole (one cut short at a line's end would restore part of
the database without a word).
`

// cmdDB looks after a store.
func cmdDB(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, dbUsage)
		return 2
	}
	switch args[0] {
	case "check", "backup", "export", "list":
		return dbOnStore(args[0], args[1:], stdout, stderr)
	case "migrate", "verify":
		return dbMigrate(args[0], args[1:], stdout, stderr)
	case "help", "-h", "--help":
		fmt.Fprint(stdout, dbUsage)
		return 0
	}
	fmt.Fprintf(stderr, "jackal db: unknown subcommand %q\n%s", args[0], dbUsage)
	return 2
}

// schemaOldHint says what to do with a store an older version wrote.
const schemaOldHint = `This store was written by an older version of jackal. To keep a copy the older
version can still read, copy the file as it is while no bot runs on it (cp FILE
COPY); then open it once with this version (jackal serve, or jackal play --db
FILE), which upgrades it in place.
`

// dbOnStore runs check, backup, export or list on the store its flags
// name.
func dbOnStore(cmd string, args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("db "+cmd, flag.ContinueOnError)
	fs.SetOutput(stderr)
	sf := addStoreFlags(fs)
	if err := fs.Parse(args); err != nil {
		return usageCode(err)
	}
	want := 0
	if cmd == "backup" || cmd == "export" {
		want = 1
	}
	if fs.NArg() != want {
		fmt.Fprint(stderr, dbUsage)
		return 2
	}
	if err := sf.check(); err != nil {
		fmt.Fprintf(stderr, "jackal db %s: %v\n", cmd, err)
		return 2
	}
	if cmd == "check" && !*sf.postgres && isBackupFile(*sf.path) {
		return dbCheckBackup(*sf.path, stdout, stderr) // no store: a backup's file
	}
	// read-only, a backup too: it must not upgrade the file it copies
	store, err := sf.open(context.Background(), true)
	if err != nil {
		fmt.Fprintf(stderr, "jackal db %s: %v\n", cmd, err)
		if errors.Is(err, storage.ErrSchemaOld) && !*sf.postgres {
			fmt.Fprint(stderr, schemaOldHint) // of a file (a database's error says it all)
		}
		return 1
	}
	defer store.Close()
	switch cmd {
	case "check":
		return dbCheck(store, stdout, stderr)
	case "backup":
		n, err := backupFile(store, fs.Arg(0))
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

// dbCheck prints the problems Check and CheckCampaigns find in store;
// it returns 1 when there are some.
func dbCheck(store storage.Store, stdout, stderr io.Writer) int {
	problems, err := checkStore(store)
	if err != nil {
		fmt.Fprintf(stderr, "jackal db check: %v\n", err)
		return 1
	}
	faults, notes := 0, 0
	for _, p := range problems {
		if p.Note {
			notes++
			fmt.Fprintf(stdout, "note: %s: %s\n", p.Where, p.Problem)
			continue
		}
		faults++
		fmt.Fprintf(stdout, "%s: %s\n", p.Where, p.Problem)
	}
	if faults > 0 {
		fmt.Fprintf(stdout, "%d problem(s)\n", faults)
		return 1
	}
	if notes > 0 {
		// games dealt under older rules whose logs play out differently
		// now: their stored states are the games, nothing is wrong
		fmt.Fprintf(stdout, "ok: every game rebuilds or keeps its stored state, every campaign's scores stand (%d note(s): rules changed since those games were dealt)\n", notes)
		return 0
	}
	fmt.Fprintln(stdout, "ok: every game rebuilds, every campaign's scores are its games'")
	return 0
}

// checkStore runs the store's checks of its games and of its campaigns.
func checkStore(store storage.Store) ([]storage.CheckProblem, error) {
	problems, err := store.Check(bot.Replay)
	if err != nil {
		return nil, err
	}
	more, err := store.CheckCampaigns(bot.Score)
	if err != nil {
		return nil, err
	}
	return append(problems, more...), nil
}
