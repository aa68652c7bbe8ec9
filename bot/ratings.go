package bot

import (
	"time"

	"github.com/jackalbot/jackal/bot/rating"
	gm "github.com/jackalbot/jackal/engine/game"
	"github.com/jackalbot/jackal/storage"
)

// Ratings. Every player has a Glicko-2 rating (package rating) in each
// game (classic, archipirata, archipelago: a ruleset, whatever its mode),
// changed by each finished game of that game they played:
//
//   - Only people are rated: computer seats are left out, and a game is
//     rated when, left with its human players (one each, however many
//     seats they played), it has at least one who won and one who did
//     not. A puzzle (one seat) is never rated, nor a game against
//     computers only, nor a draw (every human won, or none did; a game
//     nobody scored in has no winners: winnersOf).
//   - The outcome is read by wins, not by gold: the players who won
//     (any of their seats among the game's winners) take place 1, the
//     others place 2. Each winner beats each loser; players of the same
//     place do not meet (teammates, or the losers of a free-for-all).
//   - Each game is one rating period (rating.Game, τ = rating.Tau), all
//     ratings taken from before the game; a game is rated once (the
//     store keeps the games rated).

// rateGame rates the game that just ended, stored as rec (g is its
// match); a failure is logged, the game's end goes on.
func (c *call) rateGame(rec *storage.Game, g *game) {
	if err := c.b.rateGame(rec, g.m); err != nil {
		c.b.log.Warn("rate game", "game", rec.ID, "err", err)
	}
}

// rateGame rates the finished game rec, whose match is m, as the rules
// above say; a game not rated, or rated already, is no error.
func (b *Bot) rateGame(rec *storage.Game, m gm.Match) error {
	game := ratedGame(rec.Setup.Game)
	if game == "" || m == nil {
		return nil
	}
	var winners, losers []storage.PlayerResult
	for _, p := range resultOf(rec, m, time.Time{}).Players {
		if p.Won {
			winners = append(winners, p)
		} else {
			losers = append(losers, p)
		}
	}
	if len(winners) == 0 || len(losers) == 0 {
		return nil
	}
	sides := [][]storage.PlayerResult{winners, losers}
	var ids []string
	for _, side := range sides {
		for _, p := range side {
			ids = append(ids, p.UserID)
		}
	}
	_, err := b.store.RateGame(game, rec.ID, ids, func(cur map[string]storage.PlayerRating) (map[string]storage.PlayerRating, error) {
		before := make([][]rating.Rating, len(sides))
		for i, side := range sides {
			for _, p := range side {
				before[i] = append(before[i], ratingOf(cur, p.UserID))
			}
		}
		after, err := rating.Game(before, []int{1, 2}, rating.Tau)
		if err != nil {
			return nil, err
		}
		next := make(map[string]storage.PlayerRating, len(ids))
		for i, side := range sides {
			for k, p := range side {
				r := after[i][k]
				next[p.UserID] = storage.PlayerRating{R: r.R, RD: r.RD, Vol: r.Vol,
					Games: cur[p.UserID].Games + 1, Name: p.Name}
			}
		}
		return next, nil
	})
	return err
}

// ratingOf is a player's stored rating in cur, or a new player's.
func ratingOf(cur map[string]storage.PlayerRating, userID string) rating.Rating {
	p, ok := cur[userID]
	if !ok {
		return rating.New()
	}
	return rating.Rating{R: p.R, RD: p.RD, Vol: p.Vol}
}

// ratedGame is the id ratings are kept under for game id (a Setup.Game:
// "" is classic), "" for a game that is not rated (a puzzle).
func ratedGame(id string) string {
	f := faceOf(id)
	if u, ok := f.(unranker); ok && u.unranked() {
		return ""
	}
	return f.id()
}

// serverOf is the server a request's chat belongs to, as results keep it
// ("dc:<guild id>"), "" when the chat has none.
func serverOf(ch Chat) string {
	if ch.Server == "" {
		return ""
	}
	return ch.Platform + ":" + ch.Server
}

// campaignServer is the server of a campaign's next game: the request's,
// or, when the request has none (a deadline settled by the timers), that
// of the campaign's previous game.
func (c *call) campaignServer(cp *storage.Campaign) string {
	if s := serverOf(c.req.Chat); s != "" || len(cp.Games) == 0 {
		return s
	}
	prev, err := c.b.store.Archived(cp.Games[len(cp.Games)-1].GameID)
	if err != nil {
		return ""
	}
	return prev.Setup.Server
}
