package cardsn

import (
	"strings"
	"testing"

	"github.com/jackalbot/jackal/bot/narrate"
	"github.com/jackalbot/jackal/engine/cards"
)

// kindSamples is one event of each kind, told alone.
var kindSamples = []cards.Event{
	{Kind: cards.EvIsland, N: 3},
	{Kind: cards.EvTortuga, Seat: 1, N: 2, M: 3},
	{Kind: cards.EvPlanned, Seat: 1, N: 3},
	{Kind: cards.EvReady, Seat: 1},
	{Kind: cards.EvPass, Seat: 1},
	{Kind: cards.EvReveal, Seat: 1, N: 2},
	{Kind: cards.EvRum, Seat: 2, Other: 0},
	{Kind: cards.EvFlag, Seat: 0, Card: cards.FlagRed, Cell: cards.CellAt(1, 2)},
	{Kind: cards.EvMove, Seat: 0, Card: cards.ArrowEW, Dir: cards.E, From: cards.CellAt(1, 0), Cell: cards.CellAt(2, 0)},
	{Kind: cards.EvRough, Seat: 0, Cell: cards.CellAt(2, 1), N: 2},
	{Kind: cards.EvBandit, Seat: 0, Cell: cards.CellAt(2, 2), N: 1},
	{Kind: cards.EvDouble, Seat: 0, Card: cards.Horse},
	{Kind: cards.EvDig, Seat: 0, Cell: cards.CellAt(3, 3), N: 4},
	{Kind: cards.EvStop, Seat: 0, Cell: cards.CellAt(2, 2), N: 3},
	{Kind: cards.EvPaid, Seat: 0, Cell: cards.CellAt(3, 3), N: 3},
	{Kind: cards.EvReshuffle, N: 23},
	{Kind: cards.EvDraw, Seat: 0, Card: cards.Horse},
	{Kind: cards.EvFirst, Seat: 1},
	{Kind: cards.EvGameOver, N: cards.EndIslands},
	{Kind: cards.EvRowCard, Seat: 1, Card: cards.Horse, N: 0},
}

// view is the view of a fresh 3-seat deal for seat.
func view(t testing.TB, seat uint8) *cards.View {
	t.Helper()
	s := deal(t, 3, 4, 1)
	v := cards.ViewFor(&s, seat)
	return &v
}

func TestEveryEventKind(t *testing.T) {
	if got, want := len(kindSamples), int(cards.EvRowCard); got != want {
		t.Fatalf("%d samples for %d event kinds", got, want)
	}
	v := view(t, 0)
	byLang := map[narrate.Lang][]string{}
	for _, l := range narrate.Langs() {
		var texts []string
		for k, e := range kindSamples {
			if e.Kind != cards.EventKind(k+1) {
				t.Fatalf("sample %d is %v", k, e)
			}
			s := Events(l, []cards.Event{e}, v)
			checkText(t, l, "Events "+e.String(), s)
			texts = append(texts, s)
		}
		distinct(t, string(l)+" event kind", texts)
		byLang[l] = texts
		if got := Events(l, nil, v); got != "" {
			t.Errorf("%s: no events told as %q", l, got)
		}
		if got := Events(l, []cards.Event{{Kind: 99}}, nil); got == "" {
			t.Errorf("%s: an unknown event is silent", l)
		}
	}
	for k := range kindSamples {
		if byLang[narrate.EN][k] == byLang[narrate.RU][k] {
			t.Errorf("%v: English and Russian are the same: %q", kindSamples[k], byLang[narrate.EN][k])
		}
	}
}

// TestEventVariants tells the other branch of each event that has one.
func TestEventVariants(t *testing.T) {
	v := view(t, 0)
	samples := []cards.Event{
		{Kind: cards.EvPlanned, Seat: 1},
		{Kind: cards.EvFlag, Seat: 0, Card: cards.FlagBlue, Cell: cards.NoCell},
		{Kind: cards.EvMove, Seat: 0, Card: cards.Horse, Dir: cards.NNE, From: cards.CellAt(1, 0), Cell: cards.CellAt(2, 2)},
		{Kind: cards.EvMove, Seat: 0, Card: cards.ArrowNE, Dir: cards.NE, From: cards.CellAt(1, 0), Cell: cards.NoCell},
		{Kind: cards.EvRough, Seat: 0, Cell: cards.CellAt(2, 1), N: 1},
		{Kind: cards.EvBandit, Seat: 0, Cell: cards.CellAt(2, 2)},
		{Kind: cards.EvPaid, Seat: 0, Cell: cards.CellAt(3, 3), N: 0},
		{Kind: cards.EvTortuga, Seat: 1, N: 3, M: 4},
		{Kind: cards.EvGameOver, N: cards.EndResigned},
		{Kind: cards.EvGameOver, N: cards.EndAgreed},
	}
	for _, l := range narrate.Langs() {
		var texts []string
		for _, e := range samples {
			s := Events(l, []cards.Event{e}, v)
			checkText(t, l, "Events "+e.String(), s)
			texts = append(texts, s)
		}
		distinct(t, string(l)+" variant", texts)
	}
	if s := Events(narrate.EN, samples[7:8], v); !strings.Contains(s, "ran dry") {
		t.Errorf("a short Tortuga draw is not told: %q", s)
	}
}

// TestDrawsNamedToOwner: a draw names its card to the drawing seat alone,
// folded into the Tortuga visit that bought it.
func TestDrawsNamedToOwner(t *testing.T) {
	s := deal(t, 3, 4, 1)
	evs := []cards.Event{
		{Kind: cards.EvDraw, Seat: 1, Card: cards.Horse},
		{Kind: cards.EvDraw, Seat: 1, Card: cards.Friday},
		{Kind: cards.EvTortuga, Seat: 1, N: 1, M: 2},
	}
	for _, l := range narrate.Langs() {
		for _, seat := range viewers(&s) {
			v := cards.ViewFor(&s, seat)
			got := Events(l, evs, &v)
			checkText(t, l, "Tortuga draws", got)
			named := strings.Contains(got, CardName(l, cards.Horse)) && strings.Contains(got, CardName(l, cards.Friday))
			if named != (seat == 1) {
				t.Errorf("%s seat %d: %q", l, seat, got)
			}
			if strings.Count(got, ".") != 1 {
				t.Errorf("%s seat %d: the draws are not folded into the visit: %q", l, seat, got)
			}
		}
	}
	v := cards.ViewFor(&s, 0)
	got := Events(narrate.EN, []cards.Event{{Kind: cards.EvDraw, Seat: 0, Card: cards.Rum}, {Kind: cards.EvDraw, Seat: 0, Card: cards.Horse}}, &v)
	if got != "Player 1 drew 2 cards: rum and horse." {
		t.Errorf("own draws: %q", got)
	}
}

// TestRevealNamesRow: the reveal names the row the view shows, and counts
// it when a new round has begun since.
func TestRevealNamesRow(t *testing.T) {
	s := deal(t, 2, 4, 3)
	s.Phase = cards.PhaseResolve
	s.Row[1][0], s.Row[1][1], s.RowN[1] = cards.FlagRed, cards.Horse, 2
	rev := cards.Event{Kind: cards.EvReveal, Seat: 1, N: 2}
	v := cards.ViewFor(&s, 0)
	for _, l := range narrate.Langs() {
		got := Events(l, []cards.Event{rev}, &v)
		if !strings.Contains(got, CardName(l, cards.FlagRed)) || !strings.Contains(got, CardName(l, cards.Horse)) {
			t.Errorf("%s: the reveal does not name the row: %q", l, got)
		}
		later := Events(l, []cards.Event{rev, {Kind: cards.EvIsland, N: 2}}, &v)
		if strings.Contains(later, CardName(l, cards.Horse)) || !strings.Contains(later, "2") {
			t.Errorf("%s: a reveal before a new island: %q", l, later)
		}
	}
	if got := Events(narrate.EN, []cards.Event{rev}, &v, "Ann", "Bob"); got != "Bob's row: red flag and horse." {
		t.Errorf("with names: %q", got)
	}
	if got := Events(narrate.RU, []cards.Event{rev}, &v); got != "Игрок 2: открыт ряд — красный флаг и конь." {
		t.Errorf("RU: %q", got)
	}
}

// TestNamesGiven: the caller's seat labels replace the defaults.
func TestNamesGiven(t *testing.T) {
	e := []cards.Event{{Kind: cards.EvRum, Seat: 2, Other: 0}}
	for _, l := range narrate.Langs() {
		got := Events(l, e, nil, "Ann", "", "Cid")
		if !strings.Contains(got, "Ann") || !strings.Contains(got, "Cid") {
			t.Errorf("%s: %q", l, got)
		}
	}
	if got := Events(narrate.RU, e, nil); got != "Игрок 3: ром — Игрок 1 получает +1 шаг." {
		t.Errorf("RU rum: %q", got)
	}
	if got := SeatLabel(narrate.EN, 3); got != "Player 4" {
		t.Errorf("SeatLabel: %q", got)
	}
}

// TestRevealCarriesItsCards: a reveal followed by its cards names them even
// when the round is over and the view shows the next island's empty rows.
func TestRevealCarriesItsCards(t *testing.T) {
	evs := []cards.Event{
		{Kind: cards.EvReveal, Seat: 1, N: 2},
		{Kind: cards.EvRowCard, Seat: 1, Card: cards.Horse, N: 0},
		{Kind: cards.EvRowCard, Seat: 1, Card: cards.ArrowEW, N: 1},
		{Kind: cards.EvIsland, N: 3},
	}
	for _, l := range narrate.Langs() {
		got := Events(l, evs, nil)
		if !strings.Contains(got, CardName(l, cards.Horse)) || !strings.Contains(got, CardName(l, cards.ArrowEW)) {
			t.Errorf("%s: the reveal does not name its cards: %q", l, got)
		}
		if strings.Count(got, CardName(l, cards.Horse)) != 1 {
			t.Errorf("%s: the row's cards are told twice: %q", l, got)
		}
	}
}

// TestMoveNotMade: a move not made is told as leading off the island or
// into the water, as its event says (N 1: off the card).
func TestMoveNotMade(t *testing.T) {
	v := view(t, 0)
	move := func(off uint8) cards.Event {
		return cards.Event{Kind: cards.EvMove, Seat: 0, Card: cards.ArrowPlus, Dir: cards.E, From: cards.CellAt(1, 0), Cell: cards.NoCell, N: off}
	}
	for _, tc := range []struct {
		name   string
		e      cards.Event
		en, ru string
	}{
		{"off the card", move(1), "led off the island", "ведёт за край острова"},
		{"into the water", move(0), "led into the water:", "ведёт в воду —"},
	} {
		for l, want := range map[narrate.Lang]string{narrate.EN: tc.en, narrate.RU: tc.ru} {
			got := Events(l, []cards.Event{tc.e}, v)
			checkText(t, l, tc.name, got)
			if !strings.Contains(got, want) {
				t.Errorf("%s, %s: %q, want %q", tc.name, l, got, want)
			}
		}
	}
}
