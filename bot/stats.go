package bot

import (
	"fmt"
	"math"
	"strings"

	"github.com/jackalbot/jackal/bot/campaign"
	gm "github.com/jackalbot/jackal/engine/game"
	"github.com/jackalbot/jackal/engine/games"
	"github.com/jackalbot/jackal/storage"
)

// winnersOf are the winners of a finished game's outcome as the bot counts
// them: none for a draw. A game nobody scored in (every side at 0, which
// the engines list as every seat sharing the win) is a draw, as its final
// board and the campaign (campaign.GameResult.Drawn) tell it; equal
// non-zero totals stay a shared win. The press on an old board
// (overText), the statistics and the ratings (resultOf) all read the
// winners here.
func winnersOf(out gm.Outcome) []string {
	if (campaign.GameResult{Scores: out.Scores, Winners: out.Winners}).Drawn() {
		return nil
	}
	return out.Winners
}

// statsRows bounds the rows of a leaderboard or a ratings table.
const statsRows = 15

// cmdStats shows a leaderboard: the chat's (no argument or "chat"), the
// server's ("server") or a game's ratings over all chats ("ratings
// [game]"). The leaderboards add each player's rating in the chat's game.
func (c *call) cmdStats(args string) {
	f := strings.Fields(strings.ToLower(args))
	word := ""
	if len(f) > 0 {
		word = subcommandOf("stats", f[0])
	}
	switch {
	case len(f) <= 1 && (word == "" || word == "chat"):
		stats, err := c.b.store.StatsByChat(storage.Key(c.req.Chat.Key))
		c.leaderboard(tr(c.lang, txtStatsTitle), txtStatsEmpty, stats, err)
	case len(f) == 1 && word == "server":
		server := serverOf(c.req.Chat)
		if server == "" {
			c.answer(tr(c.lang, txtStatsNoServer))
			return
		}
		stats, err := c.b.store.StatsByServer(server)
		c.leaderboard(tr(c.lang, txtStatsServerTitle), txtStatsServerEmpty, stats, err)
	case len(f) <= 2 && (word == "ratings" || word == "rating"):
		game := c.chatGame()
		if len(f) == 2 {
			game = ratedWord(f[1])
		}
		if game == "" {
			c.answer(tr(c.lang, txtStatsBadGame, f[1], strings.Join(ratedGames(), ", ")))
			return
		}
		c.ratings(game)
	default:
		c.answer(tr(c.lang, txtStatsUsage))
	}
}

// leaderboard posts a leaderboard (best first) under title, each player
// with their rating in the chat's game; empty when there is none.
func (c *call) leaderboard(title string, empty text, stats []storage.Stat, err error) {
	if err != nil {
		c.fail(err)
		return
	}
	if len(stats) == 0 {
		c.say(tr(c.lang, empty))
		return
	}
	game := c.chatGame()
	var b strings.Builder
	b.WriteString(title)
	for i, s := range stats {
		if i >= statsRows {
			break
		}
		b.WriteString("\n" + tr(c.lang, txtStatsRow, i+1, s.Name, counted(c.lang, s.Wins, "win", "wins", "победа", "победы", "побед"), s.Games, s.Gold))
		if r, err := c.b.store.RatingOf(game, s.UserID); err == nil {
			b.WriteString(tr(c.lang, txtStatsRowRating, localGameName(c.lang, game), ratingText(r)))
		} else if !isNotFound(err) {
			c.b.log.Warn("rating", "user", s.UserID, "game", game, "err", err)
		}
	}
	c.say(b.String())
}

// ratings posts the best ratings of game, over all chats.
func (c *call) ratings(game string) {
	list, err := c.b.store.Ratings(game)
	if err != nil {
		c.fail(err)
		return
	}
	if len(list) == 0 {
		c.say(tr(c.lang, txtRatingsEmpty, localGameName(c.lang, game)))
		return
	}
	var b strings.Builder
	b.WriteString(tr(c.lang, txtRatingsTitle, localGameName(c.lang, game)))
	for i, r := range list {
		if i >= statsRows {
			break
		}
		b.WriteString("\n" + tr(c.lang, txtRatingsRow, i+1, r.Name, ratingText(r), r.Games))
	}
	c.say(b.String())
}

// ratingText shows a rating rounded, with its deviation: "1662 ±290".
func ratingText(r storage.PlayerRating) string {
	return fmt.Sprintf("%d ±%d", int(math.Round(r.R)), int(math.Round(r.RD)))
}

// chatGame is the rated game of the chat: that of its game (lobby or
// active), else of the game finished there last, else classic's.
func (c *call) chatGame() string {
	key := storage.Key(c.req.Chat.Key)
	if rec, err := c.b.store.Get(key); err == nil {
		if g := ratedGame(rec.Setup.Game); g != "" {
			return g
		}
	} else if id, err := c.b.store.LastFinished(key); err == nil {
		if rec, err := c.b.store.Archived(id); err == nil {
			if g := ratedGame(rec.Setup.Game); g != "" {
				return g
			}
		}
	}
	return ratedGame("")
}

// ratedWord is the rated game a word names ("" for none or a game not
// rated): a game's id as /new takes it.
func ratedWord(word string) string {
	g, err := games.Lookup(word)
	if err != nil || !Hosts(g.ID()) {
		return ""
	}
	return ratedGame(g.ID())
}

// ratedGames lists the ids of the games the bot rates.
func ratedGames() []string {
	var out []string
	for _, id := range gameIDs() {
		if ratedGame(id) == id {
			out = append(out, id)
		}
	}
	return out
}
