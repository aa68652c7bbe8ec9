package main

import (
	"strings"
	"testing"
	"time"
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

// TestArenaRefusalsReadAsWords: the lists an arena refusal gives are
// words ("classic, archipirata"), not Go's "[classic archipirata]".
func TestArenaRefusalsReadAsWords(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--game", "archipelgo"}, `unknown game: "archipelgo" (games: classic, archipirata, archipelago, cards)` + "\n"},
		{[]string{"--game", "cards", "--players", "5"}, "--players: Jackal: the card game is for 2, 3 or 4 players, not 5\n"},
		{[]string{"--game", "archipirata", "--variant", "bogus"}, "(variants of archipirata: advanced)\n"},
		{[]string{"--game", "cards", "--a", "wizard"}, "(levels of cards: random, easy, hard)\n"},
	} {
		var out, errw strings.Builder
		code := run(append([]string{"arena"}, tc.args...), nil, &out, &errw)
		if code != 2 || !strings.Contains(errw.String(), tc.want) {
			t.Errorf("arena %v: exit %d, stderr %q; want exit 2 and %q", tc.args, code, errw.String(), tc.want)
		}
	}
}

// TestRoundDuration: a run under a millisecond is told in microseconds,
// not as "0s".
func TestRoundDuration(t *testing.T) {
	for _, tc := range []struct{ d, want time.Duration }{
		{0, 0},
		{1234567 * time.Nanosecond, 1 * time.Millisecond},
		{345678 * time.Nanosecond, 346 * time.Microsecond},
		{2*time.Second + 400*time.Microsecond, 2 * time.Second},
	} {
		if got := roundDuration(tc.d); got != tc.want {
			t.Errorf("roundDuration(%v) = %v, want %v", tc.d, got, tc.want)
		}
	}
}
