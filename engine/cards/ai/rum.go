package ai

import "github.com/jackalbot/jackal/engine/cards"

// A player rid of its specials (Hard) plays a rum where it counts: every
// row is face up by the resolution, so the step a rum costs a seat is
// weighed on each seat still to resolve this round, and the rum goes on
// the one where it gains the viewer most (rumGain), or nowhere while it
// would only help the others. A rum played on a seat that no one races
// gains nothing and costs nothing: the card is spent, its place in the
// hand freed for a draw.

// rumWhere is the answer of a player rid of its specials to the rum
// question on the resolving seat: play it when no seat still to resolve
// gains the viewer more, and the rum harms the viewer nowhere.
func (pl *player) rumWhere(v *cards.View) cards.Action {
	me := v.Seat
	res := int(v.Res)
	n := int(v.Seats)
	base := pl.rumPay(v, -1)
	best, at := -1e9, -1
	for k := res; k < n; k++ {
		p := seatAt(v, k)
		if p == me || v.Status[p] != cards.Ready {
			continue
		}
		if g := rumGain(v, base, pl.rumPay(v, k)); g > best+1e-9 {
			best, at = g, k
		}
	}
	if at != res || best < 0 {
		return no
	}
	return cards.Action{Kind: cards.ActRum, Seat: seatAt(v, res)}
}

// rumPay is the coins each seat (by seat) is paid this round when the
// seat at turn index k (-1: none) takes a rum's step: the seats resolved
// keep what they dug, the resolving one and those after pick their best
// way in turn (greedy) against the picks before them, the viewer with the
// specials of its hand, the others with none known.
func (pl *player) rumPay(v *cards.View, k int) []int {
	n := int(v.Seats)
	res := int(v.Res)
	picks := make([]pick, n)
	fixedPicks(v, picks)
	for i := res; i < n; i++ {
		p := seatAt(v, i)
		var steps uint8
		if i == res {
			steps = v.Steps
		}
		if i == k {
			steps++
		}
		var hand *[cards.NumKinds]uint8
		if p == v.Seat {
			hand = &v.Hand
		}
		picks[i] = greedy(&v.Island, pl.seatOpts(v, p, steps, hand), picks, i)
	}
	pay := make([]int, n)
	for i := range n {
		pay[seatAt(v, i)] = payoff(&v.Island, picks, i)
	}
	return pay
}

// rumGain is what a rum changing the round's pay from base to pay gains
// the viewer: its own coins, less the coins of the others, each counted
// in full when it has as many coins as the richest of them (the one to
// beat), half otherwise.
func rumGain(v *cards.View, base, pay []int) float64 {
	me := v.Seat
	top := uint16(0)
	for p := range v.Seats {
		if p != me {
			top = max(top, v.Coins[p])
		}
	}
	g := float64(pay[me] - base[me])
	for p := range v.Seats {
		if p == me {
			continue
		}
		l := 0.5
		if v.Coins[p] >= top {
			l = 1
		}
		g -= l * float64(pay[p]-base[p])
	}
	return g
}
