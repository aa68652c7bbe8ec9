package main

import (
	"errors"
	"flag"
	"slices"
	"strings"
	"time"
)

// usageCode is the exit code of a command line its flags refused: 0 for
// -h, which asked for the usage the flag set printed, else 2.
func usageCode(err error) int {
	if errors.Is(err, flag.ErrHelp) {
		return 0
	}
	return 2
}

// parseInterspersed parses args with fs, flags before, between or after
// the positional arguments (`scenario run FILE --ascii`), and returns the
// positional ones in order; after "--" every argument is positional.
func parseInterspersed(fs *flag.FlagSet, args []string) ([]string, error) {
	var rest []string
	if i := slices.Index(args, "--"); i >= 0 {
		args, rest = args[:i], args[i+1:]
	}
	var pos []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		args = fs.Args()
		if len(args) == 0 {
			return append(pos, rest...), nil
		}
		pos, args = append(pos, args[0]), args[1:]
	}
}

// listOf writes a list for a message: "classic, archipirata, cards"
// (fmt's "[classic archipirata cards]" reads as Go, not as words).
func listOf(xs []string) string { return strings.Join(xs, ", ") }

// roundDuration rounds d for a report: to the millisecond, or to the
// microsecond below one (a run of a millisecond's work is not "0s").
func roundDuration(d time.Duration) time.Duration {
	if d < time.Millisecond {
		return d.Round(time.Microsecond)
	}
	return d.Round(time.Millisecond)
}
