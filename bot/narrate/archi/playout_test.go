package archi

import (
	"os"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/jackalbot/jackal/bot/narrate"
	ar "github.com/jackalbot/jackal/engine/archipirata"
)

// move is one action of a random game, with its events and the state
// after it.
type move struct {
	a     ar.Action
	evs   []ar.Event
	after ar.State
}

// randomGame plays up to max random legal actions from the deal of seed
// (the choice of action drawn from the seed too) and calls f after each.
func randomGame(t testing.TB, o ar.Options, seed uint64, max int, f func(m move)) {
	t.Helper()
	s, err := ar.Deal(o, seed)
	if err != nil {
		t.Fatal(err)
	}
	r := seed*2654435761 + 1
	buf := make([]ar.Action, 0, 256)
	for n := 0; n < max && !s.Over; n++ {
		buf = ar.Legal(&s, buf)
		if len(buf) == 0 {
			t.Fatalf("seed %d: no legal action in a game not over", seed)
		}
		a := buf[ar.SplitMix(&r)%uint64(len(buf))]
		var evs []ar.Event
		if err := ar.Apply(&s, a, &evs); err != nil {
			t.Fatalf("seed %d: %v: %v", seed, a, err)
		}
		f(move{a: a, evs: evs, after: s})
	}
}

// checkText fails the test if s is not a clean text of language l: empty,
// a formatting error, a leftover placeholder or words of the other
// language.
func checkText(t *testing.T, l narrate.Lang, what, s string) {
	t.Helper()
	switch {
	case s == "":
		t.Errorf("%s %s: empty", l, what)
	case strings.Contains(s, "%!") || strings.Contains(s, "%s") || strings.Contains(s, "%d"):
		t.Errorf("%s %s: format error in %q", l, what, s)
	case strings.Contains(s, "?") && !strings.HasSuffix(s, "?"):
		t.Errorf("%s %s: unknown name in %q", l, what, s)
	case !utf8.ValidString(s):
		t.Errorf("%s %s: invalid UTF-8", l, what)
	}
	cyr := strings.IndexFunc(s, func(r rune) bool { return r >= 'а' && r <= 'я' || r >= 'А' && r <= 'Я' }) >= 0
	if l == narrate.EN && cyr {
		t.Errorf("EN %s: Cyrillic in %q", what, s)
	}
	if l == narrate.RU {
		for _, w := range []string{" the ", " and ", " with ", " from ", " island "} {
			if strings.Contains(s, w) {
				t.Errorf("RU %s: English %q in %q", what, w, s)
			}
		}
	}
}

// TestRandomGames narrates 1,000 random moves and more, in 2 and 4 seats,
// with and without captains, as every seat and a spectator see them.
func TestRandomGames(t *testing.T) {
	variants := []ar.Options{{Seats: 2}, {Seats: 4}, {Seats: 2, Advanced: true}, {Seats: 4, Advanced: true}}
	moves := 0
	for seed := uint64(1); moves < 1000 || seed <= 8; seed++ {
		o := variants[seed%uint64(len(variants))]
		randomGame(t, o, seed, 400, func(m move) {
			moves++
			seats := []uint8{ar.Spectator}
			for k := range uint8(o.Seats) {
				seats = append(seats, k)
			}
			for _, seat := range seats {
				v := ar.ViewFor(&m.after, seat)
				for _, l := range narrate.Langs() {
					checkText(t, l, "Events "+m.a.String(), Events(l, m.evs, &v))
					checkText(t, l, "Status", Status(l, &v))
					if !v.Over {
						checkText(t, l, "Prompt", Prompt(l, &v))
					} else {
						checkText(t, l, "Ending", Ending(l, &v))
					}
				}
			}
			junk := ar.Action{Kind: ar.ActTake, Island: uint8(moves % ar.NumIslands), Skips: uint8(moves * 37), N: 1}
			st := m.after
			if err := ar.Apply(&st, junk, nil); err != nil {
				for _, l := range narrate.Langs() {
					checkText(t, l, "Explain", Explain(l, err))
				}
			}
			for _, l := range narrate.Langs() {
				checkText(t, l, "Action", Action(l, m.a))
				b := Button(l, m.a)
				checkText(t, l, "Button", b)
				if n := utf8.RuneCountInString(b); n > MaxButton {
					t.Errorf("%s: Button %q is %d characters", l, b, n)
				}
			}
		})
	}
	if moves < 1000 {
		t.Errorf("only %d moves told", moves)
	}
}

// TestShowGame logs a whole game as a 4-seat player reads it, to read the
// texts by eye: ARCHI_SHOW=1 go test -run ShowGame -v.
func TestShowGame(t *testing.T) {
	if os.Getenv("ARCHI_SHOW") == "" {
		t.Skip("set ARCHI_SHOW=1 to see a game told")
	}
	randomGame(t, ar.Options{Seats: 4, Advanced: true}, 7, 400, func(m move) {
		v := ar.ViewFor(&m.after, 0)
		for _, l := range narrate.Langs() {
			t.Logf("%s | %s | %s", m.a, Button(l, m.a), Action(l, m.a))
			t.Logf("   %s", Events(l, m.evs, &v))
			t.Logf("   %s", Prompt(l, &v))
		}
	})
}
