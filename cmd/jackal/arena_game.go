package main

import (
	"flag"
	"fmt"
	"io"
	"runtime"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/jackalbot/jackal/engine/game"
	"github.com/jackalbot/jackal/engine/games"
)

// gameArena is `jackal arena --game ID`: two computer levels of any game
// play each other through the game-neutral contract (game.Game) only,
// seats swapped every other game. A game still going after --max-actions
// ends by agreement (game.NoteEnd), as the bot's /end would.
type gameArena struct {
	g          game.Game
	a, b       string
	games      int
	seed       uint64
	workers    int
	maxActions int
	list       bool
	variants   []string // added to the game's two-player deal
	players    int      // seats dealt: 2 (the two-player deal) or more
}

// gameResult is one game from A's side.
type gameResult struct {
	scoreA float64 // 1 won, 0.5 drawn or shared, 0 lost
	// With more than two players, A against each B seat alone: the
	// pairings (B seats), and A's score in them (1 for more coins or
	// gold, 0.5 for as many).
	pairs   int
	pairsA  float64
	actions int
	limit   bool
	err     error
	timeA   time.Duration
	timeB   time.Duration
	nA, nB  int
}

// cmdGameArena runs the contract arena; args are the arena's flags.
func cmdGameArena(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("arena", flag.ContinueOnError)
	fs.SetOutput(stderr)
	id := fs.String("game", "classic", "the game: "+listOf(games.IDs()))
	a := fs.String("a", "hard", "level of agent A")
	b := fs.String("b", "easy", "level of agent B")
	n := fs.Int("games", 200, "number of games")
	seed := fs.Uint64("seed", 1, "seed of the deals and the agents")
	workers := fs.Int("workers", min(runtime.NumCPU(), maxArenaWorkers), "games played at once")
	maxActions := fs.Int("max-actions", 3000, "a game still going after this many actions ends by agreement")
	list := fs.Bool("list", false, "print one line per game")
	players := fs.Int("players", 2, "seats dealt: A takes one (a seat further on each game), B's level the others")
	variant := fs.String("variant", "", "variants added to the game's two-player deal, comma-separated (archipirata: advanced; archipelago: island=ring)")
	if err := fs.Parse(args); err != nil {
		return usageCode(err)
	}
	g, err := games.Lookup(*id)
	if err != nil {
		fmt.Fprintf(stderr, "jackal arena: %v (games: %s)\n", err, listOf(games.IDs()))
		return 2
	}
	cfg := gameArena{g: g, a: *a, b: *b, games: *n, seed: *seed, workers: *workers, maxActions: *maxActions, list: *list, players: *players}
	for _, v := range strings.Split(*variant, ",") {
		if v = strings.TrimSpace(v); v != "" {
			cfg.variants = append(cfg.variants, v)
		}
	}
	if !slices.Contains(g.Seats(), cfg.players) {
		fmt.Fprintf(stderr, "jackal arena: --players: %s is for %s players, not %d\n", g.Name(), seatCounts(g.Seats()), cfg.players)
		return 2
	}
	if _, err := g.New(cfg.options(), 1); err != nil {
		fmt.Fprintf(stderr, "jackal arena: %v (variants of %s: %s)\n", err, g.ID(), listOf(g.Variants()))
		return 2
	}
	for _, l := range []string{cfg.a, cfg.b} {
		if _, err := g.Agent(l, 1, 0); err != nil {
			fmt.Fprintf(stderr, "jackal arena: %v (levels of %s: %s)\n", err, g.ID(), listOf(g.Levels()))
			return 2
		}
	}
	if cfg.games < 1 || cfg.workers < 1 || cfg.maxActions < 1 || cfg.games > maxArenaGames ||
		cfg.workers > maxArenaWorkers || cfg.maxActions > maxArenaActions {
		fmt.Fprintf(stderr, "jackal arena: --games is 1 to %d, --workers 1 to %d, --max-actions 1 to %d\n",
			maxArenaGames, maxArenaWorkers, maxArenaActions)
		return 2
	}
	start := time.Now()
	rs := cfg.run()
	for i, r := range rs {
		if r.err != nil {
			fmt.Fprintf(stderr, "jackal arena: game %d: %v\n", i, r.err)
			return 1
		}
	}
	cfg.report(stdout, rs)
	var ta, tb time.Duration
	var na, nb int
	for _, r := range rs {
		ta, tb, na, nb = ta+r.timeA, tb+r.timeB, na+r.nA, nb+r.nB
	}
	fmt.Fprintf(stderr, "arena: %d games in %s on %d workers; mean decision: A %s, B %s\n",
		len(rs), roundDuration(time.Since(start)), cfg.workers, per(ta, na), per(tb, nb))
	return 0
}

func per(t time.Duration, n int) time.Duration {
	if n == 0 {
		return 0
	}
	return t / time.Duration(n)
}

// run plays the games on a pool of workers, gathered by index.
func (cfg gameArena) run() []gameResult {
	rs := make([]gameResult, cfg.games)
	next := make(chan int)
	var wg sync.WaitGroup
	for range min(cfg.workers, cfg.games) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				rs[i] = cfg.play(i)
			}
		}()
	}
	for i := range cfg.games {
		next <- i
	}
	close(next)
	wg.Wait()
	return rs
}

// options are the deal of every game: the game's two-player deal (or its
// first --players seats) with the chosen variants added.
func (cfg gameArena) options() game.Options {
	o := cfg.g.TwoSeats()
	if cfg.players > 2 {
		o.Seats = slices.Clone(cfg.g.SeatNames()[:cfg.players])
	}
	o.Variants = append(slices.Clip(o.Variants), cfg.variants...)
	return o
}

// play plays game i: A takes the first seat in even games, the second in
// odd ones; with N players, seat i mod N, B's level (an agent each) the
// others. A's score is 1 for a win alone, 0.5 for a shared win (or, of
// two, when neither wins), 0 else.
func (cfg gameArena) play(i int) gameResult {
	var r gameResult
	o := cfg.options()
	seed := agentSeed(cfg.seed, i, 0)
	m, err := cfg.g.New(o, seed)
	if err != nil {
		return gameResult{err: err}
	}
	seatA := o.Seats[i%len(o.Seats)]
	pa, err := cfg.g.Agent(cfg.a, agentSeed(cfg.seed, i, 1), 0)
	if err != nil {
		return gameResult{err: err}
	}
	bs := map[string]game.Player{}
	for _, name := range o.Seats {
		if name == seatA {
			continue
		}
		pb, err := cfg.g.Agent(cfg.b, agentSeed(cfg.seed, i, 2+uint64(len(bs))), 0)
		if err != nil {
			return gameResult{err: err}
		}
		bs[name] = pb
	}
	for {
		seat, over := m.ToAct()
		if over {
			break
		}
		if r.actions >= cfg.maxActions {
			r.limit = true
			if _, err := m.Play(game.NoteEnd); err != nil {
				return gameResult{err: err}
			}
			continue
		}
		p := bs[seat]
		if seat == seatA {
			p = pa
		}
		t := time.Now()
		a, err := p.Choose(m)
		if seat == seatA {
			r.timeA, r.nA = r.timeA+time.Since(t), r.nA+1
		} else {
			r.timeB, r.nB = r.timeB+time.Since(t), r.nB+1
		}
		if err != nil {
			return gameResult{err: fmt.Errorf("action %d: %w", r.actions+1, err)}
		}
		if _, err := m.Play(a); err != nil {
			return gameResult{err: fmt.Errorf("action %d %q: %w", r.actions+1, a, err)}
		}
		r.actions++
	}
	out := m.Outcome()
	if len(o.Seats) > 2 {
		for _, name := range o.Seats {
			if name == seatA {
				continue
			}
			r.pairs++
			switch a, b := out.Scores[seatA], out.Scores[name]; {
			case a > b:
				r.pairsA++
			case a == b:
				r.pairsA += 0.5
			}
		}
	}
	wonA, wonB := false, false
	for _, w := range out.Winners {
		if w == seatA {
			wonA = true
		} else {
			wonB = true
		}
	}
	switch {
	case wonA && !wonB:
		r.scoreA = 1
	case wonA && wonB, len(o.Seats) == 2 && !wonA && !wonB:
		r.scoreA = 0.5
	}
	return r
}

// report prints the figures, which depend on the seed alone.
func (cfg gameArena) report(w io.Writer, rs []gameResult) {
	n := len(rs)
	var sa, acts, pairsA float64
	var won, tied, lost, limited, pairs int
	for i, r := range rs {
		sa += r.scoreA
		pairs += r.pairs
		pairsA += r.pairsA
		acts += float64(r.actions)
		tally(r.scoreA, &won, &tied, &lost)
		if r.limit {
			limited++
		}
		if cfg.list {
			fmt.Fprintf(w, "game %3d: A score %.1f, %4d actions\n", i, r.scoreA, r.actions)
		}
	}
	nf := float64(n)
	if cfg.players > 2 {
		fmt.Fprintf(w, "arena: %s%s, %d players, A=%s vs B=%s on the other %d seats, A's seat rotated every game, %d games, seed %d\n",
			cfg.g.Name(), variantsNote(cfg.variants), cfg.players, cfg.a, cfg.b, cfg.players-1, n, cfg.seed)
		p := sa / nf
		lo, hi := wilson(p, n)
		fmt.Fprintf(w, "A %-6s won %d of %d alone (%.1f%%), shared %d, lost %d; win rate with a shared win as half %.1f%% (95%% CI %.1f%%–%.1f%%); an even share is %.1f%%\n",
			cfg.a, won, n, 100*float64(won)/nf, tied, lost, 100*p, 100*lo, 100*hi, 100/float64(cfg.players))
		if pairs > 0 {
			fmt.Fprintf(w, "head to head, against each B seat alone: A %s ahead in %.1f%% of the %d pairings (level counts half)\n",
				cfg.a, 100*pairsA/float64(pairs), pairs)
		}
		fmt.Fprintf(w, "mean actions per game %.0f; stopped at the action limit %d\n", acts/nf, limited)
		return
	}
	fmt.Fprintf(w, "arena: %s%s, A=%s vs B=%s, %d games, seed %d\n", cfg.g.Name(), variantsNote(cfg.variants), cfg.a, cfg.b, n, cfg.seed)
	line := func(name, l string, score float64, nw, nt, nl int) {
		p := score / nf
		lo, hi := wilson(p, n)
		fmt.Fprintf(w, "%s %-6s won %d of %d (%.1f%%), drawn %d, lost %d; win rate with draws as halves %.1f%% (95%% CI %.1f%%–%.1f%%)\n",
			name, l, nw, n, 100*float64(nw)/nf, nt, nl, 100*p, 100*lo, 100*hi)
	}
	line("A", cfg.a, sa, won, tied, lost)
	line("B", cfg.b, nf-sa, lost, tied, won)
	fmt.Fprintf(w, "mean actions per game %.0f; stopped at the action limit %d\n", acts/nf, limited)
}

// variantsNote is " (advanced)" for the variants chosen, "" for none.
func variantsNote(v []string) string {
	if len(v) == 0 {
		return ""
	}
	return " (" + strings.Join(v, ", ") + ")"
}
