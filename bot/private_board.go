package bot

import (
	"cmp"
	"slices"
	"strings"

	"github.com/jackalbot/jackal/storage"
)

// maxPrivateBoards is how many games' private boards /board typed in a
// private chat shows at most; more are only counted.
const maxPrivateBoards = 5

// boardsPrivate serves /board typed in a Telegram private chat with the
// bot that holds no game of its own: the user's private board of every
// active Telegram game they play (newest first, at most
// maxPrivateBoards, the rest counted), each headed by its game when
// there are several (headed), a puzzle's board as its chat shows it
// (showPuzzleBoard), or that there is none. It
// reports false elsewhere, where /board is served as usual.
func (c *call) boardsPrivate() bool {
	if !c.req.Chat.Private || c.req.Chat.InlineID != "" || c.req.Chat.Platform != PlatformTelegram {
		return false
	}
	if _, err := c.b.loadGame(c.req.Chat.Key); !isNotFound(err) {
		return false // the chat's own game (a lobby against computers), or a failure served as usual
	}
	games := c.b.playedGames(PlatformTelegram, c.req.User.ID)
	if len(games) == 0 {
		c.answer(tr(c.lang, txtNoPrivateBoards))
		return true
	}
	shown, more := 0, 0
	for _, g := range games {
		if shown == maxPrivateBoards {
			more++
			continue
		}
		if _, puzzle := g.face().(puzzleFace); puzzle {
			if c.showPuzzleBoard(g) {
				shown++
			}
			continue
		}
		if c.showBoardsOf(g, g.crewsOf(c.req.User.ID)) {
			shown++ // one not shown was told (showSecret) or logged
		}
	}
	if more > 0 {
		c.say(tr(c.lang, txtMorePrivateBoards, more))
	}
	return true
}

// showBoardsOf shows the user their private boards of crews in g: a card
// game's hands as its buttons show them (showSecret), another game's
// views as its link does (showPrivateBoards). It reports whether one was
// shown.
func (c *call) showBoardsOf(g *game, crews []string) bool {
	sf, secret := secretOf(g)
	if !secret {
		return c.showPrivateBoards(g, crews, false)
	}
	shown := false
	for _, crew := range crews {
		if c.showSecret(g, sf, crew) == nil {
			shown = true
		}
	}
	return shown
}

// playedGames are the active games on platform in which user id has a
// seat of their own (a puzzle's too), newest first.
func (b *Bot) playedGames(platform, id string) []*game {
	list, err := b.store.ListActive()
	if err != nil {
		b.log.Warn("list games", "err", err)
		return nil
	}
	list = slices.DeleteFunc(list, func(s storage.GameSummary) bool { return !activeWith(s, platform, id) })
	slices.SortStableFunc(list, func(a, b storage.GameSummary) int { return cmp.Compare(b.Created.UnixNano(), a.Created.UnixNano()) })
	var out []*game
	for _, s := range list {
		g, err := b.loadGame(string(s.Key))
		if err != nil || g.rec.Status != storage.StatusActive || len(g.crewsOf(id)) == 0 {
			continue
		}
		out = append(out, g)
	}
	return out
}

// showPuzzleBoard shows the user the board of their puzzle g, played in
// another chat (a group's topic): a puzzle has no private board, and
// /board here said they played no game. The board is its chat's, headed
// by that chat and the puzzle, without the buttons, which are pressed
// on the board there. It reports whether it was shown.
func (c *call) showPuzzleBoard(g *game) bool {
	board := c.b.boardFor(c.lang, g, nil, "")
	p := puzzleOf(g.rec.Setup.Variants)
	caption := strings.TrimSuffix(strings.TrimSuffix(board.Caption, board.Question), "\n")
	board.Caption = c.b.gameLine(c.lang, g) + "\n" + tr(c.lang, txtPuzzleElsewhere, p.Number, p.Title(c.lang)) + "\n" + caption
	board.Buttons, board.Ping, board.Question = nil, nil, ""
	if _, err := c.out.SendBoard(c.ctx, c.req.Chat, board); err != nil {
		c.b.log.Warn("puzzle board", "err", err)
		return false
	}
	return true
}
