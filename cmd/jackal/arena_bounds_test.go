package main

import (
	"strings"
	"testing"
)

// TestArenaBounds: arguments that would exhaust memory (a result kept per
// game) or mean nothing are refused at start; before, --games 99999999999
// ended in "fatal error: runtime: out of memory" and --explore NaN was
// taken for the default.
func TestArenaBounds(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--games", "99999999999"}, "--games is 1 to 1000000"},
		{[]string{"--game", "cards", "--games", "99999999999"}, "--games is 1 to 1000000"},
		{[]string{"--a", "hard", "--budget", "99999999999"}, "--budget is at most"},
		{[]string{"--explore", "NaN"}, "--explore is a number"},
		{[]string{"--temp", "-5"}, "--temp is a number"},
		{[]string{"--time", "-1s"}, "--time must not be negative"},
	} {
		var out, errw strings.Builder
		code := run(append([]string{"arena"}, tc.args...), nil, &out, &errw)
		if code != 2 || !strings.Contains(errw.String(), tc.want) || strings.Contains(errw.String(), "arena: arena:") {
			t.Errorf("arena %v: exit %d, stderr %q; want exit 2 and %q", tc.args, code, errw.String(), tc.want)
		}
	}
}
