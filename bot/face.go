package bot

import (
	"strings"

	gm "github.com/jackalbot/jackal/engine/game"
	"github.com/jackalbot/jackal/engine/games"
	"github.com/jackalbot/jackal/storage"
)

// A face is one game's presentation in the bot: its lobby's seats and
// modes, its board messages (picture, caption, buttons), its private
// sights, its texts. The bot core (lobby, turns, votes, storage, timers)
// drives every game through gm.Match and its face; a face is the only
// code here that knows a game's own types.
type face interface {
	// id is the game's ruleset id ("" is not used: classic is "classic").
	id() string
	// name is the game's name in lang («Архипирата», «Шакал: Архипелаг»),
	// as its lobby and a campaign name it.
	name(lang string) string
	// mode reads one word of /new (a mode or a variant) into o; false
	// when the word means nothing to this game.
	mode(word string, o *newOptions) bool
	// lobbyTitle is the head of the game's lobby: its first line, and
	// what the setup chose beyond the mode (the island).
	lobbyTitle(lang string, setup *storage.Setup) string
	// lobbyPicture is the picture of a lobby played inline (its message
	// must be a picture from the start): the game's table before a deal,
	// its words in lang.
	lobbyPicture(b *Bot, lang string, setup *storage.Setup) []byte
	// defaultMode is the mode of a plain /new.
	defaultMode() string
	// colours lists the seats a mode offers to join.
	colours(mode string) []string
	// seats is the number of players a mode takes: min and max.
	seats(mode string) (int, int)
	// modeText names a mode.
	modeText(lang, mode string) string
	// variants are the variants a game stored with setup was dealt with:
	// its Variants, and what older records of the game kept elsewhere.
	variants(setup storage.Setup) []string
	// assign seats a lobby's players for its mode, wishes first: it
	// returns the seat names dealt, the variants and one seat each.
	assign(setup storage.Setup) (crews, variants []string, seats []storage.Seat, err error)
	// offered lists the actions the board's buttons may name by index
	// ("#k"): the legal actions, or more where the legal list would tell
	// the table something hidden (a press on one not legal is refused).
	offered(g *game) []string
	// label is an action's short label on a button.
	label(lang, action string) string
	// seatName names a seat (a crew, a colour) for people, with its mark.
	seatName(lang, seat string) string
	// board composes the board message of g after events evs; sel narrows
	// the buttons (see VerbPick); picture draws it.
	board(b *Bot, lang string, g *game, evs gm.Events, sel string, picture bool) Board
	// chain is what the board tells after an action that answered a
	// pending choice begun by earlier ones (before is the match before
	// the action): the whole chain's events, or evs.
	chain(g *game, before gm.Match, evs gm.Events) gm.Events
	// entry tells of one log entry played on before with events evs
	// whether it starts a player's move (not the answer to a choice) and
	// whether it revealed something (such a move cannot be taken back).
	entry(before gm.Match, evs gm.Events) (start, reveals bool)
	// private sends the seats what only they saw in evs.
	private(c *call, g *game, evs gm.Events)
	// explain says why action was refused with err; in a game played in
	// secret, action is the seat's entry (gm.SeatEntry), and the text is
	// said to that seat alone.
	explain(lang string, err error, action string, g *game) string
	// status is the /status text: seats, scores and what else the game
	// keeps.
	status(lang string, g *game) string
	// rules is /rules for the game; arg names a part ("" the whole).
	rules(c *call, arg string)
	// replay draws a game's replay as a GIF, its frames from the views
	// replayViews walks.
	replay(rec *storage.Game, o ReplayOptions) ([]byte, error)
	// privateBoard is the board of seat's own view, in lang, for its
	// player in a private chat (no buttons); false when g has no such seat.
	privateBoard(b *Bot, lang string, g *game, seat string) (Board, bool)
	// complete lists candidates for a command's argument: "rules" (its
	// parts), "join" (its seats), "new" (its modes and variants).
	complete(command string) []string
	// examples are a few moves in the game's notation, as help shows
	// them ("W1 e5"); they name nothing a player hides.
	examples() []string
}

// boardLang is Board.Lang of a board a face composed in lang: "ru" or
// "en". Every board a face composes (board, privateBoard, a secret
// game's handBoard and roundOver) says it, so that an adapter's words
// under it (a hint to allow pictures) speak the game's language, not one
// guessed from the caption's letters.
func boardLang(lang string) string { return string(nl(lang)) }

// lobbyIntroducer is a face that shows something above a new lobby (the
// island of Archipelago's).
type lobbyIntroducer interface {
	lobbyIntro(c *call, setup *storage.Setup)
}

// islandCampaigner is a face each of whose games is one island
// (Archipelago's): a campaign of it counts islands, not games ("Island 2
// of 3", «Остров 2 из 3»: campaignText).
type islandCampaigner interface {
	campaignIslands() bool
}

// lobbyWorder is a face whose lobby names its seats otherwise than as
// crews of colours (the card game's players): the seats' heading and the
// hint under them.
type lobbyWorder interface {
	lobbyWords(lang string) (seats, hint string)
}

// seatNamer is a face whose texts name some seats with a label of their
// own, which /history and /resign use too: the card game's computers,
// "Computer 2 (hard)"; "" for a seat named as the others are.
type seatNamer interface {
	seatLabel(lang string, g *game, seat string) string
}

// badWorder is a face that explains a word of /new it did not understand
// better than the usage does ("" when it cannot).
type badWorder interface {
	badWord(lang, word string) string
}

// dealRefuser is a face whose game may refuse to be dealt with the
// options its lobby took (options only the seats taken decide: the
// Archipelago's abilities given to a crew no one plays). dealRefused
// tells the players why when err is such a refusal, "" otherwise.
type dealRefuser interface {
	dealRefused(lang string, setup *storage.Setup, err error) string
}

// starter is a face whose game's start says more than the seed (a
// puzzle's title, hint and goal).
type starter interface {
	startText(lang string, setup *storage.Setup) string
}

// finisher is a face that does more when its game ends (a puzzle keeps
// the player's best result).
type finisher interface {
	finished(c *call, rec *storage.Game, g *game)
}

// terminalWorder is a face whose buttons and /rules read otherwise at the
// terminal than classic's (a button's number; rules [tile]): what typing
// a button's number (or its words) does, and what rules takes.
type terminalWorder interface {
	terminalWords(lang string) (buttons, rules string)
}

// terminalWords are what f's help and hint at the terminal say of its
// buttons and of rules.
func terminalWords(f face, lang string) (buttons, rules string) {
	if w, ok := f.(terminalWorder); ok {
		return w.terminalWords(lang)
	}
	return tr(lang, txtTermButtons), tr(lang, txtTermRulesTile)
}

// unranker is a face whose games stay out of the chats' leaderboards (a
// puzzle, played alone).
type unranker interface{ unranked() bool }

// faces are the games' faces by ruleset id.
var faces = map[string]face{}

// faceOf is the face of a game id as games.Lookup reads it ("" is the
// default game); an unknown id, or a game the bot has no face for yet
// (see Hosts), gets the default game's face.
func faceOf(id string) face {
	if g, err := games.Lookup(id); err == nil {
		if f, ok := faces[g.ID()]; ok {
			return f
		}
	}
	return faces[games.All()[0].ID()]
}

// hosted lists the games the bot hosts: those of games.All with a face.
func hosted() []gm.Game {
	var out []gm.Game
	for _, g := range games.All() {
		if _, ok := faces[g.ID()]; ok {
			out = append(out, g)
		}
	}
	return out
}

// gameIDs lists the ids of the games the bot hosts.
func gameIDs() []string {
	var out []string
	for _, g := range hosted() {
		out = append(out, g.ID())
	}
	return out
}

// Hosts reports whether the bot hosts game id in chat, read as
// games.Lookup reads it: false for an unknown game and for a game the
// engine plays but the bot has no face for yet.
func Hosts(id string) bool {
	g, err := games.Lookup(id)
	if err != nil {
		return false
	}
	_, ok := faces[g.ID()]
	return ok
}

// unhosted is the game word names when the engine knows it but the bot
// does not host it yet (see Hosts); nil otherwise.
func unhosted(word string) gm.Game {
	g, err := games.Lookup(word)
	if err != nil || strings.TrimSpace(word) == "" || Hosts(g.ID()) {
		return nil
	}
	return g
}
