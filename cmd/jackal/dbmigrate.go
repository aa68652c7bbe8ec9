package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"

	"github.com/jackalbot/jackal/storage/postgres"
)

// dbMigrate runs `db migrate` (copy a bbolt store into PostgreSQL, then
// verify the copy) or `db verify` (only compare them).
func dbMigrate(cmd string, args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("db "+cmd, flag.ContinueOnError)
	fs.SetOutput(stderr)
	from := fs.String("from", "", "the store copied: bolt:FILE")
	to := fs.String("to", DriverPostgres, "the store written: postgres")
	dsnEnv := fs.String("dsn-env", defaultDSNEnv, "the environment variable holding the PostgreSQL DSN")
	force := false
	if cmd == "migrate" {
		fs.BoolVar(&force, "force", false, "replace the records the PostgreSQL database holds (else it must be empty)")
	}
	if err := fs.Parse(args); err != nil {
		return usageCode(err)
	}
	path, err := migrateSpecs(*from, *to)
	if err != nil || fs.NArg() != 0 {
		if err != nil {
			fmt.Fprintf(stderr, "jackal db %s: %v\n", cmd, err)
		}
		fmt.Fprint(stderr, dbUsage)
		return 2
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	src, err := openBolt(path, true)
	if err != nil {
		fmt.Fprintf(stderr, "jackal db %s: %v\n", cmd, err)
		return 1
	}
	defer src.Close()
	dst, err := openPostgres(ctx, *dsnEnv, 0)
	if err != nil {
		fmt.Fprintf(stderr, "jackal db %s: postgres ($%s): %v\n", cmd, *dsnEnv, err)
		return 1
	}
	defer dst.Close()
	if cmd == "migrate" {
		d, err := src.Dump()
		if err == nil {
			err = dst.Import(ctx, d, force)
		}
		if errors.Is(err, postgres.ErrNotEmpty) {
			fmt.Fprintf(stderr, "jackal db migrate: %v: migrate into an empty database, or give -force to replace what it holds\n", err)
			return 1
		}
		if err != nil {
			fmt.Fprintf(stderr, "jackal db migrate: %v\n", err)
			return 1
		}
		fmt.Fprintf(stdout, "copied %s into postgres ($%s)\n", path, *dsnEnv)
		if d.Unhandled > 0 {
			fmt.Fprintf(stdout, "warning: %d update(s) received but not handled were left in %s's journal: start the bot on the file once to handle them, stop it, and migrate again with -force\n", d.Unhandled, path)
		}
	}
	if err := verifyCopy(ctx, src, dst, stdout); err != nil {
		fmt.Fprintf(stderr, "jackal db %s: %v\n", cmd, err)
		return 1
	}
	return 0
}

// migrateSpecs checks the stores of migrate and verify: from a bbolt
// file to PostgreSQL, the one direction supported; it returns the file.
func migrateSpecs(from, to string) (string, error) {
	fromDriver, path, err := parseStoreSpec(from)
	if err != nil {
		return "", fmt.Errorf("-from: %w", err)
	}
	toDriver, _, err := parseStoreSpec(to)
	if err != nil {
		return "", fmt.Errorf("-to: %w", err)
	}
	if fromDriver != DriverBolt || toDriver != DriverPostgres {
		return "", fmt.Errorf("%w: the stores are copied from bolt:FILE to postgres", errStoreFlags)
	}
	return path, nil
}
