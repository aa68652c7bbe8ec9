package campaign

import "sort"

// Player is one player of a campaign: ID is the user id (or "ai:N" for a
// computer seat), Name what the standings show.
type Player struct{ ID, Name string }

// GameResult is one finished game of the campaign: each player's score
// (gold, or an island's coins) by player ID, and the winners (player IDs;
// none for a draw, or every player when nobody scored, as the games list a
// draw (Drawn); several for a shared win or a team of two).
type GameResult struct {
	GameID  string
	Scores  map[string]int
	Winners []string
}

// won reports whether id is among r's winners, and r is no draw.
func (r GameResult) won(id string) bool {
	return !r.Drawn() && r.listed(id)
}

// listed reports whether id is among r.Winners.
func (r GameResult) listed(id string) bool {
	for _, w := range r.Winners {
		if w == id {
			return true
		}
	}
	return false
}

// Drawn reports whether r is a draw, which nobody won: it has no winners,
// or nobody scored and every player of it is listed among its winners (a
// game where nobody brought a coin aboard lists every crew as a winner,
// but tells the table it is a draw). A win shared by players who scored
// is no draw.
func (r GameResult) Drawn() bool {
	if len(r.Winners) == 0 {
		return true
	}
	if len(r.Scores) < 2 {
		return false
	}
	for id, n := range r.Scores {
		if n != 0 || !r.listed(id) {
			return false
		}
	}
	return true
}

// Standing is one player's line of the standings.
type Standing struct {
	Player Player
	// Played counts the games the player played (present in Scores or
	// among the winners), Won those the player won.
	Played, Won int
	// Points is what the format ranks first: Islands and Games the coins
	// or gold summed, BestOf the games won.
	Points int
	// Coins is the coins or gold summed over all games, in every format
	// (the same as Points but for BestOf).
	Coins int
	// Rank is 1-based; equal records share a rank and the next rank skips
	// past them (1, 1, 3).
	Rank int
}

// Table ranks players over the results: Islands and Games by Points then
// Won, BestOf by Won then Points; ties share a rank; the order is stable by
// the players' order. Scores and winners of IDs not among players are
// ignored; a player absent from a game scores 0 in it and has not played
// it. A format other than the three is scored as Games.
func Table(f Format, players []Player, results []GameResult) []Standing {
	out := make([]Standing, len(players))
	for i, p := range players {
		s := Standing{Player: p}
		for _, r := range results {
			coins, in := r.Scores[p.ID]
			won := r.won(p.ID)
			if in || won {
				s.Played++
			}
			if won {
				s.Won++
			}
			s.Coins += coins
		}
		s.Points = s.Coins
		if f == BestOf {
			s.Points = s.Won
		}
		out[i] = s
	}
	key := func(s Standing) [2]int {
		if f == BestOf {
			return [2]int{s.Won, s.Points}
		}
		return [2]int{s.Points, s.Won}
	}
	sort.SliceStable(out, func(i, j int) bool {
		a, b := key(out[i]), key(out[j])
		return a[0] > b[0] || a[0] == b[0] && a[1] > b[1]
	})
	for i := range out {
		if i > 0 && key(out[i]) == key(out[i-1]) {
			out[i].Rank = out[i-1].Rank
		} else {
			out[i].Rank = i + 1
		}
	}
	return out
}

// Over reports whether a campaign of format f and length n is over after
// results: Islands and Games once n games were played; BestOf once a
// player has won a majority of n (Majority) or n games were played, drawn
// games counted among them. A length below 1 is read as 1.
func Over(f Format, n int, players []Player, results []GameResult) bool {
	if n < 1 {
		n = 1
	}
	if len(results) >= n {
		return true
	}
	if f != BestOf {
		return false
	}
	for _, s := range Table(f, players, results) {
		if s.Won >= Majority(n) {
			return true
		}
	}
	return false
}

// Champions are the players ranked first once the campaign is Over (nil
// before), in the players' order: several when they share the first rank.
func Champions(f Format, n int, players []Player, results []GameResult) []Player {
	if !Over(f, n, players, results) {
		return nil
	}
	var out []Player
	for _, s := range Table(f, players, results) {
		if s.Rank == 1 {
			out = append(out, s.Player)
		}
	}
	return out
}

// Series gives the points of each game for a season chart:
// Series(f, players, results)[i][g] is player i's points in game g:
// Islands and Games the coins or gold (0 when absent), BestOf 1 for a win
// and 0 otherwise.
func Series(f Format, players []Player, results []GameResult) [][]int {
	out := make([][]int, len(players))
	for i, p := range players {
		row := make([]int, len(results))
		for g, r := range results {
			if f == BestOf {
				if r.won(p.ID) {
					row[g] = 1
				}
			} else {
				row[g] = r.Scores[p.ID]
			}
		}
		out[i] = row
	}
	return out
}

// Cumulative turns a Series into running totals: out[i][g] is player i's
// points over games 0 … g, the standings' Points after game g.
func Cumulative(series [][]int) [][]int {
	out := make([][]int, len(series))
	for i, row := range series {
		sum := 0
		out[i] = make([]int, len(row))
		for g, v := range row {
			sum += v
			out[i][g] = sum
		}
	}
	return out
}
