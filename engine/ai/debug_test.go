package ai

import (
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/jackalbot/jackal/engine"
)

func TestDebugGame(t *testing.T) {
	if os.Getenv("AIDEBUG") == "" {
		return
	}
	s, _ := engine.New(7, engine.Options{Duel: true, StallRounds: -1})
	var m Match
	m.Seats[engine.White] = New(Easy, 1)
	m.Seats[engine.Black] = New(Level(os.Getenv("AIB")), 2, WithIterations(300))
	if v := os.Getenv("AICONTEST"); v != "" {
		var c float64
		fmt.Sscan(v, &c)
		for k := range m.Seats {
			m.Seats[k].cfg.w.contest = c
		}
	}
	n := 0
	m.OnDecision = func(seat engine.Crew, a engine.Action, took time.Duration) {
		n++
		if n < 600 && os.Getenv("AIV") != "" {
			fmt.Println(n, seat, a)
		}
	}
	m.MaxActions = 3000
	m.MaxActions, _ = fmt.Sscan(os.Getenv("AIN"))
	if v := os.Getenv("AIN"); v != "" {
		fmt.Sscan(v, &m.MaxActions)
	}
	end, log, err := m.Play(s)
	dumpBoard(&end)
	dumpGold(&end, engine.White)
	{
		x := end
		x.Over = false
		x.EndedBy = 0
		dumpEasy(&x)
	}
	dumpMoves(&end, engine.W1)
	dumpCells(&end, "i8", "j8", "h8", "j6", "j7", "i6", "h6")
	dumpCells(&end, "h2", "i2", "j2", "k2", "h3", "i3", "j3", "k3", "h4", "i4", "j4", "k4")
	fmt.Println(len(log), err, end.Score(engine.White), end.Score(engine.Black), end.FaceDown, end.GoldOnIsland(), end.LostValue(), end.EndedBy)
	for p := engine.PieceID(0); p < engine.NumPieces; p++ {
		fmt.Println(p, end.Pieces[p])
	}
	for _, x := range engine.IslandCells() {
		if end.Coins[x] > 0 || end.Treasure[x] > 0 {
			fmt.Println("gold at", x, end.Coins[x], end.Tiles[x].Kind)
		}
	}
}

func dumpBoard(s *engine.State) {
	for r := 12; r >= 0; r-- {
		line := fmt.Sprintf("%2d ", r+1)
		for f := 0; f < 13; f++ {
			x := engine.CellAt(f, r)
			cell := "  .   "
			if x.IsIsland() {
				t := s.Tiles[x]
				k := t.Kind.String()
				if len(k) > 4 {
					k = k[:4]
				}
				if !t.Open {
					k = "??" + k[:2]
				}
				cell = fmt.Sprintf("%-4s%s", k, t.Rot.String())
				if s.Coins[x] > 0 {
					cell += fmt.Sprint(s.Coins[x])
				} else {
					cell += " "
				}
			}
			for p := engine.PieceID(0); p < engine.NumPieces; p++ {
				if s.Pieces[p].Status == engine.Alive && s.Pieces[p].At == x {
					cell = fmt.Sprintf("%-6s", p.String()+"@")
				}
			}
			line += cell
		}
		fmt.Println(line)
	}
}

func dumpCells(s *engine.State, names ...string) {
	for _, n := range names {
		x, _ := engine.ParseCell(n)
		t := s.Tiles[x]
		fmt.Println(n, t.Kind, t.Rot, t.Open, s.Coins[x], t.Kind.Arrows(t.Rot))
	}
}

func dumpGold(s *engine.State, t engine.Crew) {
	e := evaluator{w: defaultWeights}
	e.prepare(s)
	g := struct{ dist *distMap }{&e.home[t]}
	fmt.Println("ships", s.Ships, "edges", e.laden.n, e.free.n)
	for r := 12; r >= 0; r-- {
		line := fmt.Sprintf("%2d ", r+1)
		for f := 0; f < 13; f++ {
			x := engine.CellAt(f, r)
			if x.IsIsland() {
				line += fmt.Sprintf("%3d", g.dist[x])
			} else {
				line += "  ."
			}
		}
		fmt.Println(line)
	}
}

func dumpMoves(s *engine.State, p engine.PieceID) {
	t := *s
	t.Turn = t.Pieces[p].Crew
	t.Over = false
	v := engine.ViewFor(&t, t.Turn)
	a0, err0 := New(Easy, 1).Decide(&v, Budget{})
	fmt.Println("easy decides", a0, err0)
	for _, a := range engine.Legal(t) {
		if a.Piece != p {
			continue
		}
		u, evs, err := engine.Apply(t, a)
		fmt.Println(a, err, "->", u.Pieces[p].At, u.Pending.Active, len(evs), u.Score(t.Turn))
		for _, e := range evs {
			fmt.Println("   ", e.Type, e.From, e.To, e.How)
		}
	}
}

func dumpEasy(s *engine.State) {
	if os.Getenv("AIWHITE") != "" {
		s.Turn = engine.White
		s.SmokeLeft = 0
	}
	v := engine.ViewFor(s, s.Turn)
	s0 := v.Sample(5)
	e := easyEval{side: sideOf(&s0), sc: &scorer{}, ev: &evaluator{w: defaultWeights}, mover: engine.NoPiece}
	e.ev.prepare(&s0)
	fmt.Println("base lead", e.ev.lead(&s0, e.side))
	if c := os.Getenv("AIEDGES"); c != "" {
		dumpEdges(e.ev, e.side, c)
		dumpCells(&s0, "j12", "j13", "i13")
		a, _ := engine.Parse(os.Getenv("AIACT"))
		dumpTree(&s0, a, 0)
		dumpValues(&s0, a)
	}
	if os.Getenv("AIMAPS") != "" {
		dumpDist("hidden", &e.ev.hidden)
	}
	dumpDist("home", &e.ev.home[e.side])
	for _, a := range engine.Legal(s0) {
		t := s0
		var evs []engine.Event
		t.Play(a, &evs)
		fmt.Printf("%-12s %.4f  at %v\n", a, e.settle(&t, 0), t.Pieces[actor(&s0, a)%engine.NumPieces].At)
	}
}

func dumpDist(name string, d *distMap) {
	fmt.Println(name)
	for r := 12; r >= 0; r-- {
		line := fmt.Sprintf("%2d ", r+1)
		for f := 0; f < 13; f++ {
			line += fmt.Sprintf("%3d", d[engine.CellAt(f, r)])
		}
		fmt.Println(line)
	}
}

func dumpEdges(e *evaluator, side engine.Crew, cell string) {
	x, _ := engine.ParseCell(cell)
	g := &e.laden
	for j := g.byFrom[x]; j < g.byFrom[x+1]; j++ {
		ed := g.edges[g.fromIx[j]]
		d := -1
		if !ed.sea {
			d = int(e.home[side][ed.to])
		}
		fmt.Println("edge", ed.from, "->", ed.to, "cost", ed.cost, "sea", ed.sea, "ds(to)", d)
	}
}

var treeEval = evaluator{w: defaultWeights}

func dumpTree(s *engine.State, a engine.Action, depth int) {
	t := *s
	var evs []engine.Event
	err := t.Play(a, &evs)
	fmt.Printf("%*s%v err=%v pending=%v at=%v lead=%.4f\n", depth*2, "", a, err, t.Pending.Active, t.Pieces[t.Pending.Piece%engine.NumPieces].At, treeEval.lead(&t, sideOf(s)))
	for _, e := range evs {
		fmt.Printf("%*s  %v %v->%v %v\n", depth*2, "", e.Type, e.From, e.To, e.How)
	}
	if t.Pending.Active && depth < 4 {
		for _, b := range engine.Legal(t) {
			dumpTree(&t, b, depth+1)
		}
	}
}

func dumpValues(s *engine.State, a engine.Action) {
	e := evaluator{w: defaultWeights}
	t := *s
	t.Play(a, nil)
	if c := os.Getenv("AICHOICE"); c != "" {
		x, _ := engine.Parse(c)
		fmt.Println("choice", x, t.Play(x, nil))
	}
	fmt.Println("ships", s.Ships)
	for _, st := range []*engine.State{s, &t} {
		val, in := e.values(st)
		fmt.Println("values", val, in, "holdW", e.holdings(st, 0), "holdB", e.holdings(st, 2), "piles", e.gold.n)
		for j := 0; j < e.gold.n; j++ {
			p := e.gold.piles[j]
			fmt.Printf("   pile %v c%d g%v d%v  W %.3f/%.1f  B %.3f/%.1f\n", p.at, p.coins, p.galleon, p.dragged, e.gold.plans[0][j].worth, e.gold.plans[0][j].claim, e.gold.plans[2][j].worth, e.gold.plans[2][j].claim)
		}
	}
}

func TestDebugRoot(t *testing.T) {
	if os.Getenv("AIROOT") == "" {
		return
	}
	var n int
	fmt.Sscan(os.Getenv("AIROOT"), &n)
	s := midGame(t, 11, n)
	dumpRoot(s)
}

func dumpRoot(s engine.State) {
	dumpBoard(&s)
	v := engine.ViewFor(&s, s.Controller())
	var seed uint64 = 1
	fmt.Sscan(os.Getenv("AISEED"), &seed)
	g := New(Hard, seed, WithPlayoutDepth(4), WithExploration(0.3), WithPrior(0))
	r := rng{s: g.seed ^ viewHash(&v)}
	s0 := v.Sample(r.next())
	legal := engine.Legal(s0)
	root := legal
	se := &search{cfg: g.cfg, r: &r}
	se.ev.w = g.cfg.w
	iters := 200
	fmt.Sscan(os.Getenv("AIITERS"), &iters)
	se.t.reset(iters + 1)
	se.base, _ = se.ev.leads(&s0)
	for it := int32(0); int(it) < iters; it++ {
		st := v.Sample(r.next())
		se.iterate(&st, it, root)
	}
	side := sideOf(&s0)
	for c := se.t.nodes[0].child; c >= 0; c = se.t.nodes[c].next {
		nd := &se.t.nodes[c]
		fmt.Printf("%-12v visits %4d mean %.4f\n", nd.act, nd.visits, se.t.mean(c, side))
	}
	fmt.Println("hard:", se.best(root, side))
	h, _ := g.Decide(&v, Budget{Iterations: iters})
	fmt.Println("hard decide:", h)
	e, _ := New(Easy, 1).Decide(&v, Budget{})
	fmt.Println("easy:", e)
	dumpEasy(&s)
	if a := os.Getenv("AIACT"); a != "" {
		x, _ := engine.Parse(a)
		dumpValues(&s0, x)
	}
}

// experiment plays n duel games between agents a and b (seats swapped
// every other game) on two workers and prints a's score.
func experiment(t *testing.T, name string, a, b func(seed uint64) Agent, n int, iters int) {
	type res struct {
		sa, ga, gb float64
		acts       int
	}
	out := make([]res, n)
	jobs := make(chan int)
	done := make(chan bool)
	for w := 0; w < 2; w++ {
		go func() {
			for i := range jobs {
				s, _ := engine.New(uint64(1000+i), engine.Options{Duel: true, StallRounds: -1})
				var m Match
				m.StopDecided = true
				m.MaxActions = 3000
				m.Budget = Budget{Iterations: iters}
				sa := engine.White
				if i%2 == 1 {
					sa = engine.Black
				}
				m.Seats[sa] = a(uint64(i*7 + 1))
				m.Seats[sa^2] = b(uint64(i*7 + 2))
				end, log, err := m.Play(s)
				if err != nil {
					t.Error(err)
				}
				r := res{ga: float64(end.Score(sa)), gb: float64(end.Score(sa ^ 2)), acts: len(log)}
				switch {
				case r.ga > r.gb:
					r.sa = 1
				case r.ga == r.gb:
					r.sa = 0.5
				}
				out[i] = r
			}
			done <- true
		}()
	}
	for i := 0; i < n; i++ {
		jobs <- i
	}
	close(jobs)
	<-done
	<-done
	var sa, ga, gb, acts float64
	for _, r := range out {
		sa += r.sa
		ga += r.ga
		gb += r.gb
		acts += float64(r.acts)
	}
	nf := float64(n)
	fmt.Printf("%-30s A score %.2f  gold %.1f vs %.1f  actions %.0f\n", name, sa/nf, ga/nf, gb/nf, acts/nf)
}

func TestExperiment(t *testing.T) {
	exp := os.Getenv("AIEXP")
	if exp == "" {
		return
	}
	n := 10
	fmt.Sscan(os.Getenv("AIN"), &n)
	iters := 200
	fmt.Sscan(os.Getenv("AIITERS"), &iters)
	easy := func(seed uint64) Agent { return New(Easy, seed) }
	random := func(seed uint64) Agent { return New(Random, seed) }
	switch exp {
	case "contest":
		cs := []float64{0, 0.5}
		if v := os.Getenv("AICONTEST"); v != "" {
			cs = nil
			for _, f := range strings.Fields(v) {
				var x float64
				fmt.Sscan(f, &x)
				cs = append(cs, x)
			}
		}
		for _, c := range cs {
			c := c
			a := func(seed uint64) Agent { g := New(Easy, seed); g.cfg.w.contest = c; return g }
			experiment(t, fmt.Sprintf("easy contest %.1f vs easy", c), a, easy, n, iters)
			experiment(t, fmt.Sprintf("easy contest %.1f vs random", c), a, random, n, iters)
		}
	case "hard":
		var depth int = 6
		fmt.Sscan(os.Getenv("AIDEPTH"), &depth)
		x := 0.3
		fmt.Sscan(os.Getenv("AIX"), &x)
		prior := DefaultPrior
		fmt.Sscan(os.Getenv("AIPRIOR"), &prior)
		a := func(seed uint64) Agent {
			return New(Hard, seed, WithPlayoutDepth(depth), WithExploration(x), WithPrior(prior))
		}
		experiment(t, fmt.Sprintf("hard d%d x%.2f i%d p%d vs easy", depth, x, iters, prior), a, easy, n, iters)
	}
}

func init() {
	if os.Getenv("AIDEBUGROOT") != "" {
		debugRoot = dumpRoot
	}
}
