package cards

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/engine/game"
)

// actFor plays text actions (`;`-separated) for seat with ApplyFor.
func actFor(t *testing.T, s *State, seat uint8, acts string) {
	t.Helper()
	for _, a := range strings.Split(acts, ";") {
		a = strings.TrimSpace(a)
		act, err := Parse(a)
		if err != nil {
			t.Fatal(err)
		}
		if err := ApplyFor(s, seat, act, nil); err != nil {
			t.Fatalf("p%d %s: %v (legal: %v)", seat+1, a, err, LegalFor(s, seat, nil))
		}
	}
}

// acting is Acting's seats, written "p1 p2".
func acting(s *State) string {
	var out []string
	for _, p := range Acting(s, nil) {
		out = append(out, SeatName(int(p)))
	}
	return strings.Join(out, " ")
}

// TestPlansAtOnce: every seat still planning may act, in any order: p2
// lays and takes back a card before p1 lays any, p3 visits Tortuga in
// between, p2 confirms first; a seat whose row is in may not act again;
// the state after the last row (revealed, resolving) is the one the same
// plans give laid one seat after the other in turn order. While
// resolving, only the seat asked acts.
func TestPlansAtOnce(t *testing.T) {
	hands := [][]Card{{ns, ew}, {ew, Horse, Rum}, {ns, Rum}} // p2's rum: it is asked; p3's at Tortuga: it is not
	deal := func() *State {
		s := fixture(t, testGrid, hands...)
		s.Coins[2] = 1
		return s
	}
	s := deal()
	if got := acting(s); got != "p1 p2 p3" {
		t.Fatalf("acting at the start: %s", got)
	}
	if got := fmt.Sprint(Rules{}.Acting(s)); got != "[0 1 2]" {
		t.Fatalf("Rules.Acting: %s", got)
	}
	actFor(t, s, 1, "lay horse")
	actFor(t, s, 2, "tortuga 1")
	if got := acting(s); got != "p1 p2" {
		t.Fatalf("acting after p3's Tortuga: %s", got)
	}
	if p, _ := ToAct(s); p != 0 {
		t.Fatalf("ToAct names p%d, not the first seat still planning", p+1)
	}
	actFor(t, s, 1, "undo; lay arrow-ew")
	actFor(t, s, 0, "lay arrow-ns")
	actFor(t, s, 1, "ready")
	if got := acting(s); got != "p1" {
		t.Fatalf("acting after p2's ready: %s", got)
	}
	for _, p := range []uint8{1, 2, 3, 200} {
		if l := LegalFor(s, p, nil); len(l) != 0 {
			t.Errorf("p%d, its row in, may still %v", p+1, l)
		}
		for _, a := range []string{"lay horse", "undo", "ready", "tortuga 1", "pass"} {
			act, _ := Parse(a)
			if err := ApplyFor(s, p, act, nil); !errors.Is(err, ErrNotActing) || !errors.Is(err, game.ErrNotActing) {
				t.Errorf("p%d %s after its row is in: %v", p+1, a, err)
			}
		}
	}
	// An illegal action of a seat still planning is ErrIllegal.
	if err := ApplyFor(s, 0, Action{Kind: ActPlan, Card: Horse}, nil); !errors.Is(err, ErrIllegal) {
		t.Errorf("p1 plans a card it lacks: %v", err)
	}
	actFor(t, s, 0, "lay arrow-ew; ready")
	if s.Phase != PhaseResolve {
		t.Fatalf("not revealed after the last row: phase %d", s.Phase)
	}

	r := deal()
	script(t, r, "lay arrow-ns; lay arrow-ew; ready; lay horse; undo; lay arrow-ew; ready; tortuga 1")
	if *r != *s {
		t.Fatalf("the plans made at once differ from the same plans in turn order:\n%+v\n%+v", *s, *r)
	}

	// Resolving: p2 is asked for rum on p1's row, and only p2 acts.
	p, _ := ToAct(s)
	if got := acting(s); got != SeatName(int(p)) || s.Pend != PendRum || p != 1 {
		t.Fatalf("acting while resolving: %q (ToAct p%d, pending %d)", got, p+1, s.Pend)
	}
	if l := LegalFor(s, 0, nil); len(l) != 0 {
		t.Errorf("p1 may act while p2 is asked: %v", l)
	}
	if err := ApplyFor(s, 0, Action{Kind: ActNo}, nil); !errors.Is(err, game.ErrNotActing) {
		t.Errorf("p1 answers p2's question: %v", err)
	}
	if err := (Rules{}).ApplyFor(s, -1, Action{Kind: ActNo}, nil); !errors.Is(err, game.ErrNotActing) {
		t.Errorf("seat -1: %v", err)
	}
	if l := (Rules{}).LegalFor(s, 7, nil); len(l) != 0 {
		t.Errorf("seat 7 may act: %v", l)
	}
	if got, want := fmt.Sprint(LegalFor(s, 1, nil)), fmt.Sprint(Legal(s, nil)); got != want {
		t.Errorf("LegalFor(p2) %s, Legal %s", got, want)
	}
	actFor(t, s, 1, "no")
	if err := Apply(r, Action{Kind: ActNo}, nil); err != nil || *r != *s {
		t.Fatalf("ApplyFor and Apply differ while resolving: %v", err)
	}

	Conclude(s, nil)
	if got := acting(s); got != "" {
		t.Errorf("acting once over: %s", got)
	}
	if err := ApplyFor(s, 0, Action{Kind: ActNo}, nil); !errors.Is(err, ErrGameOver) {
		t.Errorf("an action once over: %v", err)
	}
}

// randomStep plays a random legal action: for the seat ToAct names, or,
// interleaved, for a seat drawn at random from Acting's. It returns the
// seat and the action.
func randomStep(t testing.TB, s *State, interleave bool, rng *uint64, buf *[]Action, ev *[]Event) (uint8, Action) {
	t.Helper()
	p, ok := ToAct(s)
	if !ok {
		t.Fatalf("seed %d: a step once over", s.Seed)
	}
	if interleave {
		var seats [MaxSeats]uint8
		acting := Acting(s, seats[:0])
		if len(acting) == 0 {
			t.Fatalf("seed %d ply %d: no seat acts", s.Seed, s.Plies)
		}
		if !slices.Contains(acting, p) {
			t.Fatalf("seed %d ply %d: ToAct p%d is not among the acting %v", s.Seed, s.Plies, p+1, acting)
		}
		p = acting[SplitMix(rng)%uint64(len(acting))]
	}
	*buf = LegalFor(s, p, *buf)
	if len(*buf) == 0 {
		t.Fatalf("seed %d ply %d: no legal action for p%d", s.Seed, s.Plies, p+1)
	}
	a := (*buf)[SplitMix(rng)%uint64(len(*buf))]
	if err := ApplyFor(s, p, a, ev); err != nil {
		t.Fatalf("seed %d ply %d: p%d %s: %v", s.Seed, s.Plies, p+1, Format(a), err)
	}
	return p, a
}

// TestPlansInAnyOrder: in random games whose seats plan interleaved at
// random, each round's plans give the state the same plans give laid in
// turn order (replayed from the round's start with Apply), through the
// reveal and as far as the resolution goes unasked. Two Tortuga visits
// draw from the deck in the order made, so a round where they are not in
// turn order is only counted.
func TestPlansInAnyOrder(t *testing.T) {
	games := 300
	if testing.Short() {
		games = 60
	}
	compared, skipped := 0, 0
	for g := range games {
		s, err := Deal(Options{Seats: 2 + g%3, Islands: 4}, uint64(g)+500)
		if err != nil {
			t.Fatal(err)
		}
		rng := uint64(g)*3 + 1
		var buf []Action
		for !s.Over() {
			if s.Phase != PhasePlan {
				randomStep(t, &s, true, &rng, &buf, nil)
				continue
			}
			start := s
			var plans [MaxSeats][]Action
			var tortuga []uint8 // offsets from the first player of the visitors, in the order made
			for {
				planning := len(Acting(&s, nil))
				p, a := randomStep(t, &s, true, &rng, &buf, nil)
				plans[p] = append(plans[p], a)
				if a.Kind == ActTortuga {
					tortuga = append(tortuga, (p+start.Seats-start.First)%start.Seats)
				}
				if planning == 1 && (a.Kind == ActReady || a.Kind == ActTortuga || a.Kind == ActPass) {
					break
				}
			}
			inOrder := true
			for i := 1; i < len(tortuga); i++ {
				inOrder = inOrder && tortuga[i-1] < tortuga[i]
			}
			if !inOrder {
				skipped++
				continue
			}
			r := start
			for k := range start.Seats {
				p := (start.First + k) % start.Seats
				for _, a := range plans[p] {
					if q, _ := ToAct(&r); q != p {
						t.Fatalf("game %d: in turn order p%d plans, not p%d", g, q+1, p+1)
					}
					if err := Apply(&r, a, nil); err != nil {
						t.Fatalf("game %d: p%d %s in turn order: %v", g, p+1, Format(a), err)
					}
				}
			}
			if r != s {
				t.Fatalf("game %d round %d: the plans made at once differ from the same plans in turn order", g, start.Round)
			}
			compared++
		}
	}
	if compared < games {
		t.Fatalf("only %d rounds compared (%d skipped)", compared, skipped)
	}
	t.Logf("%d rounds compared, %d with Tortuga visits out of turn order skipped", compared, skipped)
}
