package rating

import (
	"errors"
	"math"
	"testing"
)

func near(a, b, tol float64) bool { return math.Abs(a-b) <= tol }

// TestGlickmanExample is the worked example of Glickman's "Example of the
// Glicko-2 system": a 1500 (RD 200, volatility 0.06) player beats a 1400
// (RD 30), loses to a 1550 (RD 100) and to a 1700 (RD 300), with tau 0.5;
// the paper's results are 1464.06, RD 151.52, volatility 0.05999.
func TestGlickmanExample(t *testing.T) {
	r := Rating{R: 1500, RD: 200, Vol: 0.06}
	got := r.Update([]Result{
		{Opponent: Rating{R: 1400, RD: 30, Vol: 0.06}, Score: 1},
		{Opponent: Rating{R: 1550, RD: 100, Vol: 0.06}, Score: 0},
		{Opponent: Rating{R: 1700, RD: 300, Vol: 0.06}, Score: 0},
	}, 0.5)
	if !near(got.R, 1464.06, 0.01) || !near(got.RD, 151.52, 0.01) || !near(got.Vol, 0.05999, 0.00001) {
		t.Fatalf("got %.2f RD %.2f vol %.5f, want 1464.06 RD 151.52 vol 0.05999", got.R, got.RD, got.Vol)
	}
}

// TestNoGames checks that a period without games leaves the rating and
// widens the deviation (step 6), never past a new player's.
func TestNoGames(t *testing.T) {
	r := Rating{R: 1600, RD: 100, Vol: 0.06}
	got := r.Update(nil, Tau)
	want := math.Sqrt(100.0/scale*100.0/scale+0.06*0.06) * scale
	if got.R != 1600 || !near(got.RD, want, 1e-9) || got.Vol != 0.06 {
		t.Fatalf("got %+v, want 1600 RD %.3f", got, want)
	}
	if New().Update(nil, Tau).RD != DefaultRD {
		t.Fatal("a new player's deviation grew past 350")
	}
}

// TestDuel checks a duel between two new players: the winner gains what
// the loser loses, the deviations shrink, and a draw changes no rating.
func TestDuel(t *testing.T) {
	out, err := Game([][]Rating{{New()}, {New()}}, []int{1, 2}, Tau)
	if err != nil {
		t.Fatal(err)
	}
	w, l := out[0][0], out[1][0]
	if !(w.R > 1500 && l.R < 1500) || !near(w.R-1500, 1500-l.R, 1e-9) || w.RD >= DefaultRD || l.RD >= DefaultRD {
		t.Fatalf("winner %+v, loser %+v", w, l)
	}
	// Glicko-2 gives a new player beating a new player about +162.
	if !near(w.R, 1662.3, 0.1) {
		t.Fatalf("winner %.2f, want about 1662.3", w.R)
	}
	out, err = Game([][]Rating{{New()}, {New()}}, []int{1, 1}, Tau)
	if err != nil || !near(out[0][0].R, 1500, 1e-9) || !near(out[1][0].R, 1500, 1e-9) {
		t.Fatalf("a draw: %+v %v", out, err)
	}
}

// TestMoreSides checks a four-crew game (places 1 to 4) and a 2 v 2: the
// order of the new ratings follows the places, and teammates of equal
// ratings move alike.
func TestMoreSides(t *testing.T) {
	n := New()
	out, err := Game([][]Rating{{n}, {n}, {n}, {n}}, []int{2, 1, 4, 3}, Tau)
	if err != nil {
		t.Fatal(err)
	}
	if !(out[1][0].R > out[0][0].R && out[0][0].R > out[3][0].R && out[3][0].R > out[2][0].R) {
		t.Fatalf("ratings %v do not follow the places 2 1 4 3", out)
	}
	if !near(out[1][0].R-1500, 1500-out[2][0].R, 1e-9) {
		t.Fatalf("first and last do not mirror: %v", out)
	}
	out, err = Game([][]Rating{{n, n}, {n, n}}, []int{1, 2}, Tau)
	if err != nil || out[0][0] != out[0][1] || out[1][0] != out[1][1] || out[0][0].R <= 1500 {
		t.Fatalf("2 v 2: %v %v", out, err)
	}
}

// TestBadGames checks the games Game refuses.
func TestBadGames(t *testing.T) {
	for _, tc := range []struct {
		sides  [][]Rating
		places []int
	}{
		{[][]Rating{{New()}}, []int{1}},
		{[][]Rating{{New()}, {New()}}, []int{1}},
		{[][]Rating{{New()}, {}}, []int{1, 2}},
	} {
		if _, err := Game(tc.sides, tc.places, Tau); !errors.Is(err, ErrBadGame) {
			t.Errorf("%v %v: %v, want ErrBadGame", tc.sides, tc.places, err)
		}
	}
}
