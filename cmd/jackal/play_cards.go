package main

import (
	"fmt"
	"strconv"

	"github.com/jackalbot/jackal/engine/cards"
	"github.com/jackalbot/jackal/engine/games"
)

// playCardsIslands is the number of islands `jackal play --game cards`
// plays unless --islands says otherwise: a short game, not the full ten.
const playCardsIslands = 4

// isCards reports whether the game id names the card game.
func isCards(id string) bool {
	g, err := games.Lookup(id)
	return err == nil && g.ID() == cards.ID
}

// cardsPlayers are the humans and computers of `jackal play --game
// cards`: one human against two easy computers unless --players or --vs
// (given: the flags on the command line) chose.
func cardsPlayers(given map[string]bool, players int, vs string) (int, string) {
	if given["players"] || given["vs"] {
		return players, vs
	}
	return 1, "easy,easy"
}

// cardsIslands adds the card game's islands=N to /new's words for
// --islands n (playFlagsApply refuses --islands for another game).
func cardsIslands(args string, n int) (string, error) {
	if n < 1 || n > cards.NumIslandCards() {
		return "", fmt.Errorf("--islands is 1 to %d", cards.NumIslandCards())
	}
	return args + " " + cards.VariantIslands + "=" + strconv.Itoa(n), nil
}
