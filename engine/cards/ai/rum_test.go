package ai

import (
	"testing"

	"github.com/jackalbot/jackal/engine/cards"
)

// TestRumWhere checks where hard plays a rum in a three-player round, p1
// and p2 racing for the 3 (p1 first by turn order, the same steps), hard
// (p3, resolving last) digging nowhere: on p1, the leader, it costs the
// one to beat a coin, so hard plays it there; when p2 leads, a rum on p1
// would hand the leader the 3, so hard keeps it for p2's resolution,
// where it changes nothing and is spent (a rum kept clogs the hand);
// holding none, it answers no.
func TestRumWhere(t *testing.T) {
	is := island(t, "W . 3\n")
	tests := []struct {
		name   string
		coins  [2]uint16 // p1's and p2's
		res    uint8     // the seat resolving
		rum    bool      // hard holds a rum
		wantOn int       // the seat the rum goes on, -1 none
	}{
		{"the leader races first", [2]uint16{5, 2}, 0, true, 0},
		{"the leader races second: not on p1", [2]uint16{2, 5}, 0, true, -1},
		{"the leader races second: spent on p2", [2]uint16{2, 5}, 1, true, 1},
		{"no rum held", [2]uint16{5, 2}, 0, false, -1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			v := cards.View{Seats: 3, NumIsl: 10, Island: is, Phase: cards.PhaseResolve, Pend: cards.PendRum, Seat: 2, Res: tc.res}
			if tc.rum {
				v.Hand = hand(cards.Rum, cards.ArrowNS)
			} else {
				v.Hand = hand(cards.ArrowNS, cards.ArrowNS)
			}
			for p := range 3 {
				v.Status[p] = cards.Ready
				v.Dug[p], v.Pos[p] = cards.NoCell, cards.NoCell
			}
			for p := range 2 {
				v.Row[p][0], v.Row[p][1], v.RowN[p] = cards.ArrowEW, cards.ArrowEW, 2
				v.Coins[p] = tc.coins[p]
			}
			v.Row[2][0], v.RowN[2] = cards.ArrowNS, 1 // off the card: no gold
			v.Coins[2] = 4
			if tc.res > 0 {
				v.Dug[0], v.DugSteps[0] = is.Find(cards.Gold3), 2 // p1 dug the 3 already
			}
			v.Pos[tc.res] = is.Find(cards.FlagWhite)
			got := playerOf(t, "hard").answer(&v)
			switch {
			case tc.wantOn < 0 && got.Kind != cards.ActNo:
				t.Fatalf("hard answers %v, want no", got)
			case tc.wantOn >= 0 && (got.Kind != cards.ActRum || int(got.Seat) != tc.wantOn):
				t.Fatalf("hard answers %v, want a rum on p%d", got, tc.wantOn+1)
			}
		})
	}
}
