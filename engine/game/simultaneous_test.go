package game_test

import (
	"errors"
	"fmt"
	"strconv"
	"testing"

	"github.com/jackalbot/jackal/engine/game"
)

// bids is a toy game of sealed bids: both seats bid 1 to 3 at once; the
// higher bid wins once both are in.
type bids struct{}

type bidState struct{ bid [2]int }

var _ game.Simultaneous[bidState, int, string] = bids{}

func (bids) ID() string                                  { return "bids" }
func (bids) Name() string                                { return "Sealed bids" }
func (bids) Version() int                                { return 1 }
func (bids) Seats() []int                                { return []int{2} }
func (bids) Variants() []string                          { return nil }
func (bids) TwoSeats() game.Options                      { return game.Options{Seats: []string{"north", "south"}} }
func (bids) Deal(game.Options, uint64) (bidState, error) { return bidState{}, nil }
func (bids) SeatName(i int) string {
	switch i {
	case 0:
		return "north"
	case 1:
		return "south"
	}
	return ""
}
func (b bids) ToAct(s *bidState) (int, bool) {
	for i := range s.bid {
		if s.bid[i] == 0 {
			return i, false
		}
	}
	return game.Spectator, true
}
func (b bids) Legal(s *bidState, buf []int) []int {
	i, over := b.ToAct(s)
	if over {
		return buf[:0]
	}
	return b.LegalFor(s, i, buf)
}
func (b bids) Apply(s *bidState, a int, ev *[]string) error {
	i, over := b.ToAct(s)
	if over {
		return errors.New("over")
	}
	return b.ApplyFor(s, i, a, ev)
}
func (bids) Acting(s *bidState) []int {
	var out []int
	for i := range s.bid {
		if s.bid[i] == 0 {
			out = append(out, i)
		}
	}
	return out
}
func (bids) LegalFor(s *bidState, seat int, buf []int) []int {
	buf = buf[:0]
	if seat < 0 || seat > 1 || s.bid[seat] != 0 {
		return buf
	}
	return append(buf, 1, 2, 3)
}
func (bids) ApplyFor(s *bidState, seat int, a int, ev *[]string) error {
	if seat < 0 || seat > 1 || s.bid[seat] != 0 || a < 1 || a > 3 {
		return fmt.Errorf("%w: seat %d bid %d", game.ErrNotActing, seat, a)
	}
	s.bid[seat] = a
	*ev = append(*ev, fmt.Sprintf("seat %d bid", seat))
	return nil
}
func (bids) Note(*bidState, string, *[]string) error { return nil }
func (bids) View(s *bidState, seat int) bidState {
	v := bidState{}
	if s.bid[0] != 0 && s.bid[1] != 0 {
		return *s
	}
	if seat == 0 || seat == 1 {
		v.bid[seat] = s.bid[seat]
	}
	return v
}
func (bids) Outcome(s *bidState) game.Outcome {
	o := game.Outcome{Over: s.bid[0] != 0 && s.bid[1] != 0, Scores: map[string]int{"north": s.bid[0], "south": s.bid[1]}}
	if o.Over && s.bid[0] != s.bid[1] {
		o.Winners = []string{map[bool]string{true: "north", false: "south"}[s.bid[0] > s.bid[1]]}
	}
	return o
}
func (bids) Format(a int) string         { return strconv.Itoa(a) }
func (bids) Parse(t string) (int, error) { return strconv.Atoi(t) }
func (bids) Marshal(s *bidState) ([]byte, error) {
	return []byte{byte(s.bid[0]), byte(s.bid[1])}, nil
}
func (bids) Unmarshal(b []byte) (bidState, error) {
	if len(b) != 2 {
		return bidState{}, errors.New("corrupt")
	}
	return bidState{bid: [2]int{int(b[0]), int(b[1])}}, nil
}

// TestSimultaneousSeats: both seats act at once; an action played for a
// seat (SeatEntry) is logged and replays; a seat that already acted, or
// an unknown one, is refused; a one-at-a-time front end still finds a
// seat to act in ToAct.
func TestSimultaneousSeats(t *testing.T) {
	g := game.Erase[bidState, int, string, bidState](bids{}, game.Extras[bidState, int]{})
	m, err := g.New(g.TwoSeats(), 1)
	if err != nil {
		t.Fatal(err)
	}
	if got := fmt.Sprint(m.Acting()); got != "[north south]" {
		t.Fatalf("acting at the start: %s", got)
	}
	if got := fmt.Sprint(m.LegalFor("south")); got != "[1 2 3]" {
		t.Fatalf("south's actions: %s", got)
	}
	log := []string{game.SeatEntry("south", "3")}
	if _, err := m.Play(log[0]); err != nil {
		t.Fatal(err)
	}
	if got := fmt.Sprint(m.Acting()); got != "[north]" {
		t.Fatalf("acting after south: %s", got)
	}
	if len(m.LegalFor("south")) != 0 {
		t.Fatal("south may act twice")
	}
	if _, err := m.Play(game.SeatEntry("south", "2")); !errors.Is(err, game.ErrNotActing) {
		t.Fatalf("south's second bid: %v", err)
	}
	if _, err := m.Play(game.SeatEntry("east", "2")); !errors.Is(err, game.ErrUnknownSeat) {
		t.Fatalf("an unknown seat: %v", err)
	}
	if seat, over := m.ToAct(); over || seat != "north" {
		t.Fatalf("ToAct: %s %v", seat, over)
	}
	log = append(log, game.SeatEntry("north", "1"))
	if _, err := m.Play(log[1]); err != nil {
		t.Fatal(err)
	}
	if out := m.Outcome(); !out.Over || fmt.Sprint(out.Winners) != "[south]" {
		t.Fatalf("outcome: %+v", out)
	}
	if len(m.Acting()) != 0 {
		t.Fatal("someone acts after the end")
	}
	r, err := game.Replay(g, g.TwoSeats(), 1, log, nil)
	if err != nil || fmt.Sprint(r.Outcome().Winners) != "[south]" {
		t.Fatalf("replay: %v %+v", err, r.Outcome())
	}
}
