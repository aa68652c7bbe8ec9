package puzzle

import "github.com/jackalbot/jackal/engine"

// Result is how a puzzle's game stands, as Judge reads it.
type Result struct {
	// Over is set once the game has ended.
	Over bool
	// Solved is set when the game is over with the goal met: every coin
	// on the bank, within the goal's turns, with the goal's survivors.
	Solved bool
	// Turns is the turn the game ended in (or is in): the turns used.
	Turns int
	// Survivors is the pirates alive.
	Survivors int
	// Coins is the coins on the bank, of Total.
	Coins, Total int
}

// Judge reads the state s of p's game (dealt by Deal) against p's goal.
func (p *Puzzle) Judge(s *engine.State) Result {
	r := Result{Over: s.Over, Turns: int(s.Round), Survivors: s.Survivors(), Coins: s.CoinsBanked(), Total: p.CoinCount()}
	r.Solved = r.Over && s.Ending() == engine.EndBanked && r.Coins == r.Total &&
		(p.Turns == 0 || r.Turns <= p.Turns) && r.Survivors >= p.Survivors
	return r
}
