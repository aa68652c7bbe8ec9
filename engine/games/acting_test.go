package games

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/engine/game"
)

// TestOneAtATimeActing: in a game whose seats act one at a time, Acting
// is the seat ToAct names, LegalFor lists only its actions, and an action
// played for a named seat is accepted for that seat alone. (The card
// game's seats plan at once: TestCardsPlansAtOnce.)
func TestOneAtATimeActing(t *testing.T) {
	for _, g := range All() {
		if g.ID() == Cards.ID() {
			continue
		}
		m, err := g.New(g.TwoSeats(), 3)
		if err != nil {
			t.Fatal(err)
		}
		seat, _ := m.ToAct()
		if a := m.Acting(); len(a) != 1 || a[0] != seat {
			t.Fatalf("%s: acting %v, ToAct %s", g.ID(), a, seat)
		}
		legal := m.LegalFor(seat)
		if len(legal) == 0 || len(legal) != len(m.Legal()) {
			t.Fatalf("%s: LegalFor(%s) = %d actions, Legal %d", g.ID(), seat, len(legal), len(m.Legal()))
		}
		var other string
		for _, n := range g.TwoSeats().Seats {
			if n != seat {
				other = n
			}
		}
		if len(m.LegalFor(other)) != 0 {
			t.Fatalf("%s: %s may act out of turn", g.ID(), other)
		}
		if _, err := m.Play(game.SeatEntry(other, legal[0])); !errors.Is(err, game.ErrNotActing) {
			t.Fatalf("%s: an action for %s out of turn: %v", g.ID(), other, err)
		}
		if _, err := m.Play(game.SeatEntry(seat, legal[0])); err != nil {
			t.Fatalf("%s: %s's own action as a seat entry: %v", g.ID(), seat, err)
		}
	}
}

// TestCardsPlansAtOnce: the card game's seats plan at once. At the start
// both act and either may plan first (p2 before p1, as a seat entry);
// a seat whose row is in may not act again; while resolving, only the
// seat asked acts. Random games whose seats act interleaved at random,
// logged as seat entries, replay to the same match.
func TestCardsPlansAtOnce(t *testing.T) {
	o := Cards.TwoSeats()
	m, err := Cards.New(o, 11)
	if err != nil {
		t.Fatal(err)
	}
	if got := fmt.Sprint(m.Acting()); got != "[p1 p2]" {
		t.Fatalf("acting at the start: %s", got)
	}
	if seat, _ := m.ToAct(); seat != "p1" {
		t.Fatalf("ToAct at the start: %s", seat)
	}
	if got, want := fmt.Sprint(m.LegalFor("p1")), fmt.Sprint(m.Legal()); got != want {
		t.Fatalf("LegalFor(p1) %s, Legal %s", got, want)
	}
	var plan string
	for _, a := range m.LegalFor("p2") {
		if strings.HasPrefix(a, "lay ") {
			plan = a
			break
		}
	}
	if plan == "" {
		t.Fatalf("p2 has nothing to plan: %v", m.LegalFor("p2"))
	}
	for _, e := range []string{game.SeatEntry("p2", plan), game.SeatEntry("p2", "undo"), game.SeatEntry("p2", plan), game.SeatEntry("p2", "ready")} {
		if _, err := m.Play(e); err != nil {
			t.Fatalf("%s while p1 is to act: %v", e, err)
		}
	}
	if got := fmt.Sprint(m.Acting()); got != "[p1]" {
		t.Fatalf("acting after p2's ready: %s", got)
	}
	if len(m.LegalFor("p2")) != 0 {
		t.Fatalf("p2 may act after its ready: %v", m.LegalFor("p2"))
	}
	if _, err := m.Play(game.SeatEntry("p2", "undo")); !errors.Is(err, game.ErrNotActing) {
		t.Fatalf("p2 undoes after its ready: %v", err)
	}

	for seed := range uint64(40) {
		m, err := Cards.New(o, seed)
		if err != nil {
			t.Fatal(err)
		}
		rng := seed*2654435761 + 1
		next := func(n int) int {
			rng = rng*6364136223846793005 + 1442695040888963407
			return int((rng >> 33) % uint64(n))
		}
		var log []string
		outOfTurn := 0
		for n := 0; n < 20000; n++ {
			acting := m.Acting()
			seat, over := m.ToAct()
			if over {
				if len(acting) != 0 {
					t.Fatalf("seed %d: %v act once over", seed, acting)
				}
				break
			}
			if !slices.Contains(acting, seat) {
				t.Fatalf("seed %d: ToAct %s is not among %v", seed, seat, acting)
			}
			who := acting[next(len(acting))]
			if who != seat {
				outOfTurn++
			}
			if len(acting) == 1 {
				// Resolving, or the last to plan: the other seat is refused.
				other := map[string]string{"p1": "p2", "p2": "p1"}[who]
				if l := m.LegalFor(other); len(l) != 0 {
					t.Fatalf("seed %d: %s may act with %v: %v", seed, other, acting, l)
				}
			}
			legal := m.LegalFor(who)
			if len(legal) == 0 {
				t.Fatalf("seed %d: %s acts with no legal action", seed, who)
			}
			e := game.SeatEntry(who, legal[next(len(legal))])
			if _, err := m.Play(e); err != nil {
				t.Fatalf("seed %d: %s: %v", seed, e, err)
			}
			log = append(log, e)
		}
		if !m.Outcome().Over {
			t.Fatalf("seed %d: no end after %d entries", seed, len(log))
		}
		if outOfTurn == 0 {
			t.Fatalf("seed %d: no seat ever acted before ToAct's", seed)
		}
		r, err := game.Replay(Cards, o, seed, log, nil)
		if err != nil {
			t.Fatalf("seed %d: replay: %v", seed, err)
		}
		a, _ := m.Snapshot()
		b, _ := r.Snapshot()
		if !slices.Equal(a, b) || fmt.Sprint(r.Outcome()) != fmt.Sprint(m.Outcome()) {
			t.Fatalf("seed %d: the replay differs: %+v, played %+v", seed, r.Outcome(), m.Outcome())
		}
	}
}

// TestCardsSeatPlayers: every level of the card game's computer is a
// game.SeatPlayer that plays for whichever seat may act: three-seat games
// whose seats plan in turn from the last, each row laid by one player to
// its ready, end, and every action chosen is one LegalFor lists.
func TestCardsSeatPlayers(t *testing.T) {
	for _, level := range Cards.Levels() {
		o := game.Options{Seats: []string{"p1", "p2", "p3"}, Variants: []string{"islands=2"}}
		m, err := Cards.New(o, 5)
		if err != nil {
			t.Fatal(err)
		}
		players := map[string]game.SeatPlayer{}
		for _, s := range o.Seats {
			p, err := Cards.Agent(level, 9, 0)
			if err != nil {
				t.Fatal(err)
			}
			sp, ok := p.(game.SeatPlayer)
			if !ok {
				t.Fatalf("%s: not a SeatPlayer", level)
			}
			players[s] = sp
		}
		for n := 0; ; n++ {
			acting := m.Acting()
			if len(acting) == 0 {
				break
			}
			if n > 5000 {
				t.Fatalf("%s: no end after %d actions", level, n)
			}
			seat := acting[len(acting)-1] // the last first: not the seat ToAct names
			a, err := players[seat].ChooseFor(m, seat)
			if err != nil {
				t.Fatalf("%s: %s: %v", level, seat, err)
			}
			if !slices.Contains(m.LegalFor(seat), a) {
				t.Fatalf("%s: %s chose %q, not legal for it", level, seat, a)
			}
			if _, err := m.Play(game.SeatEntry(seat, a)); err != nil {
				t.Fatalf("%s: %s %q: %v", level, seat, a, err)
			}
		}
		if _, over := m.ToAct(); !over {
			t.Fatalf("%s: no seat acts, yet not over", level)
		}
		if _, err := players["p1"].ChooseFor(m, "nobody"); err == nil {
			t.Fatalf("%s: chose for an unknown seat", level)
		}
	}
}
