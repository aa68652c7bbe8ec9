package render

import (
	"bytes"
	"image"
	"math"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/engine/cards"
)

// TestSeatLine: a seat's line of the card board's strip names the seat
// by the name given (cut when long; "p1" … without one) and counts its
// coins and its row's cards in the right number.
func TestSeatLine(t *testing.T) {
	var v cards.View
	v.Seats, v.Phase, v.First = 3, cards.PhasePlan, 0
	v.Coins = [cards.MaxSeats]uint16{1, 2, 0}
	v.HandN = [cards.MaxSeats]uint8{4, 3, 5}
	v.Status = [cards.MaxSeats]cards.Status{cards.Ready, cards.Ready, cards.Planning}
	v.RowN = [cards.MaxSeats]uint8{1, 2, 0}
	long := strings.Repeat("Я", 30)
	tests := []struct {
		seat  uint8
		names []string
		want  string
	}{
		{0, nil, "p1 · 1 coin · 4 in hand · ready (1 card) · first"},
		{1, []string{"Alice", "Bob"}, "Bob · 2 coins · 3 in hand · ready (2 cards)"},
		{2, []string{"Alice", "Bob"}, "p3 · 0 coins · 5 in hand · planning (0)"},
		{2, []string{"", "", long}, strings.Repeat("Я", maxSeatName-1) + "… · 0 coins · 5 in hand · planning (0)"},
	}
	for _, tc := range tests {
		if got := seatLine(english, &v, tc.seat, tc.names); got != tc.want {
			t.Errorf("seat %d, names %q: %q, want %q", tc.seat, tc.names, got, tc.want)
		}
	}
}

// TestCardBoardNames: the names given change the strip, not the island.
func TestCardBoardNames(t *testing.T) {
	s := cardGame(t, 3, 41)
	v := cards.ViewFor(&s, 0)
	plain := encodeForTest(t, CardBoard(&v, CardBoardOptions{Size: 300}).(*image.RGBA))
	named := encodeForTest(t, CardBoard(&v, CardBoardOptions{Size: 300, Names: []string{"Алиса", strings.Repeat("W", 40), "Computer 3 (hard)"}}).(*image.RGBA))
	if bytes.Equal(plain, named) {
		t.Fatal("the names change nothing in the picture")
	}
}

// TestCardBoardOver: a finished game's board says so and names who won,
// in its title, and marks the winners' lines of the strip (not the first
// player's); a game under way keeps its island's title. The golden
// pictures of an ended game stay as they were.
func TestCardBoardOver(t *testing.T) {
	s := cardGame(t, 13, 100000)
	if s.Phase != cards.PhaseOver {
		t.Fatal("the random game did not end")
	}
	v := cards.ViewFor(&s, cards.Spectator)
	won := cards.Winners(&s)
	if len(won) != 1 {
		t.Fatalf("winners %v: the golden case wants one", won)
	}
	names := []string{"Ann", "Bob", "Computer 3 (easy)"}
	wantTitle := "Game over: " + names[won[0]] + " wins"
	if got := cardOverTitle(english, &v, names); got != wantTitle {
		t.Errorf("title %q, want %q", got, wantTitle)
	}
	for seat := range v.Seats {
		line := seatLine(english, &v, seat, names)
		if strings.Contains(line, "first") || strings.HasSuffix(line, " · winner") != (seat == won[0]) {
			t.Errorf("seat %d: %q (the winner is %d)", seat, line, won[0])
		}
	}
	mid := cards.ViewFor(&s, cards.Spectator)
	mid.Phase = cards.PhasePlan
	over := encodeForTest(t, CardBoard(&v, CardBoardOptions{Size: 300, Names: names}).(*image.RGBA))
	if bytes.Equal(over, encodeForTest(t, CardBoard(&mid, CardBoardOptions{Size: 300, Names: names}).(*image.RGBA))) {
		t.Fatal("the ended game's picture is the one of a game under way")
	}
	checkGolden(t, []goldenCase{
		{"card-board-over-512", func(*testing.T) *image.RGBA {
			return CardBoard(&v, CardBoardOptions{Size: 512, Names: names}).(*image.RGBA)
		}},
		{"ru-card-board-over-512", func(*testing.T) *image.RGBA {
			return CardBoard(&v, CardBoardOptions{Size: 512, Names: []string{"Аня", "Боря", "Компьютер 3 (лёгкий)"}, Lang: "ru"}).(*image.RGBA)
		}},
	})
}

// TestCardOverTitle: the title of a finished game names its winner, the
// winners sharing the win, a draw when every seat shares it, and no one
// when all resigned; in English and Russian.
func TestCardOverTitle(t *testing.T) {
	names := []string{"Ann", "Bob", "Cy"}
	tests := []struct {
		coins    [3]uint16
		resigned uint8
		en, ru   string
	}{
		{[3]uint16{3, 9, 2}, 0, "Game over: Bob wins", "Игра окончена, победитель: Bob"},
		{[3]uint16{7, 2, 7}, 0, "Game over: Ann and Cy win", "Игра окончена: победили Ann и Cy"},
		{[3]uint16{4, 4, 4}, 0, "Game over: a draw", "Игра окончена: ничья"},
		{[3]uint16{9, 4, 1}, 1, "Game over: Bob wins", "Игра окончена, победитель: Bob"},
		{[3]uint16{9, 4, 1}, 7, "Game over", "Игра окончена"},
	}
	for _, tc := range tests {
		var v cards.View
		v.Seats, v.Phase, v.Resigned = 3, cards.PhaseOver, tc.resigned
		copy(v.Coins[:], tc.coins[:])
		if got := cardOverTitle(english, &v, names); got != tc.en {
			t.Errorf("%v resigned %b: %q, want %q", tc.coins, tc.resigned, got, tc.en)
		}
		if got := cardOverTitle(russian, &v, names); got != tc.ru {
			t.Errorf("%v resigned %b: %q, want %q", tc.coins, tc.resigned, got, tc.ru)
		}
	}
}

// TestCardOverHead: a finished game's title names its winners while they
// fit at a readable size, and says only that the game is over when three
// long names would set it too small (it was drawn at a third of its size).
func TestCardOverHead(t *testing.T) {
	var v cards.View
	v.Seats, v.Phase = 4, cards.PhaseOver
	v.Coins = [cards.MaxSeats]uint16{7, 7, 7, 2}
	short := []string{"Ann", "Bob", "Cy", "Dee"}
	long := []string{strings.Repeat("Bartholomew ", 3), strings.Repeat("Анастасия ", 3), strings.Repeat("DarkLord", 4), "Dee"}
	if got := cardOverHead(english, &v, short, 1024); got != cardOverTitle(english, &v, short) {
		t.Errorf("short names: %q, want %q", got, cardOverTitle(english, &v, short))
	}
	for _, lang := range []tongue{english, russian} {
		if got, want := cardOverHead(lang, &v, long, 1024), lang.say(wGameOver); got != want {
			t.Errorf("long names: %q, want %q", got, want)
		}
	}
}

// TestPathPoints: on a cell that every seat's path crosses, the numbered
// steps of four seats stand apart (they were drawn over one another, a
// twelfth of a cell apart), each inside the cell and clear of the
// pirates' tokens at its foot; two seats' paths are centred on the cell.
func TestPathPoints(t *testing.T) {
	g := cardGrid{x0: 0, y0: 0, cell: 100, w: 5, h: 5}
	c := cards.CellAt(2, 2)
	r := g.rect(c)
	outline := stepRadius * 1.2 * float64(g.cell)
	var xs, ys [cards.MaxSeats]float64
	for seat := range uint8(cards.MaxSeats) {
		xs[seat], ys[seat] = g.pathPoint(c, seat, cards.MaxSeats)
		if xs[seat]-outline < float64(r.Min.X) || xs[seat]+outline > float64(r.Max.X) || ys[seat]-outline < float64(r.Min.Y) {
			t.Errorf("seat %d's step at (%.0f, %.0f) leaves the cell %v", seat, xs[seat], ys[seat], r)
		}
		// a token's top: CardBoard draws them at 0.22 of the cell from its
		// foot, 0.15·1.15 of a cell in radius
		if top := float64(r.Max.Y) - 0.22*float64(g.cell) - 0.15*1.15*float64(g.cell); ys[seat]+outline > top {
			t.Errorf("seat %d's step reaches %.0f, below the tokens' top %.0f", seat, ys[seat]+outline, top)
		}
		for other := range seat {
			if d := math.Hypot(xs[seat]-xs[other], ys[seat]-ys[other]); d < 2*stepRadius*float64(g.cell) {
				t.Errorf("seats %d and %d: steps %.0f px apart", other, seat, d)
			}
		}
	}
	x0, _ := g.pathPoint(c, 0, 2)
	x1, _ := g.pathPoint(c, 1, 2)
	if mid := float64(r.Min.X+r.Max.X) / 2; math.Abs((x0+x1)/2-mid) > 1 {
		t.Errorf("two seats' paths centred on %.0f, the cell's middle %.0f", (x0+x1)/2, mid)
	}
}
