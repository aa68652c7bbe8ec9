package main

import (
	"bytes"
	"math"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/engine/games"
)

func TestArenaDeterministic(t *testing.T) {
	args := []string{"--a", "easy", "--b", "random", "--games", "4", "--seed", "7", "--workers", "2"}
	run := func() string {
		var out, errOut bytes.Buffer
		if code := cmdArena(args, &out, &errOut); code != 0 {
			t.Fatalf("exit %d: %s", code, errOut.String())
		}
		return out.String()
	}
	first, second := run(), run()
	if first != second {
		t.Fatalf("two runs differ:\n%s\n%s", first, second)
	}
	for _, want := range []string{"A easy", "B random", "win rate", "95% CI", "mean gold", "4 duel games"} {
		if !strings.Contains(first, want) {
			t.Errorf("output lacks %q:\n%s", want, first)
		}
	}
}

// TestArenaParts checks that a run split with --from plays the same games
// as one run.
func TestArenaParts(t *testing.T) {
	run := func(args ...string) string {
		var out, errOut bytes.Buffer
		args = append(args, "--a", "easy", "--b", "random", "--seed", "3", "--list", "--max-actions", "300")
		if code := cmdArena(args, &out, &errOut); code != 0 {
			t.Fatalf("exit %d: %s", code, errOut.String())
		}
		var games []string
		for _, l := range strings.Split(out.String(), "\n") {
			if strings.HasPrefix(l, "game ") {
				games = append(games, l)
			}
		}
		return strings.Join(games, "\n")
	}
	whole := run("--games", "4")
	parts := run("--games", "2") + "\n" + run("--games", "2", "--from", "2")
	if whole != parts {
		t.Fatalf("one run:\n%s\ntwo parts:\n%s", whole, parts)
	}
}

func TestArenaVariants(t *testing.T) {
	tests := []struct {
		crews string
		want  string
	}{
		{"two-crews", "2 two-crews games"},
		{"teams", "2 teams games"},
	}
	for _, tc := range tests {
		var out, errOut bytes.Buffer
		args := []string{"--a", "random", "--b", "easy", "--games", "2", "--crews", tc.crews, "--max-actions", "400"}
		if code := cmdArena(args, &out, &errOut); code != 0 {
			t.Fatalf("%s: exit %d: %s", tc.crews, code, errOut.String())
		}
		if !strings.Contains(out.String(), tc.want) {
			t.Errorf("%s: output lacks %q:\n%s", tc.crews, tc.want, out.String())
		}
	}
}

func TestArenaBadArguments(t *testing.T) {
	tests := [][]string{
		{"--games", "0"},
		{"--a", "wizard"},
		{"--b", ""},
		{"--crews", "five"},
		{"--budget", "0"},
		{"--workers", "0"},
		{"--from", "-1"},
		{"--depth", "-1"},
		{"--no-such-flag"},
		{"stray"},
	}
	for _, args := range tests {
		var out, errOut bytes.Buffer
		if code := cmdArena(args, &out, &errOut); code != 2 {
			t.Errorf("%v: exit %d, want 2", args, code)
		}
		if errOut.Len() == 0 {
			t.Errorf("%v: no message on stderr", args)
		}
		if out.Len() != 0 {
			t.Errorf("%v: unexpected output %q", args, out.String())
		}
	}
}

func TestWilson(t *testing.T) {
	tests := []struct {
		p      float64
		n      int
		lo, hi float64
	}{
		{0.5, 100, 0.4038, 0.5962},
		{1, 10, 0.7225, 1},
		{0, 10, 0, 0.2775},
		{0.8, 200, 0.7391, 0.8495},
	}
	for _, tc := range tests {
		lo, hi := wilson(tc.p, tc.n)
		if math.Abs(lo-tc.lo) > 5e-4 || math.Abs(hi-tc.hi) > 5e-4 {
			t.Errorf("wilson(%v, %d) = [%.4f, %.4f], want [%.4f, %.4f]", tc.p, tc.n, lo, hi, tc.lo, tc.hi)
		}
	}
}

// TestGameArena runs the contract arena on every game: two computers of
// its weakest level play short games, seats swapped, and the same seed
// gives the same report; bad arguments are usage errors.
func TestGameArena(t *testing.T) {
	for _, g := range games.All() {
		t.Run(g.ID(), func(t *testing.T) {
			lvl := g.Levels()[0]
			args := []string{"--game", g.ID(), "--a", lvl, "--b", lvl, "--games", "3", "--seed", "4", "--workers", "2", "--max-actions", "300", "--list"}
			var first string
			for run := range 2 {
				var out, errOut bytes.Buffer
				if code := cmdArena(args, &out, &errOut); code != 0 {
					t.Fatalf("exit %d: %s", code, errOut.String())
				}
				if run == 0 {
					first = out.String()
					continue
				}
				if out.String() != first {
					t.Errorf("the same seed gave another report:\n%s\n%s", first, out.String())
				}
			}
			rows := 0
			for _, l := range strings.Split(first, "\n") {
				if strings.HasPrefix(l, "game ") {
					rows++
				}
			}
			if !strings.Contains(first, "arena: "+g.Name()+", A="+lvl) || rows != 3 {
				t.Errorf("report:\n%s", first)
			}
		})
	}
	for _, args := range [][]string{
		{"--game", "chess"},
		{"--game", "archipirata", "--a", "wizard"},
		{"--game", "classic", "--games", "0"},
		{"--game", "archipirata", "--variant", "bogus"},
	} {
		var out, errOut bytes.Buffer
		if code := cmdArena(args, &out, &errOut); code != 2 || errOut.Len() == 0 || out.Len() != 0 {
			t.Errorf("%v: exit %d, stderr %q, stdout %q", args, code, errOut.String(), out.String())
		}
	}
}

// TestGameArenaVariant plays the contract arena with a variant: the report
// names it, and the games are those of the variant (the advanced game's
// easy players differ from the plain game's).
func TestGameArenaVariant(t *testing.T) {
	report := func(extra ...string) string {
		args := append([]string{"--game", "archipirata", "--a", "easy", "--b", "easy", "--games", "4", "--seed", "3", "--list"}, extra...)
		var out, errOut bytes.Buffer
		if code := cmdArena(args, &out, &errOut); code != 0 {
			t.Fatalf("%v: exit %d: %s", args, code, errOut.String())
		}
		return out.String()
	}
	plain, adv := report(), report("--variant", "advanced")
	if !strings.Contains(adv, "arena: Archipirata (advanced), A=easy") || strings.Contains(plain, "advanced") {
		t.Fatalf("reports:\n%s\n%s", plain, adv)
	}
	if plain == strings.Replace(adv, " (advanced)", "", 1) {
		t.Fatal("the advanced variant played the plain games")
	}
}

// TestGameArenaPlayers checks --players: three seats of the card game, A's
// seat rotated, the shared-win rule said, A against each B seat counted
// (a pairing a B seat a game), and a seat count the game does not take
// refused.
func TestGameArenaPlayers(t *testing.T) {
	tests := []struct {
		args []string
		code int
		want []string
	}{
		{[]string{"--players", "3"}, 0, []string{"3 players", "A=random vs B=random on the other 2 seats", "6 games", "shared win as half", "95% CI", "an even share is 33.3%",
			"head to head, against each B seat alone: A random ahead in", "of the 12 pairings (level counts half)"}},
		{[]string{"--players", "4"}, 0, []string{"4 players", "on the other 3 seats", "of the 18 pairings"}},
		{[]string{"--players", "5"}, 2, nil},
	}
	for _, tc := range tests {
		var out, errOut bytes.Buffer
		args := append([]string{"--game", "cards", "--a", "random", "--b", "random", "--games", "6", "--seed", "2", "--workers", "2"}, tc.args...)
		if code := cmdGameArena(args, &out, &errOut); code != tc.code {
			t.Fatalf("%v: exit %d, want %d: %s", tc.args, code, tc.code, errOut.String())
		}
		for _, w := range tc.want {
			if !strings.Contains(out.String(), w) {
				t.Errorf("%v: output lacks %q:\n%s", tc.args, w, out.String())
			}
		}
	}
}
