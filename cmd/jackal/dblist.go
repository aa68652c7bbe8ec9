package main

import (
	"fmt"
	"io"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/jackalbot/jackal/engine/games"
	"github.com/jackalbot/jackal/storage"
)

// listGames prints every game of the store, those in play first, then the
// finished and aborted ones, oldest first: the id to give `db export` and
// `render replay`, the game, the chat, the status, the moves and the
// players.
func listGames(store storage.Store, w io.Writer) error {
	active, err := store.ListActive()
	if err != nil {
		return err
	}
	archived, err := store.ListArchived()
	if err != nil {
		return err
	}
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "ID\tGAME\tCHAT\tSTATUS\tMOVES\tPLAYERS\tLAST ACTION")
	for _, g := range append(active, archived...) {
		last := "-"
		if !g.LastAction.IsZero() {
			last = g.LastAction.UTC().Format(time.DateTime)
		}
		players := strings.Join(g.Players, ",")
		if players == "" {
			players = "-"
		}
		id := g.Game
		if rules, err := games.Lookup(g.Game); err == nil {
			id = rules.ID() // "" was stored before there were several games
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%d\t%s\t%s\n", g.ID, id, g.Key, g.Status, g.Moves, players, last)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	fmt.Fprintf(w, "%d game(s): %d in play or in a lobby, %d finished or aborted\n", len(active)+len(archived), len(active), len(archived))
	return nil
}
