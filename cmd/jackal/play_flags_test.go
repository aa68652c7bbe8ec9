package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestPlayRefusesWhatItWouldIgnore: flags a game does not take, sides no
// game seats, a language it does not speak, stray arguments and a picture
// written over the game's file are refused at start with the reason
// (exit 2); before, each was ignored, or the game never started, or the
// store was overwritten by a PNG.
func TestPlayRefusesWhatItWouldIgnore(t *testing.T) {
	dir := t.TempDir()
	store := filepath.Join(dir, "game.db")
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--players", "4", "--vs", "easy"}, "at most 4 sides, but 4 players and 1 computer make 5"},
		{[]string{"--vs", "easy,easy,easy,easy"}, "at most 4 sides"},
		{[]string{"--players", "3", "--crews", "2"}, "2 crews need 2 sides, but 3 players"},
		{[]string{"--teams", "--players", "3"}, "4 crews need 4 sides"},
		{[]string{"--teams", "--duel"}, "--duel and --teams"},
		{[]string{"--lang", "xx"}, `--lang is en or ru, not "xx"`},
		{[]string{"extra"}, `not "extra"`},
		{[]string{"--advanced"}, "--advanced is for --game archipirata, not for Jackal"},
		{[]string{"--game", "cards", "--duel"}, "--duel is for --game classic, not for Jackal: the card game"},
		{[]string{"--game", "archipirata", "--crews", "3"}, "--crews is for --game classic, not for Archipirata"},
		{[]string{"--games", "5"}, "give --campaign FILE"},
		{[]string{"--puzzle", "3", "--players", "4"}, "no --players"},
		{[]string{"--puzzle", "3", "--game", "cards"}, "no --game cards"},
		{[]string{"--game", "chess"}, "games: classic"},
		{[]string{"--game", "archipirata", "--vs", "medium"}, `--vs takes easy, hard, not "medium"`},
		{[]string{"--teams"}, "4 crews need 4 sides, but 2 players and 0 computers make 2 (--players and --vs together make the sides)"},
		{[]string{"--game", "archipelago", "--teams"}, "teams are 4 sides, but 2 players and 0 computers make 2 (--players and --vs together make the sides)"},
		{[]string{"--db", store, "--out", store}, "over the game's file"},
		{[]string{"--out", filepath.Join(dir, "none", "board.png")}, "--out " + filepath.Join(dir, "none", "board.png") + ": the directory " + filepath.Join(dir, "none") + " does not exist"},
		{[]string{"--campaign", store, "--out", filepath.Join(dir, ".", "game.db")}, "over the game's file"},
		{[]string{"--game", "archipelago", "--island", "nowhere"}, "first, bar"},
		{[]string{"--puzzle", "999"}, "1 to"},
		{[]string{"--game", "puzzle"}, "--game puzzle is played alone: --puzzle N plays solo puzzle N"},
		{[]string{"--game", "puzzle", "--campaign", store}, "--puzzle N plays solo puzzle N"},
	} {
		var out, errw strings.Builder
		args := append([]string{"play"}, tc.args...)
		if code := run(args, strings.NewReader("quit\n"), &out, &errw); code != 2 || !strings.Contains(errw.String(), tc.want) {
			t.Errorf("%v: exit %d, stderr %q; want exit 2 and %q", tc.args, code, errw.String(), tc.want)
		}
		if n := strings.Count(errw.String(), tc.want); n > 1 {
			t.Errorf("%v: stderr %q says %q %d times", tc.args, errw.String(), tc.want, n)
		}
	}
	if _, err := os.Stat(store); err == nil {
		t.Error("a refused play created its store")
	}
}

// TestPlayResumeTellsFlags: continuing a kept game says that the flags
// choosing a game apply to the next one.
func TestPlayResumeTellsFlags(t *testing.T) {
	store := filepath.Join(t.TempDir(), "game.db")
	var out, errw strings.Builder
	if code := run([]string{"play", "--db", store, "--out", ""}, strings.NewReader("quit\n"), &out, &errw); code != 0 {
		t.Fatalf("first run: exit %d: %s", code, errw.String())
	}
	out.Reset()
	if code := run([]string{"play", "--db", store, "--out", "", "--game", "cards", "--seed", "5"}, strings.NewReader("quit\n"), &out, &errw); code != 0 {
		t.Fatalf("second run: exit %d: %s", code, errw.String())
	}
	if !strings.Contains(out.String(), "Continuing the game kept in "+store+"; the flags --game, --seed are for the next game.") {
		t.Errorf("resuming with --game and --seed says:\n%s", out.String())
	}
}

// TestPlayComputersTakeSeats: with a fixed number of crews and --vs but
// no --players, the computers take their seats and humans the rest, as
// before the seatings were checked (a review found them refused).
func TestPlayComputersTakeSeats(t *testing.T) {
	for _, args := range [][]string{
		{"--duel", "--vs", "hard"},
		{"--crews", "2", "--vs", "easy"},
		{"--crews", "3", "--vs", "easy,easy"},
		{"--teams", "--vs", "easy,easy,easy"},
		{"--teams", "--vs", "hard"},
		{"--game", "archipelago", "--players", "4", "--teams"},
		{"--game", "classic", "--puzzle", "3"},
		{"--lang", "RU"},
	} {
		var out, errw strings.Builder
		all := append([]string{"play", "--db", filepath.Join(t.TempDir(), "g.db"), "--out", ""}, args...)
		if code := run(all, strings.NewReader("quit\n"), &out, &errw); code != 0 || errw.Len() != 0 {
			t.Errorf("%v: exit %d, stderr %q", args, code, errw.String())
		}
	}
	var out, errw strings.Builder
	if code := run([]string{"play", "--game", "archipelago", "--teams"}, strings.NewReader("quit\n"), &out, &errw); code != 2 || !strings.Contains(errw.String(), "teams are 4 sides") {
		t.Errorf("archipelago --teams with 2 players: exit %d, stderr %q", code, errw.String())
	}
}

// TestPlayPlayersGivenWithVs: --players N with --vs seats N humans
// besides the computers; before, --players 2 --vs easy was taken for the
// default "one human against the computer" and Player 2 had no seat.
// --vs alone is still one human against the computers.
func TestPlayPlayersGivenWithVs(t *testing.T) {
	for _, tc := range []struct {
		args    []string
		player2 bool
	}{
		{[]string{"--players", "2", "--vs", "easy"}, true},
		{[]string{"--game", "archipelago", "--players", "2", "--vs", "easy"}, true},
		{[]string{"--game", "cards", "--players", "2", "--vs", "easy"}, true},
		{[]string{"--vs", "easy"}, false},
		{[]string{"--game", "archipirata", "--vs", "easy"}, false},
		{[]string{"--game", "cards", "--vs", "hard"}, false},
	} {
		var out, errw strings.Builder
		all := append([]string{"play", "--db", filepath.Join(t.TempDir(), "g.db"), "--out", ""}, tc.args...)
		if code := run(all, strings.NewReader("status\nquit\n"), &out, &errw); code != 0 {
			t.Fatalf("%v: exit %d: %s", tc.args, code, errw.String())
		}
		if got := strings.Contains(out.String(), "Player 2"); got != tc.player2 || !strings.Contains(out.String(), "omputer") {
			t.Errorf("%v: Player 2 seated %v, want %v, and a computer:\n%s", tc.args, got, tc.player2, out.String())
		}
	}
}
