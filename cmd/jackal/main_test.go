package main

import (
	"strings"
	"testing"
)

// TestHelpOnCommand: "jackal help COMMAND" tells that command's usage, as
// COMMAND -h does (it printed the list of commands, whatever the
// command); a command there is not is a usage error naming the likely one.
// play -h says what play is and takes before its flags.
func TestHelpOnCommand(t *testing.T) {
	for _, tc := range []struct {
		args []string
		code int
		want string // in stdout and stderr together
		not  string // in neither
	}{
		{[]string{"help", "play"}, 0, "-players", "commands:"},
		{[]string{"play", "-h"}, 0, "usage: jackal play [flags]\n  a game in the terminal", "Usage of play"},
		{[]string{"help", "scenario"}, 0, "-ascii", "commands:"},
		{[]string{"help", "render"}, 0, "jackal render card-island N", "commands:"},
		{[]string{"help", "arena"}, 0, "-games", "commands:"},
		{[]string{"help", "db"}, 0, "jackal db check", "commands:"},
		{[]string{"help", "serve"}, 0, "-config", "commands:"},
		{[]string{"help", "help"}, 0, "commands:", ""},
		{[]string{"help"}, 0, "commands:", ""},
		{[]string{"help", "pley"}, 2, `jackal help: no command "pley" (did you mean play?)`, ""},
		{[]string{"--help", "arena"}, 0, "-games", "commands:"},
	} {
		var out, errw strings.Builder
		code := run(tc.args, strings.NewReader(""), &out, &errw)
		all := out.String() + errw.String()
		if code != tc.code || !strings.Contains(all, tc.want) || tc.not != "" && strings.Contains(all, tc.not) {
			t.Errorf("%q: exit %d, want %d; output %.300q should have %q and not %q", tc.args, code, tc.code, all, tc.want, tc.not)
		}
		if tc.args[0] == "help" && code == 0 && (!strings.Contains(out.String(), tc.want) || errw.Len() > 0) {
			// the help asked for is the output: on stdout, for a pager
			t.Errorf("%q: stdout %.100q, stderr %.100q; want the help on stdout alone", tc.args, out.String(), errw.String())
		}
	}
}

// TestUnknownCommandSuggests: a mistyped command is refused (exit 2)
// with the command it likely meant; one far from every command gets no
// guess.
func TestUnknownCommandSuggests(t *testing.T) {
	for _, tc := range []struct{ cmd, want string }{
		{"pley", `unknown command "pley" (did you mean play?)`},
		{"scenarios", `(did you mean scenario?)`},
		{"Arena", `(did you mean arena?)`},
		{"rendr", `(did you mean render?)`},
		{"xyzzy", "unknown command \"xyzzy\"\n"},
	} {
		var out, errw strings.Builder
		if code := run([]string{tc.cmd}, strings.NewReader(""), &out, &errw); code != 2 || !strings.Contains(errw.String(), tc.want) {
			t.Errorf("%s: exit %d, stderr %.200q; want exit 2 and %q", tc.cmd, code, errw.String(), tc.want)
		}
	}
}
