package bot

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/engine/archipelago/puzzle"
	"github.com/jackalbot/jackal/engine/archipelago/puzzles"
	"github.com/jackalbot/jackal/storage"
)

func init() { faces[puzzles.ID] = puzzleFace{} }

// puzzleFace is the face of Jackal Archipelago's solo puzzles: one
// player, no lobby (/puzzle N deals at once), the engine's board and
// buttons as classic's face draws them, a turn line that counts the
// goal's turns, and an ending that judges the goal and tells the par.
type puzzleFace struct{ classicFace }

// modeSolo is the puzzles' one mode.
const modeSolo = "solo"

func (puzzleFace) id() string { return puzzles.ID }

// name: the puzzles are named by their engine's game (no words of their
// own in the chat's language).
func (puzzleFace) name(string) string { return gameName(puzzles.ID) }

// examples: a puzzle's moves are its three pirates' (W1, Y1, R1), a coin
// carried or not; it has no boat, nor any other crew's pirates, so
// Archipelago's "boat l8" is none of them.
func (puzzleFace) examples() []string { return []string{"W1 c3", "W1 c3 +c"} }

// mode: a puzzle is opened by /puzzle N, never by /new's words.
func (puzzleFace) mode(string, *newOptions) bool { return false }

func (puzzleFace) defaultMode() string { return modeSolo }

func (puzzleFace) lobbyTitle(lang string, setup *storage.Setup) string {
	p := puzzleOf(setup.Variants)
	return tr(lang, txtPuzzleHead, p.Number, p.Title(lang))
}

func (puzzleFace) lobbyPicture(b *Bot, lang string, _ *storage.Setup) []byte {
	return b.islandPNG(lang)
}

func (puzzleFace) colours(string) []string           { return []string{puzzles.Seat} }
func (puzzleFace) seats(string) (int, int)           { return 1, 1 }
func (puzzleFace) modeText(lang, _ string) string    { return tr(lang, txtPuzzleMode) }
func (puzzleFace) variants(s storage.Setup) []string { return s.Variants }
func (puzzleFace) seatName(lang, _ string) string    { return tr(lang, txtPuzzleSeat) }

// assign seats the one player.
func (puzzleFace) assign(setup storage.Setup) ([]string, []string, []storage.Seat, error) {
	if len(setup.Seats) != 1 {
		return nil, nil, nil, fmt.Errorf("a puzzle is played by one player, not %d", len(setup.Seats))
	}
	s := setup.Seats[0]
	s.Crew = puzzles.Seat
	return []string{puzzles.Seat}, lobbyVariants(&setup), []storage.Seat{s}, nil
}

// status is the puzzle, its goal and where the game stands.
func (puzzleFace) status(lang string, g *game) string {
	p := puzzleOf(g.rec.Setup.Variants)
	var b strings.Builder
	b.WriteString(tr(lang, txtPuzzleHead, p.Number, p.Title(lang)))
	b.WriteString("\n" + puzzleGoal(lang, p))
	if h := p.HintIn(lang); h != "" {
		b.WriteString("\n" + h)
	}
	b.WriteString("\n" + turnLine(lang, g))
	return b.String()
}

// rules is /rules puzzle: the solo rules.
func (puzzleFace) rules(c *call, _ string) { c.say(tr(c.lang, txtPuzzleRules)) }

func (puzzleFace) privateBoard(*Bot, string, *game, string) (Board, bool) { return Board{}, false }

func (puzzleFace) complete(string) []string { return nil }

// startText is what the start of a puzzle says: its title, hint and goal.
func (puzzleFace) startText(lang string, setup *storage.Setup) string {
	p := puzzleOf(setup.Variants)
	text := tr(lang, txtPuzzleHead, p.Number, p.Title(lang))
	if h := p.HintIn(lang); h != "" {
		text += "\n" + h
	}
	return text + "\n" + puzzleGoal(lang, p) + "\n" + tr(lang, txtPuzzleHow)
}

// unranked: a puzzle's result is kept as the player's best (finished),
// not in the chat's leaderboard.
func (puzzleFace) unranked() bool { return true }

// finished keeps the player's result of a finished puzzle as the best
// when it beats the one kept, and says so, with how to play it again or
// the next one (puzzleNext).
func (puzzleFace) finished(c *call, rec *storage.Game, g *game) {
	p := puzzleOf(rec.Setup.Variants)
	seat := g.seatOf(puzzles.Seat)
	if seat == nil || seat.UserID == "" {
		return
	}
	j := p.Judge(g.cl())
	r := storage.PuzzleResult{UserID: seat.UserID, Puzzle: p.Number, Solved: j.Solved, Turns: j.Turns,
		Survivors: j.Survivors, Coins: j.Coins, GameID: rec.ID, At: c.b.cfg.Now()}
	best, improved, err := c.b.store.RecordPuzzle(r)
	if err != nil {
		c.b.log.Warn("record puzzle", "game", rec.ID, "err", err)
		return
	}
	lang := c.gameLang(g)
	next := "\n" + puzzleNext(lang, p.Number)
	switch {
	case improved && best.Solved:
		c.say(tr(lang, txtPuzzleNewBest, p.Number, turnsCounted(lang, best.Turns)) + next)
	case best.Solved:
		c.say(tr(lang, txtPuzzleBestStays, p.Number, turnsCounted(lang, best.Turns)) + next)
	default:
		c.say(tr(lang, txtPuzzleBestCoins, p.Number, best.Coins, ofCoins(lang, j.Total)) + next)
	}
}

// puzzleNext says how to play puzzle n again and the next one, or that
// n was the last.
func puzzleNext(lang string, n int) string {
	if n >= puzzles.Count() {
		return tr(lang, txtPuzzleNextNone, n)
	}
	return tr(lang, txtPuzzleNext, n, n+1)
}

// puzzleOf is the puzzle a game's variants name ("puzzle=3"), puzzle 1
// when none or an unknown one does.
func puzzleOf(variants []string) *puzzle.Puzzle {
	n := "1"
	for _, v := range variants {
		if name, val, ok := strings.Cut(v, "="); ok && name == puzzles.VariantPuzzle {
			n = val
		}
	}
	p, err := puzzles.Lookup(n)
	if err != nil {
		p, _ = puzzles.Get(1)
	}
	return p
}

// puzzleGoal says a puzzle's goal.
func puzzleGoal(lang string, p *puzzle.Puzzle) string {
	goal := tr(lang, txtPuzzleGoalCoins, p.CoinCount())
	if p.CoinCount() == 1 {
		goal = tr(lang, txtPuzzleGoalCoin) // not "every coin (1)"
	}
	if p.Turns > 0 {
		goal += tr(lang, txtPuzzleGoalTurns, turnsCounted(lang, p.Turns))
	}
	if p.Survivors > 0 {
		goal += tr(lang, txtPuzzleGoalAlive, piratesCounted(lang, p.Survivors))
	}
	return tr(lang, txtPuzzleGoal, goal)
}

// ofCoins is "n coins" after "of" in lang ("of 1 coin", «из 1 монеты»,
// «из 2 монет»): the noun agrees with n, not "of 1 coins".
func ofCoins(lang string, n int) string {
	return counted(lang, n, "coin", "coins", "монеты", "монет", "монет")
}

// soloTurnLine is a puzzle's turn line: the puzzle, the turn of the
// goal's, the pirate to act, the coins on the bank and the pirates alive.
func soloTurnLine(lang string, g *game) string {
	st := g.cl()
	p := puzzleOf(g.rec.Setup.Variants)
	turn := strconv.Itoa(int(st.Round))
	if st.Solo.Turns > 0 {
		turn = tr(lang, txtPuzzleTurnOf, st.Round, st.Solo.Turns)
	}
	who := engine.SoloPirates[0]
	for _, pc := range engine.SoloPirates {
		if pc.PirateCrew() == st.Turn {
			who = pc
		}
	}
	return tr(lang, txtPuzzleLine, p.Number, turn, crewEmoji(st.Turn)+" "+who.String(), st.CoinsBanked(), p.CoinCount(), st.Survivors())
}

// soloEnding says how a puzzle ended: solved, with the par, or why not.
func soloEnding(lang string, g *game) string {
	p := puzzleOf(g.rec.Setup.Variants)
	j := p.Judge(g.cl())
	if j.Solved {
		return tr(lang, txtPuzzleSolved, turnsCounted(lang, j.Turns), piratesCounted(lang, j.Survivors), turnsCounted(lang, p.Par))
	}
	why := tr(lang, txtPuzzleStopped)
	switch g.cl().Ending() {
	case engine.EndCoinLost:
		why = tr(lang, txtPuzzleCoinLost)
	case engine.EndPiratesLost:
		why = tr(lang, txtPuzzlePiratesLost)
	case engine.EndTurnsOut:
		why = tr(lang, txtPuzzleTurnsOut)
	case engine.EndResigned:
		why = tr(lang, txtPuzzleGaveUp)
	case engine.EndBanked:
		why = tr(lang, txtPuzzleGoalMissed)
	}
	return tr(lang, txtPuzzleFailed, why, j.Coins, j.Total)
}

// cmdPuzzle is /puzzle: the list with the user's best results, or
// /puzzle N: a puzzle dealt at once for the user alone, in a private
// chat or a group's topic.
func (c *call) cmdPuzzle(args string) {
	arg := strings.TrimSpace(args)
	if arg == "" {
		c.say(c.puzzleList())
		return
	}
	p, err := puzzles.Lookup(arg)
	if err != nil {
		c.answer(tr(c.lang, txtPuzzleUnknown, arg, puzzles.Count()))
		return
	}
	if !c.req.Chat.Private && c.req.Chat.Thread == "" && c.req.Chat.Platform != PlatformTerminal {
		c.answer(c.puzzleWhere())
		return
	}
	if c.ownPuzzleOpen(p.Number) || !c.chatFree() {
		return
	}
	setup := storage.Setup{Lang: c.lang, CreatorID: c.req.User.ID, ReminderHours: -1, Game: puzzles.ID,
		Variants: []string{modeKey + modeSolo, puzzles.VariantPuzzle + "=" + strconv.Itoa(p.Number)},
		Seats:    []storage.Seat{{UserID: c.req.User.ID, Name: c.req.User.Name, Lang: c.req.User.Lang}}}
	rec := &storage.Game{Key: storage.Key(c.req.Chat.Key), Status: storage.StatusLobby, Setup: setup, BoardOwed: true}
	stampUpdate(rec, c.req.UpdateID)
	if err := c.b.store.Create(rec); err != nil {
		c.fail(err)
		return
	}
	c.cmdStart()
}

// ownPuzzleOpen answers /puzzle n typed by the player of the puzzle
// still open in the chat (to play it again or another) with how to end
// it first, rather than chatFree's words for a game of others; it
// reports whether it answered.
func (c *call) ownPuzzleOpen(n int) bool {
	g, err := c.b.loadGame(c.req.Chat.Key)
	if err != nil || g.rec.Status != storage.StatusActive || !g.isPlayer(c.req.User.ID) {
		return false
	}
	if _, puzzle := g.face().(puzzleFace); !puzzle {
		return false
	}
	c.answer(tr(c.lang, txtPuzzleStillOpen, puzzleOf(g.rec.Setup.Variants).Number, n))
	return true
}

// puzzleWhere says where a puzzle is played, asked for in a group's chat:
// on Telegram a private chat with the bot (its link) or a topic; on
// Discord a direct message or a thread, which a Telegram link would not
// open.
func (c *call) puzzleWhere() string {
	if c.req.Chat.Platform == PlatformDiscord {
		return tr(c.lang, txtPuzzleWhereDiscord)
	}
	return tr(c.lang, txtPuzzleWhere, c.b.link("puzzle"))
}

// puzzleList lists the puzzles with the user's best result of each.
func (c *call) puzzleList() string {
	all, err := puzzles.All()
	if err != nil {
		return err.Error()
	}
	bests := map[int]storage.PuzzleResult{}
	if list, err := c.b.store.PuzzleBests(c.req.User.ID); err == nil {
		for _, r := range list {
			bests[r.Puzzle] = r
		}
	}
	var b strings.Builder
	b.WriteString(tr(c.lang, txtPuzzleListTitle))
	for _, p := range all {
		fmt.Fprintf(&b, "\n%d. %s — %s", p.Number, p.Title(c.lang), puzzleGoal(c.lang, p))
		if r, ok := bests[p.Number]; ok {
			if r.Solved {
				b.WriteString(tr(c.lang, txtPuzzleListSolved, turnsCounted(c.lang, r.Turns), p.Par))
			} else {
				b.WriteString(tr(c.lang, txtPuzzleListTried, r.Coins, ofCoins(c.lang, p.CoinCount())))
			}
		}
	}
	return b.String()
}
