package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"runtime"
	"strings"
	"sync"
	"time"

	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/engine/ai"
	"github.com/jackalbot/jackal/engine/games"
)

// errArena marks a bad arena command line.
var errArena = errors.New("arena")

// arenaConfig is the arena's command line.
type arenaConfig struct {
	a, b       ai.Level
	games      int
	seed       uint64
	budget     int
	maxTime    time.Duration
	crews      string
	workers    int
	maxActions int
	depth      int
	explore    float64
	temp       float64
	playOut    bool
	list       bool
	from       int
}

// arenaGame is the result of one arena game, from agent A's side.
type arenaGame struct {
	scoreA     float64 // 1 won, 0.5 shared, 0 lost
	goldA      int
	goldB      int
	actions    int
	endedBy    int
	err        error
	timeA      time.Duration
	timeB      time.Duration
	decisionsA int
	decisionsB int
	sideA      engine.Crew // the crew (or the team's first crew) A played
	limit      bool        // stopped by the action limit
}

// cmdArena plays agents against each other: jackal arena --a hard --b easy
// --games N --seed S [--budget I] [--time D] [--crews duel|two-crews|teams]
// [--workers W]. Seats are swapped every other game; games run on a pool of
// workers and are gathered by index, so the figures depend on the seed
// alone (unless --time caps the searches). It prints each agent's win rate
// with a 95% Wilson interval (shared wins count half) and mean gold.
func cmdArena(args []string, stdout, stderr io.Writer) int {
	for _, a := range args {
		if a == "--game" || a == "-game" || strings.HasPrefix(a, "--game=") || strings.HasPrefix(a, "-game=") {
			return cmdGameArena(args, stdout, stderr)
		}
	}
	cfg, err := parseArena(args, stderr)
	if err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		fmt.Fprintf(stderr, "jackal arena: %v\n", strings.TrimPrefix(err.Error(), errArena.Error()+": "))
		return 2
	}
	start := time.Now()
	results := runArena(cfg)
	for i, g := range results {
		if g.err != nil {
			fmt.Fprintf(stderr, "jackal arena: game %d: %v\n", i, g.err)
			return 1
		}
	}
	reportArena(stdout, cfg, results)
	reportTiming(stderr, cfg, results, time.Since(start))
	return 0
}

// parseArena reads the arena's flags.
func parseArena(args []string, stderr io.Writer) (arenaConfig, error) {
	fs := flag.NewFlagSet("arena", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprintf(fs.Output(), `usage: jackal arena [flags]
  classic's computer crews against each other, with the flags below.
usage: jackal arena --game ID [--variant V] [--players N] [flags]
  any game's computer players (ID: %s)
  through the game-neutral contract, A's seat changing game by game:
  --variant adds variants to the two-player deal, comma-separated
  (archipirata: advanced; archipelago: island=ring); --players N deals N
  seats (default 2), A taking one and B's level the others; --games
  defaults to 200 there, not 20, and --max-actions to 3000; its other flags
  are --a, --b, --seed, --workers and --list (jackal arena --game ID -h
  lists them).

flags without --game:
`, strings.Join(games.IDs(), ", "))
		fs.PrintDefaults()
	}
	a := fs.String("a", "hard", "level of agent A: random, easy or hard")
	b := fs.String("b", "easy", "level of agent B")
	games := fs.Int("games", 20, "number of games")
	seed := fs.Uint64("seed", 1, "seed of the deals and the agents")
	budget := fs.Int("budget", ai.DefaultIterations, "hard level: search iterations per decision")
	maxTime := fs.Duration("time", 0, "hard level: wall-clock cap per decision (0: none; breaks reproducibility)")
	crews := fs.String("crews", "duel", "duel (white vs black), two-crews or teams (white+black vs yellow+red)")
	workers := fs.Int("workers", min(runtime.NumCPU(), maxArenaWorkers), "games played at once")
	maxActions := fs.Int("max-actions", ai.DefaultMaxActions, "a game still going after this many actions ends by agreement")
	depth := fs.Int("depth", ai.DefaultPlayoutDepth, "hard level: playout depth in actions (0: score the leaf at once)")
	explore := fs.Float64("explore", 0, "hard level: UCT exploration constant (0: default)")
	temp := fs.Float64("temp", 0, "hard level: playout softmax temperature (0: default)")
	playOut := fs.Bool("play-out", false, "play decided games to the end instead of stopping them by agreement")
	list := fs.Bool("list", false, "print one line per game")
	from := fs.Int("from", 0, "index of the first game (runs split in parts cover the same games as one run)")
	if err := fs.Parse(args); err != nil {
		return arenaConfig{}, err
	}
	if fs.NArg() > 0 {
		return arenaConfig{}, fmt.Errorf("%w: unexpected argument %q", errArena, fs.Arg(0))
	}
	cfg := arenaConfig{games: *games, seed: *seed, budget: *budget, maxTime: *maxTime, crews: *crews,
		workers: *workers, maxActions: *maxActions, depth: *depth, explore: *explore, temp: *temp,
		playOut: *playOut, list: *list, from: *from}
	var err error
	if cfg.a, err = ai.ParseLevel(*a); err != nil {
		return cfg, err
	}
	if cfg.b, err = ai.ParseLevel(*b); err != nil {
		return cfg, err
	}
	switch {
	case cfg.games < 1 || cfg.games > maxArenaGames:
		return cfg, fmt.Errorf("%w: --games is 1 to %d", errArena, maxArenaGames)
	case cfg.budget > maxArenaBudget:
		return cfg, fmt.Errorf("%w: --budget is at most %d", errArena, maxArenaBudget)
	case cfg.maxActions > maxArenaActions:
		return cfg, fmt.Errorf("%w: --max-actions is at most %d", errArena, maxArenaActions)
	case cfg.workers > maxArenaWorkers:
		return cfg, fmt.Errorf("%w: --workers is at most %d", errArena, maxArenaWorkers)
	case cfg.maxTime < 0:
		return cfg, fmt.Errorf("%w: --time must not be negative", errArena)
	case math.IsNaN(cfg.explore) || math.IsInf(cfg.explore, 0) || cfg.explore < 0:
		return cfg, fmt.Errorf("%w: --explore is a number, 0 or more", errArena)
	case math.IsNaN(cfg.temp) || math.IsInf(cfg.temp, 0) || cfg.temp < 0:
		return cfg, fmt.Errorf("%w: --temp is a number, 0 or more", errArena)
	case cfg.from < 0:
		return cfg, fmt.Errorf("%w: --from must not be negative", errArena)
	case cfg.budget < 1:
		return cfg, fmt.Errorf("%w: --budget must be at least 1", errArena)
	case cfg.workers < 1:
		return cfg, fmt.Errorf("%w: --workers must be at least 1", errArena)
	case cfg.maxActions < 1:
		return cfg, fmt.Errorf("%w: --max-actions must be at least 1", errArena)
	case cfg.depth < 0:
		return cfg, fmt.Errorf("%w: --depth must not be negative", errArena)
	}
	if _, err := arenaOptions(cfg.crews); err != nil {
		return cfg, err
	}
	return cfg, nil
}

// The arena's bounds: beyond them a run would only exhaust memory (its
// results are kept per game) or never end.
const (
	maxArenaGames   = 1_000_000
	maxArenaBudget  = 10_000_000
	maxArenaActions = 1_000_000
	maxArenaWorkers = 1024
)

// arenaOptions are the game options of a --crews value.
func arenaOptions(crews string) (engine.Options, error) {
	switch crews {
	case "duel":
		return engine.Options{Duel: true, StallRounds: -1}, nil
	case "two-crews":
		return engine.Options{TwoCrewsEach: true, StallRounds: -1}, nil
	case "teams":
		return engine.Options{Teams: true, StallRounds: -1}, nil
	}
	return engine.Options{}, fmt.Errorf("%w: --crews %q: want duel, two-crews or teams", errArena, crews)
}

// agentSeed derives an agent's seed from the arena seed, the game and the side.
func agentSeed(seed uint64, game int, side uint64) uint64 {
	z := seed*0x9e3779b97f4a7c15 + uint64(game)*0xbf58476d1ce4e5b9 + side*0x94d049bb133111eb
	z ^= z >> 31
	return z*0xd6e8feb86659fd93 + 1
}

// agent builds one of the arena's agents.
func (cfg arenaConfig) agent(l ai.Level, seed uint64) ai.Agent {
	opts := []ai.Option{ai.WithIterations(cfg.budget), ai.WithTimeLimit(cfg.maxTime), ai.WithPlayoutDepth(cfg.depth)}
	if cfg.explore > 0 {
		opts = append(opts, ai.WithExploration(cfg.explore))
	}
	if cfg.temp > 0 {
		opts = append(opts, ai.WithTemperature(cfg.temp))
	}
	return ai.New(l, seed, opts...)
}

// runArena plays the games on a worker pool and returns them by index.
func runArena(cfg arenaConfig) []arenaGame {
	results := make([]arenaGame, cfg.games)
	jobs := make(chan int)
	var wg sync.WaitGroup
	for w := 0; w < min(cfg.workers, cfg.games); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				results[i] = playArenaGame(cfg, cfg.from+i)
			}
		}()
	}
	for i := 0; i < cfg.games; i++ {
		jobs <- i
	}
	close(jobs)
	wg.Wait()
	return results
}

// playArenaGame plays game i: A takes white's side in even games, black's
// (or yellow and red's) in odd ones.
func playArenaGame(cfg arenaConfig, i int) arenaGame {
	opts, _ := arenaOptions(cfg.crews)
	s, err := engine.New(agentSeed(cfg.seed, i, 0), opts)
	if err != nil {
		return arenaGame{err: err}
	}
	ga := cfg.agent(cfg.a, agentSeed(cfg.seed, i, 1))
	gb := cfg.agent(cfg.b, agentSeed(cfg.seed, i, 2))
	sideA := engine.White
	if i%2 == 1 {
		sideA = engine.Black
		if cfg.crews != "duel" {
			sideA = engine.Yellow
		}
	}
	var res arenaGame
	var m ai.Match
	m.MaxActions = cfg.maxActions
	m.StopDecided = !cfg.playOut
	for _, c := range s.Crews() {
		if s.Rules.Allies(c, sideA) {
			m.Seats[c] = ga
		} else {
			m.Seats[c] = gb
		}
	}
	m.OnDecision = func(seat engine.Crew, _ engine.Action, took time.Duration) {
		if s.Rules.Allies(seat, sideA) {
			res.timeA += took
			res.decisionsA++
		} else {
			res.timeB += took
			res.decisionsB++
		}
	}
	end, log, err := m.Play(s)
	if err != nil {
		res.err = err
		return res
	}
	res.actions = len(log)
	res.sideA = sideA
	res.limit = len(log) >= m.MaxActions
	res.endedBy = end.Ending()
	res.goldA = end.TeamScore(sideA)
	for _, c := range end.Crews() {
		if !end.Rules.Allies(c, sideA) {
			res.goldB = end.TeamScore(c)
			break
		}
	}
	switch {
	case res.goldA > res.goldB:
		res.scoreA = 1
	case res.goldA == res.goldB:
		res.scoreA = 0.5
	}
	return res
}

// endName says how an arena game ended.
func endName(g arenaGame) string {
	switch {
	case g.limit:
		return "action limit"
	case g.endedBy == engine.EndAllFound:
		return "all found"
	case g.endedBy == engine.EndAgreed:
		return "decided"
	case g.endedBy == engine.EndStalled:
		return "stalled"
	case g.endedBy == engine.EndStuck:
		return "stuck"
	}
	return "?"
}

// wilson is the 95% Wilson score interval of a rate p over n trials.
func wilson(p float64, n int) (lo, hi float64) {
	const z = 1.959963984540054
	nf := float64(n)
	d := 1 + z*z/nf
	c := (p + z*z/(2*nf)) / d
	h := z / d * math.Sqrt(p*(1-p)/nf+z*z/(4*nf*nf))
	return max(0, c-h), min(1, c+h)
}

// reportArena prints the arena's figures: they depend on the results only.
func reportArena(w io.Writer, cfg arenaConfig, rs []arenaGame) {
	n := len(rs)
	var sa, ga, gb, acts float64
	var won, tied, lost int
	var ended [5]int
	limited := 0
	for _, g := range rs {
		if g.limit {
			limited++
		}
		sa += g.scoreA
		ga += float64(g.goldA)
		gb += float64(g.goldB)
		acts += float64(g.actions)
		tally(g.scoreA, &won, &tied, &lost)
		if g.endedBy >= 0 && g.endedBy < len(ended) {
			ended[g.endedBy]++
		}
	}
	nf := float64(n)
	if cfg.list {
		for i, g := range rs {
			fmt.Fprintf(w, "game %3d: A %-6s gold %2d, B gold %2d, %4d actions, %s\n",
				cfg.from+i, g.sideA, g.goldA, g.goldB, g.actions, endName(g))
		}
	}
	fmt.Fprintf(w, "arena: A=%s vs B=%s, %d %s games (from game %d), seed %d, hard budget %d iterations, playout depth %d\n",
		cfg.a, cfg.b, n, cfg.crews, cfg.from, cfg.seed, cfg.budget, cfg.depth)
	line := func(name string, l ai.Level, score float64, nw, nt, nl int, gold float64) {
		p := score / nf
		lo, hi := wilson(p, n)
		fmt.Fprintf(w, "%s %-6s win rate %5.1f%% (95%% CI %5.1f%%–%5.1f%%)  won %d, shared %d, lost %d  mean gold %.2f\n",
			name, l, 100*p, 100*lo, 100*hi, nw, nt, nl, gold/nf)
	}
	line("A", cfg.a, sa, won, tied, lost, ga)
	line("B", cfg.b, nf-sa, lost, tied, won, gb)
	fmt.Fprintf(w, "mean actions per game %.0f; ended: all found %d, decided %d, action limit %d, stalled %d, stuck %d\n",
		acts/nf, ended[engine.EndAllFound], ended[engine.EndAgreed]-limited, limited, ended[engine.EndStalled],
		ended[engine.EndStuck])
}

// reportTiming prints the wall-clock figures, which vary from run to run.
func reportTiming(w io.Writer, cfg arenaConfig, rs []arenaGame, took time.Duration) {
	var ta, tb time.Duration
	var da, db int
	for _, g := range rs {
		ta += g.timeA
		tb += g.timeB
		da += g.decisionsA
		db += g.decisionsB
	}
	per := func(t time.Duration, n int) time.Duration {
		if n == 0 {
			return 0
		}
		return t / time.Duration(n)
	}
	fmt.Fprintf(w, "arena: %d games in %s on %d workers; mean decision: A %s (%d), B %s (%d)\n",
		len(rs), roundDuration(took), cfg.workers, per(ta, da), da, per(tb, db), db)
}

// tally counts a game's score from A's side: won (1), shared (0.5) or lost.
func tally(score float64, won, tied, lost *int) {
	switch score {
	case 1:
		*won++
	case 0.5:
		*tied++
	default:
		*lost++
	}
}
