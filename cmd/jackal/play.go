package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"

	"github.com/jackalbot/jackal/bot"
	"github.com/jackalbot/jackal/bot/terminal"
	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/engine/archipelago"
	"github.com/jackalbot/jackal/engine/archipelago/islands"
	"github.com/jackalbot/jackal/engine/archipelago/puzzles"
	"github.com/jackalbot/jackal/engine/cards"
	"github.com/jackalbot/jackal/engine/games"
	"github.com/jackalbot/jackal/storage"
)

// playUsage heads `jackal play -h`: what the command does and what the
// prompt takes, before the flags.
const playUsage = `usage: jackal play [flags]
  a game in the terminal: hot seat, or against computers (--vs). At the
  prompt type a move in the notation (W1 e5, take 3 cw, lay horse), a
  button's number, or help, board, status, history, rules, undo, end,
  resign, quit. --db FILE keeps the game: run again to continue it.

flags:
`

// cmdPlay runs a hot-seat game in the terminal.
func cmdPlay(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("play", flag.ContinueOnError)
	fs.SetOutput(stderr)
	players := fs.Int("players", 2, "human players at the hot seat (1–4)")
	crews := fs.Int("crews", 0, "crews in play: 2 (duel), 3 or 4; 0 = one crew a player, two each for 2 players")
	vs := fs.String("vs", "", "add computer crews: easy or hard (repeat with commas: easy,hard)")
	teams := fs.Bool("teams", false, "4 crews in teams of two")
	duel := fs.Bool("duel", false, "two crews, one each, white against black")
	planeWaits := fs.Bool("plane-waits", false, "the 2008 plane: it may wait and fly later")
	lang := fs.String("lang", "en", "language: en or ru")
	gameID := fs.String("game", "classic", "the game: classic, archipelago, archipirata or cards (the card game: you against two easy computers on 4 islands unless --players, --vs or --islands say otherwise)")
	island := fs.String("island", "", "archipelago: the island (first, ring, lobes, bar, crescent, star)")
	puzzle := fs.Int("puzzle", 0, "play Jackal Archipelago's solo puzzle N (1–10) alone")
	campaignFile := fs.String("campaign", "", "play a campaign kept in this file (started anew, or continued): its games one after another (with --games N)")
	campaignGames := fs.Int("games", 0, "with --campaign: the number of games (islands in Archipelago); 0: the game's default (3)")
	advanced := fs.Bool("advanced", false, "archipirata: the advanced game, with captains")
	islandsN := fs.Int("islands", playCardsIslands, "cards: the number of islands to play (1–"+strconv.Itoa(cards.NumIslandCards())+")")
	picture := fs.String("out", "jackal-board.png", "file the board picture is written to after each action (\"\" for none)")
	db := fs.String("db", "", "keep the game in this file, to continue it later (default: a temporary file)")
	seed := fs.Uint64("seed", 0, "deal the first game with this seed, the next ones with the seeds after it, to play a deal again (0: a random deal)")
	fs.Usage = func() {
		fmt.Fprint(fs.Output(), playUsage)
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return usageCode(err)
	}
	given := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { given[f.Name] = true })
	if err := playFlagsApply(fs.Args(), given, *gameID, *lang, *picture, *db, *campaignFile); err != nil {
		fmt.Fprintln(stderr, "jackal play:", err)
		return 2
	}
	*lang = strings.ToLower(*lang)
	cardGame := isCards(*gameID)
	if cardGame {
		*players, *vs = cardsPlayers(given, *players, *vs)
	}
	var newArgs string
	var humans int
	var err error
	if !given["players"] && *vs != "" {
		// "--vs hard" alone: one human against the computers; --duel --vs
		// hard: the computers take their seats, humans the rest. Players
		// given are as many as given (--players 2 --vs easy: two humans and
		// a computer)
		*players = 1
		if need := sidesOf(*crews, *teams, *duel); need > 0 && !cardGame {
			*players = max(1, need-len(vsLevels(*vs)))
		}
	}
	if g, _ := games.Lookup(*gameID); g != nil && g.ID() == engine.ID {
		newArgs, humans, err = playSetup(*players, *crews, *vs, *teams, *duel, *planeWaits)
	} else {
		newArgs, humans, err = playGameSetup(*gameID, *players, *vs, *teams, *advanced)
	}
	if err == nil && cardGame {
		newArgs, err = cardsIslands(newArgs, *islandsN)
	}
	if err == nil && *island != "" { // only Archipelago's (playFlagsApply)
		if _, lerr := islands.Lookup(strings.ToLower(*island)); lerr != nil {
			err = fmt.Errorf("--island: %w", lerr) // the error lists the islands
		} else {
			newArgs += " " + archipelago.VariantIsland + "=" + strings.ToLower(*island)
		}
	}
	if err == nil && *puzzle != 0 {
		if _, perr := puzzles.Get(*puzzle); perr != nil {
			err = fmt.Errorf("--puzzle: %w", perr) // the error tells the range
		}
		humans = 1
	}
	if err != nil {
		fmt.Fprintln(stderr, "jackal play:", err)
		return 2
	}
	if err == nil && *campaignFile != "" {
		if *puzzle != 0 || *db != "" {
			err = fmt.Errorf("--campaign keeps its own file: no --db or --puzzle with it")
		} else if *campaignGames < 0 || *campaignGames > 20 {
			err = fmt.Errorf("--games is 1 to 20")
		}
	}
	if err != nil {
		fmt.Fprintln(stderr, "jackal play:", err)
		return 2
	}
	if *campaignFile != "" {
		*db = *campaignFile
		if *campaignGames > 0 {
			newArgs = campaignLength(newArgs, *gameID, *campaignGames)
		}
	}
	path := *db
	if path == "" {
		dir, err := os.MkdirTemp("", "jackal-play-")
		if err != nil {
			fmt.Fprintln(stderr, "jackal play:", err)
			return 1
		}
		defer os.RemoveAll(dir)
		path = filepath.Join(dir, "game.db")
	} else if dir := filepath.Dir(path); !isDir(dir) {
		// the store writes beside its file: a directory that is not
		// there is told as such, not by the store's temporary name
		fmt.Fprintf(stderr, "jackal play: the directory %s does not exist (for %s)\n", dir, path)
		return 1
	}
	store, err := storage.Open(path, storage.Options{})
	if err != nil {
		fmt.Fprintln(stderr, "jackal play:", err)
		return 1
	}
	defer store.Close()
	kept := keptIn(store)
	if !given["lang"] && kept.lang != "" {
		*lang = kept.lang // the game kept speaks its own language
	}
	opts := terminal.Options{New: newArgs, Humans: humans, Picture: *picture, Lang: *lang, Puzzle: *puzzle, Campaign: *campaignFile != ""}
	set := gameFlagsGiven(given)
	switch {
	case kept.game || kept.campaign != nil:
		// a game, or a campaign between its games, plays on with its own
		// players; the flags given are for the next
		opts.Resume, opts.Seated = true, kept.humans
		if len(set) > 0 {
			fmt.Fprintln(stdout, continuingText(*lang, path, strings.Join(set, ", "), *campaignFile != ""))
		} else if kept.campaign != nil && *campaignFile != "" {
			// and without flags the next campaign is one like it
			opts.New, opts.Humans = bot.CampaignAgain(kept.campaign)
		}
	case kept.last != nil && *campaignFile != "":
		// the campaign kept is over: its final standings, and a new one
		// only with the flags that choose it, or once asked
		opts.Last = true
		if len(set) > 0 {
			fmt.Fprintln(stdout, campaignOverText(*lang, path, strings.Join(set, ", "), ""))
		} else {
			opts.Ask = true
			opts.New, opts.Humans = bot.CampaignAgain(kept.last)
			fmt.Fprintln(stdout, campaignOverText(*lang, path, "", opts.New))
		}
	}
	// AIAlone 1: the computers pause after one run played on alone (a
	// side that cannot act, its crew dead), so the prompt comes back and
	// the player may type end, resign or board: the terminal reads no
	// line while they play
	b, err := bot.New(bot.Config{Store: store, Lang: *lang, ReminderHours: -1, Seed: seedsFrom(*seed), AIAlone: 1})
	if err != nil {
		fmt.Fprintln(stderr, "jackal play:", err)
		return 1
	}
	defer b.Close()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	err = terminal.Play(ctx, b, opts, stdin, stdout)
	if err == nil || errors.Is(err, context.Canceled) {
		// the session ends with a game (or a campaign) still on: whether
		// it is kept, and how to play on
		if k := keptIn(store); k.game || k.campaign != nil {
			fmt.Fprintln(stdout, keptText(*lang, *db, k.campaign != nil || *campaignFile != ""))
		}
	}
	switch {
	case errors.Is(err, terminal.ErrNotOpened):
		// the set-up the flags asked for was refused: said as a flag's is
		fmt.Fprintln(stderr, "jackal play:", err)
		return 2
	case err != nil && !errors.Is(err, context.Canceled):
		fmt.Fprintln(stderr, "jackal play:", err)
		return 1
	}
	return 0
}

// kept is what a terminal's store keeps of its chat: a game (lobby or
// on), the campaign running, or the last one, over; the humans seated at
// the game or the campaign running, and its language.
type kept struct {
	game     bool
	campaign *storage.Campaign
	last     *storage.Campaign
	humans   int
	lang     string
}

// keptIn reads what store keeps of the terminal's chat.
func keptIn(store *storage.Bolt) kept {
	var k kept
	key := storage.Key(terminal.ChatKey)
	rec, err := store.Get(key)
	if err == nil {
		k.game = true
		k.lang = rec.Setup.Lang
		people := map[string]bool{}
		for _, s := range rec.Setup.Seats {
			if s.AI == "" && s.UserID != "" {
				people[s.UserID] = true
			}
		}
		k.humans = len(people)
	}
	if cp, err := store.ActiveCampaign(key); err == nil {
		k.campaign = cp
		if !k.game {
			k.lang = cp.Lang
			_, k.humans = bot.CampaignAgain(cp)
		}
	} else if !k.game {
		// the last one over, as /campaign finds it (never one running)
		if last, err := bot.LastCampaign(store, key); err == nil {
			k.last = last
			k.lang = last.Lang
		}
	}
	return k
}

// isDir reports whether path is a directory.
func isDir(path string) bool {
	fi, err := os.Stat(path)
	return err == nil && fi.IsDir()
}

// playSetup turns the flags into "new" arguments and the number of humans.
func playSetup(players, crews int, vs string, teams, duel, planeWaits bool) (string, int, error) {
	var ai []string
	for _, l := range vsLevels(vs) {
		if l != "easy" && l != "hard" {
			return "", 0, fmt.Errorf("--vs takes easy or hard, not %q", l)
		}
		ai = append(ai, "ai:"+l)
	}
	if players < 1 || players > 4 {
		return "", 0, fmt.Errorf("--players is 1 to 4")
	}
	if duel && teams {
		return "", 0, fmt.Errorf("--duel and --teams cannot both be: a duel is two crews, teams are four")
	}
	seats := players + len(ai)
	var mode string
	need := sidesOf(crews, teams, duel) // 0: one crew a side, two each for 2 players
	switch {
	case duel:
		mode = "duel"
	case teams:
		mode = "teams"
	case crews == 2:
		mode = "duel"
	case crews == 3:
		mode = "3"
	case crews == 4:
		mode = "4"
	case crews != 0:
		return "", 0, fmt.Errorf("--crews is 2, 3 or 4")
	case seats == 2 && len(ai) > 0:
		mode = "duel"
	default:
		mode = ""
	}
	sides := func() string {
		return fmt.Sprintf("%s and %s make %d", count(players, "player"), count(len(ai), "computer"), seats)
	}
	switch {
	case need != 0 && seats != need:
		return "", 0, fmt.Errorf("%d crews need %d sides, but %s (--players and --vs together make the sides)", need, need, sides())
	case seats > 4:
		return "", 0, fmt.Errorf("classic Jackal seats at most 4 sides, but %s", sides())
	}
	args := []string{}
	if mode != "" {
		args = append(args, mode)
	}
	if planeWaits {
		args = append(args, "plane-waits")
	}
	args = append(args, ai...)
	if seats < 2 {
		return "", 0, fmt.Errorf("a game needs two players: add --players 2 or --vs easy")
	}
	return strings.Join(args, " "), players, nil
}

// vsLevels are the computers' levels --vs lists: "easy, Hard" is easy and
// hard.
func vsLevels(vs string) []string {
	var out []string
	for _, l := range strings.Split(vs, ",") {
		if l = strings.TrimSpace(strings.ToLower(l)); l != "" {
			out = append(out, l)
		}
	}
	return out
}

// sidesOf is the sides a fixed crew count seats: --duel 2, --teams 4,
// --crews N; 0 when none is fixed.
func sidesOf(crews int, teams, duel bool) int {
	switch {
	case duel:
		return 2
	case teams:
		return 4
	}
	return crews
}

// count is n things: "1 computer", "2 computers".
func count(n int, thing string) string {
	if n == 1 {
		return "1 " + thing
	}
	return strconv.Itoa(n) + " " + thing + "s"
}

// campaignLength adds a campaign's number of games to /new's words:
// islands=N for Archipelago, best-of=N for the others.
func campaignLength(args, game string, n int) string {
	word := "best-of"
	if g, err := games.Lookup(game); err == nil && g.ID() == archipelago.ID {
		word = "islands"
	}
	if !strings.HasPrefix(args, game) && game != "classic" && game != "" {
		args = game + " " + args
	}
	return strings.TrimSpace(args + " " + word + "=" + strconv.Itoa(n))
}

// seatCounts writes a game's player counts: "2 or 4", "2, 3 or 4".
func seatCounts(n []int) string {
	var s []string
	for _, k := range n {
		s = append(s, strconv.Itoa(k))
	}
	if len(s) < 2 {
		return strings.Join(s, "")
	}
	return strings.Join(s[:len(s)-1], ", ") + " or " + s[len(s)-1]
}

// playGameSetup is playSetup for a game other than classic: "<game>
// [4] [advanced] ai:…" and the number of humans.
func playGameSetup(id string, players int, vs string, teams, advanced bool) (string, int, error) {
	g, err := games.Lookup(id)
	if err != nil {
		return "", 0, fmt.Errorf("%w (games: %s)", err, listOf(games.IDs()))
	}
	if !bot.Hosts(g.ID()) {
		return "", 0, fmt.Errorf("%s cannot be played here yet (its computer crews play in jackal arena --game %s)", g.Name(), g.ID())
	}
	var ai []string
	for _, l := range vsLevels(vs) {
		if _, err := g.Agent(l, 1, 0); err != nil {
			return "", 0, fmt.Errorf("--vs takes %s, not %q", listOf(g.Levels()[1:]), l)
		}
		ai = append(ai, "ai:"+l)
	}
	seats := players + len(ai)
	args := []string{g.ID()}
	switch {
	case teams && seats != 4:
		return "", 0, fmt.Errorf("teams are 4 sides, but %s and %s make %d (--players and --vs together make the sides)", count(players, "player"), count(len(ai), "computer"), seats)
	case teams && g.ID() == archipelago.ID:
		args = append(args, "teams")
	case teams || seats == 4:
		args = append(args, "4")
	case seats == 2:
		args = append(args, "2")
	case seats == 3 && slices.Contains(g.Seats(), 3):
		args = append(args, "3")
	default:
		return "", 0, fmt.Errorf("%s is for %s players, not %d", g.Name(), seatCounts(g.Seats()), seats)
	}
	if advanced {
		args = append(args, "advanced")
	}
	return strings.Join(append(args, ai...), " "), players, nil
}

// seedsFrom deals the games of a terminal session: first with seed, then
// with each seed after it; nil (a random deal each game, the bot's
// default) for 0.
func seedsFrom(seed uint64) func() uint64 {
	if seed == 0 {
		return nil
	}
	var next atomic.Uint64
	next.Store(seed)
	return func() uint64 { return next.Add(1) - 1 }
}
