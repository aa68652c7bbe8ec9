package render

import (
	"math/rand/v2"
	"testing"

	"github.com/jackalbot/jackal/engine"
)

// playRandom deals seed's game for opts and plays up to n random legal
// actions, returning the position and the last action's events.
func playRandom(tb testing.TB, seed uint64, opts engine.Options, n int) (engine.State, []engine.Event) {
	tb.Helper()
	var last []engine.Event
	s := randomGame(tb, seed, opts, n, func(_ *engine.State, evs []engine.Event) {
		last = append(last[:0], evs...)
	})
	return s, last
}

// randomGame deals seed's game and plays up to n random legal actions,
// calling visit after each with the position and the action's events.
func randomGame(tb testing.TB, seed uint64, opts engine.Options, n int, visit func(*engine.State, []engine.Event)) engine.State {
	tb.Helper()
	s, err := engine.New(seed, opts)
	if err != nil {
		tb.Fatalf("engine.New: %v", err)
	}
	rng := rand.New(rand.NewPCG(seed, 7))
	var evs []engine.Event
	var buf []engine.Action
	for i := 0; i < n && !s.Over; i++ {
		buf = s.LegalInto(buf[:0])
		if len(buf) == 0 {
			tb.Fatalf("no legal action in a game not over")
		}
		a := buf[rng.IntN(len(buf))]
		evs = evs[:0]
		if err := s.Play(a, &evs); err != nil {
			tb.Fatalf("play %s: %v", a, err)
		}
		if visit != nil {
			visit(&s, evs)
		}
	}
	return s
}

// midGameState is the benchmark's position: a four-crew game after 150
// random actions, and its last action's events.
func midGameState(tb testing.TB) (engine.State, []engine.Event) {
	return playRandom(tb, 42, engine.Options{StallRounds: -1}, 150)
}

// midGame is midGameState as the crew to act sees it.
func midGame(tb testing.TB) (engine.View, []engine.Event) {
	s, evs := midGameState(tb)
	return engine.ViewFor(&s, s.Turn), evs
}

// targetsOf are the moves of piece p in s as overlay targets.
func targetsOf(s engine.State, p engine.PieceID) []Target {
	v := engine.ViewFor(&s, s.Turn)
	var out []Target
	for _, a := range engine.Legal(s) {
		if a.Kind == engine.ActMove && a.Piece == p && a.Drag == engine.DragNone && !a.Bottle {
			label := a.To.String()
			if a.Step > 0 {
				label += "/" + string(rune('0'+a.Step))
			}
			out = append(out, Target{Cell: a.To, Label: label, Deadly: v.Deadly(a)})
		}
	}
	return out
}

// firstMover is the piece of the first legal move in s, or NoPiece.
func firstMover(s engine.State) engine.PieceID {
	for _, a := range engine.Legal(s) {
		if a.Kind == engine.ActMove {
			return a.Piece
		}
	}
	return engine.NoPiece
}

// cell reads a cell name, failing the test on a typo.
func cell(tb testing.TB, name string) engine.Cell {
	tb.Helper()
	c, err := engine.ParseCell(name)
	if err != nil {
		tb.Fatalf("cell %q: %v", name, err)
	}
	return c
}

// crafted is a hand-made four-crew position that shows every kind of mark:
// spinners with pieces on steps, a trap, a lost and a drunk piece, the three
// characters in different crews, gold and the treasure, ships with pieces
// aboard, a swimmer, dead pieces, a spent plane and lighthouse, a tile known
// to white, smoke in force; with a last action that walks, rides an arrow,
// jumps a horse, reveals, beats and kills.
func crafted(tb testing.TB) (engine.State, []engine.Event) {
	tb.Helper()
	s, err := engine.Blank(engine.Options{StallRounds: -1})
	if err != nil {
		tb.Fatal(err)
	}
	open := func(name string, k engine.Kind, rot engine.Rot) {
		s.Tiles[cell(tb, name)] = engine.Tile{Kind: k, Rot: rot, Open: true}
	}
	put := func(p engine.PieceID, crew engine.Crew, at string, step uint8, f engine.Flags, drunk uint8) {
		s.Pieces[p] = engine.Piece{Status: engine.Alive, Crew: crew, At: cell(tb, at), Step: step, Flags: f, Drunk: drunk}
	}
	open("c3", engine.Empty, 0)
	open("c4", engine.Arrow1, 1)
	open("d4", engine.Ice, 0)
	open("f5", engine.Horse, 0)
	open("e5", engine.Arrow2D, 0)
	open("d6", engine.Mountains, 0)
	open("f6", engine.Trap, 0)
	open("g7", engine.Cave, 0)
	open("h8", engine.Rum, 0)
	open("c6", engine.Coin3, 0)
	open("i9", engine.Galleon, 0)
	open("j4", engine.Fort, 0)
	open("k10", engine.Thicket, 0)
	open("e9", engine.Missionary, 0)
	open("f10", engine.Plane, 0)
	open("g3", engine.Lighthouse, 0)
	open("h5", engine.Cannon, 3)
	open("i6", engine.Forest, 0)
	open("j7", engine.Ogre, 0)
	s.Tiles[cell(tb, "f10")].Used = true
	s.Tiles[cell(tb, "g3")].Used = true
	s.Tiles[cell(tb, "d8")] = engine.Tile{Kind: engine.Rum}
	s.Known[cell(tb, "d8")] = engine.CrewSet(0).With(engine.White)
	s.Coins[cell(tb, "c6")] = 2
	s.Treasure[cell(tb, "i9")] = 1
	put(engine.W1, engine.White, "f6", 0, 0, 0)
	s.Ships[engine.White] = cell(tb, "e1")
	put(engine.W2, engine.White, "e1", 0, 0, 0)
	put(engine.W3, engine.White, "e1", 0, 0, 0)
	put(engine.Y1, engine.Yellow, "h8", 0, 0, 1)
	put(engine.Y2, engine.Yellow, "a7", 0, 0, 0)
	put(engine.Y3, engine.Yellow, "a10", 0, 0, 0)
	put(engine.B1, engine.Black, "f6", 0, engine.Held, 0)
	s.Pieces[engine.B2] = engine.Piece{Status: engine.Dead, Crew: engine.Black, At: engine.NoCell}
	s.Pieces[engine.B3] = engine.Piece{Status: engine.Dead, Crew: engine.Black, At: engine.NoCell}
	put(engine.R1, engine.Red, "g7", 0, engine.Lost, 0)
	put(engine.R2, engine.Red, "d6", 2, 0, 0)
	put(engine.R3, engine.Red, "d6", 4, 0, 0)
	put(engine.BEN, engine.White, "j4", 0, 0, 0)
	put(engine.FRI, engine.Black, "k10", 0, 0, 0)
	put(engine.MIS, engine.Red, "e9", 0, 0, 0)
	put(engine.B1, engine.Black, "i6", 1, 0, 0)
	s.SetBottles(engine.White, 2)
	s.Banked[engine.White] = 5
	s.Banked[engine.Red] = 2
	s.Turn = engine.Yellow
	s.SmokeLeft = 2
	s.Round = 12
	s.Recount()
	ev := func(t engine.EventType, p engine.PieceID, from, to string, how engine.How) engine.Event {
		e := engine.Event{Type: t, Piece: p, By: engine.NoPiece, Crew: engine.NoCrew, From: engine.NoCell, To: engine.NoCell, How: how, Private: engine.NoCrew}
		if from != "" {
			e.From = cell(tb, from)
		}
		if to != "" {
			e.To = cell(tb, to)
		}
		return e
	}
	evs := []engine.Event{
		ev(engine.EvMoved, engine.W1, "c3", "c4", engine.HowStep),
		ev(engine.EvRevealed, engine.NoPiece, "", "c4", 0),
		ev(engine.EvMoved, engine.W1, "c4", "d4", engine.HowArrow),
		ev(engine.EvRevealed, engine.NoPiece, "", "d4", 0),
		ev(engine.EvMoved, engine.W1, "d4", "e4", engine.HowIce),
		ev(engine.EvMoved, engine.W1, "e4", "f6", engine.HowHorse),
		ev(engine.EvBeaten, engine.Y3, "", "f6", 0),
		ev(engine.EvKilled, engine.B2, "", "f6", engine.HowAtSea),
	}
	peek := ev(engine.EvPeeked, engine.NoPiece, "", "k3", 0)
	peek.Private = engine.Black
	evs = append(evs, peek)
	return s, evs
}

// craftedTargets are the crafted position's targets: safe, a spinner step
// and a deadly one.
func craftedTargets(tb testing.TB) []Target {
	return []Target{
		{Cell: cell(tb, "g6"), Label: "g6"},
		{Cell: cell(tb, "d6"), Label: "d6/3"},
		{Cell: cell(tb, "j7"), Label: "j7", Deadly: true},
		{Cell: cell(tb, "e5"), Label: "e5"},
	}
}

// viewerName names a view's crew for a subtest: "spectator" for NoCrew.
func viewerName(c engine.Crew) string {
	if c >= engine.NumCrews {
		return "spectator"
	}
	return c.String()
}
