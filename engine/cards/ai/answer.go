package ai

import "github.com/jackalbot/jackal/engine/cards"

// The resolution is nearly open play: every row is face up, only the
// specials in the others' hands are hidden (taken as none). A seat's
// answer is the one whose best way on pays most, the seats still to
// resolve answering in turn with their best (greedy) against those before.

var no = cards.Action{Kind: cards.ActNo}

// dumpTie is what a special spent weighs for a player rid of its
// specials (Hard): enough to break a tie between ways paying the same.
const dumpTie = 1e-3

// seatAt is the seat at turn index k.
func seatAt(v *cards.View, k int) uint8 { return uint8((int(v.First) + k) % int(v.Seats)) }

// seatOpts are the outcomes of seat p's row from its start, steps0 steps
// counted, with the specials of hand (nil: none known).
func (pl *player) seatOpts(v *cards.View, p uint8, steps0 uint8, hand *[cards.NumKinds]uint8) []opt {
	var none [cards.NumKinds]uint8
	if hand == nil {
		hand = &none
	}
	if v.Status[p] != cards.Ready {
		return nil
	}
	w := newWalker()
	return w.rowOpts(&v.Island, hand, v.Row[p][:v.RowN[p]], steps0, nil)
}

// fixedPicks fills the picks of the seats resolved already.
func fixedPicks(v *cards.View, picks []pick) {
	for k := range int(v.Res) {
		if p := seatAt(v, k); v.Dug[p] != cards.NoCell {
			picks[k] = pick{v.Dug[p], v.DugSteps[p], true}
		}
	}
}

// resolverValue is what the resolving seat (the viewer) earns at best from
// the outcomes the walker recorded: each outcome weighed against the seats
// resolved and the later seats' greedy picks (wayValue). For a player rid
// of its specials (Hard), a row digging nowhere is worth the hand it
// keeps, rid of the specials its way spends most; a row that may dig
// must dig.
func (pl *player) resolverValue(v *cards.View, later [][]opt) float64 {
	pl.opts = pl.w.opts(pl.opts[:0])
	picks := make([]pick, v.Seats)
	fixedPicks(v, picks)
	res := int(v.Res)
	best := 0.0
	switch {
	case pl.dump && len(pl.opts) > 0:
		best = -1e18
	case pl.dump:
		best = keptWorth(v, pl.w.spent)
	}
	for _, o := range pl.opts {
		picks[res] = pick{o.cell, o.steps, true}
		for k := res + 1; k < int(v.Seats); k++ {
			picks[k] = greedy(&v.Island, later[k], picks, k)
		}
		if val := pl.wayValue(v, payoff(&v.Island, picks, res), o); val > best {
			best = val
		}
	}
	return best
}

// wayValue is what a way paying coins is worth to the resolving seat: the
// coins less what its specials cost (specialCost each), or, for a player
// rid of its specials (Hard), the coins and the worth of the hand it
// carries on, rid of the specials the way spends (keptWorth): a special
// left in the hand clogs it, as only rough ground or a bandit takes a
// friday or a weapon.
func (pl *player) wayValue(v *cards.View, coins int, o opt) float64 {
	if pl.dump {
		return float64(coins) + keptWorth(v, o.sp)
	}
	return float64(coins) - specialCost*float64(o.used)
}

// keptWorth is the worth of the hand the viewer carries out of the round
// (handValue, weighed by DefaultFuture; nothing on the last island) when
// its way on spends the specials of sp, every rum played, and a tie-break
// for each special spent, a weapon or a friday first. With islands left
// a friday or a weapon spent is worth more than a coin (keepTable).
func keptWorth(v *cards.View, sp spend) float64 {
	tie := dumpTie * float64(2*sp.junk()+int(sp.d))
	left := islandsLeft(v)
	if left == 0 {
		return tie
	}
	h := v.Hand
	spendFrom(&h, sp)
	h[cards.Rum] = 0
	return DefaultFuture*handValue(&h, keepFor(left)) + tie
}

// laterOpts are the outcomes of the seats after the resolving one.
func (pl *player) laterOpts(v *cards.View) [][]opt {
	later := make([][]opt, v.Seats)
	for k := int(v.Res) + 1; k < int(v.Seats); k++ {
		later[k] = pl.seatOpts(v, seatAt(v, k), 0, nil)
	}
	return later
}

// answer is the viewer's answer to the question of the resolution.
func (pl *player) answer(v *cards.View) cards.Action {
	me := v.Seat
	if v.Pend == cards.PendRum {
		return pl.rum(v)
	}
	row := v.Row[me][:v.RowN[me]]
	if int(v.Card) >= len(row) {
		return no
	}
	i := int(v.Card)
	c := row[i]
	later := pl.laterOpts(v)
	here := node{pos: v.Pos[me], steps: v.Steps}
	// value resolves the rest of the row from the pirates of first (the
	// current card's move over, not yet doubled unless v.Doubled).
	value := func(first []node, moved bool) float64 {
		var layer []node
		for _, n := range first {
			if moved && !v.Doubled {
				layer = pl.w.done(c, n, layer)
			} else {
				layer = append(layer, n)
			}
		}
		pl.w.rest(layer, row[i+1:])
		return pl.resolverValue(v, later)
	}
	switch v.Pend {
	case cards.PendDir:
		best, out := -1e18, cards.Action{}
		for _, d := range c.Dirs() {
			pl.w.reset(&v.Island, &v.Hand)
			if val := value(pl.w.move(here, d, nil), true); val > best {
				best, out = val, cards.Action{Kind: cards.ActDir, Dir: d}
			}
		}
		return out
	case cards.PendFriday:
		if v.Hand[cards.Friday] == 0 {
			return no
		}
		pl.w.reset(&v.Island, &v.Hand)
		n := here
		n.steps++
		without := value([]node{n}, true)
		pl.w.reset(&v.Island, &v.Hand)
		n = here
		n.f = 1
		if with := value([]node{n}, true); with > without || pl.dump && with == without {
			return cards.Action{Kind: cards.ActPlay, Card: cards.Friday}
		}
	case cards.PendWeapon:
		if v.Hand[cards.Weapon] == 0 {
			return no
		}
		pl.w.reset(&v.Island, &v.Hand)
		n := here
		n.w = 1
		if value([]node{n}, true) > 0 || pl.dump {
			return cards.Action{Kind: cards.ActPlay, Card: cards.Weapon}
		}
	case cards.PendDouble:
		if v.Hand[cards.Double] == 0 {
			return no
		}
		pl.w.reset(&v.Island, &v.Hand)
		without := value([]node{here}, false)
		pl.w.reset(&v.Island, &v.Hand)
		n := here
		n.d = 1
		if with := value(pl.w.moveAll(c, n, nil), false); with > without || pl.dump && with == without {
			return cards.Action{Kind: cards.ActPlay, Card: cards.Double}
		}
	}
	return no
}

// rum plays a rum on the resolving seat when the step it costs that seat
// gains the viewer more than the card is worth: coins the viewer wins, or
// coins the resolving seat loses (counted in full when it leads the
// viewer, half otherwise).
func (pl *player) rum(v *cards.View) cards.Action {
	me := v.Seat
	if v.Hand[cards.Rum] == 0 {
		return no
	}
	r := seatAt(v, int(v.Res))
	if pl.dump {
		return pl.rumWhere(v)
	}
	base, pay := pl.rumPay(v, -1), pl.rumPay(v, int(v.Res))
	m0, r0, m1, r1 := base[me], base[r], pay[me], pay[r]
	lambda := 0.5
	if v.Coins[r] >= v.Coins[me] {
		lambda = 1
	}
	if float64(m1-m0)+lambda*float64(r0-r1)-rumCost > 0 {
		return cards.Action{Kind: cards.ActRum, Seat: r}
	}
	return no
}
