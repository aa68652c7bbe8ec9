package main

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/engine/archipelago"
	"github.com/jackalbot/jackal/engine/archipirata"
	"github.com/jackalbot/jackal/engine/cards"
	"github.com/jackalbot/jackal/engine/games"
)

// playFlagOwners are the flags of `jackal play` that only some games take,
// with those games' ids, in the order they are checked.
var playFlagOwners = []struct {
	name  string
	games []string
}{
	{"crews", []string{engine.ID}},
	{"duel", []string{engine.ID}},
	{"plane-waits", []string{engine.ID}},
	{"teams", []string{engine.ID, archipelago.ID, archipirata.ID}},
	{"advanced", []string{archipirata.ID}},
	{"island", []string{archipelago.ID}},
	{"islands", []string{cards.ID}},
}

// playFlagsApply refuses what `jackal play` would otherwise ignore
// without a word: arguments that are no flags, a language it does not
// speak, a flag the chosen game does not take, --games without
// --campaign, a solo puzzle with other players, a picture written into a
// directory that is not there, and a picture written over the game's own
// file.
func playFlagsApply(rest []string, given map[string]bool, gameID, lang, out, db, campaign string) error {
	if len(rest) > 0 {
		return fmt.Errorf("play takes flags only, not %q (jackal play -h lists them)", rest[0])
	}
	if l := strings.ToLower(lang); l != "en" && l != "ru" {
		return fmt.Errorf("--lang is en or ru, not %q", lang)
	}
	g, err := games.Lookup(gameID)
	if err != nil {
		return fmt.Errorf("%w (games: %s)", err, strings.Join(games.IDs(), ", "))
	}
	for _, f := range playFlagOwners {
		if given[f.name] && !slices.Contains(f.games, g.ID()) {
			return fmt.Errorf("--%s is for --game %s, not for %s", f.name, strings.Join(f.games, ", "), g.Name())
		}
	}
	if given["games"] && campaign == "" {
		return fmt.Errorf("--games is the length of a campaign: give --campaign FILE with it")
	}
	if given["puzzle"] {
		for _, other := range []string{"players", "vs", "teams", "crews", "duel", "plane-waits", "advanced",
			"island", "islands", "campaign", "games"} {
			if given[other] {
				return fmt.Errorf("--puzzle is played alone, on its own island: no --%s with it", other)
			}
		}
		if g.ID() != archipelago.ID && g.ID() != engine.ID {
			return fmt.Errorf("--puzzle is Jackal Archipelago's: no --game %s with it", g.ID())
		}
	} else if seats := g.Seats(); len(seats) > 0 && slices.Max(seats) == 1 {
		// a game for one has no lobby to open: the solo puzzles are
		// played by their number
		return fmt.Errorf("--game %s is played alone: --puzzle N plays solo puzzle N", g.ID())
	}
	if dir := filepath.Dir(out); out != "" && !isDir(dir) {
		// else every board would say it could not write its picture
		return fmt.Errorf("--out %s: the directory %s does not exist (--out \"\" writes no picture)", out, dir)
	}
	for _, file := range []string{db, campaign} {
		if out != "" && file != "" && sameFile(out, file) {
			return fmt.Errorf("--out %s would write the board's picture over the game's file", out)
		}
	}
	return nil
}

// continuingText tells, in lang, that the game kept in path continues
// and the flags given (set) choose the next game, or the next campaign.
func continuingText(lang, path, set string, campaign bool) string {
	if strings.ToLower(lang) == "ru" {
		next := "следующей партии"
		if campaign {
			next = "следующей кампании"
		}
		return fmt.Sprintf("Продолжаем партию из %s; флаги %s — для %s.", path, set, next)
	}
	next := "game"
	if campaign {
		next = "campaign"
	}
	return fmt.Sprintf("Continuing the game kept in %s; the flags %s are for the next %s.", path, set, next)
}

// campaignOverText tells, in lang, that the campaign kept in path is over
// (its final standings follow) and what comes next: a new campaign with
// the flags given (set), or, none given, the question whether to start
// one like it (again: its words).
func campaignOverText(lang, path, set, again string) string {
	if strings.ToLower(lang) == "ru" {
		if set != "" {
			return fmt.Sprintf("Кампания из %s окончена (итоговая таблица ниже); флаги %s начинают новую.", path, set)
		}
		return fmt.Sprintf("Кампания из %s окончена; итоговая таблица ниже. Ответьте «д», чтобы начать такую же (%s), или задайте другую флагами.", path, again)
	}
	if set != "" {
		return fmt.Sprintf("The campaign kept in %s is over (its final standings follow); the flags %s start a new one.", path, set)
	}
	return fmt.Sprintf("The campaign kept in %s is over; its final standings follow. Answer y to start one like it (%s), or give flags for another.", path, again)
}

// gameFlagsGiven lists the flags given that choose a new game's setup,
// as they are written: "--game", "--seed".
func gameFlagsGiven(given map[string]bool) []string {
	var out []string
	for _, name := range []string{"game", "players", "vs", "crews", "teams", "duel", "plane-waits", "island", "islands", "advanced", "puzzle", "games", "seed"} {
		if given[name] {
			out = append(out, "--"+name)
		}
	}
	return out
}

// sameFile reports whether paths a and b name one file: the same path
// once made absolute, or, both existing, the same file on disk.
func sameFile(a, b string) bool {
	aa, err1 := filepath.Abs(a)
	bb, err2 := filepath.Abs(b)
	if err1 == nil && err2 == nil && aa == bb {
		return true
	}
	fa, err1 := os.Stat(a)
	fb, err2 := os.Stat(b)
	return err1 == nil && err2 == nil && os.SameFile(fa, fb)
}
