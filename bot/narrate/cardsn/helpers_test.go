package cardsn

import (
	"regexp"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/jackalbot/jackal/bot/narrate"
	"github.com/jackalbot/jackal/engine/cards"
	"github.com/jackalbot/jackal/engine/game"
)

// deal is the deal of seed for seats seats over islands islands.
func deal(t testing.TB, seats, islands int, seed uint64) cards.State {
	t.Helper()
	s, err := cards.Deal(cards.Options{Seats: seats, Islands: islands}, seed)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// move is one action of a random game: the seat, the action, its events
// and the state after it.
type move struct {
	seat   uint8
	a      cards.Action
	evs    []cards.Event
	before cards.State
	after  cards.State
}

// randomGame plays a whole random game of seats seats over islands
// islands through cards.Rules, a random acting seat each time (so the
// plans interleave), and calls f after each action.
func randomGame(t testing.TB, seats, islands int, seed uint64, f func(m move)) cards.State {
	t.Helper()
	var r cards.Rules
	names := []string{"p1", "p2", "p3", "p4"}[:seats]
	s, err := r.Deal(game.Options{Seats: names, Variants: []string{"islands=" + string(rune('0'+islands))}}, seed)
	if err != nil {
		t.Fatal(err)
	}
	x := seed*2654435761 + 7
	var buf []cards.Action
	for n := 0; !s.Over(); n++ {
		if n > 5000 {
			t.Fatalf("seed %d: the game does not end", seed)
		}
		acting := r.Acting(&s)
		if len(acting) == 0 {
			t.Fatalf("seed %d: nobody acts in a game not over", seed)
		}
		p := acting[cards.SplitMix(&x)%uint64(len(acting))]
		buf = r.LegalFor(&s, p, buf)
		a := buf[cards.SplitMix(&x)%uint64(len(buf))]
		before := s
		var evs []cards.Event
		if err := r.ApplyFor(&s, p, a, &evs); err != nil {
			t.Fatalf("seed %d: %v: %v", seed, a, err)
		}
		f(move{seat: uint8(p), a: a, evs: evs, before: before, after: s})
	}
	return s
}

// viewers are the seats of s and a spectator.
func viewers(s *cards.State) []uint8 {
	out := []uint8{cards.Spectator}
	for p := range s.Seats {
		out = append(out, p)
	}
	return out
}

// unknownName is a "?" standing alone, the mark of a name not found.
var unknownName = regexp.MustCompile(`(^|[\s(«“])\?($|[\s,.)»”:])`)

// checkText fails the test if s is not a clean text of language l: empty,
// a formatting error, an unknown name or words of the other language.
func checkText(t testing.TB, l narrate.Lang, what, s string) {
	t.Helper()
	switch {
	case s == "":
		t.Errorf("%s %s: empty", l, what)
	case strings.Contains(s, "%!") || strings.Contains(s, "%s") || strings.Contains(s, "%d"):
		t.Errorf("%s %s: format error in %q", l, what, s)
	case unknownName.MatchString(s):
		t.Errorf("%s %s: unknown name in %q", l, what, s)
	case !utf8.ValidString(s):
		t.Errorf("%s %s: invalid UTF-8", l, what)
	}
	cyr := strings.IndexFunc(s, func(r rune) bool { return r >= 'а' && r <= 'я' || r >= 'А' && r <= 'Я' }) >= 0
	if l == narrate.EN && cyr {
		t.Errorf("EN %s: Cyrillic in %q", what, s)
	}
	if l == narrate.RU {
		for _, w := range []string{" the ", " and ", " with ", " from ", " card", "Player"} {
			if strings.Contains(s, w) {
				t.Errorf("RU %s: English %q in %q", what, w, s)
			}
		}
	}
}

// distinct fails the test when two of the texts are equal.
func distinct(t *testing.T, what string, texts []string) {
	t.Helper()
	seen := map[string]int{}
	for i, s := range texts {
		if j, ok := seen[s]; ok {
			t.Errorf("%s %d and %d read the same: %q", what, j, i, s)
		}
		seen[s] = i
	}
}
