package rating

import (
	"errors"
	"fmt"
	"math"
)

// The scale of Glicko-2: ratings are stored on the Glicko scale (1500,
// 350) and converted by this factor (Glickman, step 2).
const (
	scale = 173.7178
	// DefaultR, DefaultRD and DefaultVol rate a new player.
	DefaultR   = 1500
	DefaultRD  = 350
	DefaultVol = 0.06
	// Tau constrains how fast the volatility changes; Glickman suggests
	// 0.3 to 1.2. The example in his paper uses 0.5.
	Tau = 0.5
	// epsilon is the convergence tolerance of the volatility (step 5).
	epsilon = 0.000001
)

// ErrBadGame is a game Game cannot rate: fewer than two sides, a place
// for each side missing, or an empty side.
var ErrBadGame = errors.New("rating: bad game")

// Rating is one player's strength in one game: R on the Glicko scale, RD
// its deviation, Vol the volatility. The zero value is no rating; New is
// a new player's.
type Rating struct {
	R, RD, Vol float64
}

// New is a new player's rating: 1500, deviation 350, volatility 0.06.
func New() Rating { return Rating{R: DefaultR, RD: DefaultRD, Vol: DefaultVol} }

// Result is one game's result against one opponent: Score is 1 for a win,
// 0.5 for a draw, 0 for a loss.
type Result struct {
	Opponent Rating
	Score    float64
}

// Update is the rating after one rating period holding results (Glickman's
// steps 1–8) with the system constant tau. With no result only the
// deviation grows (step 6), as time without games makes a rating less
// sure.
func (r Rating) Update(results []Result, tau float64) Rating {
	mu, phi := (r.R-DefaultR)/scale, r.RD/scale
	if len(results) == 0 {
		phi = math.Sqrt(phi*phi + r.Vol*r.Vol)
		return Rating{R: r.R, RD: math.Min(phi*scale, DefaultRD), Vol: r.Vol}
	}
	// Steps 3 and 4: the estimated variance v and improvement delta.
	var vinv, sum float64
	for _, x := range results {
		muj, phij := (x.Opponent.R-DefaultR)/scale, x.Opponent.RD/scale
		g := 1 / math.Sqrt(1+3*phij*phij/(math.Pi*math.Pi))
		e := 1 / (1 + math.Exp(-g*(mu-muj)))
		vinv += g * g * e * (1 - e)
		sum += g * (x.Score - e)
	}
	v := 1 / vinv
	delta := v * sum
	sigma := newVolatility(phi, r.Vol, v, delta, tau)
	// Steps 6 and 7: the new deviation and rating.
	pre := math.Sqrt(phi*phi + sigma*sigma)
	phi = 1 / math.Sqrt(1/(pre*pre)+1/v)
	mu += phi * phi * sum
	return Rating{R: mu*scale + DefaultR, RD: phi * scale, Vol: sigma}
}

// newVolatility is step 5: the volatility solving Glickman's equation, by
// the Illinois algorithm.
func newVolatility(phi, sigma, v, delta, tau float64) float64 {
	a := math.Log(sigma * sigma)
	f := func(x float64) float64 {
		ex := math.Exp(x)
		d := phi*phi + v + ex
		return ex*(delta*delta-d)/(2*d*d) - (x-a)/(tau*tau)
	}
	A := a
	var B float64
	if delta*delta > phi*phi+v {
		B = math.Log(delta*delta - phi*phi - v)
	} else {
		k := 1.0
		for f(a-k*tau) < 0 {
			k++
		}
		B = a - k*tau
	}
	fA, fB := f(A), f(B)
	for i := 0; math.Abs(B-A) > epsilon && i < 100; i++ {
		C := A + (A-B)*fA/(fB-fA)
		fC := f(C)
		if fC*fB <= 0 {
			A, fA = B, fB
		} else {
			fA /= 2
		}
		B, fB = C, fC
	}
	return math.Exp(A / 2)
}

// Game rates one game: sides[i] are the ratings of side i's players and
// places[i] its place (1 first; equal places tie). It returns the new
// ratings in the same shape. Each player's rating period is its results
// against every player of every other side, all rated as before the game.
func Game(sides [][]Rating, places []int, tau float64) ([][]Rating, error) {
	if len(sides) < 2 || len(places) != len(sides) {
		return nil, fmt.Errorf("%w: %d sides, %d places", ErrBadGame, len(sides), len(places))
	}
	for i, s := range sides {
		if len(s) == 0 {
			return nil, fmt.Errorf("%w: side %d has no player", ErrBadGame, i+1)
		}
	}
	out := make([][]Rating, len(sides))
	for i, side := range sides {
		out[i] = make([]Rating, len(side))
		for k, me := range side {
			var results []Result
			for j, other := range sides {
				if j == i {
					continue
				}
				score := 0.5
				switch {
				case places[i] < places[j]:
					score = 1
				case places[i] > places[j]:
					score = 0
				}
				for _, o := range other {
					results = append(results, Result{Opponent: o, Score: score})
				}
			}
			out[i][k] = me.Update(results, tau)
		}
	}
	return out, nil
}
