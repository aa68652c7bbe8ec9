package ai

import (
	"math"

	"github.com/jackalbot/jackal/engine"
)

// Weights of the gold valuation.
const (
	goldSure      = 0.9  // a coin on the island is worth this much of a banked one…
	goldDiscount  = 0.95 // …times this per action it still needs to be banked
	maxPiles      = engine.NumTiles + 1
	maxSideCarrys = engine.NumPieces
)

// discount[n] is goldSure × goldDiscount^n.
var discount [256]float64

func init() {
	f := goldSure
	for i := range discount {
		discount[i] = f
		f *= goldDiscount
	}
}

// pileWorth is the worth of a pile of n coins whose route home takes ds
// actions, whose first carrier is dp actions away and from whose ship a
// carrier walks back in dl steps: coin i is banked after the first carrier
// arrives and makes i round trips.
func pileWorth(n, ds, dp, dl int) float64 {
	v := 0.0
	t := dp + ds
	for i := 0; i < n && t < len(discount); i++ {
		v += discount[t]
		t += ds + dl
	}
	return v
}

// pile is gold lying on one tile, or dragged by a piece while its action
// waits on a choice.
type pile struct {
	at        engine.Cell
	coins     int
	treasures int         // the galleon's treasures (the box holds one)
	dragged   engine.Crew // the side of the piece dragging it, or NoCrew
}

// plan is how one side would fetch one pile.
type plan struct {
	worth float64 // the pile's worth to the side if nobody contests it
	claim float64 // how soon the side can lay hands on it (lower is sooner)
}

// goldBook values the gold on the island. Each side plans every pile: as
// fetched by a carrier coming from its ship, or by one of its pieces (each
// piece is sent to the one pile it helps most, greedily, so a piece
// standing among many piles is not counted for all of them). Then each
// pile is shared among the sides by a softmax of how soon each would bank
// it, so gold next to an enemy carrier is mostly the enemy's.
type goldBook struct {
	piles [maxPiles]pile
	n     int
	plans [engine.NumCrews][maxPiles]plan
	gain  [maxSideCarrys][maxPiles]float64
}

// collect lists the piles of s, on board bd.
func (b *goldBook) collect(bd *boardInfo, s *engine.State) {
	b.n = 0
	for _, x := range bd.cells {
		n := int(s.Coins[x])
		if n == 0 && s.Treasure[x] == 0 {
			continue
		}
		b.piles[b.n] = pile{at: x, coins: n, treasures: int(s.Treasure[x]), dragged: engine.NoCrew}
		b.n++
	}
	if p, d := s.Dragging(); p != engine.NoPiece {
		x := pile{at: s.Pieces[p].At, dragged: teamOf(&s.Rules, s.Pieces[p].Crew)}
		if d == engine.DragGalleon {
			x.treasures = 1
		} else {
			x.coins = d.Coins()
		}
		b.piles[b.n] = x
		b.n++
	}
}

// worth is pile p's worth to a side whose route home takes ds actions,
// whose first carrier is dp away and whose carriers walk back in dl.
func (p *pile) worth(ds, dp, dl int) float64 {
	v := 0.0
	for i := 0; i < p.treasures; i++ {
		v += engine.TreasureValue * pileWorth(1, ds, dp, dl)
		dp += ds + dl
	}
	return v + pileWorth(p.coins, ds, dp, dl)
}

// share plans every pile for every side and adds each side's share of
// the gold to val.
func (b *goldBook) share(e *evaluator, s *engine.State, val *[engine.NumCrews]float64, in *[engine.NumCrews]bool) {
	if b.n == 0 {
		return
	}
	for t := range in {
		if in[t] {
			b.plan(e, s, engine.Crew(t))
		}
	}
	if e.w.contest <= 0 {
		for j := 0; j < b.n; j++ {
			for t := range in {
				if in[t] {
					val[t] += b.plans[t][j].worth
				}
			}
		}
		return
	}
	for j := 0; j < b.n; j++ {
		best := math.Inf(1)
		for t := range in {
			if in[t] {
				best = min(best, b.plans[t][j].claim)
			}
		}
		var w [engine.NumCrews]float64
		total := 0.0
		for t := range in {
			if in[t] {
				w[t] = math.Exp(-(b.plans[t][j].claim - best) / e.w.contest)
				total += w[t]
			}
		}
		for t := range in {
			if in[t] {
				val[t] += b.plans[t][j].worth * w[t] / total
			}
		}
	}
}

// plan fills side t's plans.
func (b *goldBook) plan(e *evaluator, s *engine.State, t engine.Crew) {
	home := &e.cur.home[t]
	plans := &b.plans[t]
	var ds, dl [maxPiles]int
	for j := 0; j < b.n; j++ {
		p := &b.piles[j]
		ds[j], dl[j] = int(home[p.at]), shipDist(s, t, p.at)
		if p.dragged != engine.NoCrew || !s.Board.IsIsland(p.at) {
			ds[j] = dl[j] // a chain's tile: its route is unknown, take the straight line
		}
		dp := dl[j]
		if p.dragged == t {
			dp = 0
		}
		plans[j] = plan{worth: p.worth(ds[j], dp, dl[j]), claim: float64(dp) + e.w.claimRoute*float64(ds[j])}
	}
	var cells [maxSideCarrys]engine.Cell
	nc := 0
	dragger := engine.NoPiece
	if p, _ := s.Dragging(); p != engine.NoPiece && teamOf(&s.Rules, s.Pieces[p].Crew) == t {
		dragger = p
	}
	for p := engine.PieceID(0); p < engine.NumPieces; p++ {
		pc := &s.Pieces[p]
		if pc.Status != engine.Alive || teamOf(&s.Rules, pc.Crew) != t || p == dragger || !canCarry(s, p) ||
			pc.IsLost() || (pc.IsHeld() && s.BottlesOf(pc.Crew) == 0) ||
			(!s.Board.IsIsland(pc.At) && shipAt(s, pc.At) == engine.NoCrew) {
			continue
		}
		cells[nc] = pc.At
		r := e.cur.reachFrom(pc.At)
		for j := 0; j < b.n; j++ {
			g := -1.0
			if b.piles[j].dragged != t {
				dp := int(r[b.piles[j].at])
				g = b.piles[j].worth(ds[j], dp, dl[j]) - plans[j].worth
				plans[j].claim = min(plans[j].claim, float64(dp)+e.w.claimRoute*float64(ds[j]))
			}
			b.gain[nc][j] = g
		}
		nc++
	}
	var usedC [maxSideCarrys]bool
	var usedP [maxPiles]bool
	for {
		bi, bj, bg := -1, -1, 0.0
		for i := 0; i < nc; i++ {
			if usedC[i] {
				continue
			}
			for j := 0; j < b.n; j++ {
				if !usedP[j] && b.gain[i][j] > bg {
					bi, bj, bg = i, j, b.gain[i][j]
				}
			}
		}
		if bi < 0 {
			return
		}
		usedC[bi], usedP[bj] = true, true
		plans[bj].worth += bg
	}
}
