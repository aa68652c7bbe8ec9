package bot

import (
	"slices"
	"strings"

	"github.com/jackalbot/jackal/storage"
)

// One player may hold private boards of several games in their private
// chat with the bot (Telegram: a card game in each of two groups): each
// board then says which game it is, and an action typed there that could
// be meant for more than one of them is not guessed.

// gameLine is the line naming g: by its chat's title when one is kept
// (txtHandGameIn, keepTitle), else by its players (txtHandGame), as the
// group that plays it knows them; a game in a forum topic by both, its
// group's other topics having the same title.
func (b *Bot) gameLine(lang string, g *game) string {
	names := make([]string, 0, len(g.rec.Setup.Seats))
	for i := range g.rec.Setup.Seats {
		names = append(names, seatName(lang, &g.rec.Setup.Seats[i]))
	}
	players := strings.Join(names, ", ")
	title := b.chatTitle(g.rec.Key)
	switch _, chat := splitKey(string(g.rec.Key)); {
	case title == "":
		return tr(lang, txtHandGame, players)
	case chat.Thread != "":
		return tr(lang, txtHandGameInBy, title, players)
	}
	return tr(lang, txtHandGameIn, title)
}

// secretGames are the active games whose private boards user id's private
// chat on platform shows (User.Secret, newest first) in which they play,
// but for the game of key except.
func (b *Bot) secretGames(platform, id string, except storage.Key) []*game {
	u, err := b.store.GetUser(userKey(platform, id))
	if err != nil {
		return nil
	}
	var out []*game
	for _, key := range u.Secret {
		if key == except {
			continue
		}
		g, err := b.loadGame(string(key))
		if err != nil || !g.isPlayer(id) {
			continue
		}
		out = append(out, g)
	}
	return out
}

// headed is board, a private board of g for seat's player in lang, headed
// by the game's players when that player plays another game on Telegram
// now (playsElsewhere): its private chat with the bot holds the private
// boards of all their games, and two hands from two groups otherwise
// read the same.
func (c *call) headed(g *game, seat *storage.Seat, lang string, board Board) Board {
	if !onTelegram(g) || seat == nil || !c.b.playsElsewhere(PlatformTelegram, seat.UserID, g.rec.Key) {
		return board
	}
	head := c.b.gameLine(lang, g)
	if board.Caption != "" { // else a picture alone (a classic view)
		head += "\n" + board.Caption
	}
	board.Caption = head
	return board
}

// playsElsewhere reports whether user id plays an active game on
// platform other than the one of key: what the bot writes to them
// privately about one game then says which.
func (b *Bot) playsElsewhere(platform, id string, key storage.Key) bool {
	list, err := b.store.ListActive()
	if err != nil {
		return false
	}
	return slices.ContainsFunc(list, func(s storage.GameSummary) bool {
		return s.Key != key && activeWith(s, platform, id)
	})
}

// activeWith reports whether s is a game in play on platform in which
// user id plays.
func activeWith(s storage.GameSummary, platform, id string) bool {
	on, _ := splitKey(string(s.Key))
	return on == platform && s.Status == storage.StatusActive && slices.Contains(s.Players, id)
}

// actingElsewhere is, when the user's private chat shows the boards of
// games other than g in which one of their seats may act now too, the
// lines naming all those games (g first); "" when g is the only one.
func (c *call) actingElsewhere(g *game) string {
	if !userActs(g, c.req.User.ID) {
		return "" // nothing to read of the other games
	}
	lines := []string{c.b.gameLine(c.lang, g)}
	for _, o := range c.b.secretGames(PlatformTelegram, c.req.User.ID, g.rec.Key) {
		if _, ok := secretOf(o); ok && userActs(o, c.req.User.ID) {
			lines = append(lines, c.b.gameLine(c.lang, o))
		}
	}
	if len(lines) == 1 {
		return ""
	}
	return strings.Join(lines, "\n")
}

// actingGame is the newest of the games whose private boards the user's
// private chat shows in which one of their seats may act now; "" for none.
func (c *call) actingGame() storage.Key {
	for _, g := range c.b.secretGames(c.req.Chat.Platform, c.req.User.ID, "") {
		if _, ok := secretOf(g); ok && userActs(g, c.req.User.ID) {
			return g.rec.Key
		}
	}
	return ""
}

// userActs reports whether one of user id's seats in g may act now.
func userActs(g *game, id string) bool {
	return slices.ContainsFunc(g.m.Acting(), func(name string) bool {
		s := g.seatOf(name)
		return s != nil && s.AI == "" && s.UserID == id
	})
}
